/**
 * The solver's program, slot arrays indexed f * MAX_SLOTS + i, written as RoboZZle text.
 */
import * as compiledRun from './compiledRun.ts';
import * as solverRules from './solverRules.ts';
import * as types from './types.ts';

// Module-local copies, as in the solver's other files.
const { OP_CALL, OP_FORWARD, OP_LEFT, OP_PAINT, OP_RIGHT, OP_UNDECIDED } = compiledRun;
const { COND_FREE } = solverRules;
const { FUNCTION_COUNT, MAX_SLOTS } = types;

const COND_CHARS = ['_', 'r', 'g', 'b'];
const OP_CHARS: Readonly<Record<number, string>> = {
  [OP_FORWARD]: 'F', [OP_LEFT]: 'L', [OP_RIGHT]: 'R', [OP_PAINT + 1]: 'r', [OP_PAINT + 2]: 'g', [OP_PAINT + 3]: 'b',
};

/**
 * RoboZZle text of the program. A slot never reached is left out unless a kept slot comes after it
 * in its function (the text has no empty slots): then any instruction holds its place. `closedAt`
 * is where each function ends, -1 where it runs to its last slot (`slotsOf`).
 */
export function formatSlots(slotsOf: Int32Array, closedAt: Int32Array, cond: Uint8Array, op: Uint8Array, tent: Uint8Array): string {
  let out = '';
  for (let f = 0; f < FUNCTION_COUNT; f++) {
    const end = closedAt[f] as number;
    const size = end >= 0 ? end : (slotsOf[f] as number);
    let last = -1;
    for (let i = 0; i < size; i++) if (cond[f * MAX_SLOTS + i] !== COND_FREE) last = i;
    for (let i = 0; i <= last; i++) {
      const s = f * MAX_SLOTS + i;
      const c = cond[s] as number;
      const o = op[s] as number;
      if (c === COND_FREE) {
        out += '_F';
        continue;
      }
      // An action never run in the winning run may be anything: forward.
      const opChar = o === OP_UNDECIDED ? 'F' : o >= OP_CALL ? String(o - OP_CALL + 1) : OP_CHARS[o];
      // A tentative condition only ever met its own colour: none reads the same.
      out += `${COND_CHARS[tent[s] === 1 ? 0 : c]}${opChar}`;
    }
    out += '|';
  }
  return out;
}

export function countInstructions(text: string): number {
  return text.replace(/\|/g, '').length / 2;
}
