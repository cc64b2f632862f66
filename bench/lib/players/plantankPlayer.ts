/**
 * A seeded Plan Tank player on a touch screen with a keyboard: it writes a campaign level's
 * solution slot by slot, by taps (a palette chip, then the slot) or by RoboZZle's keys (a colour
 * key, then q/w/e, 1-5 or Shift+r/g/b), sets the speed once with a tap on the slider, then runs,
 * stops part-way (x), edits a slot (erase it, write it again), runs to the win and takes the win
 * dialog's link to the next level.
 */
import type { Page } from '@playwright/test';
import { campaignLevel, nextCampaignLevel, parseProgram, type Action, type Color, type Level } from '../../../src/logic/plantank/index.ts';
import { between, holdKey, poll, seededRng, sleep, tapOn, TimeUp, type PlayLog, type Player, type Range, type Rng } from './human';

/** One slot of the solution and how the player writes it. */
export interface SlotEdit {
  fn: number;
  slot: number;
  cond: Color | null;
  action: Action;
  by: 'tap' | 'key';
}

const COLOUR_NAME: Record<Color, string> = { R: 'red', G: 'green', B: 'blue' };

/** The palette chip's accessible name (Palette.tsx commandChips). */
export function chipName(action: Action): string {
  switch (action.kind) {
    case 'forward': return 'Forward';
    case 'left': return 'Turn left';
    case 'right': return 'Turn right';
    case 'call': return `Call F${action.fn + 1}`;
    case 'paint': return `Paint ${COLOUR_NAME[action.color]}`;
  }
}

/** The key that types the command (the editor keys: src/components/plantank/usePlayKeys.ts). */
export function actionKey(action: Action): string {
  switch (action.kind) {
    case 'forward': return 'KeyW';
    case 'left': return 'KeyQ';
    case 'right': return 'KeyE';
    case 'call': return `Digit${action.fn + 1}`;
    case 'paint': return `Shift+Key${action.color}`;
  }
}

/** The solution's filled slots in order, each to be written by a tap or by keys (half and half, seeded). */
export function solutionEdits(level: Level, solution: string, rng: Rng): SlotEdit[] {
  const program = parseProgram(solution, level);
  return program.functions.flatMap((slots, fn) =>
    slots.flatMap((s, slot) => (s ? [{ fn, slot, cond: s.condition, action: s.action, by: rng() < 0.5 ? ('tap' as const) : ('key' as const) }] : [])),
  );
}

export interface PlantankHuman {
  tapGapMs: Range;
  keyGapMs: Range;
  /** How long a run goes before the player stops it. */
  stopAfterMs: Range;
  /** How long the finger rests on the glass in a tap. */
  holdMs: Range;
}

export const PLANTANK_HUMAN: PlantankHuman = { tapGapMs: [250, 600], keyGapMs: [120, 300], stopAfterMs: [300, 800], holdMs: [50, 120] };

/** The fastest speed that still animates (the demo's, useDemoLoop.ts): 10 runs the program at once. */
const SPEED = 9;

export function plantankPlayer(options: { levelId: string; seed: number; human?: PlantankHuman }): Player {
  const human = options.human ?? PLANTANK_HUMAN;
  return {
    play: async (page: Page, over: () => boolean): Promise<PlayLog> => {
      const rng = seededRng(options.seed);
      // Holds drawn apart, so the player's choices and the rest of its timing stay as they were.
      const holds = seededRng(options.seed + 1);
      const log = { speed: 0, edits: 0, runs: 0, stops: 0, wins: 0, levels: 1 };
      // The editor as the player knows it: the armed chip and the keyboard's slot.
      let armed: string | null = null;
      let cursor = '';
      const slotAt = (fn: number, slot: number) => page.locator(`[data-slot="${fn}:${slot}"]`);
      // Every tap and key first asks whether the time is up.
      const tapPlace = async (target: Parameters<typeof tapOn>[1]) => {
        if (over()) throw new TimeUp();
        await tapOn(page, target, between(holds, human.holdMs));
      };
      // Plain CSS selectors: a role-and-name locator makes the page compute accessible names, a long task of its own.
      const tap = async (label: string) => {
        await tapPlace(page.locator(label === 'Go' ? 'button[aria-keyshortcuts="X"]' : `button[aria-label="${label}"]`));
        await sleep(between(rng, human.tapGapMs));
      };
      const key = async (k: string) => {
        if (over()) throw new TimeUp();
        await holdKey(page, k, between(rng, [40, 80]));
        await sleep(between(rng, human.keyGapMs));
      };
      const arm = async (name: string) => {
        if (armed !== name) await tap(name);
        armed = name;
      };
      const status = () => page.getAttribute('[data-testid=run-status]', 'data-status');
      const write = async (e: SlotEdit) => {
        if (e.by === 'tap') {
          for (const name of [...(e.cond ? [`Only on ${COLOUR_NAME[e.cond]}`] : []), chipName(e.action)]) {
            await arm(name);
            await tapPlace(slotAt(e.fn, e.slot));
            await sleep(between(rng, human.tapGapMs));
          }
          cursor = `${e.fn}:${e.slot}`;
        } else {
          if (cursor !== `${e.fn}:${e.slot}`) {
            // A tap on a slot with a chip armed would write the chip: put it down first (Escape).
            if (armed !== null) await key('Escape');
            armed = null;
            await tapPlace(slotAt(e.fn, e.slot));
            await sleep(between(rng, human.tapGapMs));
          }
          if (e.cond) await key(`Key${e.cond}`);
          await key(actionKey(e.action));
          cursor = `${e.fn}:${e.slot + 1}`;
        }
        log.edits++;
      };
      const go = async () => {
        if (rng() < 0.5) await tap('Go');
        else await key('KeyX');
        log.runs++;
      };

      const playLevels = async () => {
        let level = campaignLevel(options.levelId);
        while (level) {
          const edits = solutionEdits(level, level.solution ?? '', rng);
          for (const e of edits) await write(e);
          await go();
          await sleep(between(rng, human.stopAfterMs));
          if ((await status()) === 'RUNNING') {
            await key('KeyX');
            log.stops++;
            // An edit ends the stopped run: erase a slot and write it again.
            const e = edits[Math.floor(rng() * edits.length)]!;
            await arm('Eraser');
            await tapPlace(slotAt(e.fn, e.slot));
            await sleep(between(rng, human.tapGapMs));
            cursor = `${e.fn}:${e.slot}`;
            await write({ ...e, by: 'tap' });
            await go();
          }
          if ((await poll(status, (s) => s === 'OVER' || over(), 150, 15_000)) !== 'OVER') return;
          log.wins++;
          await sleep(between(rng, [600, 1200]));
          const next = nextCampaignLevel(level.id);
          if (!next) return;
          await tapPlace(page.locator(`a[aria-label="Next level: ${next.title}"]`));
          await poll(status, (s) => s === 'READY' || over(), 100, 10_000);
          await sleep(between(rng, [500, 1000]));
          level = next;
          log.levels++;
          // A new level's editor: nothing armed, the keyboard's slot the first.
          armed = null;
          cursor = '0:0';
        }
      };

      try {
        // The speed, once: a tap on the slider where SPEED is, and another if it landed a step off
        // (a tap never focuses a range input in Chromium, so its keys would go nowhere).
        const slider = page.locator('input[type=range]');
        const read = () => slider.evaluate((e: HTMLInputElement) => ({ value: Number(e.value), min: Number(e.min), max: Number(e.max) }));
        const { min, max } = await read();
        // The thumb's centre runs from half a thumb (16 px) in from each end.
        const width = (await slider.boundingBox())?.width ?? 1;
        const step = (width - 16) / (max - min) / width;
        let x = 8 / width + (SPEED - min) * step;
        for (let tries = 0; tries < 3 && log.speed !== SPEED; tries++) {
          if (over()) throw new TimeUp();
          await tapOn(page, slider, between(holds, human.holdMs), { x });
          await sleep(between(rng, human.tapGapMs));
          // The speed the runs play at, in the run's line (played: speed 9).
          log.speed = (await read()).value;
          // A step off: the next tap that many steps over, as a player would.
          x += (SPEED - log.speed) * step;
        }
        await playLevels();
      } catch (e) {
        if (!(e instanceof TimeUp)) throw e;
      }
      return log;
    },
  };
}
