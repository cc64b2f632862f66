import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../App';

/** The whole app's routes at `path`, as the hash router would show them there. */
export function renderAppAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <AppRoutes />
    </Router>,
  );
}

/**
 * For findBy queries on a lazy route's screen: its chunk loads in its own time on a busy machine, so
 * a test waits for the screen rather than a fixed second.
 */
export const LAZY_ROUTE = { timeout: 15_000 };
