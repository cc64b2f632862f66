import { memo, useLayoutEffect, useRef } from 'react';
import type { PieceType, Rotation } from '../../logic/tetris/index.ts';
import type { PieceView } from '../../machines/tetrisView';
import { moveLayer } from '../board/moveLayer';
import { minoClass, minosOf } from './boardCells';
import type { Source } from './stageSource';

/**
 * One box of the piece layer: the minos of one piece type in one rotation, the piece's or its
 * ghost's, on a grid with the board's tracks. Made the first time its piece shows and kept (hidden
 * while another shows), so a move, a turn or a new piece only shows and moves boxes.
 */
function makeBox(kind: 'piece' | 'ghost', type: PieceType, rotation: Rotation): HTMLElement {
  const box = document.createElement('div');
  box.className = 't-shape';
  box.setAttribute('data-kind', kind);
  box.setAttribute('data-shape', `${type} ${rotation}`);
  box.setAttribute('data-hidden', 'true');
  for (const m of minosOf(type, rotation)) {
    const mino = document.createElement('span');
    mino.className = minoClass(type, kind);
    mino.style.gridColumnStart = String(m.col + 1);
    mino.style.gridRowStart = String(m.row + 1);
    box.append(mino);
  }
  return box;
}

/** The transform that puts a box at column x, row y of the board (y < 0: above it). */
export function boxTransform(x: number, y: number): string {
  return `translate(calc(${x} * var(--pitch-x)), calc(${y} * var(--pitch-y)))`;
}

/**
 * Shows and places the box of `kind` for a piece at column x, row y, or hides it (no piece, or y
 * null); the box shown before hides when another shows.
 */
function boxPlacer(layer: HTMLElement, kind: 'piece' | 'ghost') {
  const boxes = new Map<string, HTMLElement>();
  let shown: HTMLElement | null = null;
  let shownShape = '';
  let place = '';
  // Moved by an animation that holds its place (moveLayer), not by its style: cheaper for the compositor.
  let held: Animation | null = null;
  return (piece: { type: PieceType; rotation: Rotation; x: number } | null, y: number | null) => {
    const shape = piece === null ? '' : `${piece.type} ${piece.rotation}`;
    if (piece === null || y === null || shape !== shownShape) {
      shown?.setAttribute('data-hidden', 'true');
      // A hidden box is no layer: let its animation go.
      held?.cancel();
      held = null;
      shown = null;
      shownShape = '';
    }
    if (piece === null || y === null) return;
    if (shown === null) {
      shown = boxes.get(shape) ?? null;
      if (shown === null) {
        shown = makeBox(kind, piece.type, piece.rotation);
        boxes.set(shape, shown);
        // The ghost's boxes under the piece's.
        layer.insertBefore(shown, kind === 'ghost' ? layer.firstChild : null);
      }
      shownShape = shape;
      place = '';
      shown.setAttribute('data-hidden', 'false');
    }
    const transform = boxTransform(piece.x, y);
    if (transform !== place) held = moveLayer(shown, transform);
    place = transform;
  };
}

/**
 * The piece layer over the board, clipped to it: the ghost's boxes, then the piece's over them.
 * Which box shows and where follows the source directly, so a falling piece renders nothing in
 * React. While no piece is drawn (a clear), every box is hidden.
 */
export const PieceLayer = memo(function PieceLayer({ piece }: { piece: Source<PieceView | null> }) {
  const layerRef = useRef<HTMLDivElement>(null);
  // The placers outlive a change of source (a board drawn from props gets a new one each piece).
  const placers = useRef<{ ghost: ReturnType<typeof boxPlacer>; piece: ReturnType<typeof boxPlacer> } | null>(null);
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer === null) return;
    placers.current ??= { ghost: boxPlacer(layer, 'ghost'), piece: boxPlacer(layer, 'piece') };
    const { ghost, piece: shown } = placers.current;
    let placed: PieceView | null | undefined;
    const place = () => {
      const view = piece.get();
      if (view === placed) return;
      placed = view;
      ghost(view, view?.ghostY ?? null);
      shown(view, view?.y ?? null);
    };
    place();
    return piece.subscribe(place);
  }, [piece]);
  return (
    // The boxes are the layer's own (boxPlacer): React renders no children here.
    <div ref={layerRef} className="t-piece-layer" aria-hidden="true" />
  );
});
