import { isBool, isInt, isNum, isRecord, isStr, ownValue, type Section } from '../persistShape';

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
  /** The touch gestures were shown on this device (once, before the first game on a touch screen). */
  gesturesShown?: boolean;
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

/** The entry with only the fields an entry has. */
function cleanEntry(e: ScoreEntry): ScoreEntry {
  const out: ScoreEntry = { score: e.score, lines: e.lines, timeMs: e.timeMs, date: e.date };
  if (e.level !== undefined) out.level = e.level;
  if (e.start !== undefined) out.start = e.start;
  if (e.endless !== undefined) out.endless = e.endless;
  return out;
}

/** Negative when `a` ranks above `b`. Ties: more lines, then less time, then the earlier date. */
export function compareEntries(mode: TetrisMode, a: ScoreEntry, b: ScoreEntry): number {
  const primary = mode === 'sprint' ? a.timeMs - b.timeMs : b.score - a.score;
  if (primary !== 0) return primary;
  const secondary = mode === 'sprint' ? b.score - a.score : b.lines - a.lines;
  if (secondary !== 0) return secondary;
  if (a.timeMs !== b.timeMs) return a.timeMs - b.timeMs;
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/** Both lists' entries (each game once), ranked, cut to the top 10. */
export function mergeScores(mode: TetrisMode, a: readonly ScoreEntry[], b: readonly ScoreEntry[]): ScoreEntry[] {
  const seen = new Set<string>();
  const all: ScoreEntry[] = [];
  for (const e of [...a, ...b]) {
    const id = JSON.stringify(cleanEntry(e));
    if (seen.has(id)) continue;
    seen.add(id);
    all.push(e);
  }
  return all.sort((x, y) => compareEntries(mode, x, y)).slice(0, TOP_SCORES);
}

export const tetrisProgress: Section<TetrisProgress> = {
  label: 'store.label.tetrisProgress',
  defaults: () => ({ scores: { marathon: [], sprint: [], ultra: [] }, saved: null }),
  validate: (v, drop) => {
    if (!isRecord(v) || !isRecord(v.scores)) return null;
    const scores = { marathon: [], sprint: [], ultra: [] } as Record<TetrisMode, ScoreEntry[]>;
    for (const m of TETRIS_MODES) {
      const list = ownValue(v.scores, m);
      if (!Array.isArray(list)) return null;
      for (const e of list) {
        if (isScoreEntry(e)) scores[m].push(cleanEntry(e));
        else drop?.(`a ${m} score`);
      }
      scores[m] = mergeScores(m, scores[m], []);
    }
    let saved: string | null = null;
    if (isStr(v.saved, MAX_SAVE_CHARS)) saved = v.saved;
    else if (v.saved !== null) drop?.('the game in progress');
    return v.gesturesShown === true ? { scores, saved, gesturesShown: true } : { scores, saved };
  },
  // Every tab's high scores count; the game in progress is the one saved last.
  merge: (stored, mine, newer) => ({
    scores: {
      marathon: mergeScores('marathon', stored.scores.marathon, mine.scores.marathon),
      sprint: mergeScores('sprint', stored.scores.sprint, mine.scores.sprint),
      ultra: mergeScores('ultra', stored.scores.ultra, mine.scores.ultra),
    },
    saved: newer ? stored.saved : mine.saved,
    ...(stored.gesturesShown || mine.gesturesShown ? { gesturesShown: true } : {}),
  }),
};
