import { describe, expect, it } from 'vitest';
import type { Row } from '../../logic/tetris/index.ts';
import { cellClass, inDanger, minoClass, minosOf } from './boardCells';

const rows = (...lines: string[]): Row[] => lines.map((l) => [...l].map((c) => (c === '.' ? null : (c as 'X'))));

describe('minosOf', () => {
  it('gives the four minos of each piece in each rotation, inside its box', () => {
    for (const type of ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const)
      for (const rotation of ['0', 'R', '2', 'L'] as const) {
        const minos = minosOf(type, rotation);
        expect(new Set(minos.map((m) => `${m.col},${m.row}`)).size).toBe(4);
        for (const m of minos) expect(Math.max(m.col, m.row)).toBeLessThan(4);
      }
    expect(minosOf('T', '0')).toEqual([{ col: 1, row: 0 }, { col: 0, row: 1 }, { col: 1, row: 1 }, { col: 2, row: 1 }]);
  });
});

describe('inDanger', () => {
  it('warns when a locked block is in the top four rows, and only then', () => {
    const empty = Array<string>(4).fill('..........');
    expect(inDanger(rows(...empty, ...Array<string>(16).fill('..........')))).toBe(false);
    expect(inDanger(rows('..........', '..........', '..........', '.........X', '..........'))).toBe(true);
    expect(inDanger(rows(...empty, 'T.........'))).toBe(false);
    expect(inDanger(rows('I.........'))).toBe(true);
  });
});

describe('cellClass and minoClass', () => {
  it('name the brick, active and ghost classes', () => {
    expect(cellClass(null)).toBe('t-cell brick-empty');
    expect(cellClass(undefined)).toBe('t-cell brick-empty');
    expect(cellClass('T')).toBe('t-cell brick brick-t');
    expect(cellClass('X')).toBe('t-cell brick brick-x');
    expect(minoClass('S', 'piece')).toBe('t-cell brick brick-s t-active');
    expect(minoClass('I', 'ghost')).toBe('t-cell brick-empty t-ghost brick-i');
    expect(minoClass('L', 'ghost')).toBe('t-cell brick-empty t-ghost brick-l');
  });
});
