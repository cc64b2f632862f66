/**
 * Ordering rules of the solver: neighbouring slots of a function that an equal or shorter program
 * does the work of. A slot is reached only from the slot before it in its function, so two
 * neighbours run one right after the other. Each rule either drops slots (a shorter program wins
 * the same way, so iterative deepening has tried it already) or picks one of equivalent orders:
 * - turns never change the colour under the tank, so neighbouring turns commute: they come sorted
 *   by condition, and a turn next to the opposite turn that runs whenever it runs cancels;
 * - three equal turns are one turn the other way (square), four are two (hex); of two equal
 *   half-turns one spelling is kept (LL on squares, LLL on hexes); with two colours, the same turn
 *   under each colour is one unconditional turn;
 * - a paint decides the next slot's condition (it never holds, or always does), and is lost under a
 *   later paint; a conditional paint makes the next slot with the same condition never run;
 * - an unconditional turn and paint do the same in either order: the paint comes first;
 * - nothing after an unconditional call of a function to itself ever runs.
 * Dropping steps never turns a win into an infinite-loop loss: between the two entries of such a
 * loop the dropped steps changed nothing, so the original program repeats forever too.
 *
 * A tentative condition (the solver's "this colour, or none": the slot has only run on that colour
 * so far) stands for both; a rule rejects a pair only when every reading of it breaks a rule.
 */
import * as compiledRun from './compiledRun.ts';

// Module-local copies: some module loaders turn every use of an imported binding into a getter call.
const { OP_CALL, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED } = compiledRun;

/** Condition of a slot the search has not filled. */
export const COND_FREE = 4;

function isPaint(op: number): boolean {
  return op > OP_PAINT && op < OP_CALL;
}

function isTurn(op: number): boolean {
  return op === OP_LEFT || op === OP_RIGHT;
}

/** The program's slots as the rules read them (slot s = function * 10 + index). */
export interface RuleView {
  cond: Uint8Array;
  op: Uint8Array;
  /** 1 where the condition is tentative. */
  tent: Uint8Array;
  /** Colours a condition can name (2 or 3; fewer means no conditions at all). */
  colourCount: number;
  /** 4 on squares, 6 on hexes. */
  dirCount: number;
}

/** True when slot x (action ax under condition cx) followed by y breaks a rule; `self` is x's function call. */
function pairBreaks(cx: number, ax: number, cy: number, ay: number, self: number, colourCount: number): boolean {
  if (ax === OP_UNDECIDED) return false;
  if (cx === 0 && ax === self) return true;
  const yKnown = ay !== OP_UNDECIDED;
  if (isPaint(ax)) {
    if (cx === 0) return cy !== 0 || (yKnown && isPaint(ay));
    if (cy === cx) return true;
    return cy === 0 && yKnown && isPaint(ay);
  }
  if (!yKnown) return false;
  if (isTurn(ax) && isTurn(ay)) {
    const kx = cx * 2 + (ax === OP_RIGHT ? 1 : 0);
    const ky = cy * 2 + (ay === OP_RIGHT ? 1 : 0);
    if (kx > ky) return true;
    // Opposite turns where the second runs whenever the first does (same condition, or the first unconditional).
    if (ax !== ay && (cx === cy || cx === 0)) return true;
    return colourCount === 2 && ax === ay && cx !== 0 && cy !== 0 && cx !== cy;
  }
  return cx === 0 && cy === 0 && isTurn(ax) && isPaint(ay);
}

function pairViolates(v: RuleView, x: number, y: number, self: number): boolean {
  const { cond, op, tent } = v;
  const cx = cond[x] as number;
  const cy = cond[y] as number;
  const ax = op[x] as number;
  const ay = op[y] as number;
  const xs = tent[x] === 1 ? 2 : 1;
  const ys = tent[y] === 1 ? 2 : 1;
  for (let i = 0; i < xs; i++) {
    for (let j = 0; j < ys; j++) {
      if (!pairBreaks(i === 0 ? cx : 0, ax, j === 0 ? cy : 0, ay, self, v.colourCount)) return false;
    }
  }
  return true;
}

/**
 * Whether slot `ip` of function `f` (its `size` slots from f * 10; condition chosen) breaks a rule
 * with its neighbours.
 */
export function violatesOrder(v: RuleView, f: number, size: number, ip: number): boolean {
  const base = f * 10;
  const s = base + ip;
  const self = OP_CALL + f;
  if (ip > 0 && pairViolates(v, s - 1, s, self)) return true;
  if (ip + 1 < size && v.cond[s + 1] !== COND_FREE && pairViolates(v, s, s + 1, self)) return true;
  const { cond, op, tent } = v;
  const a = op[s] as number;
  if (!isTurn(a) || tent[s] === 1) return false;
  const c = cond[s] as number;
  let run = 1;
  for (let k = s - 1; k >= base && cond[k] === c && op[k] === a && tent[k] === 0; k--) run++;
  for (let k = s + 1; k < base + size && cond[k] === c && op[k] === a && tent[k] === 0; k++) run++;
  const half = v.dirCount / 2;
  // LL (square) or LLL (hex) is the half-turn kept; one more equal turn is shorter the other way.
  return a === OP_RIGHT ? run >= half : run > half;
}
