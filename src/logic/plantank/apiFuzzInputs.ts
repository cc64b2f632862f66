/**
 * The inputs of Plan Tank's API fuzz (api.fuzz.test.ts): hostile values, real levels, programs, run
 * limits, run states and links, and what is near them, either with one field or character corrupted
 * whatever its type, or with one value just outside what its field allows.
 */
import fc from 'fast-check';
import { hostile as hostile_ } from '../../test/hostile';
import {
  CAMPAIGN, createRun, encodeShare, formatLevelMap, FUNCTION_COUNT, MAX_RUN_STACK, MAX_RUN_STEPS, MAX_SLOTS, stepRun,
} from './index.ts';
import type { Action, Color, Instruction, Level, Program, RunLimits, RunState } from './index.ts';

// ---- Hostile values -------------------------------------------------------------------------------

export const hostile = hostile_({
  numbers: [2.5, 5, 6, 9, 10, 11, MAX_RUN_STEPS, MAX_RUN_STEPS + 1],
  strings: ['hex', 'square', 'R', 'call', '_F|', '|||||', '1~pt-01~_F-----', '_F'.repeat(50_000), '~'.repeat(30_000), '😀', '%', '%E0%A4%A', ' _F| '],
  objects: [
    JSON.parse('{"__proto__":{"polluted":true},"kind":"call","fn":1}'),
    { toString: 1, valueOf: 2 },
    [null],
    { functions: [] },
    { row: 0, col: 0, dir: 0 },
    new Map([['grid', 'hex']]),
    new Set(['R']),
  ],
  keys: ['grid', 'colors', 'items', 'start', 'functions', 'kind', 'fn', 'maxSteps', 'maxStack', 'outcome'],
});

// ---- Real inputs and what is near them -------------------------------------------------------------

type Key = string | number;

/** Every path into a value (objects and arrays), up to a depth: the places one corruption can go. */
function pathsOf(value: unknown, prefix: Key[] = [], out: Key[][] = []): Key[][] {
  if (prefix.length > 0) out.push(prefix);
  if (prefix.length >= 6 || typeof value !== 'object' || value === null) return out;
  if (Array.isArray(value)) value.forEach((v: unknown, i) => pathsOf(v, [...prefix, i], out));
  else for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

type Corruption =
  | { op: 'replace'; value: unknown }
  | { op: 'delete' }
  | { op: 'char'; at: number; ch: string }
  | { op: 'cut'; at: number }
  | { op: 'double' }
  | { op: 'nudge'; by: number };

const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  { weight: 4, arbitrary: hostile.map((value): Corruption => ({ op: 'replace', value })) },
  { weight: 1, arbitrary: fc.constant<Corruption>({ op: 'delete' }) },
  { weight: 3, arbitrary: fc.record({ at: fc.nat(), ch: fc.constantFrom(...'~|-%_FLRrgb12345690#.*RGBx \u0000😀'.split('')) }).map((c): Corruption => ({ op: 'char', ...c })) },
  { weight: 1, arbitrary: fc.nat().map((at): Corruption => ({ op: 'cut', at })) },
  { weight: 1, arbitrary: fc.constant<Corruption>({ op: 'double' }) },
  { weight: 2, arbitrary: fc.constantFrom(-1, 1, 0.5, -1e6, 1e6, NaN).map((by): Corruption => ({ op: 'nudge', by })) },
);

function corrupted(old: unknown, c: Corruption): unknown {
  switch (c.op) {
    case 'replace': return c.value;
    case 'delete': return undefined;
    case 'char': {
      if (typeof old !== 'string') return c.ch;
      const at = old.length === 0 ? 0 : c.at % old.length;
      return old.slice(0, at) + c.ch + old.slice(at + 1);
    }
    case 'cut': return typeof old === 'string' ? old.slice(0, old.length === 0 ? 0 : c.at % old.length) : Array.isArray(old) ? old.slice(0, -1) : undefined;
    case 'double': return typeof old === 'string' ? old + old : Array.isArray(old) ? [...old, ...old] : old;
    case 'nudge': return typeof old === 'number' ? old + c.by : c.by;
  }
}

/**
 * The arguments with one place changed: a field, an array element, a character of a string. The
 * argument is picked first, so a small one (run limits, search options) is hit as often as a level.
 */
function corrupt(args: unknown[], pick: number, c: Corruption): unknown[] {
  const copy = structuredClone(args);
  const arg = pick % copy.length;
  const paths = pathsOf(copy).filter((p) => p[0] === arg);
  const path = paths[Math.floor(pick / copy.length) % paths.length] as Key[];
  let parent: Record<Key, unknown> = copy as unknown as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
  const last = path[path.length - 1] as Key;
  if (c.op === 'delete' && !Array.isArray(parent)) delete parent[last];
  else parent[last] = corrupted(parent[last], c);
  return copy;
}

/** Valid arguments as they are (a quarter of the time), or with one corruption. */
export function near(valid: fc.Arbitrary<unknown[]>): fc.Arbitrary<unknown[]> {
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 3, arbitrary: fc.tuple(valid, fc.nat(), corruption).map(([args, pick, c]) => corrupt(args, pick, c)) },
  );
}

export const levelArb = fc.constantFrom<Level>(...CAMPAIGN.map((l) => structuredClone(l) as Level));
export const instructionArb: fc.Arbitrary<Instruction> = fc.record({
  condition: fc.constantFrom<Color | null>(null, null, 'R', 'G', 'B'),
  action: fc.oneof(
    fc.constantFrom<Action>({ kind: 'forward' }, { kind: 'left' }, { kind: 'right' }),
    fc.integer({ min: 0, max: FUNCTION_COUNT - 1 }).map((fn): Action => ({ kind: 'call', fn })),
    fc.constantFrom<Color>('R', 'G', 'B').map((color): Action => ({ kind: 'paint', color })),
  ),
});
export const programArb: fc.Arbitrary<Program> = fc
  .array(fc.array(fc.option(instructionArb, { freq: 5 }), { maxLength: MAX_SLOTS }), { maxLength: FUNCTION_COUNT })
  .map((functions) => ({ functions }));
/** Big limits mostly: the longest runs the API allows. */
export const limitsArb: fc.Arbitrary<RunLimits> = fc.record(
  {
    maxSteps: fc.oneof(fc.constant(MAX_RUN_STEPS), fc.integer({ min: 1, max: MAX_RUN_STEPS })),
    maxStack: fc.oneof(fc.constant(MAX_RUN_STACK), fc.integer({ min: 1, max: MAX_RUN_STACK })),
  },
  { requiredKeys: [] },
);
/** A level with program text that fits it (made here, so it must not throw). */
const fittingArb = levelArb.chain((level) => fc.tuple(fc.constant(level), fc.constantFrom(level.solution ?? '_F|', '_F|', '|||||')));
/** A level with program text that may not fit it (sent to the API, which may refuse it). */
export const levelWithTextArb = levelArb.chain((level) => fc.tuple(fc.constant(level), fc.constantFrom(level.solution ?? '_F|', '_F|', '|||||', '_F_L_R|')));
/** A run state a few slots in (some ended), made here and sent as a copy. */
export const stateArb: fc.Arbitrary<RunState> = fc
  .tuple(fc.oneof(fittingArb, fc.tuple(levelArb, programArb)), limitsArb, fc.nat(60))
  .map(([[level, program], limits, slots]) => {
    let state = createRun(level, program, limits);
    for (let i = 0; i < slots && state.outcome === null; i++) state = stepRun(state);
    return state;
  });
export const grid = fc.constantFrom('hex', 'square');
export const coord = fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom(2 ** 30, -(2 ** 30)));
export const recordOf = (level: Level) => ({
  Id: '17', Title: level.title, Colors: level.colors, Items: level.items,
  RobotRow: String(level.start.row), RobotCol: String(level.start.col), RobotDir: String(level.start.dir % 4),
  SubLengths: level.subLengths.map(String), AllowedCommands: String(level.allowedCommands), About: {},
});
export const specOf = (level: Level) => ({
  id: level.id, title: level.title, grid: level.grid, map: formatLevelMap(level), start: level.start,
  subLengths: level.subLengths, allowedCommands: level.allowedCommands, description: level.description,
});
export const dataOf = (level: Level) => JSON.parse(JSON.stringify({ ...level, chapter: undefined, par: undefined })) as unknown;
/** JSON for any value the corruptions leave, BigInts included. */
const json = (value: unknown): string => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) ?? 'null';
export const linkArb = fc.tuple(fittingArb, fc.boolean()).map(([[level, text], withLevel]) => encodeShare(withLevel ? { levelId: level.id, program: text, level } : { levelId: level.id, program: text }));
/** A link whose embedded level JSON, not its text, is corrupted. */
export const deepLinkArb = fc.tuple(levelArb, fc.nat(), corruption).map(([level, pick, c]) => {
  const data = corrupt([dataOf(level)], pick, c)[0];
  const code = Buffer.from(json(data)).toString('base64url');
  return `1~${encodeURIComponent(level.id)}~_F-----~${code}`;
});
/** A search that runs long only by its budget: keep valid budgets small. */
export const boundedSearch = (args: unknown[]): unknown[] => {
  const options = args[1];
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return args;
  const o = options as Record<string, unknown>;
  const runs = o.maxRuns;
  if (runs === undefined || (typeof runs === 'number' && Number.isInteger(runs) && runs > 20_000)) o.maxRuns = 20_000;
  return args;
};

/** A solve runs as long as its budget: keep valid budgets small. */
export const boundedSolve = (args: unknown[]): unknown[] => {
  const options = args[1];
  if (options === undefined) return [args[0], { timeMs: 30 }];
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return args;
  const o = options as Record<string, unknown>;
  if (o.timeMs === undefined || (typeof o.timeMs === 'number' && Number.isInteger(o.timeMs) && o.timeMs > 30)) o.timeMs = 30;
  return args;
};

// Near-valid by kind: one value just outside what a field allows, where a type-blind corruption
// rarely lands (a call's fn, a limit, a start cell, a frame's slot).
export const edgeNumber = fc.constantFrom(-1, 0, 0.5, 2.5, -0, NaN, Infinity, -Infinity, 2 ** 31, 2 ** 53, 1e300);
export const badInstructionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(5, 6, 8, 9, 10, 15, -1, 1.5, NaN, 2 ** 31, '1', null).map((fn) => ({ condition: null, action: { kind: 'call', fn } })),
  fc.constantFrom('r', 'X', '', 0, undefined).map((condition) => ({ condition, action: { kind: 'forward' } })),
  fc.constantFrom('jump', 'Forward', '', '__proto__', 'constructor', 5).map((kind) => ({ condition: null, action: { kind, fn: 1 } })),
  fc.constantFrom('r', 'P', '', null).map((color) => ({ condition: 'B', action: { kind: 'paint', color } })),
  fc.constantFrom(undefined, 0, false, [], 'F', {}),
);
/** A random program with one bad slot, mostly early in F1 so a run reaches it. */
export const nearProgramArb = fc.tuple(programArb, fc.nat(3), fc.nat(2), badInstructionArb).map(([program, f, slot, bad]) => {
  const functions = program.functions.map((slots) => [...slots]) as unknown[][];
  const fn = f === 3 ? Math.min(1, functions.length) : 0;
  const target = functions[fn] ?? (functions[fn] = []);
  target.splice(Math.min(slot, target.length, MAX_SLOTS - 1), 1, bad);
  return { functions };
});
const nearLimitsArb = fc.tuple(fc.constantFrom('maxSteps', 'maxStack'), fc.oneof(edgeNumber, fc.constantFrom(MAX_RUN_STEPS + 1, MAX_RUN_STACK + 1, '10', null)))
  .map(([field, value]) => ({ [field]: value }));
/** A campaign level with one value just outside the rules. */
export const nearLevelArb = fc.tuple(levelArb, fc.nat(), fc.oneof(edgeNumber, fc.integer({ min: -2, max: 12 }))).map(([level, k, n]) => {
  const l = structuredClone(level) as unknown as Record<string, unknown> & Level;
  const rows = l.items.length;
  const cols = (l.items[0] ?? '').length;
  const r = k % rows;
  switch (k % 12) {
    case 0: l.start = { ...l.start, row: rows + (Number.isFinite(n) ? Math.abs(n) : 0) }; break;
    case 1: l.start = { ...l.start, col: n }; break;
    case 2: l.start = { ...l.start, dir: n }; break;
    case 3: l.subLengths = l.subLengths.map((v, i) => (i === k % 5 ? n : v)); break;
    case 4: l.subLengths = k % 2 ? l.subLengths.slice(1) : [...l.subLengths, 1]; break;
    case 5: l.allowedCommands = n; break;
    case 6: l.items = l.items.map((row, i) => (i === r ? `${row}.` : row)); break;
    case 7: l.colors = l.colors.map((row, i) => (i === r ? `X${row.slice(1)}` : row)); break;
    case 8: l.items = k % 2 ? l.items.slice(1) : [...l.items, '.'.repeat(cols)]; break;
    case 9: l.grid = k % 2 ? 'tri' as never : l.grid === 'hex' ? 'square' : 'hex'; break;
    case 10: l.items = l.items.map((row, i) => (i === r ? row.replace('.', '*') : row)); break;
    default: l.start = { row: Math.floor(rows / 2), col: Math.floor(cols / 2), dir: 0 };
  }
  return l;
});
/** A run state with one field inconsistent with the rest. */
export const nearStateArb = fc.tuple(stateArb, fc.nat(), fc.oneof(edgeNumber, fc.integer({ min: -2, max: 12 }))).map(([state, k, n]) => {
  const s = structuredClone(state) as unknown as Record<string, unknown>;
  const stack = (s.stack as Record<string, unknown>[] | undefined) ?? [];
  const frame = stack[k % Math.max(1, stack.length)];
  switch (k % 12) {
    case 0: if (frame) frame.slot = n; break;
    case 1: if (frame) frame.fn = k % 2 ? 5 : n; break;
    case 2: if (frame) frame.entrySteps = (s.steps as number) + 1; break;
    case 3: s.steps = s.maxSteps; break;
    case 4: s.row = n; break;
    case 5: s.dir = n; break;
    case 6: s.colors = (s.colors as string[]).map((row, i) => (i === 0 ? row.slice(1) : row)); break;
    case 7: s.starsLeft = k % 2 ? 0 : n; break;
    case 8: s.maxStackLimit = n; break;
    case 9: s.stack = k % 2 ? [] : [...stack, ...stack]; break;
    case 10: s.outcome = k % 2 ? 'lost' : undefined; break;
    default: s.maxSteps = n;
  }
  return s;
});
/** Semantic near-valid calls for the functions that take a level, a program, limits or a state. */
export const runArgs = fc.oneof(
  fc.tuple(nearLevelArb, programArb, limitsArb),
  fc.tuple(levelArb, nearProgramArb, limitsArb),
  fc.tuple(levelArb, programArb, nearLimitsArb),
);
/** Valid, generically corrupted, or near-valid by kind, in equal parts. */
export const nearBoth = (valid: fc.Arbitrary<unknown[]>, semantic: fc.Arbitrary<unknown[]>): fc.Arbitrary<unknown[]> => fc.oneof(near(valid), semantic);
