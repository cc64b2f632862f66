import { isInt, isNum, isRecord, isStr, type Section } from '../persistShape';

/** Tetris's saved progress: top 10 per mode and a game in progress. Owned by the Tetris screens. */
export type TetrisMode = 'marathon' | 'sprint' | 'ultra';
export interface ScoreEntry {
  score: number;
  lines: number;
  /** Game time in ms. */
  timeMs: number;
  /** ISO date. */
  date: string;
  level?: number;
}
export interface TetrisProgress {
  scores: Record<TetrisMode, ScoreEntry[]>;
  /** A game in progress, as the engine serialised it (validated again by the engine on resume). */
  saved: unknown;
}
const isEntry = (e: unknown): e is ScoreEntry =>
  isRecord(e) && isInt(e.score, 0) && isInt(e.lines, 0) && isNum(e.timeMs, 0) && isStr(e.date, 40);

export const tetrisProgress: Section<TetrisProgress> = {
    label: 'Tetris progress',
    defaults: () => ({ scores: { marathon: [], sprint: [], ultra: [] }, saved: null }),
    validate: (v) => {
      if (!isRecord(v) || !isRecord(v.scores)) return null;
      for (const m of ['marathon', 'sprint', 'ultra'] as const) {
        const list = v.scores[m];
        if (!Array.isArray(list) || list.length > 10 || !list.every(isEntry)) return null;
      }
      return v as unknown as TetrisProgress;
    },
  };
