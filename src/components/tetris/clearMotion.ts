/** Where the board's row elements go when a line clear ends: pure, over any row objects. */
import type { Row } from '../../logic/tetris/index.ts';

/**
 * After a clear of `cleared` rows (visible indices before it, ascending), how far each row of the
 * new field fell: the screen slides each row down from where it was (rows above the clear fall by
 * the number of cleared rows below them; rows below the clear stay).
 */
export function rowDrops(cleared: readonly number[], height: number): number[] {
  const k = cleared.length;
  const kept: number[] = [];
  for (let y = 0; y < height; y++) if (!cleared.includes(y)) kept.push(y);
  return Array.from({ length: height }, (_, after) => (after < k ? k : after - (kept[after - k] ?? after)));
}

/** Which rows hold no block: they need no fall (an empty row looks the same wherever it is). */
export function emptyRows(field: readonly Row[]): boolean[] {
  return field.map((row) => row.every((cell) => cell == null));
}

/**
 * Which row element shows at each row after a clear of the rows `collapsed` (as they showed before
 * it): each row of blocks the one that showed it before; the empty rows (`empty`, the field after
 * the clear) any of the others, an element where it already is first. An empty row looks the same
 * wherever it is, so only the rows of blocks above the clear, and as many others as rows were
 * cleared, change places: moving a row restyles it.
 */
export function placeAfterClear<T>(rows: readonly T[], collapsed: readonly number[], empty: readonly boolean[]): T[] {
  const k = collapsed.length;
  const shown: (T | undefined)[] = Array.from({ length: rows.length }, () => undefined);
  const spare: T[] = [];
  rows
    .filter((_, y) => !collapsed.includes(y))
    .forEach((row, i) => {
      if (empty[k + i]) spare.push(row);
      else shown[k + i] = row;
    });
  spare.push(...rows.filter((_, y) => collapsed.includes(y)));
  shown.forEach((row, y) => {
    if (row === undefined && spare.includes(rows[y]!)) {
      shown[y] = rows[y];
      spare.splice(spare.indexOf(rows[y]!), 1);
    }
  });
  return shown.map((row) => row ?? spare.shift()!);
}
