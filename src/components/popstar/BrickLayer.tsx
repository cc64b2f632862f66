import { memo, useLayoutEffect, type RefObject } from 'react';
import type { BrickView } from '../../machines/popstarView';
import type { Source } from '../board/source';
import type { BurstBrick } from './brickBursts';
import { brickKind } from './brickKind';
import { BURST_SLOT, burstVars, newBursts, selectedIds, showSelection, startBursts, type BrickAnswerSource } from './brickLook';
import type { Style } from './cssVars';

interface BrickProps {
  id: number;
  row: number;
  col: number;
  colour: number;
  exploded: boolean;
  /** A popped brick bursting (burstBricks): when it starts and how much longer it lasts, in ms; -1 while a brick. */
  burstDelay?: number;
  burstLate?: number;
}

const Brick = memo(function Brick({ id, row, col, colour, exploded, burstDelay = -1, burstLate = 0 }: BrickProps) {
  const kind = brickKind(colour);
  if (burstDelay >= 0) {
    // The brick swells and flares where it was (popstarEffects.css), the same element.
    const style: Style = { '--r': row, '--c': col, ...burstVars({ delay: burstDelay, late: burstLate }) };
    return (
      <div className={BURST_SLOT} style={style} data-id={id}>
        <div className={`ps-face brick ${kind.className}`} />
      </div>
    );
  }
  const style: Style = { '--r': row, '--c': col };
  // The selection's look is not rendered here: brickLook.ts writes it (showSelection).
  return (
    <div className="ps-slot" style={style} data-id={id}>
      <div className={`ps-face brick ${kind.className}${exploded ? ' is-exploded' : ''}`} />
    </div>
  );
});

/** The selection the bricks show, read from the props (a board with no live stage: the demo, tests). */
export interface BrickSelection {
  /** The ids of the selected bricks. */
  ids: ReadonlySet<number>;
  hinted: boolean;
}

export interface BrickLayerProps {
  /** The bricks to show, in id order (popstarView). */
  bricks: readonly BrickView[];
  width: number;
  /** Whether the layer's deal shows row by row (useDeal). */
  dealing: boolean;
  layerRef: RefObject<HTMLDivElement | null>;
  /** The selection, when there is no live stage to show it from. */
  selection: BrickSelection;
  /**
   * The machine's stage as it is now, ahead of the props by up to a frame (the play screen follows
   * the machine a frame late): the bricks answer a tap from it in the tap's own frame (brickLook.ts).
   */
  live?: Source<BrickAnswerSource>;
  /** Exploded cells, as row * width + col. */
  exploded: ReadonlySet<number>;
  /** The popped bricks whose bursts play (burstBricks). */
  bursts: readonly BurstBrick[];
}

type Placed = { id: number; brick: BrickView; burst?: undefined } | { id: number; brick?: undefined; burst: BurstBrick };

/**
 * The layer of bricks, memoised: a change the bricks do not show (the phase, the cursor, the
 * banners, the selection) renders none of its hundred bricks. The bricks and the bursting ones are
 * one list in id order: a popped brick keeps its element and its place among the others while it
 * bursts (no element removed or made in the pop's frame), and leaves with its pop's effects
 * (usePlayingPops). The selection's look is written to the bricks directly (brickLook.ts): from the
 * live stage as it changes, and after each render of the layer, whose bursts end a selection.
 */
export const BrickLayer = memo(function BrickLayer({ bricks, width, dealing, layerRef, selection, live, exploded, bursts }: BrickLayerProps) {
  const placed: Placed[] = bricks.map((brick) => ({ id: brick.id, brick }));
  if (bursts.length > 0) {
    placed.push(...bursts.map((burst) => ({ id: burst.id, burst })));
    placed.sort((a, b) => a.id - b.id);
  }

  // After each render: the elements the look was written to may have changed (a burst, a new deal).
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    if (live) {
      const now = live.get();
      showSelection(layer, selectedIds(now), now.selection?.hinted === true);
    } else showSelection(layer, selection.ids, selection.hinted);
  });
  // A tap's answer: the machine's change, in the tap's own task.
  useLayoutEffect(() => {
    if (!live) return;
    let before = live.get();
    return live.subscribe(() => {
      const layer = layerRef.current;
      const now = live.get();
      if (layer) {
        startBursts(layer, newBursts(before, now));
        showSelection(layer, selectedIds(now), now.selection?.hinted === true);
      }
      before = now;
    });
  }, [live, layerRef]);

  return (
    <div ref={layerRef} className="ps-layer ps-bricks" data-dealing={dealing ? '' : undefined} aria-hidden="true">
      {placed.map(({ id, brick, burst }) =>
        burst ? (
          <Brick key={id} id={id} row={burst.row} col={burst.col} colour={burst.colour} exploded={false} burstDelay={burst.delay} burstLate={burst.late} />
        ) : (
          <Brick key={id} id={id} row={brick.row} col={brick.col} colour={brick.colour} exploded={exploded.has(brick.row * width + brick.col)} />
        ),
      )}
    </div>
  );
});
