import { describe, expect, it } from 'vitest';
import { inlineBundleColors, inlineColors, rootColors } from './inlineColors';
import type { BundleFile } from './compileHints';

describe('inlineColors', () => {
  const shell = ':root{--color-ink-800:#1d2247;--color-accent-400:#ffc44d;--pitch-x:0px}.a{color:var(--color-ink-800)}';

  it('reads the colours set on the root', () => {
    expect(rootColors([shell])).toEqual(new Map([['--color-ink-800', '#1d2247'], ['--color-accent-400', '#ffc44d']]));
    expect(rootColors([':root,:host{--color-x:red}'])).toEqual(new Map([['--color-x', 'red']]));
  });

  it('leaves out a colour set anywhere else, or set from another variable', () => {
    expect([...rootColors([shell, '.b{--color-ink-800:#000}']).keys()]).toEqual(['--color-accent-400']);
    expect([...rootColors([':root{--color-a:var(--color-b);--color-b:red}']).keys()]).toEqual(['--color-b']);
    expect([...rootColors([':root{--color-a:red}', ':root{--color-a:blue}']).keys()]).toEqual([]);
  });

  it('writes each read in place, but a read with a fallback and an unknown name', () => {
    const colors = rootColors([shell]);
    expect(inlineColors('.a{color:var(--color-ink-800);box-shadow:0 0 0 3px var(--color-accent-400)}', colors)).toBe('.a{color:#1d2247;box-shadow:0 0 0 3px #ffc44d}');
    expect(inlineColors('.a{color:var(--color-ink-800,red);fill:var(--color-tile-r)}', colors)).toBe('.a{color:var(--color-ink-800,red);fill:var(--color-tile-r)}');
  });

  it('rewrites every stylesheet of a bundle from the colours of all of them, and nothing else', () => {
    const js = 'el.style.color="var(--color-ink-800)"';
    const bundle: Record<string, BundleFile> = {
      'index.css': { type: 'asset', fileName: 'index.css', source: shell },
      'game.css': { type: 'asset', fileName: 'game.css', source: '.g{background:var(--color-ink-800)}' },
      'index.js': { type: 'chunk', fileName: 'index.js', code: js },
    };
    inlineBundleColors(bundle);
    expect(bundle['index.css']!.source).toBe(':root{--color-ink-800:#1d2247;--color-accent-400:#ffc44d;--pitch-x:0px}.a{color:#1d2247}');
    expect(bundle['game.css']!.source).toBe('.g{background:#1d2247}');
    expect(bundle['index.js']!.code).toBe(js);
  });
});
