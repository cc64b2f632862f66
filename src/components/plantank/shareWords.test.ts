import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN, encodeShare, type Level } from '../../logic/plantank/index.ts';
import { shareProblem } from './shareWords';

afterEach(() => vi.restoreAllMocks());

describe('shareProblem: why a link could not be made', () => {
  it('says a level too large for a link by its code', () => {
    const side = 100;
    const big: Level = { ...CAMPAIGN[0]!, id: 'big', colors: Array.from({ length: side }, () => 'R'.repeat(side)), items: Array.from({ length: side }, () => '*'.repeat(side)) };
    let error: unknown;
    try {
      encodeShare({ levelId: 'big', program: '_F|||||', level: big });
    } catch (e) {
      error = e;
    }
    expect(shareProblem(error)).toEqual({ id: 'plantank.shareLink.levelTooLarge', values: {} });
  });

  it('says anything else as a bug, its English in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bug = new TypeError('x is undefined');
    expect(shareProblem(bug)).toEqual({ id: 'plantank.shareLink.other' });
    expect(warn).toHaveBeenCalledWith('share:', bug);
  });
});
