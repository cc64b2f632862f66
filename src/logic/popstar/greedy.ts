/**
 * The greedy baseline: always pop the largest group. The solver is measured against it.
 */
import { checkBoard, type Board, type Cell } from './board.ts';
import { endBonusUnchecked, groupPointsUnchecked, type Scoring } from './scoring.ts';
import { GroupScan, SearchBoard } from './searchBoard.ts';
import type { Solution } from './solveOptions.ts';
import { checkScoring } from './validate.ts';

/** The baseline of spec "Measured reference points": always pop the largest group (first on ties). */
export function solveGreedy(board: Board, scoring: Scoring = 'popstar'): Solution {
  checkBoard('solveGreedy', board);
  checkScoring('solveGreedy', 'scoring', scoring);
  const position = SearchBoard.fromBoard(board);
  const scan = new GroupScan(board.width * board.height);
  const moves: Cell[] = [];
  let score = 0;
  for (;;) {
    const groups = scan.scan(position);
    let best = -1;
    for (let g = 0; g < groups; g++) {
      if (scan.groupSize[g]! >= 2 && (best < 0 || scan.groupSize[g]! > scan.groupSize[best]!)) best = g;
    }
    if (best < 0) break;
    const start = scan.groupStart[best]!;
    const size = scan.groupSize[best]!;
    moves.push(position.cellOf(scan.members[start]!));
    score += groupPointsUnchecked(size, scoring);
    position.removeCells(scan.members, start, size);
  }
  return { moves, score: score + endBonusUnchecked(position.bricks, scoring) };
}
