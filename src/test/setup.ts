import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No `globals: true`, so Testing Library cannot register its own auto-cleanup.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // absent in tests run with the node environment
});
