/**
 * The level designer's state, as pure data: the level being drawn, its undo history, and the
 * proof (a winning program the designer wrote in test play). Every edit makes a new Level with new
 * row arrays, so the engine checks each edited board afresh (levels are compiled per object).
 * The checks a design is shown (its problems, why it cannot be shared yet, a saved design read
 * back) are in designerCheck.ts, re-exported here.
 */
import { FUNCTION_COUNT, MAX_SLOTS, type Color, type Level } from './types.ts';
import { runProgram } from './runProgram.ts';
import { instructionCount, PAINT_BIT, parseProgram } from './programText.ts';
import { PlantankInputError } from './inputError.ts';

import { DESIGN_MAX_COLS, DESIGN_MAX_ROWS, DESIGN_MIN_COLS, DESIGN_MIN_ROWS, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, playKey } from './designerCheck.ts';

export * from './designerCheck.ts';

/** Undo steps kept: older ones are forgotten first. */
export const MAX_HISTORY = 200;

export type DesignTool = 'R' | 'G' | 'B' | 'hole' | 'star' | 'tank';
export const DESIGN_TOOLS: readonly DesignTool[] = ['R', 'G', 'B', 'hole', 'star', 'tank'];

export interface Proof {
  /** The playable content it was won on (playKey): undoing back to that level brings it back. */
  key: string;
  /** The winning program, RoboZZle text. */
  program: string;
  instructions: number;
}

export interface DesignerState {
  level: Level;
  past: Level[];
  future: Level[];
  /**
   * A stroke in progress (a drag): its edits make one undo step. `star` says whether this stroke
   * places or removes stars (decided by its first cell), so dragging over stars does not flicker.
   */
  stroke: { before: Level; star: boolean | null; hole: boolean | null } | null;
  proof: Proof | null;
  /** The text field being typed in: its keystrokes make one undo step until another edit. */
  typing: 'title' | 'description' | null;
}

export type DesignerAction =
  | { type: 'apply'; tool: DesignTool; row: number; col: number }
  | { type: 'strokeStart' }
  | { type: 'strokeEnd' }
  | { type: 'turnTank'; by: 1 | -1 }
  | { type: 'resize'; cols: number; rows: number }
  | { type: 'grid'; grid: Level['grid'] }
  | { type: 'subLength'; fn: number; length: number }
  | { type: 'paint'; color: Color; allowed: boolean }
  | { type: 'title'; title: string }
  | { type: 'description'; description: string }
  /** Another level on the board as one undoable edit (a new level, a saved one, a paste), with its proof if known. */
  | { type: 'load'; level: Level; proof?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'won'; program: string };

/** A small valid level to start from: a row of tiles, the tank on the left, a star on the right. */
export function starterLevel(id: string, grid: Level['grid'] = 'hex'): Level {
  const cols = 7;
  const rows = 5;
  const colors = Array.from({ length: rows }, () => 'B'.repeat(cols));
  const items = Array.from({ length: rows }, (_, r) => (r === 2 ? `${'.'.repeat(cols - 2)}*#` : '#'.repeat(cols)));
  return {
    id,
    title: 'My level',
    grid,
    colors,
    items,
    start: { row: 2, col: 0, dir: 0 },
    subLengths: [5, 0, 0, 0, 0],
    allowedCommands: 0,
  };
}

export function createDesigner(level: Level): DesignerState {
  return { level, past: [], future: [], stroke: null, proof: null, typing: null };
}

const dirCount = (grid: Level['grid']) => (grid === 'hex' ? 6 : 4);
const setChar = (row: string, col: number, ch: string) => row.slice(0, col) + ch + row.slice(col + 1);
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.trunc(Number.isFinite(n) ? n : lo)));

function withCell(level: Level, row: number, col: number, color: string | null, item: string | null): Level {
  const colors = color === null || level.colors[row]?.[col] === color ? level.colors : level.colors.map((r, i) => (i === row ? setChar(r, col, color) : r));
  const items = item === null || level.items[row]?.[col] === item ? level.items : level.items.map((r, i) => (i === row ? setChar(r, col, item) : r));
  return colors === level.colors && items === level.items ? level : { ...level, colors, items };
}

/** One tool on one cell; the same level back when it changes nothing. */
function applyTool(state: DesignerState, tool: DesignTool, row: number, col: number): { level: Level; stroke: DesignerState['stroke'] } {
  const { level, stroke } = state;
  const rows = level.items.length;
  const cols = level.items[0]?.length ?? 0;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= rows || col >= cols) return { level, stroke };
  const item = level.items[row]?.[col] ?? '#';
  switch (tool) {
    case 'R':
    case 'G':
    case 'B':
      // Painting a hole lays a tile there.
      return { level: withCell(level, row, col, tool, item === '#' ? '.' : null), stroke };
    case 'hole': {
      const erase = stroke?.hole ?? item !== '#';
      const next = stroke ? { ...stroke, hole: erase } : stroke;
      return { level: withCell(level, row, col, null, erase ? '#' : item === '#' ? '.' : null), stroke: next };
    }
    case 'star': {
      const place = stroke?.star ?? item !== '*';
      const next = stroke ? { ...stroke, star: place } : stroke;
      return { level: withCell(level, row, col, null, place ? '*' : item === '*' ? '.' : null), stroke: next };
    }
    case 'tank': {
      const { start } = level;
      // The tank's own cell turns it (a tap on the tank); elsewhere it moves, keeping its heading.
      if (start.row === row && start.col === col) {
        // In a drag, only its first cell turns the tank.
        if (stroke && stroke.before !== level) return { level, stroke };
        return { level: { ...level, start: { ...start, dir: (start.dir + 1) % dirCount(level.grid) } }, stroke };
      }
      const moved = { ...level, start: { row, col, dir: start.dir } };
      // The tank needs a tile: a hole under it becomes one, and a star there is moved off.
      return { level: withCell(moved, row, col, null, item === '#' || item === '*' ? '.' : null), stroke };
    }
  }
}

function resized(level: Level, cols: number, rows: number): Level {
  cols = clamp(cols, DESIGN_MIN_COLS, DESIGN_MAX_COLS);
  rows = clamp(rows, DESIGN_MIN_ROWS, DESIGN_MAX_ROWS);
  const fit = (row: string | undefined, fill: string) => (row ?? '').slice(0, cols).padEnd(cols, fill);
  const colors = Array.from({ length: rows }, (_, r) => fit(level.colors[r], 'B'));
  const items = Array.from({ length: rows }, (_, r) => fit(level.items[r], '#'));
  let { start } = level;
  if (start.row >= rows || start.col >= cols) {
    start = { row: Math.min(start.row, rows - 1), col: Math.min(start.col, cols - 1), dir: start.dir };
    items[start.row] = setChar(items[start.row] as string, start.col, '.');
  }
  return { ...level, colors, items, start };
}

// Hex directions E SE SW W NW NE as square E S W N, and back: the nearest heading.
const HEX_TO_SQUARE = [0, 1, 1, 2, 3, 3];
const SQUARE_TO_HEX = [0, 1, 3, 4];

function withGrid(level: Level, grid: Level['grid']): Level {
  if (level.grid === grid) return level;
  const dir = (grid === 'square' ? HEX_TO_SQUARE : SQUARE_TO_HEX)[level.start.dir] ?? 0;
  return { ...level, grid, start: { ...level.start, dir } };
}

function changed(state: DesignerState, level: Level, stroke = state.stroke, typing: DesignerState['typing'] = null): DesignerState {
  if (level === state.level) return stroke === state.stroke ? state : { ...state, stroke };
  // Inside a stroke the history waits for its end: one undo step per stroke; so does typing.
  if (stroke) return { ...state, level, stroke, typing: null };
  if (typing !== null && state.typing === typing) return { ...state, level };
  return { ...state, level, past: [...state.past, state.level].slice(-MAX_HISTORY), future: [], typing };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { level } = state;
  switch (action.type) {
    case 'apply': {
      const next = applyTool(state, action.tool, action.row, action.col);
      return changed(state, next.level, next.stroke);
    }
    case 'strokeStart':
      return state.stroke ? state : { ...state, typing: null, stroke: { before: level, star: null, hole: null } };
    case 'strokeEnd': {
      if (!state.stroke) return state;
      const { before } = state.stroke;
      if (before === level) return { ...state, stroke: null };
      return { ...state, stroke: null, past: [...state.past, before].slice(-MAX_HISTORY), future: [] };
    }
    case 'turnTank': {
      const n = dirCount(level.grid);
      return changed(state, { ...level, start: { ...level.start, dir: (level.start.dir + action.by + n) % n } });
    }
    case 'resize': {
      const cols = level.items[0]?.length ?? 0;
      const rows = level.items.length;
      const next = resized(level, action.cols, action.rows);
      return next.items.length === rows && (next.items[0]?.length ?? 0) === cols ? state : changed(state, next);
    }
    case 'grid':
      return changed(state, withGrid(level, action.grid));
    case 'subLength': {
      if (!Number.isInteger(action.fn) || action.fn < 0 || action.fn >= FUNCTION_COUNT) return state;
      const length = clamp(action.length, action.fn === 0 ? 1 : 0, MAX_SLOTS);
      if (level.subLengths[action.fn] === length) return state;
      return changed(state, { ...level, subLengths: level.subLengths.map((n, i) => (i === action.fn ? length : n)) });
    }
    case 'paint': {
      const bit = PAINT_BIT[action.color];
      const allowedCommands = action.allowed ? level.allowedCommands | bit : level.allowedCommands & ~bit;
      return allowedCommands === level.allowedCommands ? state : changed(state, { ...level, allowedCommands });
    }
    case 'title': {
      const title = action.title.slice(0, MAX_TITLE_LENGTH);
      return title === level.title ? state : changed(state, { ...level, title }, state.stroke, 'title');
    }
    case 'description': {
      const text = action.description.slice(0, MAX_DESCRIPTION_LENGTH);
      if (text === (level.description ?? '')) return state;
      const { description: _old, ...rest } = level;
      return changed(state, text === '' ? rest : { ...rest, description: text }, state.stroke, 'description');
    }
    case 'load': {
      const next = changed(state, action.level);
      const proof = action.proof === undefined ? null : proofOf(action.level, action.proof);
      return proof ? { ...next, proof } : next;
    }
    case 'undo': {
      const prev = state.past[state.past.length - 1];
      if (!prev || state.stroke) return state;
      return { ...state, typing: null, level: prev, past: state.past.slice(0, -1), future: [level, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next || state.stroke) return state;
      return { ...state, typing: null, level: next, past: [...state.past, level], future: rest };
    }
    case 'won': {
      const proof = proofOf(level, action.program);
      return proof ? { ...state, proof } : state;
    }
  }
}

/** A proof of the level by the program, or null when the program does not win it. */
export function proofOf(level: Level, program: string): Proof | null {
  try {
    const parsed = parseProgram(program, level);
    if (runProgram(level, parsed).outcome !== 'won') return null;
    return { key: playKey(level), program, instructions: instructionCount(parsed) };
  } catch (error) {
    if (error instanceof PlantankInputError) return null;
    throw error;
  }
}
