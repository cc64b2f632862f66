import { isBool, isInt, isNum, isRecord, isStr, type Section } from '../persistShape';

/** Tetris's saved progress: top 10 per mode and a game in progress. Owned by the Tetris screens. */
export type TetrisMode = 'marathon' | 'sprint' | 'ultra';
export const TETRIS_MODES: readonly TetrisMode[] = ['marathon', 'sprint', 'ultra'];
export const TOP_SCORES = 10;

export interface ScoreEntry {
  score: number;
  lines: number;
  /** Game time in ms. */
  timeMs: number;
  /** ISO date. */
  date: string;
  /** Level reached. */
  level?: number;
  /** Marathon: the level the game started at. */
  start?: number;
  /** Marathon: played without the 150-line goal. */
  endless?: boolean;
}

export interface TetrisProgress {
  scores: Record<TetrisMode, ScoreEntry[]>;
  /**
   * A game in progress, as the engine serialised it (`serialize`); the engine validates it again on
   * resume (`deserialize`) and a save it rejects is dropped with a notice.
   */
  saved: string | null;
}

const MAX_SAVE_CHARS = 100_000;

const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

export const isScoreEntry = (e: unknown): e is ScoreEntry =>
  isRecord(e) &&
  isInt(e.score, 0) &&
  isInt(e.lines, 0) &&
  isNum(e.timeMs, 0) &&
  isStr(e.date, 40) &&
  optional(e.level, (v) => isInt(v, 1, 100)) &&
  optional(e.start, (v) => isInt(v, 1, 30)) &&
  optional(e.endless, isBool);

export const tetrisProgress: Section<TetrisProgress> = {
  label: 'Tetris progress',
  defaults: () => ({ scores: { marathon: [], sprint: [], ultra: [] }, saved: null }),
  validate: (v) => {
    if (!isRecord(v) || !isRecord(v.scores)) return null;
    for (const m of TETRIS_MODES) {
      const list = v.scores[m];
      if (!Array.isArray(list) || list.length > TOP_SCORES || !list.every(isScoreEntry)) return null;
    }
    if (v.saved !== null && !isStr(v.saved, MAX_SAVE_CHARS)) return null;
    return v as unknown as TetrisProgress;
  },
};
