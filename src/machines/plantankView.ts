/**
 * What Plan Tank's board and program show of a run, as typed data: the tank's pose, the board's
 * cells (and which of them a step changed) and the marks on the program. Pure functions of the run,
 * each with the equality a selector needs to tell a change from the same view made again.
 */
import type { RunState } from '../logic/plantank/index.ts';
import { statusOf } from './gameStatus';
import type { PlantankSnapshot } from './plantankMachine';
import { slotKey, slotsExecuted } from './plantankStage';

/** Where the tank stands and faces; fresh while its run has not moved yet (the tank jumps there instead of gliding back). */
export interface TankPose {
  row: number;
  col: number;
  dir: number;
  fresh: boolean;
}

export function tankPose(run: RunState): TankPose {
  return { row: run.row, col: run.col, dir: run.dir, fresh: run.steps === 0 };
}

export function samePose(a: TankPose, b: TankPose): boolean {
  return a.row === b.row && a.col === b.col && a.dir === b.dir && a.fresh === b.fresh;
}

/** The board's colours as painted so far and its items with taken stars turned into '.', a string per row. */
export interface BoardCells {
  colors: readonly string[];
  items: readonly string[];
}

export function boardCells(run: RunState): BoardCells {
  return { colors: run.colors, items: run.items };
}

const sameRows = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((row, r) => row === b[r]));

export function sameCells(a: BoardCells, b: BoardCells): boolean {
  return sameRows(a.colors, b.colors) && sameRows(a.items, b.items);
}

/** A cell by its row and column. */
export interface CellAt {
  row: number;
  col: number;
}

/** The cells whose colour or item differ between two views of a board of `cols` columns, row by row: what a step changed. */
export function changedCells(before: BoardCells, after: BoardCells, cols: number): CellAt[] {
  const changed: CellAt[] = [];
  const rows = Math.max(before.colors.length, after.colors.length, before.items.length, after.items.length);
  for (let row = 0; row < rows; row++) {
    const colors = [before.colors[row], after.colors[row]];
    const items = [before.items[row], after.items[row]];
    if (colors[0] === colors[1] && items[0] === items[1]) continue;
    for (let col = 0; col < cols; col++) {
      if (colors[0]?.[col] !== colors[1]?.[col] || items[0]?.[col] !== items[1]?.[col]) changed.push({ row, col });
    }
  }
  return changed;
}

/** A slot of the program: function and slot, 0-based. */
export interface SlotAt {
  fn: number;
  slot: number;
}

/** What the run marks in the program: the slot about to run, the call slots waiting below it. */
export interface SlotMarks {
  current: SlotAt | null;
  waiting: readonly SlotAt[];
  /** The run was lost at the current slot. */
  culprit: boolean;
}

export const NO_MARKS: SlotMarks = { current: null, waiting: [], culprit: false };

/** The slot about to run, the call slots waiting under it, and whether the run was lost there. */
export function marksOf(run: RunState): SlotMarks {
  if (run.outcome === 'programEnded') return NO_MARKS;
  const frames = run.stack;
  const top = frames[frames.length - 1];
  return {
    current: top ? { fn: top.fn, slot: top.slot } : null,
    waiting: frames.slice(0, -1).map((f) => ({ fn: f.fn, slot: f.slot })),
    culprit: run.outcome !== null && run.outcome !== 'won',
  };
}

const sameSlot = (x: SlotAt | null, y: SlotAt | null) => x === y || (x !== null && y !== null && x.fn === y.fn && x.slot === y.slot);

export function sameMarks(a: SlotMarks, b: SlotMarks): boolean {
  return a.culprit === b.culprit && sameSlot(a.current, b.current) && a.waiting.length === b.waiting.length && a.waiting.every((w, i) => sameSlot(w, b.waiting[i] ?? null));
}

/** Selectors of the machine's snapshot, to use with the equality beside each. */
export const selectTankPose = (s: PlantankSnapshot): TankPose => tankPose(s.context.stage.run);
export const selectBoardCells = (s: PlantankSnapshot): BoardCells => boardCells(s.context.stage.run);
/** While editing nothing is marked: the run has not begun. */
export const selectMarks = (s: PlantankSnapshot): SlotMarks => (statusOf(s) === 'READY' ? NO_MARKS : marksOf(s.context.stage.run));

/** The breakpoint a paused run is held at, as its slot, or null (paused by the player, or not paused). */
export function heldAtBreakpoint(s: PlantankSnapshot): SlotAt | null {
  if (statusOf(s) !== 'PAUSE') return null;
  const { run, breakpoints, passAt } = s.context.stage;
  const top = run.stack[run.stack.length - 1];
  if (!top || run.outcome !== null || passAt !== slotsExecuted(run) || !breakpoints.has(slotKey(top.fn, top.slot))) return null;
  return { fn: top.fn, slot: top.slot };
}
export const sameSlotAt = sameSlot;
