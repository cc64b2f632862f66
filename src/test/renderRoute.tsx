import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * A screen as the app's hash router shows it at `path` (`/plantank/design`), nested under its
 * game's `base` as App.tsx nests it, for component tests. The location is returned to follow
 * navigation.
 */
export function renderRoute(path: string, ui: ReactNode, base = '/plantank') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <Router base={base}>{ui}</Router>
    </Router>,
  );
  return { ...view, location };
}
