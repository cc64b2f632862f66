import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Messages } from '@lingui/core';
import { i18n, provideCatalogs, type Area } from '../i18n';

// English, every area, active before any test renders: the tests find things by their English words.
const english = import.meta.glob<Messages>('../i18n/locales/en/*.json', { query: '?lingui', import: 'messages', eager: true });
provideCatalogs('en', Object.fromEntries(Object.entries(english).map(([path, messages]) => [/([\w-]+)\.json$/.exec(path)![1] as Area, messages])));
i18n.activate('en');

// findBy/waitFor wait for a state, and a busy machine (CI beside other jobs) reaches it late: the
// default bound of one second failed tests that were right. A wrong state still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });

// No `globals: true`, so Testing Library cannot register its own auto-cleanup.
afterEach(() => {
  cleanup();
  // A test that switched language leaves English behind it.
  if (i18n.locale !== 'en') i18n.activate('en');
  globalThis.localStorage?.clear(); // absent in tests run with the node environment
});
