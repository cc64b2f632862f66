/**
 * Dragging a palette command onto a slot, or a slot onto another (pointer events). A press that
 * moves less than a few pixels stays a tap (the click does the work); past that it becomes a drag:
 * a ghost follows the pointer (moved by writing its transform, not by re-rendering the screen) and
 * the slot under it is marked as the drop target. The click that follows a drag is swallowed.
 * On touch only the palette chips drag (they have touch-action: none); slots leave a touch to the
 * page so the editor still scrolls on a phone.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import type { SlotRef, Tool } from '../../logic/plantank/editorState';

export type DragSource = { kind: 'tool'; tool: Tool } | { kind: 'slot'; from: SlotRef };

const THRESHOLD_PX = 7;
/** A click this soon after a drag ended is the drag's own release. */
const SWALLOW_CLICK_MS = 400;

export function slotRefOf(el: Element | null): SlotRef | null {
  const text = el?.closest<HTMLElement>('[data-slot]')?.dataset.slot;
  const match = text ? /^(\d+):(\d+)$/.exec(text) : null;
  return match ? { fn: Number(match[1]), slot: Number(match[2]) } : null;
}

function slotAtPoint(x: number, y: number): SlotRef | null {
  return typeof document.elementFromPoint === 'function' ? slotRefOf(document.elementFromPoint(x, y)) : null;
}

export interface ProgramDrag {
  /** The source being dragged and where the drag began (for the ghost's first frame). */
  active: { source: DragSource; x: number; y: number } | null;
  hover: SlotRef | null;
  ghostRef: React.RefObject<HTMLDivElement | null>;
  onPointerDown: (source: DragSource, e: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (e: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (e: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (e: ReactMouseEvent<HTMLElement>) => void;
}

export function useProgramDrag(onDrop: (source: DragSource, to: SlotRef) => void): ProgramDrag {
  const [active, setActive] = useState<ProgramDrag['active']>(null);
  const [hover, setHover] = useState<SlotRef | null>(null);
  const ghostRef = useRef<HTMLDivElement | null>(null);
  const press = useRef<{ source: DragSource; x0: number; y0: number; dragging: boolean; hoverKey: string } | null>(null);
  const endedAt = useRef(-Infinity);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  });

  const onPointerDown = useCallback((source: DragSource, e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || !e.isPrimary) return;
    if (source.kind === 'slot' && e.pointerType === 'touch') return;
    press.current = { source, x0: e.clientX, y0: e.clientY, dragging: false, hoverKey: '' };
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Not every environment supports capture (jsdom); the drag still works while over the element.
    }
  }, []);

  const onPointerMove = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p) return;
    if (!p.dragging) {
      if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < THRESHOLD_PX) return;
      p.dragging = true;
      setActive({ source: p.source, x: e.clientX, y: e.clientY });
    }
    const ghost = ghostRef.current;
    if (ghost) ghost.style.transform = `translate(${e.clientX - 22}px, ${e.clientY - 22}px)`;
    const target = slotAtPoint(e.clientX, e.clientY);
    const key = target ? `${target.fn}:${target.slot}` : '';
    if (key !== p.hoverKey) {
      p.hoverKey = key;
      setHover(target);
    }
  }, []);

  const finish = useCallback((e: ReactPointerEvent<HTMLElement> | null) => {
    const p = press.current;
    press.current = null;
    if (!p?.dragging) return;
    endedAt.current = performance.now();
    setActive(null);
    setHover(null);
    const target = e ? slotAtPoint(e.clientX, e.clientY) : null;
    if (target) dropRef.current(p.source, target);
  }, []);

  const onPointerUp = useCallback((e: ReactPointerEvent<HTMLElement>) => finish(e), [finish]);
  const onPointerCancel = useCallback(() => finish(null), [finish]);
  const onClickCapture = useCallback((e: ReactMouseEvent<HTMLElement>) => {
    if (performance.now() - endedAt.current < SWALLOW_CLICK_MS) {
      e.preventDefault();
      e.stopPropagation();
    }
  }, []);

  return useMemo(
    () => ({ active, hover, ghostRef, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture }),
    [active, hover, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture],
  );
}
