/** Pure rules of how the PopStar board is shown (the brick layer), apart from React. */

/** A brick the layer shows: its stable id and the index of its cell (row * width + col). */
export interface PlacedBrick {
  id: number;
  i: number;
}

/**
 * The bricks the layer shows, in id order: every cell with a colour and an id, from row `fromRow`
 * down (a deal mounts its rows from the bottom up). Pops never change the id order, so React never
 * moves a brick's node (a moved node would restart its drop-in animation): it only removes the
 * popped ones.
 */
export function placedBricks(cells: readonly number[], ids: readonly number[], width: number, fromRow: number): PlacedBrick[] {
  const placed: PlacedBrick[] = [];
  const from = Math.max(0, fromRow) * width;
  for (let i = from; i < cells.length; i++) {
    const id = ids[i] ?? 0;
    if ((cells[i] ?? 0) !== 0 && id !== 0) placed.push({ id, i });
  }
  return placed.sort((a, b) => a.id - b.id);
}
