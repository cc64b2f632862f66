import { use, useEffect, useReducer, useState } from 'react';
import { areaOnScreen, hasArea, type Area } from './index';

/** A promise React reads as settled without waiting for it (its `status`): an area already loaded. */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Suspends the component until the areas' words are there (the nearest Suspense shows meanwhile):
 * for a screen that shows them from its first frame.
 */
export function useAreas(...areas: Area[]): void {
  // `use` once an area, loaded or not: React replays a render that waited for words (in a
  // transition), and a replay that calls `use` fewer times than the first try breaks its hooks.
  // A loading area's promise is the same one at each render until it settles.
  for (const area of areas) use(hasArea(area) ? LOADED : areaOnScreen(area));
}

/**
 * Whether the areas' words are there; while `want`, loads them. For something shown later (a
 * dialog): it opens once they are, so its first frame is in the player's language. A download
 * that fails makes it ready too, with what is there (ids rather than a dialog that never opens);
 * wanted again, it tries again. `schedule` says when the download starts (at once by default):
 * a caller wanted by an input may leave it to after that input's frame (afterNextFrame).
 */
export function useAreasReady(areas: readonly Area[], want: boolean, schedule: Schedule = atOnce): boolean {
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState<string | null>(null);
  const ready = areas.every(hasArea);
  const key = areas.join(' ');
  useEffect(() => {
    if (!want || ready) return;
    let live = true;
    const cancel = schedule(() =>
      Promise.all(key.split(' ').map((a) => areaOnScreen(a as Area))).then(
        () => live && loadedNow(),
        (error: unknown) => {
          console.warn('words not loaded:', error);
          if (live) setFailed(key);
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [want, ready, key, schedule]);
  return ready || (want && failed === key);
}

/** Runs `start` now or later; returns a cancel of what has not run yet. */
type Schedule = (start: () => void) => () => void;

const atOnce: Schedule = (start) => {
  start();
  return () => undefined;
};

/**
 * Runs `then` once the areas' words are there: at once if they are (a key press answered in its
 * own frame), else when they arrive. A download that fails runs it anyway: ids rather than nothing.
 */
export function withAreas(areas: readonly Area[], then: () => void): void {
  if (areas.every(hasArea)) {
    then();
    return;
  }
  Promise.all(areas.map(areaOnScreen)).then(then, (error: unknown) => {
    console.warn('words not loaded:', error);
    then();
  });
}

/** Starts loading the areas (a pointer over a link, a run started): errors wait for their real use. */
export function preloadAreas(areas: readonly Area[]): void {
  for (const area of areas) if (!hasArea(area)) areaOnScreen(area).catch(() => undefined);
}
