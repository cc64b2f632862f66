/**
 * The same solver on the SameGame benchmark (spec "SameGame, the same game under another name"):
 * the 20 standard 15 x 15 positions from the shared fixtures (samegame/, see its SOURCE.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/fixture.ts';
import { parseBoard, type Board } from './board.ts';
import { replayMoves } from './level.ts';
import { solve } from './solver.ts';

const standard = sharedFixture('samegame/standard-20.txt', 'SameGame standard positions: the solver on the 20 standard boards');

/** Colour digits 0..4 as in the fixture (R=0, G=1, B=2, Y=3, V=4) to our letters. */
const LETTERS = 'RGBYP';

/** standard-20.txt: 20 blocks of 15 rows, top row first, 15 space-separated digits, blank lines between. */
function parseStandardSet(text: string): Board[] {
  const blocks = text.trim().split(/\n\s*\n/);
  if (blocks.length !== 20) throw new Error(`standard-20.txt: expected 20 blocks, found ${blocks.length}`);
  return blocks.map((block, b) => {
    const lines = block.trim().split('\n');
    if (lines.length !== 15) throw new Error(`standard-20.txt: block ${b} has ${lines.length} rows, expected 15`);
    return parseBoard(
      lines.map((line, r) => {
        const digits = line.trim().split(/\s+/);
        if (digits.length !== 15 || digits.some((d) => !/^[0-4]$/.test(d))) {
          throw new Error(`standard-20.txt: block ${b}, row ${r}: expected 15 digits 0-4, got '${line}'`);
        }
        return digits.map((d) => LETTERS[Number(d)]).join('');
      }),
    );
  });
}

describe(`SameGame standard positions ${standard.tag}`, () => {
  it.skipIf(!standard.present)('solves all 20 with legal moves and truthful scores', () => {
    const boards = parseStandardSet(readFileSync(standard.path, 'utf8'));
    let total = 0;
    boards.forEach((board, i) => {
      expect([board.width, board.height]).toEqual([15, 15]);
      const { moves, score } = solve(board, { iterations: 150, seed: i, scoring: 'samegame' });
      const replay = replayMoves(board, moves, 'samegame');
      expect(replay.over).toBe(true);
      expect(replay.score).toBe(score);
      total += score;
    });
    // Even this small budget beats the published IDA* total over the 20 (22,354, Schadd et al. 2008).
    expect(total).toBeGreaterThan(22354);
  });
});
