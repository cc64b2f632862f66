/** Every route of the app (hash routes: deep links work on any static host and sub-path). */
export const GAMES = [
  {
    id: 'tetris',
    name: 'Tetris',
    tagline: 'Guideline Tetris: SRS kicks, hold, ghost, T-spins, Marathon, Sprint and Ultra.',
    levelsLabel: 'Modes & scores',
  },
  {
    id: 'popstar',
    name: 'PopStar',
    tagline: 'Pop groups of stars for big combos. Every level is proven passable by a solver.',
    levelsLabel: 'Levels',
  },
  {
    id: 'plantank',
    name: 'Plan Tank',
    tagline: 'Program a tank across a hex board to collect every star. 32 puzzles.',
    levelsLabel: 'Levels',
  },
] as const;

export type GameId = (typeof GAMES)[number]['id'];

export const ROUTES = {
  home: '/',
  settings: '/settings',
  play: (game: GameId) => `/${game}`,
  levels: (game: GameId) => `/${game}/levels`,
};
