import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';
import { messages as designer } from '../i18n/locales/en/designer.json?lingui';
import { messages as plantank } from '../i18n/locales/en/plantank.json?lingui';
import { messages as popstar } from '../i18n/locales/en/popstar.json?lingui';
import { messages as shell } from '../i18n/locales/en/shell.json?lingui';
import { messages as tetris } from '../i18n/locales/en/tetris.json?lingui';

// English, active before any test renders: the tests find things by their English words.
i18n.loadAndActivate({ locale: 'en', messages: { ...shell, ...tetris, ...popstar, ...plantank, ...designer } });

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
