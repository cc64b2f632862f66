/** The grid of locked blocks: collision, placing a piece, removing full rows. */
import { shapeOf } from './pieces.ts';
import type { ActivePiece, Cell, Field, Row } from './state.ts';

export function emptyRow(width: number): Row {
  return new Array<Cell>(width).fill(null);
}

export function emptyField(width: number, rows: number): Field {
  const row = emptyRow(width);
  // Rows are never mutated, so every empty row can be the same array.
  return new Array<Row>(rows).fill(row);
}

/** Absolute [x, y] cells of a piece. */
export function pieceCells(piece: ActivePiece): [x: number, y: number][] {
  return shapeOf(piece.type, piece.rotation).map(([dx, dy]) => [piece.x + dx, piece.y + dy]);
}

/** Walls and floor are solid; so is everything above the top of the buffer. */
export function isFree(field: Field, x: number, y: number): boolean {
  const row = field[y];
  if (row === undefined || x < 0 || x >= row.length) return false;
  return row[x] === null;
}

export function fits(field: Field, piece: ActivePiece): boolean {
  for (const [dx, dy] of shapeOf(piece.type, piece.rotation)) {
    if (!isFree(field, piece.x + dx, piece.y + dy)) return false;
  }
  return true;
}

export function moved(piece: ActivePiece, dx: number, dy: number): ActivePiece {
  return { type: piece.type, rotation: piece.rotation, x: piece.x + dx, y: piece.y + dy };
}

export function isGrounded(field: Field, piece: ActivePiece): boolean {
  return !fits(field, moved(piece, 0, 1));
}

/** Rows the piece can fall before it rests (0 when already on the ground). */
export function dropDistance(field: Field, piece: ActivePiece): number {
  let d = 0;
  while (fits(field, moved(piece, 0, d + 1))) d++;
  return d;
}

/** Lowest (largest) row any cell of the piece occupies. */
export function pieceBottom(piece: ActivePiece): number {
  let bottom = -Infinity;
  for (const [, dy] of shapeOf(piece.type, piece.rotation)) bottom = Math.max(bottom, piece.y + dy);
  return bottom;
}

/** A new field with the piece's cells written in; only the touched rows are copied. */
export function placePiece(field: Field, piece: ActivePiece): Field {
  const rows = field.slice();
  for (const [x, y] of pieceCells(piece)) {
    const row = rows[y];
    if (row === undefined) throw new Error(`cannot place ${piece.type} at row ${y}: outside the field`);
    const copy = row === field[y] ? row.slice() : (row as Cell[]);
    copy[x] = piece.type;
    rows[y] = copy;
  }
  return rows;
}

export function isRowFull(row: Row): boolean {
  return row.every((c) => c !== null);
}

/** Removes full rows (rows above fall, empty rows enter at the top). `rows` are field indices, ascending. */
export function clearFullRows(field: Field): { field: Field; rows: number[] } {
  const rows: number[] = [];
  field.forEach((row, y) => {
    if (isRowFull(row)) rows.push(y);
  });
  if (rows.length === 0) return { field, rows };
  const width = field[0]?.length ?? 0;
  const kept = field.filter((row) => !isRowFull(row));
  const blank = emptyRow(width);
  return { field: [...rows.map(() => blank), ...kept], rows };
}

export function isFieldEmpty(field: Field): boolean {
  return field.every((row) => row.every((c) => c === null));
}
