import { describe, expect, it } from 'vitest';
import { advance, applyAction, deserialize, newGame, serialize, type Action } from './index.ts';

function played() {
  let s = newGame({ seed: 21, mode: 'sprint' });
  const moves: Action[] = ['hold', 'left', 'hardDrop', 'rotateCW', 'softDrop', 'hardDrop', 'right'];
  for (const a of moves) s = advance(applyAction(s, a), 250);
  return s;
}

describe('serialize / deserialize', () => {
  it('restores a game in progress exactly, and it plays on the same', () => {
    const s = played();
    const restored = deserialize(serialize(s));
    expect(restored).toEqual(s);
    const moves: Action[] = ['hardDrop', 'rotateCCW', 'hardDrop', 'hold'];
    expect(moves.reduce(applyAction, restored)).toEqual(moves.reduce(applyAction, s));
  });

  const corrupt = (mutate: (save: Record<string, unknown>) => void) => {
    const save = JSON.parse(serialize(played())) as Record<string, unknown>;
    mutate(save);
    return () => deserialize(JSON.stringify(save));
  };

  it('rejects text that is not JSON', () => {
    expect(() => deserialize('{"version":')).toThrow(/not valid JSON/);
  });

  it('rejects a save of another shape, naming the bad field', () => {
    expect(() => deserialize('[]')).toThrow(/save must be an object/);
    expect(corrupt((s) => (s.version = 2))).toThrow(/version must be 1/);
    expect(corrupt((s) => (s.score = -3))).toThrow(/score must be a whole number/);
    expect(corrupt((s) => (s.queue = ['T', 'T']))).toThrow(/queue must be a list of 5 pieces/);
    expect(corrupt((s) => ((s.queue as string[])[2] = 'Q'))).toThrow(/queue\[2\] must be a piece letter/);
    expect(corrupt((s) => ((s.field as unknown[][])[30] = [1]))).toThrow(/field\[30\] must be a row of 10 cells/);
    expect(corrupt((s) => ((s.field as unknown[][])[25]![3] = 'x'))).toThrow(/field\[25\]\[3\] must be null, 'X' or a piece letter/);
    expect(corrupt((s) => (s.mode = 'zen'))).toThrow(/mode must be one of/);
    expect(corrupt((s) => (s.active = null))).toThrow(/active must be a piece while the game is playing/);
    expect(corrupt((s) => (s.result = 'goal'))).toThrow(/result must be null when status is 'playing'/);
    expect(corrupt((s) => (s.elapsedMs = 'soon'))).toThrow(/elapsedMs must be a number/);
  });

  it('rejects an active piece that overlaps blocks or leaves the field', () => {
    expect(
      corrupt((s) => {
        const field = s.field as (string | null)[][];
        const active = s.active as { x: number; y: number };
        // Fill the whole row band the piece is in: it must now overlap.
        for (let y = active.y; y < active.y + 4 && y < field.length; y++) field[y] = field[y]!.map(() => 'X');
      }),
    ).toThrow(/active must be a piece that fits/);
    expect(corrupt((s) => ((s.active as { x: number }).x = 9))).toThrow(/active must be a piece that fits/);
  });
});
