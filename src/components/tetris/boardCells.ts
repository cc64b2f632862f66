/** How the board's cells look: the class names of field cells and of the piece's minos, and the danger flag. */
import { shapeCells, type Cell, type PieceType, type Rotation, type Row } from '../../logic/tetris/index.ts';

/** The four minos of a piece in its box: column and row, 0-based. */
export function minosOf(type: PieceType, rotation: Rotation): readonly { readonly col: number; readonly row: number }[] {
  return shapeCells(type, rotation).map(([col, row]) => ({ col, row }));
}

/** Whether the field has a locked block in its top four rows: the board's frame warns. */
export function inDanger(field: readonly Row[]): boolean {
  return field.slice(0, 4).some((row) => row.some((cell) => cell != null));
}

/** The class names of a field cell: empty, or a block of a piece's colour ('X' for garbage). */
export function cellClass(cell: Cell | undefined): string {
  return cell == null ? 't-cell brick-empty' : `t-cell brick brick-${cell.toLowerCase()}`;
}

/** The class names of a mino of the piece in play or of its ghost. */
export function minoClass(type: PieceType, kind: 'piece' | 'ghost'): string {
  const t = type.toLowerCase();
  return kind === 'piece' ? `t-cell brick brick-${t} t-active` : `t-cell brick-empty t-ghost brick-${t}`;
}
