/**
 * A seeded PopStar player that taps like a person on a phone: a tap selects a group, a pause, a
 * second tap on it pops. It keeps its own copy of the board: level L of a run is
 * generateLevel(L, run seed) (popstarStage.ts createStage, nextLevel), and it follows that level's
 * certificate, which reaches the level's target, so the run goes on through level ends.
 */
import type { Page } from '@playwright/test';
import { generateLevel, hasMoves, listGroups, pop, type Board, type Cell, type Level } from '../../../src/logic/popstar/index.ts';
import { between, poll, seededRng, sleep, tapOn, type PlayLog, type Player, type Range } from './human';

export interface PopstarHuman {
  /** Between the tap that selects and the tap that pops. */
  confirmMs: Range;
  /** After a pop's animation, before the next tap. */
  thinkMs: Range;
  /** How long the finger rests on the glass in a tap. */
  holdMs: Range;
}

export const POPSTAR_HUMAN: PopstarHuman = { confirmMs: [300, 700], thinkMs: [200, 500], holdMs: [50, 120] };

/**
 * The cell to tap next: the certificate's tap while it still names a group, else a cell of the
 * biggest group (the bottom-most, then left-most of the biggest), or null when nothing pops.
 */
export function chooseTap(board: Board, certificate: readonly Cell[], done: number): Cell | null {
  const planned = certificate[done];
  const groups = listGroups(board);
  if (planned && groups.some((g) => g.cells.some(([r, c]) => r === planned[0] && c === planned[1]))) return planned;
  const biggest = [...groups].sort((a, b) => b.cells.length - a.cells.length)[0];
  if (!biggest) return null;
  return [...biggest.cells].sort((a, b) => b[0] - a[0] || a[1] - b[1])[0]!;
}

interface BoardState {
  phase: string | null;
  level: string | null;
}

/** One string, cheap to hand over: "phase|level". */
const READ = `(document.querySelector('[data-testid=popstar-board]')?.getAttribute('data-phase') ?? '') + '|' + (document.querySelector('[data-testid=hud-level]')?.textContent ?? '')`;

export function popstarPlayer(options: { seed: number; human?: PopstarHuman }): Player {
  const human = options.human ?? POPSTAR_HUMAN;
  const levels = new Map<number, Level>();
  const levelAt = (n: number) => {
    if (!levels.has(n)) levels.set(n, generateLevel(n, options.seed));
    return levels.get(n)!;
  };
  return {
    // A run of 20 s to a few minutes reaches a few levels: dealt here, off the clock.
    prepare: () => [1, 2, 3].forEach(levelAt),
    play: async (page: Page, over: () => boolean): Promise<PlayLog> => {
      const rng = seededRng(options.seed);
      // Holds drawn apart, so the rest of the timing is as it was without them.
      const holds = seededRng(options.seed + 1);
      const log = { pops: 0, levels: 1, unplayable: 0 };
      const read = async (): Promise<BoardState> => {
        const [phase = '', level = ''] = ((await page.evaluate(READ)) as string).split('|');
        return { phase: phase || null, level: level || null };
      };
      const cell = (at: Cell) => page.locator(`[role="gridcell"][data-row="${at[0]}"][data-col="${at[1]}"]`);
      // The intro's one button (a CSS selector: cheap for the page, unlike a role and name).
      await tapOn(page, page.locator('[data-testid=popstar-board] button'), between(holds, human.holdMs));
      let level = 1;
      let board = levelAt(1).board;
      let done = 0;
      while (!over()) {
        const state = await poll(read, (s) => over() || (s.phase === 'playing' && s.level === String(level)), 100, 15_000);
        if (over()) break;
        if (state.phase !== 'playing') {
          log.unplayable++;
          break;
        }
        const at = chooseTap(board, levelAt(level).certificate, done);
        if (at === null) {
          // The level is over: its bonus, the verdict and the next level's intro play by themselves.
          level++;
          board = levelAt(level).board;
          done = 0;
          log.levels++;
          await sleep(between(rng, [1000, 2000]));
          continue;
        }
        await tapOn(page, cell(at), between(holds, human.holdMs));
        await sleep(between(rng, human.confirmMs));
        await tapOn(page, cell(at), between(holds, human.holdMs));
        board = pop(board, at[0], at[1])!.board;
        done++;
        log.pops++;
        await sleep(between(rng, human.thinkMs));
        if (!hasMoves(board)) await sleep(1000);
      }
      return log;
    },
  };
}
