import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a state, and a busy machine (CI beside other jobs) reaches it late: the
// default bound of one second failed tests that were right. A wrong state still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });

// No `globals: true`, so Testing Library cannot register its own auto-cleanup.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // absent in tests run with the node environment
});
