import { memo, type RefObject } from 'react';
import type { BrickView } from '../../machines/popstarView';
import type { BurstBrick } from './brickBursts';
import { brickKind } from './brickKind';
import type { Style } from './cssVars';

interface BrickProps {
  row: number;
  col: number;
  colour: number;
  selected: boolean;
  hinted: boolean;
  exploded: boolean;
  /** A popped brick bursting (burstBricks): when it starts and how much longer it lasts, in ms; -1 while a brick. */
  burstDelay?: number;
  burstLate?: number;
}

const Brick = memo(function Brick({ row, col, colour, selected, hinted, exploded, burstDelay = -1, burstLate = 0 }: BrickProps) {
  const kind = brickKind(colour);
  if (burstDelay >= 0) {
    // The brick swells and flares where it was (popstarEffects.css), the same element.
    const style: Style = { '--r': row, '--c': col, '--d': `${burstDelay}ms`, '--late': `${burstLate}ms` };
    return (
      <div className="ps-slot is-burst" style={style}>
        <div className={`ps-face brick ${kind.className}`} />
      </div>
    );
  }
  const style: Style = { '--r': row, '--c': col };
  const state = exploded ? ' is-exploded' : selected ? ` is-selected${hinted ? ' is-hinted' : ''}` : '';
  return (
    <div className={selected ? 'ps-slot is-up' : 'ps-slot'} style={style}>
      <div className={`ps-face brick ${kind.className}${state}`} />
    </div>
  );
});

export interface BrickLayerProps {
  /** The bricks to show, in id order (popstarView). */
  bricks: readonly BrickView[];
  width: number;
  /** Whether the layer's deal shows row by row (useDeal). */
  dealing: boolean;
  layerRef: RefObject<HTMLDivElement | null>;
  /** Selected and exploded cells, as row * width + col. */
  selected: ReadonlySet<number>;
  hinted: boolean;
  hasSelection: boolean;
  exploded: ReadonlySet<number>;
  /** The popped bricks whose bursts play (burstBricks). */
  bursts: readonly BurstBrick[];
}

type Placed = { id: number; brick: BrickView; burst?: undefined } | { id: number; brick?: undefined; burst: BurstBrick };

/**
 * The layer of bricks, memoised: a change the bricks do not show (the phase, the cursor, the
 * banners) renders none of its hundred bricks. The bricks and the bursting ones are one list in id
 * order: a popped brick keeps its element and its place among the others while it bursts (no
 * element removed or made in the pop's frame), and leaves with its pop's effects (usePlayingPops).
 * The selection class sits here rather than on the board, so selecting does not repaint the board.
 */
export const BrickLayer = memo(function BrickLayer({ bricks, width, dealing, layerRef, selected, hinted, hasSelection, exploded, bursts }: BrickLayerProps) {
  const placed: Placed[] = bricks.map((brick) => ({ id: brick.id, brick }));
  if (bursts.length > 0) {
    placed.push(...bursts.map((burst) => ({ id: burst.id, burst })));
    placed.sort((a, b) => a.id - b.id);
  }
  return (
    <div ref={layerRef} className={hasSelection ? 'ps-layer ps-bricks has-selection' : 'ps-layer ps-bricks'} data-dealing={dealing ? '' : undefined} aria-hidden="true">
      {placed.map(({ id, brick, burst }) =>
        burst ? (
          <Brick key={id} row={burst.row} col={burst.col} colour={burst.colour} selected={false} hinted={false} exploded={false} burstDelay={burst.delay} burstLate={burst.late} />
        ) : (
          <Brick
            key={id}
            row={brick.row}
            col={brick.col}
            colour={brick.colour}
            selected={selected.has(brick.row * width + brick.col)}
            hinted={hinted}
            exploded={exploded.has(brick.row * width + brick.col)}
          />
        ),
      )}
    </div>
  );
});
