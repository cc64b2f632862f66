import type { Plugin } from 'vite';
import { bootMarkMarkup } from '../src/components/ui/bootMark.ts';

const ROOT = '<div id="root"></div>';

/** index.html's empty root with the app's mark in it: what the page shows until React's first render replaces it. */
export function withBootShell(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`boot-shell: index.html has no ${ROOT}`);
  return html.replace(ROOT, `<div id="root"><div class="boot">${bootMarkMarkup()}</div></div>`);
}

/**
 * The page paints the app's mark as soon as its stylesheet is in, not after the scripts have
 * downloaded, run and fetched the first screen's words: on a slow link that is most of a second
 * sooner. React's loading fallback draws the same mark, so nothing moves when it takes over.
 */
export function bootShell(): Plugin {
  return {
    name: 'brickworks:boot-shell',
    transformIndexHtml: { order: 'pre', handler: withBootShell },
  };
}
