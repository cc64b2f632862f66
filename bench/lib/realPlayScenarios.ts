/**
 * The real-play scenarios: a game link opened as a player opens it, and a seeded player who plays
 * it by real keys and taps (bench/lib/players). Each says when its game is playable from what the
 * page shows, and which elements' changes answer an input.
 */
import type { BrowserContextOptions } from '@playwright/test';
import type { ProbeConfig } from './realPlayProbe';
import type { InputKind } from './realPlaySummary';
import type { Player } from './players/human';
import { plantankPlayer } from './players/plantankPlayer';
import { popstarPlayer } from './players/popstarPlayer';
import { TETRIS_HUMAN, TETRIS_HUMAN_FAST, tetrisPlayer } from './players/tetrisPlayer';

export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  /** A phone-sized touch screen (Playwright's touch events become pointer events and clicks). */
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  /** A tablet-sized touch screen with a keyboard: taps on the editor, keys too. */
  touchDesktop: { viewport: { width: 1280, height: 800 }, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;

export interface RealPlayScenario {
  name: string;
  /** The game link, after the site's base URL. */
  path: string;
  device: keyof typeof DEVICES;
  probe: ProbeConfig;
  /** The inputs its player presses with: the bare page's floor is measured for these (inputFloor.ts). */
  inputs: readonly Exclude<InputKind, 'lift'>[];
  player: () => Player;
}

const TETRIS_SEED = 7;
const POPSTAR_SEED = 20240611;

/** Tetris's board answers a key by its piece (data-active: type, rotation, column) or its cells; gravity moves the piece by a style only. */
const TETRIS_PROBE: ProbeConfig = { playable: '[data-testid=ready-overlay]', answer: '[data-bench=board]', attributes: ['data-active', 'class'] };

export const REAL_PLAY_SCENARIOS: RealPlayScenario[] = [
  {
    name: 'tetris-1',
    path: `#/tetris/play/marathon/1/seed/${TETRIS_SEED}`,
    device: 'desktop',
    probe: TETRIS_PROBE,
    inputs: ['key'],
    player: () => tetrisPlayer({ seed: TETRIS_SEED, startLevel: 1, human: TETRIS_HUMAN }),
  },
  {
    name: 'tetris-10',
    path: `#/tetris/play/marathon/10/seed/${TETRIS_SEED}`,
    device: 'desktop',
    probe: TETRIS_PROBE,
    inputs: ['key'],
    player: () => tetrisPlayer({ seed: TETRIS_SEED, startLevel: 10, human: TETRIS_HUMAN_FAST }),
  },
  {
    name: 'popstar',
    path: `#/popstar/seed/${POPSTAR_SEED}`,
    device: 'phone',
    // The level's intro with its Play button, the board dealt under it. What the board shows is in
    // its elements and their classes and styles; its data-phase and data-status are the machine's,
    // written as it changes (for tests): they answer nothing.
    probe: { playable: '[data-testid=popstar-board][data-status=READY]', answer: '[data-bench=board]', attributes: ['class', 'style', 'data-dealing', 'data-dealt'] },
    inputs: ['touch'],
    player: () => popstarPlayer({ seed: POPSTAR_SEED }),
  },
  {
    name: 'plantank',
    // The campaign's longest-running solution (50 steps), then the levels after it.
    path: '#/plantank/play/pt-21',
    device: 'touchDesktop',
    // An edit's answer is the program and palette beside the board; a run's is the board.
    probe: { playable: '[data-testid=run-status][data-status=READY]', answer: '[data-bench=board], .pt-area-side' },
    inputs: ['touch', 'key'],
    player: () => plantankPlayer({ levelId: 'pt-21', seed: 21 }),
  },
];

/** The home page: no play, only what it downloads before its game links show (the size goal). */
export const HOME: Omit<RealPlayScenario, 'player' | 'inputs'> = {
  name: 'home',
  path: '',
  device: 'desktop',
  probe: { playable: 'a[aria-label="Play Tetris"]', answer: 'main' },
};

export function scenariosNamed(which: string): RealPlayScenario[] {
  if (which === 'all') return REAL_PLAY_SCENARIOS;
  const chosen = REAL_PLAY_SCENARIOS.filter((s) => s.name === which || s.name.startsWith(`${which}-`));
  if (chosen.length === 0) throw new Error(`no real-play scenario "${which}": all, ${REAL_PLAY_SCENARIOS.map((s) => s.name).join(', ')} (or tetris)`);
  return chosen;
}
