/**
 * The play route's path segments (hash routes take no query strings): after `#/tetris/play/`
 *   marathon/<level 1-15>[/endless][/seed/<n>]   sprint[/seed/<n>]   ultra[/seed/<n>]
 * A seed makes the game replayable (e2e tests); without one each game deals a fresh one.
 */
import type { GameMode } from '../../logic/tetris/index.ts';

export const MARATHON_LEVELS = 15;

export interface PlaySpec {
  mode: GameMode;
  startLevel: number;
  endless: boolean;
  seed: number | null;
}

export const DEFAULT_PLAY: PlaySpec = { mode: 'marathon', startLevel: 1, endless: false, seed: null };

const MAX_SEED = 0xffffffff;

function wholeNumber(text: string, what: string, min: number, max: number): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`Tetris route: ${what} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

/** Parses the segments after `play/`; throws an Error that says which segment is wrong. */
export function parsePlayPath(path: string): PlaySpec {
  const parts = path.split('/').filter((p) => p !== '');
  const [mode, ...rest] = parts;
  if (mode !== 'marathon' && mode !== 'sprint' && mode !== 'ultra') {
    throw new Error(`Tetris route: unknown mode "${mode ?? ''}" (marathon, sprint or ultra)`);
  }
  const spec: PlaySpec = { ...DEFAULT_PLAY, mode };
  if (mode === 'marathon') {
    const level = rest.shift();
    if (level === undefined) throw new Error('Tetris route: marathon needs a start level, e.g. marathon/1');
    spec.startLevel = wholeNumber(level, 'the start level', 1, MARATHON_LEVELS);
    if (rest[0] === 'endless') {
      spec.endless = true;
      rest.shift();
    }
  }
  if (rest[0] === 'seed') {
    const seed = rest[1];
    if (seed === undefined) throw new Error('Tetris route: "seed" needs a number after it');
    spec.seed = wholeNumber(seed, 'the seed', 0, MAX_SEED);
    rest.splice(0, 2);
  }
  if (rest.length > 0) throw new Error(`Tetris route: unexpected "${rest.join('/')}" after ${mode}`);
  return spec;
}

/** The route of a game (absolute, for links): the printer of parsePlayPath. */
export function playHref(spec: PlaySpec): string {
  let path = `/tetris/play/${spec.mode}`;
  if (spec.mode === 'marathon') path += `/${spec.startLevel}${spec.endless ? '/endless' : ''}`;
  if (spec.seed !== null) path += `/seed/${spec.seed}`;
  return path;
}
