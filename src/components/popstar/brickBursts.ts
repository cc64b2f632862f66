/** When and where the popped bricks burst: pure timing rules of the brick layer, apart from React. */
import type { PopEvent } from '../../machines/popstarStage';

/**
 * When brick `i` of a popped group of `groupSize` bursts, in ms: in burst order, the whole burst
 * within ~160 ms however big the group; and how much longer it lasts than the last one (`late`),
 * so that all end together: the end of each animation makes the browser rebuild the page's layers,
 * which is then done once a pop rather than once a brick.
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
export function burstBricks(pops: readonly Pick<PopEvent, 'group' | 'colour' | 'ids'>[], onBoard: ReadonlySet<number>): BurstBrick[] {
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
