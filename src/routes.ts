import type { MessageId } from './i18n';

/**
 * Every game of the arcade, with the ids of its name, tagline and levels label in the catalogs
 * (translated where they are shown: `t(game.name)`).
 */
export const GAMES = [
  {
    id: 'tetris',
    name: 'games.tetris.name',
    tagline: 'games.tetris.tagline',
    levelsLabel: 'games.tetris.levels',
    levelsAria: 'games.tetris.levelsAria',
  },
  {
    id: 'popstar',
    name: 'games.popstar.name',
    tagline: 'games.popstar.tagline',
    levelsLabel: 'games.popstar.levels',
    levelsAria: 'games.popstar.levelsAria',
  },
  {
    id: 'plantank',
    name: 'games.plantank.name',
    tagline: 'games.plantank.tagline',
    levelsLabel: 'games.plantank.levels',
    levelsAria: 'games.plantank.levelsAria',
  },
] as const satisfies readonly { id: string; name: MessageId; tagline: MessageId; levelsLabel: MessageId; levelsAria: MessageId }[];

export type GameId = (typeof GAMES)[number]['id'];

/** Hash routes: deep links work on any static host and sub-path. */
export const ROUTES = {
  home: '/',
  settings: '/settings',
  play: (game: GameId) => `/${game}`,
  levels: (game: GameId) => `/${game}/levels`,
};
