/**
 * A one-piece-lookahead bot for benchmarks and automated play tests. It tries every rotation and
 * column reachable by rotating in place and then shifting, drops each, and scores the resulting field
 * with the well-known four-feature heuristic (Yiyuan Lee, "Tetris AI: The (Near) Perfect Bot", 2013):
 * aggregate height, complete lines, holes, bumpiness.
 */
import { clearFullRows, dropDistance, moved, placePiece } from './field.ts';
import { applyAction, type Action } from './game.ts';
import type { Field, TetrisState } from './state.ts';

const WEIGHTS = { height: -0.510066, lines: 0.760666, holes: -0.35663, bumpiness: -0.184483 };

const ROTATION_PLANS: readonly (readonly Action[])[] = [[], ['rotateCW'], ['rotateCW', 'rotateCW'], ['rotateCCW']];

/** The heuristic's score of a field after a placement that cleared `lines` rows (higher is better). */
export function evaluateField(field: Field, lines: number): number {
  const width = field[0]?.length ?? 0;
  let aggregate = 0;
  let holes = 0;
  let bumpiness = 0;
  let previous = -1;
  for (let x = 0; x < width; x++) {
    let height = 0;
    let columnHoles = 0;
    for (let y = 0; y < field.length; y++) {
      const filled = (field[y] as Field[number])[x] !== null;
      if (filled && height === 0) height = field.length - y;
      else if (!filled && height > 0) columnHoles++;
    }
    aggregate += height;
    holes += columnHoles;
    if (previous >= 0) bumpiness += Math.abs(height - previous);
    previous = height;
  }
  return (
    WEIGHTS.height * aggregate + WEIGHTS.lines * lines + WEIGHTS.holes * holes + WEIGHTS.bumpiness * bumpiness
  );
}

function placementScore(state: TetrisState): number {
  const piece = state.active;
  if (piece === null) return -Infinity;
  const landed = moved(piece, 0, dropDistance(state.field, piece));
  const { field, rows } = clearFullRows(placePiece(state.field, landed));
  return evaluateField(field, rows.length);
}

/** The actions that put the current piece where the heuristic likes it best, ending with a hard drop. */
export function chooseMoves(state: TetrisState): Action[] {
  if (state.status !== 'playing' || state.active === null) return [];
  let best: { score: number; moves: Action[] } = { score: -Infinity, moves: [] };
  const consider = (s: TetrisState, moves: Action[]) => {
    const score = placementScore(s);
    if (score > best.score) best = { score, moves };
  };
  for (const plan of ROTATION_PLANS) {
    let rotated = state;
    let ok = true;
    for (const action of plan) {
      const next = applyAction(rotated, action);
      // A failed rotation, or one that locked the piece, is not a plan.
      if (next === rotated || next.locks !== state.locks) ok = false;
      rotated = next;
    }
    if (!ok) continue;
    consider(rotated, [...plan]);
    for (const direction of ['left', 'right'] as const) {
      let current = rotated;
      const moves: Action[] = [...plan];
      for (;;) {
        const next = applyAction(current, direction);
        if (next === current || next.locks !== state.locks) break;
        moves.push(direction);
        current = next;
        consider(current, [...moves]);
      }
    }
  }
  return [...best.moves, 'hardDrop'];
}
