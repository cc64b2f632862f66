import { describe, expect, it } from 'vitest';
import { inlineColors } from './inlineColors';
import { colorVariables } from '../tailwind.config.js';

describe('inlineColors', () => {
  const colors = new Map([['--color-ink-800', '#1d2247'], ['--color-accent-400', '#ffc44d']]);

  it('writes each read of a colour in place', () => {
    expect(inlineColors('.a{color:var(--color-ink-800);box-shadow:0 0 0 3px var(--color-accent-400)}', colors)).toBe('.a{color:#1d2247;box-shadow:0 0 0 3px #ffc44d}');
  });

  it('leaves a read with a fallback, and a colour it is not given', () => {
    expect(inlineColors('.a{color:var(--color-ink-800, red);fill:var(--color-tile-r)}', colors)).toBe('.a{color:var(--color-ink-800, red);fill:var(--color-tile-r)}');
  });

  it('leaves a colour the sheet sets anywhere but on the root, and keeps the root’s own', () => {
    const css = ':root{--color-ink-800:#1d2247}.dark{--color-accent-400:#000}.a{color:var(--color-ink-800);background:var(--color-accent-400)}';
    expect(inlineColors(css, colors)).toBe(':root{--color-ink-800:#1d2247}.dark{--color-accent-400:#000}.a{color:#1d2247;background:var(--color-accent-400)}');
  });

  it('is given the theme’s colours as the root sets them', () => {
    expect(colorVariables['--color-ink-800']).toBe('#1d2247');
    expect(colorVariables['--color-tile-r']).toMatch(/^#[0-9a-f]{6}$/);
  });
});
