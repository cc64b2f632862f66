/**
 * High scores: which finished games count, how entries rank, and the top 10 per mode.
 * Marathon and Ultra rank by score (Ultra is a best-score mode), Sprint by time
 * (fastest 40 lines). A Sprint counts only when its 40 lines are done, an Ultra only when its two
 * minutes ran out; a Marathon counts however it ended (the classic arcade high score). Games the
 * player stopped do not count.
 */
import type { GameResult, TetrisState } from '../../logic/tetris/index.ts';
import { compareEntries, TOP_SCORES, type ScoreEntry, type TetrisMode } from '../../stores/games/tetrisProgress';
import { decimalMark, formatNumber } from '../ui/formatNumber';

export function countsForScores(mode: TetrisMode, result: GameResult | null): boolean {
  if (result === null) return false;
  if (mode === 'sprint') return result === 'goal';
  if (mode === 'ultra') return result === 'timeUp';
  return true;
}

/**
 * A game that ended by itself enters the scores: it counts for its mode (countsForScores) and, in
 * the modes ranked by score, scored something (a 0 is nobody's best).
 */
export function recordsGame(game: Pick<TetrisState, 'mode' | 'result' | 'score'>): boolean {
  return countsForScores(game.mode, game.result) && (game.mode === 'sprint' || game.score > 0);
}

export { compareEntries };

/**
 * The list with the entry in its place, cut to the top 10, and the entry's rank (0 = the best), or
 * -1 when it did not make the list.
 */
export function addScore(mode: TetrisMode, list: readonly ScoreEntry[], entry: ScoreEntry): { list: ScoreEntry[]; rank: number } {
  let rank = list.findIndex((e) => compareEntries(mode, entry, e) < 0);
  if (rank === -1) rank = list.length;
  const next = [...list.slice(0, rank), entry, ...list.slice(rank)].slice(0, TOP_SCORES);
  return { list: next, rank: rank < TOP_SCORES ? rank : -1 };
}

export function entryOfGame(game: TetrisState, date: string): ScoreEntry {
  const entry: ScoreEntry = { score: game.score, lines: game.lines, timeMs: Math.round(game.elapsedMs), date, level: game.level };
  if (game.mode === 'marathon') {
    entry.start = game.startLevel;
    if (game.lineGoal === null) entry.endless = true;
  }
  return entry;
}

/** 83456 -> "1:23.45" (Sprint times), or "1:23" without hundredths. */
export function formatTime(ms: number, hundredths = true): string {
  const whole = Math.max(0, Math.floor(ms));
  const minutes = Math.floor(whole / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const base = `${minutes}:${String(seconds).padStart(2, '0')}`;
  return hundredths ? `${base}${decimalMark()}${String(Math.floor((whole % 1000) / 10)).padStart(2, '0')}` : base;
}

/** A countdown shows the seconds that are not over yet: 119001 ms left is "2:00". */
export function formatCountdown(ms: number): string {
  return formatTime(Math.ceil(Math.max(0, ms) / 1000) * 1000, false);
}

export const formatScore = formatNumber;
