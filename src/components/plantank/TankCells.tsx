import { memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Level } from '../../logic/plantank/index.ts';
import { changedCells, type BoardCells } from '../../machines/plantankView';
import type { cellBox } from './boardGeometry';
import { BoardStar } from './icons';
import type { Source } from '../board/source';

type Box = ReturnType<typeof cellBox>;

/**
 * The board's cells, rendered once for a level (and its geometry) with the colours and items they
 * first show; from then on they write themselves from their source (useCellPaint), so a step that
 * paints a tile or takes a star renders nothing in React.
 */
export const TankCells = memo(function TankCells({
  level,
  boxes,
  rows,
  cols,
  cells,
  flash,
}: {
  level: Level;
  boxes: readonly Box[];
  rows: number;
  cols: number;
  cells: Source<BoardCells>;
  /**
   * Whether a new paint flashes: not when the run is too fast for the tank to glide (moveMs 0),
   * where a flash every step is noise. Turning it on does not flash the paints made before.
   */
  flash: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // What the cells were made with: each level's first view (a new level makes new cells: keyed). Not
  // the source's view now: React would then write a new colour before useCellPaint sees it change,
  // and the paint would not flash.
  const [first, setFirst] = useState(() => ({ level, view: cells.get() }));
  if (first.level !== level) setFirst({ level, view: cells.get() }); // a render-time update: React re-renders at once
  const { colors, items } = first.level === level ? first.view : cells.get();
  useCellPaint(ref, cells, level, cols, flash);
  const tiles = [];
  const stars = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const original = level.items[r]?.[c] ?? '#';
      const box = boxes[i] as Box;
      const place = { left: box.left, top: box.top, width: box.width, height: box.height };
      const color = colors[r]?.[c] ?? 'B';
      // A tile is its own cell (one element, not a box around one): every element here is styled
      // again when a dialog makes the page inert, and laid out when a level opens.
      tiles.push(original === '#' ? <div key={i} className="pt-cell pt-hole" style={place} /> : <div key={i} className={tileClass(color)} style={place} data-color={color} />);
      if (original === '*') {
        const star = starOf(items, r, c);
        stars.push(
          <div key={i} className="pt-cell" style={place} data-cell={i}>
            <div className={starClass(star)} data-star={star}>
              <BoardStar />
            </div>
          </div>,
        );
      }
    }
  }
  // Two groups: the tiles, which a failed run dims as one (plantank.css), and the stars over them.
  return (
    <div ref={ref} key={level.id} className="contents">
      <div className="pt-tiles">{tiles}</div>
      <div className="pt-stars">{stars}</div>
    </div>
  );
}, (a, b) => a.level === b.level && a.boxes === b.boxes && a.cells === b.cells && a.flash === b.flash);

const tileClass = (color: string) => `pt-cell pt-tile hex-${color.toLowerCase()}`;
const starClass = (star: 'here' | 'taken') => `pt-star${star === 'taken' ? ' is-taken' : ''}`;
const starOf = (items: readonly string[], r: number, c: number) => (items[r]?.[c] === '*' ? 'here' : 'taken');

/**
 * Keeps the cells showing their source: a tile's colour (and a flash of a new paint, when `flash`:
 * a paint back to the level's own colour, a reset, does not flash), a star here or taken. Every
 * cell is checked when the source is new; after that, only the cells a change touched.
 */
function useCellPaint(ref: RefObject<HTMLDivElement | null>, source: Source<BoardCells>, level: Level, cols: number, flash: boolean): void {
  const flashing = useRef(flash);
  useLayoutEffect(() => {
    flashing.current = flash;
  }, [flash]);
  useLayoutEffect(() => {
    const root = ref.current;
    if (root === null) return;
    const [tileGroup, starGroup] = root.children;
    const tiles = [...(tileGroup?.children ?? [])] as HTMLElement[];
    // The stars' cells, by the index of their cell on the board.
    const stars = new Map([...(starGroup?.children ?? [])].map((cell) => [Number(cell.getAttribute('data-cell')), cell.firstElementChild as HTMLElement]));
    const paint = (view: BoardCells, r: number, c: number) => {
      const i = r * cols + c;
      const tile = tiles[i];
      const color = view.colors[r]?.[c] ?? 'B';
      if (tile && tile.classList.contains('pt-tile') && tile.getAttribute('data-color') !== color) {
        tile.className = tileClass(color);
        tile.setAttribute('data-color', color);
        // Replaced, not kept: a new paint replays the flash.
        tile.querySelector('.pt-splash')?.remove();
        if (flashing.current && color !== (level.colors[r]?.[c] ?? 'B')) {
          const splash = document.createElement('span');
          splash.className = 'pt-splash';
          tile.append(splash);
        }
      }
      const star = stars.get(i);
      const now = starOf(view.items, r, c);
      if (star !== undefined && star.getAttribute('data-star') !== now) {
        star.className = starClass(now);
        star.setAttribute('data-star', now);
      }
    };
    let shown = source.get();
    for (let i = 0; i < tiles.length; i++) paint(shown, Math.floor(i / cols), i % cols);
    return source.subscribe(() => {
      const view = source.get();
      for (const { row, col } of changedCells(shown, view, cols)) paint(view, row, col);
      shown = view;
    });
  }, [ref, source, level, cols]);
}
