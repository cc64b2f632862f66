/**
 * A seeded Tetris player that presses real keys: it keeps its own copy of the engine (the page
 * deals the same pieces for the same seed and mode), asks the bot for a good placement and plays
 * it as a person would: rotations first, then taps to the column or a held key sliding to the wall
 * (DAS), now and then a hold or a soft drop, then a hard drop.
 */
import type { Page } from '@playwright/test';
import { chooseMoves } from '../../../src/logic/tetris/bot.ts';
import { applyAction, newGame, visibleRows, type Action, type TetrisState } from '../../../src/logic/tetris/index.ts';
import { between, holdKey, poll, seededRng, sleep, type PlayLog, type Player, type Range, type Rng } from './human';

export interface TetrisHuman {
  holdMs: Range;
  gapMs: Range;
  /** Before a piece's first key. */
  thinkMs: Range;
  holdChance: number;
  softDropChance: number;
  softDropMs: Range;
  /** The page's default handling (Settings: DAS 167, ARR 33). */
  dasMs: number;
  arrMs: number;
}

export const TETRIS_HUMAN: TetrisHuman = {
  holdMs: [30, 60],
  gapMs: [70, 140],
  thinkMs: [120, 320],
  holdChance: 0.08,
  softDropChance: 0.3,
  softDropMs: [100, 300],
  dasMs: 167,
  arrMs: 33,
};

/** A fast level leaves less time to think: the piece is down in a second. */
export const TETRIS_HUMAN_FAST: TetrisHuman = { ...TETRIS_HUMAN, thinkMs: [60, 140], softDropMs: [60, 160] };

/** One key: held `holdMs`, then `afterMs` before the next. */
export interface KeyStep {
  key: string;
  holdMs: number;
  afterMs: number;
}

export interface PiecePlan {
  keys: KeyStep[];
  /** The same play in engine actions, ending with the hard drop: what the Node copy applies. */
  actions: Action[];
}

const SHIFT_KEY = { left: 'ArrowLeft', right: 'ArrowRight' } as const;

/** The keys that play the bot's placement of the piece in play (after a hold, now and then). */
export function planPiece(state: TetrisState, rng: Rng, human: TetrisHuman = TETRIS_HUMAN): PiecePlan {
  const keys: KeyStep[] = [];
  const actions: Action[] = [];
  const press = (key: string, holdMs = between(rng, human.holdMs)) => keys.push({ key, holdMs, afterMs: between(rng, human.gapMs) });
  let s = state;
  if (s.canHold && rng() < human.holdChance) {
    const held = applyAction(s, 'hold');
    if (held !== s && held.status === 'playing') {
      press('KeyC');
      actions.push('hold');
      s = held;
    }
  }
  const moves = chooseMoves(s);
  for (const m of moves) {
    if (m === 'rotateCW') press(rng() < 0.5 ? 'ArrowUp' : 'KeyX');
    else if (m === 'rotateCCW') press('KeyZ');
    else if (m !== 'left' && m !== 'right') continue;
    s = applyAction(s, m);
  }
  const shifts = moves.filter((m): m is 'left' | 'right' => m === 'left' || m === 'right');
  if (shifts.length > 0) {
    const dir = shifts[0]!;
    // A target at the wall is a held key: one shift, then one every ARR after DAS, stopping at the wall.
    if (shifts.length >= 2 && applyAction(s, dir) === s) press(SHIFT_KEY[dir], human.dasMs + human.arrMs * (shifts.length + 1) + between(rng, [30, 80]));
    else for (let i = 0; i < shifts.length; i++) press(SHIFT_KEY[dir]);
  }
  if (rng() < human.softDropChance) press('ArrowDown', between(rng, human.softDropMs));
  press('Space');
  return { keys, actions: [...actions, ...moves] };
}

export const activeOf = (s: TetrisState): string => (s.active ? `${s.active.type} ${s.active.rotation} ${s.active.x}` : '');

/** The visible field as rows of letters ('.' empty), as the page's rows show it. */
export const fieldCodes = (s: TetrisState): string[] => visibleRows(s).map((row) => row.map((c) => c ?? '.').join(''));

interface PageView {
  active: string | null;
  queue: string | null;
  over: boolean;
  /** Visible rows top to bottom, each row placed by its own transform (Board.tsx rowTransform). */
  rows: [number, string][];
}

/** One string, cheap to hand over: piece, queue, game over, then each row as "y:codes". */
const READ_PAGE = `(() => {
  const wrap = document.querySelector('[data-bench=board]');
  const rows = wrap ? [...wrap.querySelectorAll('.t-board > .t-row')].map((r) => {
    const m = /calc\\((-?\\d+)/.exec(r.style.transform);
    return (m ? m[1] : '-1') + ':' + [...r.children].map((c) => { const k = [...c.classList].find((x) => x.startsWith('brick-') && x !== 'brick-empty'); return k ? k.slice(6).toUpperCase() : '.'; }).join('');
  }) : [];
  return [wrap ? wrap.getAttribute('data-active') ?? '' : '', document.querySelector('[data-queue]')?.getAttribute('data-queue') ?? '', document.querySelector('[data-testid=game-over]') ? 'over' : '', ...rows].join('|');
})()`;

export function parsePageView(text: string): PageView {
  const [active = '', queue = '', over = '', ...rows] = text.split('|');
  return {
    active: active || null,
    queue: queue || null,
    over: over === 'over',
    rows: rows.map((r) => [Number(r.slice(0, r.indexOf(':'))), r.slice(r.indexOf(':') + 1)]),
  };
}

const pageField = (v: PageView): string[] => [...v.rows].sort((a, b) => a[0] - b[0]).map((r) => r[1]);
const sameField = (a: string[], b: string[]) => a.length === b.length && a.every((row, i) => row === b[i]);

/**
 * The Node copy made to match what the page shows, after a piece the two played differently (it
 * locked on its own under fast gravity, or a key came late): the page's field, and the piece count
 * at which the Node copy's next piece and queue are the page's. Null: no such copy.
 */
export function resync(s: TetrisState, view: { active: string | null; queue: string | null; field: string[] }): TetrisState | null {
  let candidate = s;
  for (let k = 0; k < 4 && candidate.status === 'playing'; k++) {
    if (candidate.active?.type === view.active?.split(' ')[0] && (view.queue === null || candidate.queue.join('') === view.queue)) {
      const width = candidate.width;
      const visible = view.field.map((row) => Array.from(row.padEnd(width, '.'), (c) => (c === '.' ? null : c)));
      const field = [...candidate.field.slice(0, candidate.bufferRows), ...visible] as unknown as TetrisState['field'];
      const synced: TetrisState = { ...candidate, field };
      try {
        // The engine checks a state it did not make: a field the piece does not fit is refused here.
        applyAction(synced, 'left');
      } catch {
        return null;
      }
      return synced;
    }
    candidate = applyAction(candidate, 'hardDrop');
  }
  return null;
}

export function tetrisPlayer(options: { seed: number; startLevel: number; human?: TetrisHuman }): Player {
  const human = options.human ?? TETRIS_HUMAN;
  const fresh = () => newGame({ seed: options.seed, mode: 'marathon', startLevel: options.startLevel });
  return {
    play: async (page: Page, over: () => boolean): Promise<PlayLog> => {
      const rng = seededRng(options.seed * 31 + options.startLevel);
      const log = { pieces: 0, lines: 0, restarts: 0, resyncs: 0 };
      const read = async () => parsePageView((await page.evaluate(READ_PAGE)) as string);
      let s = fresh();
      await holdKey(page, 'Enter', between(rng, human.holdMs));
      while (!over()) {
        // In step with the page: its piece and field are the copy's (a clear's rows take a moment to settle).
        const view = await poll(read, (v) => v.over || (v.active === activeOf(s) && sameField(pageField(v), fieldCodes(s))), 100, 600);
        if (view.over) {
          await page.locator('[data-testid=game-over] button', { hasText: 'Play again' }).click();
          log.lines += s.lines;
          s = fresh();
          log.restarts++;
          continue;
        }
        if (s.status !== 'playing' || view.active !== activeOf(s) || !sameField(pageField(view), fieldCodes(s))) {
          const synced = s.status === 'playing' ? resync(s, { active: view.active, queue: view.queue, field: pageField(view) }) : null;
          log.resyncs++;
          if (synced === null) {
            // Nothing to follow: start again from the page's pause menu (the same seed).
            await holdKey(page, 'Escape', between(rng, human.holdMs));
            await page.locator('[data-testid=pause-overlay] button', { hasText: 'Restart' }).click();
            log.lines += s.lines;
            s = fresh();
            log.restarts++;
            continue;
          }
          s = synced;
        }
        const plan = planPiece(s, rng, human);
        await sleep(between(rng, human.thinkMs));
        for (const k of plan.keys) {
          await holdKey(page, k.key, k.holdMs);
          await sleep(k.afterMs);
        }
        for (const a of plan.actions) s = applyAction(s, a);
        log.pieces++;
      }
      log.lines += s.lines;
      return log;
    },
  };
}
