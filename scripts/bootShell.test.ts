import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootMark } from '../src/components/ui/BootMark';
import { bootMarkMarkup } from '../src/components/ui/bootMark';
import { withBootShell } from './bootShell';

const PAGE = '<body>\n  <div id="root"></div>\n  <noscript>x</noscript>\n</body>';

describe('the boot shell', () => {
  it("puts the app's mark in the page's root, and nothing else changes", () => {
    const out = withBootShell(PAGE);
    document.body.innerHTML = out.replace(/<\/?body>/g, '');
    const root = document.getElementById('root')!;
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild!.className).toBe('boot');
    expect(root.querySelector('svg.boot-mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelectorAll('path')).toHaveLength(4);
    expect(out.replace(/<div id="root">.*<\/div><\/div>/, '<div id="root"></div>')).toBe(PAGE);
  });

  it('is the markup React renders for the loading mark, so the first render swaps one for the other unseen', () => {
    expect(bootMarkMarkup()).toBe(renderToStaticMarkup(createElement(BootMark)));
  });

  it('fails the build when the page has no empty root to fill', () => {
    expect(() => withBootShell('<div id="app"></div>')).toThrow(/no <div id="root"><\/div>/);
  });
});
