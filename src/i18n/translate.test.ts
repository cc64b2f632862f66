import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, t, translate } from './index';

const ID = 'plantank.play.instructions';

describe('translate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.activate('en');
  });

  it('gives what Lingui gives, for each set of values', () => {
    for (const count of [0, 1, 2, 17, 1000]) expect(translate(ID, { count })).toBe(i18n._(ID, { count }));
    expect(translate(ID, { count: 1 })).not.toBe(translate(ID, { count: 2 }));
    expect(t(ID, { count: 3 })).toBe(i18n._(ID, { count: 3 }));
  });

  it('formats a message with the same values once', () => {
    const format = vi.spyOn(i18n, '_');
    const first = translate(ID, { count: 41 });
    const again = translate(ID, { count: 41 });
    expect(again).toBe(first);
    expect(format).toHaveBeenCalledTimes(1);
    translate(ID, { count: 42 });
    expect(format).toHaveBeenCalledTimes(2);
  });

  it('formats again once a catalog loads or a language is activated', () => {
    const original = i18n.messages[ID];
    const before = translate(ID, { count: 5 });
    try {
      i18n.load('en', { [ID]: 'changed {count}' });
      expect(translate(ID, { count: 5 })).toBe('changed 5');
      i18n.load('vi', { [ID]: 'lệnh {count}' });
      i18n.activate('vi');
      expect(translate(ID, { count: 5 })).toBe('lệnh 5');
    } finally {
      i18n.load('en', { [ID]: original! });
    }
    i18n.activate('en');
    expect(translate(ID, { count: 5 })).toBe(before);
  });
});
