import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import DesignerScreen from './DesignerScreen';

/** The designer as its route shows it (#/plantank/design), for component tests. */
export function renderDesigner() {
  const { hook } = memoryLocation({ path: '/plantank/design' });
  return render(
    <Router hook={hook}>
      <Router base="/plantank">
        <DesignerScreen />
      </Router>
    </Router>,
  );
}
