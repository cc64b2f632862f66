import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieceCells } from './field.ts';
import {
  ACTIONS,
  advance,
  applyAction,
  deserialize,
  fromDiagram,
  newGame,
  PIECE_TYPES,
  serialize,
  toDiagram,
  type Action,
  type PieceType,
  type TetrisState,
} from './index.ts';

type Command = Action | number;
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ACTIONS) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 1500 }) },
);
const game = fc.record({
  seed: fc.integer(),
  startLevel: fc.integer({ min: 1, max: 20 }),
  width: fc.integer({ min: 4, max: 12 }),
  height: fc.integer({ min: 4, max: 22 }),
});

const step = (s: TetrisState, c: Command) => (typeof c === 'number' ? advance(s, c) : applyAction(s, c));
const blocks = (s: TetrisState) => s.field.reduce((n, row) => n + row.filter((c) => c !== null).length, 0);

function checkInvariants(prev: TetrisState, s: TetrisState): void {
  // The field keeps its shape; no full row is ever left standing.
  expect(s.field).toHaveLength(s.bufferRows + s.height);
  for (const row of s.field) {
    expect(row).toHaveLength(s.width);
    expect(row.every((c) => c !== null)).toBe(false);
  }
  // The active piece is inside the field and overlaps no block.
  if (s.active) {
    for (const [x, y] of pieceCells(s.active)) {
      expect(x >= 0 && x < s.width && y >= 0 && y < s.field.length).toBe(true);
      expect(s.field[y]?.[x]).toBeNull();
    }
  } else {
    expect(s.status).toBe('over');
  }
  // Blocks are only added by locks (4 each) and only removed by line clears (a row each).
  expect(blocks(s)).toBe(blocks(prev) + 4 * (s.locks - prev.locks) - s.width * (s.lines - prev.lines));
  expect(s.score).toBeGreaterThanOrEqual(prev.score);
  expect(s.queue).toHaveLength(5);
}

describe('properties over random play', () => {
  it('blocks never overlap or leave the field, rows never stay full, the score never falls', () => {
    fc.assert(
      fc.property(game, fc.array(command, { maxLength: 200 }), (options, commands) => {
        let s = newGame(options);
        for (const c of commands) {
          const next = step(s, c);
          checkInvariants(s, next);
          s = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('every bag of 7 dealt holds all seven pieces', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(command, { maxLength: 300 }), (seed, commands) => {
        let s = newGame({ seed, width: 10, height: 20 });
        // The deal order: the first piece, the first queue, then each piece that joins the queue's end.
        const dealt: PieceType[] = [s.active?.type as PieceType, ...s.queue];
        for (const c of commands) {
          const next = step(s, c);
          if (next.queue !== s.queue && next.queue.length === 5) {
            expect(next.queue.slice(0, 4)).toEqual(s.queue.slice(1));
            dealt.push(next.queue[4] as PieceType);
          }
          s = next;
        }
        for (let i = 0; i + 7 <= dealt.length; i += 7) {
          expect([...dealt.slice(i, i + 7)].sort()).toEqual([...PIECE_TYPES].sort());
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a save restores the state exactly; a diagram of it reads back the same', () => {
    fc.assert(
      fc.property(game, fc.array(command, { maxLength: 80 }), (options, commands) => {
        const s = commands.reduce(step, newGame(options));
        expect(deserialize(serialize(s))).toEqual(s);
        const active = s.active;
        const fullyVisible = active !== null && pieceCells(active).every(([, y]) => y >= s.bufferRows);
        if (fullyVisible && active) {
          const again = fromDiagram(toDiagram(s), active, { width: s.width, height: s.height });
          expect(toDiagram(again)).toEqual(toDiagram(s));
          expect(again.active).toEqual(active);
        }
      }),
      { numRuns: 100 },
    );
  });
});
