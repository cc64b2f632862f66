/** Helpers for the Tetris board's tests: fields and pieces from pictures, and what the board shows. */
import { act } from '@testing-library/react';
import { expect } from 'vitest';
import type { PieceType, Rotation, Row } from '../../logic/tetris/index.ts';
import type { PieceView } from '../../machines/tetrisView';
import type { BoardProps } from './Board';

/** A field from a picture of it: '.' empty, a letter a block. */
export const rows = (...lines: string[]): Row[] => lines.map((l) => [...l].map((c) => (c === '.' ? null : (c as 'X'))));
/** A piece at column x, row y, with its ghost at row ghostY (null: the ghost off). */
export const at = (type: PieceType, rotation: Rotation, x: number, y: number, ghostY: number | null): PieceView => ({ type, rotation, x, y, ghostY });

// A 4 x 3 board: one locked row, a T in its spawn rotation at the top and its ghost a row lower.
const W = 4;
export const field = rows('....', '....', 'XX.X');

export function props(over: Partial<BoardProps>): BoardProps {
  return { field, piece: at('T', '0', 0, 0, 1), width: W, height: 3, clearingRows: [], collapsed: [], fall: -1, clearMs: 200, active: { type: 'T', rotation: '0', x: 0 }, ...over };
}

/** Which column and row of the board an element was placed at (by its transform, in cells of --pitch-x / --pitch-y). */
export function placeOf(el: HTMLElement | null, transform = el?.style.transform ?? ''): { x: number; y: number } {
  const x = /calc\((-?\d+) \* var\(--pitch-x\)\)/.exec(transform)?.[1];
  const y = /calc\((-?\d+) \* var\(--pitch-y\)\)/.exec(transform)?.[1];
  return { x: x === undefined ? 0 : Number(x), y: y === undefined ? NaN : Number(y) };
}

/** The row a row element shows at (its transform, rowTransform). */
export const rowAt = (r: Element) => Number(/^translateY\(calc\((-?\d+) \*/.exec((r as HTMLElement).style.transform)?.[1] ?? NaN);
/** The rows top to bottom as they show (placed by their transforms, whatever their order in the page). */
export const shownRows = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.t-row')].sort((a, b) => rowAt(a) - rowAt(b));
export const rowClasses = (c: HTMLElement) => shownRows(c).map((r) => r.className.replace(' t-jump', ''));
export const rowCells = (c: HTMLElement) => shownRows(c).map((r) => [...r.children].map((s) => s.className));
export const blocks = (c: HTMLElement) => rowCells(c).map((r) => r.filter((x) => /brick-[a-z]/.test(x) && !x.includes('brick-empty')).length);

/** The rows' places (their transforms), to see which rows a change moves. */
export const places = (c: HTMLElement) => new Map([...c.querySelectorAll<HTMLElement>('.t-row')].map((r) => [r, r.style.transform]));
/** The rows a change moved that slide into their new places (no t-jump), by where they now show. */
export const slid = (c: HTMLElement, before: Map<HTMLElement, string>) =>
  shownRows(c)
    .filter((r) => r.style.transform !== before.get(r) && !r.classList.contains('t-jump'))
    .map((r) => rowAt(r));

/** The box of `kind` on show (the piece in play's type and rotation). */
export const shape = (c: HTMLElement, kind: string) => {
  const shown = [...c.querySelectorAll<HTMLElement>(`.t-shape[data-kind=${kind}][data-hidden=false]`)];
  expect(shown.length).toBeLessThanOrEqual(1);
  return shown[0] ?? null;
};
export const minos = (b: HTMLElement) => [...b.children].map((s) => `${s.className}@${(s as HTMLElement).style.gridRowStart},${(s as HTMLElement).style.gridColumnStart}`);

/** Lets the next animation frame run (a flash starts a frame after its lock). */
export const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
