/**
 * The play route's path segments (hash routes take no query strings): after `#/tetris/play/`
 *   marathon/<level 1-15>[/endless][/seed/<n>]   sprint[/seed/<n>]   ultra[/seed/<n>]
 * A seed makes the game replayable (e2e tests); without one each game deals a fresh one.
 */
import type { GameMode } from '../../logic/tetris/index.ts';
import { t } from '../../i18n';
import { formatNumber } from '../ui/formatNumber';

export const MARATHON_LEVELS = 15;

export interface PlaySpec {
  mode: GameMode;
  startLevel: number;
  endless: boolean;
  seed: number | null;
}

export const DEFAULT_PLAY: PlaySpec = { mode: 'marathon', startLevel: 1, endless: false, seed: null };

const MAX_SEED = 0xffffffff;

/** A play link that names no game; its message is for the player (what is wrong, in their words and language). */
export class PlayRouteError extends Error {
  override name = 'PlayRouteError';
}

function wholeNumber(text: string, min: number, max: number, wrong: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) throw new PlayRouteError(wrong);
  return Number(text);
}

const quote = (text: string) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

/** Parses the segments after `play/`; throws a PlayRouteError that says which part is wrong. */
export function parsePlayPath(path: string): PlaySpec {
  const parts = path.split('/').filter((p) => p !== '');
  const [mode, ...rest] = parts;
  if (mode !== 'marathon' && mode !== 'sprint' && mode !== 'ultra') {
    throw new PlayRouteError(mode ? t('tetris.link.noMode', { mode: quote(mode) }) : t('tetris.link.whichMode'));
  }
  const spec: PlaySpec = { ...DEFAULT_PLAY, mode };
  if (mode === 'marathon') {
    const level = rest.shift();
    if (level === undefined) throw new PlayRouteError(t('tetris.link.needLevel', { max: MARATHON_LEVELS }));
    spec.startLevel = wholeNumber(level, 1, MARATHON_LEVELS, t('tetris.link.badLevel', { max: MARATHON_LEVELS, level: quote(level) }));
    if (rest[0] === 'endless') {
      spec.endless = true;
      rest.shift();
    }
  }
  if (rest[0] === 'seed') {
    const seed = rest[1];
    if (seed === undefined) throw new PlayRouteError(t('tetris.link.noSeed'));
    spec.seed = wholeNumber(seed, 0, MAX_SEED, t('tetris.link.badSeed', { max: formatNumber(MAX_SEED), seed: quote(seed) }));
    rest.splice(0, 2);
  }
  if (rest.length > 0) throw new PlayRouteError(t('tetris.link.extra', { extra: quote(rest.join('/')), mode: t(`tetris.mode.${mode}`) }));
  return spec;
}

/** The route of a game (absolute, for links): the printer of parsePlayPath. */
export function playHref(spec: PlaySpec): string {
  let path = `/tetris/play/${spec.mode}`;
  if (spec.mode === 'marathon') path += `/${spec.startLevel}${spec.endless ? '/endless' : ''}`;
  if (spec.seed !== null) path += `/seed/${spec.seed}`;
  return path;
}
