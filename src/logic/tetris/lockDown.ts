/** Locking a piece: write it in, clear rows, score, check the goal and lock out, spawn the next. */
import { clearFullRows, isFieldEmpty, pieceCells, placePiece } from './field.ts';
import { levelForLines } from './gravity.ts';
import { clearPoints, effectiveTSpin, isDifficult } from './scoring.ts';
import { spawnNext } from './spawn.ts';
import { addCount, MAX_COUNT, type ClearReport, type TetrisState } from './state.ts';
import { detectTSpin } from './tspin.ts';

/**
 * Locks the active piece. The returned state is the one after the clear: full rows gone, `lastClear`
 * describing this lock, `locks` counted up, and the next piece spawned (unless the game ended).
 */
export function lockActive(state: TetrisState): TetrisState {
  const piece = state.active;
  if (piece === null) return state;
  const tspinByCorners = detectTSpin(state.field, piece, state.lastRotationKick);
  // Lock out (spec "Game over"): the piece locked entirely above the visible field.
  const lockedOut = pieceCells(piece).every(([, y]) => y < state.bufferRows);
  const { field, rows } = clearFullRows(placePiece(state.field, piece));

  const lines = rows.length;
  const tspin = effectiveTSpin(tspinByCorners, lines);
  const difficult = isDifficult(lines, tspin);
  // A plain clear breaks the chain; a lock that clears nothing leaves it as it was (spec "Scoring").
  const backToBackBonus = lines > 0 && difficult && state.backToBack;
  const combo = lines > 0 ? addCount(state.combo, 1) : -1;
  const perfectClear = lines > 0 && isFieldEmpty(field);
  // Counters saturate (state.ts MAX_COUNT) so a state always stays a loadable save.
  const points = Math.min(clearPoints({ lines, tspin, level: state.level, backToBack: backToBackBonus, combo, perfectClear }), MAX_COUNT);
  const totalLines = addCount(state.lines, lines);
  const lastClear: ClearReport = {
    lines,
    tspin,
    points,
    backToBack: backToBackBonus,
    combo,
    perfectClear,
    rows: rows.map((y) => y - state.bufferRows),
  };
  const locked: TetrisState = {
    ...state,
    field,
    active: null,
    score: addCount(state.score, points),
    lines: totalLines,
    level: levelForLines(state.startLevel, totalLines),
    lastClear,
    combo,
    backToBack: lines > 0 ? difficult : state.backToBack,
    locks: addCount(state.locks, 1),
    canHold: true,
    lastRotationKick: null,
  };
  if (lockedOut) return { ...locked, status: 'over', result: 'lockOut' };
  // The goal ends the game: no level-up on its last line (a Marathon from level 1 ends at level 15).
  if (state.lineGoal !== null && totalLines >= state.lineGoal) return { ...locked, level: state.level, status: 'over', result: 'goal' };
  return spawnNext(locked);
}
