// @vitest-environment node
/**
 * Bad input at the public API, continued from inputs.test.ts: links and levels too long or too large,
 * and levels checked at every export that takes one, in bounded time, with errors naming the field.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BoundedModule, describeOutcome as describeCall } from '../../test/bounded';
import {
  createRun, decodeLevel, decodeShare, describeOutcome, emptyProgram, encodeLevel, encodeShare, findShortestSolution,
  LevelFormatError, levelProblems, MAX_LEVEL_CODE_LENGTH, MAX_SHARE_LINK_LENGTH, parseProgram, reachableTiles, runBySteps, runProgram,
} from './index.ts';
import type { Level } from './index.ts';
import { expectTyped, line, openBoard, thrown } from './inputsTestKit';

const mod = new BoundedModule('logic/plantank/index.ts', 'PlantankInputError');
afterAll(() => mod.close());

describe('long links', () => {
  /** A link to an open board of the given size: about 2.7 characters of link per cell. */
  function bigLink(rows: number, cols: number): string {
    const level = openBoard(rows, cols);
    const code = Buffer.from(JSON.stringify(level)).toString('base64url');
    return `1~open~_F-----~${code}`;
  }

  it('a link over MAX_SHARE_LINK_LENGTH is refused at once, saying why', async () => {
    const link = bigLink(180, 180);
    expect(link.length).toBeGreaterThan(88_000);
    const outcome = await mod.call('decodeShare', [link]);
    expectTyped(outcome, 'decodeShare', [link], new RegExp(`^share link: the link is ${link.length} characters long; a Plan Tank link is at most ${MAX_SHARE_LINK_LENGTH}$`));
    expect(outcome.ms).toBeLessThan(1_000);
    const code = link.split('~')[3] as string;
    expect(thrown(() => decodeLevel(code))).toMatchObject({ name: 'LevelFormatError', message: expect.stringMatching(/a level code is at most 16384/) });
  });

  it('checks and decodes in linear time: the largest board any export takes', async () => {
    // 256 x 256 open tiles: a search that rescans its queue would take minutes here.
    const level = openBoard(256, 256);
    for (const fn of ['levelProblems', 'reachableTiles']) {
      const outcome = await mod.call(fn, [level]);
      expect(outcome, describeCall(fn, [level], outcome)).toMatchObject({ kind: 'returned', type: 'object' });
    }
    expect(reachableTiles(level).size).toBe(256 * 256);
    expect(levelProblems(level)).toEqual([]);
    expect(thrown(() => runProgram(openBoard(257, 256), '_F|'))).toMatchObject({ field: 'level.items', message: expect.stringMatching(/at most 65536 cells/) });
    // The longest code the decoder reads holds a level of about 5600 cells.
    const near = Buffer.from(JSON.stringify(openBoard(70, 80))).toString('base64url');
    expect(near.length).toBeLessThanOrEqual(MAX_LEVEL_CODE_LENGTH);
    expect(decodeLevel(near).items).toHaveLength(70);
    // Every other cell a lone star: thousands of problems, a message of a few lines.
    const checker = openBoard(60, 60);
    checker.items = checker.items.map((row, r) => [...row].map((_, c) => (r + c === 0 ? '.' : (r + c) % 2 ? '#' : '*')).join(''));
    const message = (thrown(() => decodeLevel(Buffer.from(JSON.stringify(checker)).toString('base64url'))) as Error).message;
    expect(message).toMatch(/; and 1789 more problems$/);
    expect(message.length).toBeLessThan(1_000);
  });

  it('the largest level a player could make fits a link with room to spare, and comes back whole', () => {
    const level: Level = {
      ...openBoard(32, 32), id: '題'.repeat(100), title: '😀'.repeat(50), description: '長'.repeat(1000), solution: '_F|||||',
    };
    const link = encodeShare({ levelId: level.id, program: '_F_F_F|', level });
    expect(link.length).toBeLessThan(MAX_SHARE_LINK_LENGTH);
    expect(encodeLevel(level).length).toBeLessThan(10_000);
    expect(decodeShare(link).level).toEqual(level);
    expect(thrown(() => encodeLevel(openBoard(100, 100)))).toMatchObject({ name: 'LevelFormatError', message: expect.stringMatching(/too large to share/) });
  });
});

describe('levels are checked at the entry', () => {
  const good = line(5, [4]);
  const corrupt: [string, Record<string, unknown>, string][] = [
    ['colors 5', { colors: 5 }, 'level.colors'],
    ['items of numbers', { items: [1] }, 'level.items'],
    ['start null', { start: null }, 'level.start'],
    ['start.row 0.5', { start: { row: 0.5, col: 0, dir: 0 } }, 'level.start'],
    ['start.dir NaN', { start: { row: 0, col: 0, dir: NaN } }, 'level.start.dir'],
    ['subLengths 1e9', { subLengths: [1e9, 0, 0, 0, 0] }, 'level.subLengths[0]'],
    ['subLengths "x"', { subLengths: 'x' }, 'level.subLengths'],
    ['allowedCommands NaN', { allowedCommands: NaN }, 'level.allowedCommands'],
    ['grid tri', { grid: 'tri' }, 'level.grid'],
    ['title 5', { title: 5 }, 'level.title'],
  ];
  const entries: [string, (level: Level) => unknown][] = [
    ['runProgram', (l) => runProgram(l, '_F|')],
    ['runProgram (Program)', (l) => runProgram(l, { functions: [] })],
    ['createRun', (l) => createRun(l, '_F|')],
    ['runBySteps', (l) => runBySteps(l, '_F|')],
    ['parseProgram', (l) => parseProgram('_F|', l)],
    ['emptyProgram', (l) => emptyProgram(l)],
    ['reachableTiles', (l) => reachableTiles(l)],
    ['encodeLevel', (l) => encodeLevel(l)],
    ['findShortestSolution', (l) => findShortestSolution(l, { maxInstructions: 1 })],
    ['describeOutcome', (l) => describeOutcome(runProgram(good, '_F|'), l)],
  ];

  it.each(corrupt)('a level with %s is refused by every export that takes a level', (_, change, field) => {
    for (const [name, call] of entries) {
      const error = thrown(() => call({ ...good, ...change } as unknown as Level));
      expect(error, name).toBeInstanceOf(LevelFormatError);
      expect((error as LevelFormatError).field, name).toBe(field);
    }
    // levelProblems reports rather than throws.
    expect(levelProblems({ ...good, ...change } as unknown as Level).length).toBeGreaterThan(0);
  });

  it('a level changed after its first use is checked and read again, not served from the cache', () => {
    const level = line(5, [4]);
    expect(runProgram(level, 'rF_F_F_F_F|')).toMatchObject({ outcome: 'won', skipped: 1 });
    level.start = { row: 0, col: 9, dir: 0 };
    expect(thrown(() => runProgram(level, '_F|'))).toMatchObject({ name: 'LevelFormatError', field: 'level.start' });
    level.start = { row: 0, col: 0, dir: 0 };
    level.colors = ['RBBBB'];
    // The first cell is red now: rF runs.
    expect(runProgram(level, 'rF_F_F_F|')).toMatchObject({ outcome: 'won', skipped: 0 });
    level.start.dir = NaN;
    expect(thrown(() => runProgram(level, '_F|'))).toMatchObject({ name: 'LevelFormatError', field: 'level.start.dir' });
    level.start.dir = 0;
    level.items.pop();
    expect(thrown(() => runProgram(level, '_F|'))).toMatchObject({ name: 'LevelFormatError', field: 'level.items' });
    // A row edited in place goes unnoticed, but the run still uses the board as checked.
    const other = line(5, [4]);
    runProgram(other, '_F|');
    other.items[0] = 'x';
    expect(runProgram(other, '_F_F_F_F|')).toMatchObject({ outcome: 'won' });
  });
});
