/**
 * The loaders of Plan Tank's parts (plantank-hint, plantank-chapter-driving...: index.ts), given by
 * Plan Tank's own code: `words.ts` imports this module, so they ride in Plan Tank's chunk.
 */
import type { Messages } from '@lingui/core';
import { addCatalogs } from './index';

addCatalogs(import.meta.glob<Messages>('./locales/*/plantank-*.json', { query: '?lingui', import: 'messages' }));
