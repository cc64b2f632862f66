/** What the real-play players share: seeded human timing, real key presses and taps. */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { createRng } from '../../../src/logic/rng.ts';

export type Rng = () => number;
export type Range = readonly [number, number];

export const seededRng = (seed: number): Rng => createRng(seed);

/** A whole number of ms drawn evenly from [lo, hi]. */
export const between = (rng: Rng, [lo, hi]: Range): number => Math.round(lo + rng() * (hi - lo));

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** One key (or a chord, "Shift+KeyR") held for `holdMs`: real keydowns, then keyups, as the page's handling sees them. */
export async function holdKey(page: Page, key: string, holdMs: number): Promise<void> {
  const keys = key.split('+');
  for (const k of keys) await page.keyboard.down(k);
  await sleep(holdMs);
  for (const k of keys.reverse()) await page.keyboard.up(k);
}

/** The page's DevTools session, for touches held down (Playwright's touchscreen only taps). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  return session;
}

/**
 * A finger's tap at the middle of an element (touch events, then the pointer events and click the
 * browser makes of them), the finger resting on the glass for `holdMs`, as a person's does (50-120
 * ms): a page that answers the press, not the click, answers that much sooner.
 */
export async function tapOn(page: Page, target: Locator, holdMs = 0, at: { x: number } = { x: 0.5 }): Promise<void> {
  let box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || (viewport && (box.y < 0 || box.y + box.height > viewport.height))) {
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
  }
  if (!box) throw new Error(`nothing to tap: ${target.toString()}`);
  const point = { x: box.x + box.width * at.x, y: box.y + box.height / 2 };
  if (holdMs <= 0) {
    await page.touchscreen.tap(point.x, point.y);
    return;
  }
  const session = await sessionOf(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await sleep(holdMs);
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Reads `read` every `everyMs` until `done` holds of it or `timeoutMs` passed; the last reading. */
export async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, everyMs: number, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(everyMs);
    value = await read();
  }
  return value;
}

/** Thrown by a player's step once the run's time is up: the player stops where it is. */
export class TimeUp extends Error {}

/** What a player did in a run, for the run's line (pieces, lines, pops, levels, wins, resyncs...). */
export type PlayLog = Record<string, number>;

export interface Player {
  /** Node-side work done before the page is opened (off the clock). */
  prepare?: () => void;
  /** Plays from the playable page until `over()` says the time is up. */
  play: (page: Page, over: () => boolean) => Promise<PlayLog>;
}
