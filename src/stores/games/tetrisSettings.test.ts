import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindKey, DEFAULT_TETRIS_KEYS, TETRIS_COMMANDS, tetrisSettings, unbindKey, type KeyMap, type TetrisCommand } from './tetrisSettings';

const defaults = () => structuredClone(DEFAULT_TETRIS_KEYS);

describe('Tetris key remapping', () => {
  it('a key given to a command is taken from the one that had it', () => {
    const r = bindKey(defaults(), 'hold', 'KeyX');
    expect(r.keys?.hold).toEqual(['KeyC', 'ShiftLeft', 'ShiftRight', 'KeyX']);
    expect(r.keys?.rotateCW).toEqual(['ArrowUp']);
  });

  it("a command's only key cannot be taken or removed: the command it would orphan is named", () => {
    expect(bindKey(defaults(), 'pause', 'Space')).toEqual({ orphan: 'hardDrop' });
    const pauseOnly = { ...defaults(), pause: ['KeyP'] };
    expect(unbindKey(pauseOnly, 'pause', 'KeyP')).toEqual({ orphan: 'pause' });
    expect(unbindKey(defaults(), 'pause', 'KeyP').keys?.pause).toEqual(['Escape', 'F1']);
  });

  it('whatever a player binds and removes, every command keeps a key and no key does two things', () => {
    const command = fc.constantFrom(...TETRIS_COMMANDS);
    const code = fc.constantFrom('KeyA', 'KeyP', 'Space', 'Escape', 'ArrowUp', 'ArrowLeft', 'KeyC', 'F1');
    const step = fc.record({ bind: fc.boolean(), command, code });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let keys: KeyMap<TetrisCommand> = defaults();
        for (const s of steps) keys = (s.bind ? bindKey(keys, s.command, s.code) : unbindKey(keys, s.command, s.code)).keys ?? keys;
        const all = TETRIS_COMMANDS.flatMap((c) => keys[c]);
        expect(TETRIS_COMMANDS.every((c) => keys[c].length >= 1 && keys[c].length <= 4)).toBe(true);
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a save with a command left keyless gets that command its free default keys back', () => {
    const saved = { das: 167, arr: 33, sdf: 20, ghost: true, keys: { ...defaults(), pause: [], hold: ['KeyP'] } };
    const read = tetrisSettings.validate(saved);
    expect(read?.keys.pause).toEqual(['Escape', 'F1']);
    expect(read?.keys.hold).toEqual(['KeyP']);
  });
});
