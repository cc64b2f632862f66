/** Pure rules of how the PopStar board is shown (the brick layer), apart from React. */

/** A brick the layer shows: its stable id and the index of its cell (row * width + col). */
export interface PlacedBrick {
  id: number;
  i: number;
}

/**
 * The bricks the layer shows, in id order: every cell with a colour and an id (a deal mounts them
 * all and shows its rows from the bottom up by CSS: PopstarBoard useDeal). Pops never change the
 * id order, so React never moves a brick's node (a moved node would restart its drop-in
 * animation): it only removes the popped ones.
 */
export function placedBricks(cells: readonly number[], ids: readonly number[]): PlacedBrick[] {
  const placed: PlacedBrick[] = [];
  for (let i = 0; i < cells.length; i++) {
    const id = ids[i] ?? 0;
    if ((cells[i] ?? 0) !== 0 && id !== 0) placed.push({ id, i });
  }
  return placed.sort((a, b) => a.id - b.id);
}

/**
 * When brick `i` of a popped group of `groupSize` bursts, in ms: in burst order, the whole burst under
 * ~160 ms of stagger however big the group (DESIGN.md "Motion"); and how much longer it lasts than
 * the last one (`late`), so that all end together: the end of a flaring, spinning animation makes
 * the browser work out the page's layers again (~0.8 ms each time without throttle, with a hundred
 * bricks as layers), once for the pop, not once a brick.
 */
export function burstTiming(groupSize: number, i: number): { delay: number; late: number } {
  const stagger = Math.min(18, 160 / Math.max(1, groupSize));
  const delay = Math.round(i * stagger);
  return { delay, late: Math.round((groupSize - 1) * stagger) - delay };
}

/** A popped brick while its burst plays: its id and cell, its colour, and its burstTiming. */
export interface BurstBrick {
  id: number;
  row: number;
  col: number;
  colour: number;
  delay: number;
  late: number;
}

/**
 * The popped bricks whose bursts are playing, from each playing pop's group (burst order) and the
 * ids its bricks had. A brick bursts as itself: the same element, keyed by its id, changes from a
 * brick to a burst, so a pop's frame neither removes the group's elements nor makes new ones. Bricks
 * without an id, or whose id is still on the board (`onBoard`: a new deal reuses ids), are left out.
 */
export function burstBricks(
  pops: readonly { group: readonly (readonly [number, number])[]; colour: number; ids: readonly number[] }[],
  onBoard: ReadonlySet<number>,
): BurstBrick[] {
  const bursts: BurstBrick[] = [];
  const seen = new Set<number>();
  for (const { group, colour, ids } of pops) {
    group.forEach(([row, col], i) => {
      const id = ids[i] ?? 0;
      if (id === 0 || onBoard.has(id) || seen.has(id)) return;
      seen.add(id);
      bursts.push({ id, row, col, colour, ...burstTiming(group.length, i) });
    });
  }
  return bursts;
}
