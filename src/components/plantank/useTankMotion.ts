import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { TankPose } from '../../machines/plantankView';
import { moveLayer } from '../board/moveLayer';
import { nextHeading, tankTranslate, type BoardGeometry } from './boardGeometry';
import type { Source } from '../board/source';

/** The tank's glide eases in and out. */
const GLIDE_EASING = 'cubic-bezier(0.45, 0, 0.35, 1)';

/**
 * Keeps the tank element where its source says, straight from the source (a step renders nothing
 * in React), and after a render (another level, speed or turn element). It moves and turns by Web
 * Animations (moveLayer), never by its style, so a step does not make the compositor lay out the
 * page's layers again. It glides (over `glideMs`, 0 for at once) except:
 * - the first placement, which has nowhere to glide from;
 * - a fresh run, which jumps back;
 * - the first turn of another turn element (the turns changed between gliding and at once).
 * The heading turns the short way from the last one (nextHeading): history the run does not keep.
 */
export function useTankMotion(
  source: Source<TankPose>,
  g: BoardGeometry,
  glideMs: number,
  instantTurns: boolean,
  tankRef: RefObject<HTMLDivElement | null>,
  turnRef: RefObject<HTMLDivElement | null>,
): void {
  // What the tank shows, kept across renders and sources (a board drawn from props gets a new one
  // when the tank moves).
  const shown = useRef({ deg: null as number | null, dir: 0, place: '', turn: '', turnEl: null as Element | null });
  const options = useRef({ g, glideMs, instantTurns });
  useLayoutEffect(() => {
    options.current = { g, glideMs, instantTurns };
    const apply = () => {
      const tank = tankRef.current;
      const turnEl = turnRef.current;
      if (tank === null || turnEl === null) return;
      const { g, glideMs, instantTurns } = options.current;
      const { row, col, dir, fresh } = source.get();
      const s = shown.current;
      const placed = s.deg !== null;
      s.deg = s.deg === null ? dir * g.turnDegrees : s.dir === dir ? s.deg : nextHeading(s.deg, dir, g);
      s.dir = dir;
      const glide = placed && !fresh ? glideMs : 0;
      setData(tank, 'data-row', String(row));
      setData(tank, 'data-col', String(col));
      setData(tank, 'data-dir', String(dir));
      setData(tank, 'data-fresh', String(fresh));
      const place = tankTranslate(g, row, col);
      if (place !== s.place) moveLayer(tank, place, glide, GLIDE_EASING);
      s.place = place;
      const turn = instantTurns ? stripTranslate(dir, 360 / g.turnDegrees) : `rotate(${s.deg}deg)`;
      if (turn !== s.turn || turnEl !== s.turnEl) moveLayer(turnEl, turn, turnEl === s.turnEl ? glide : 0, GLIDE_EASING);
      s.turn = turn;
      s.turnEl = turnEl;
    };
    apply();
    return source.subscribe(apply);
  }, [source, g, glideMs, instantTurns, tankRef, turnRef]);
}

function setData(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** The transform that slides the strip of headings (TankBoard) to show direction `dir`. */
export function stripTranslate(dir: number, headings: number): string {
  return `translateX(${+((-100 * dir) / headings).toFixed(4)}%)`;
}
