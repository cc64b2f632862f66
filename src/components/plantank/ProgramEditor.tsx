import { memo, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { Action, Color } from '../../logic/plantank/index.ts';
import type { SlotMarks } from '../../machines/plantankView';
import type { CursorMove, SlotRef } from '../../logic/plantank/editorState';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { createTouchTap } from '../input/touchTap';
import { showPress } from '../input/pressFeedback';
import { ActionIcon } from './icons';
import { slotDescription } from './words';
import type { Draft } from '../../logic/plantank/programDraft';
import type { ProgramDrag } from './useProgramDrag';

export { actionName, slotDescription } from './words';
export type { SlotMarks };

const ARROWS: Record<string, CursorMove> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'home', End: 'end' };

export interface ProgramEditorProps {
  draft: Draft;
  cursor: SlotRef;
  marks: SlotMarks;
  drag: ProgramDrag;
  disabled?: boolean;
  onTap: (at: SlotRef) => void;
  onCursor: (move: CursorMove) => void;
  /** A slot got focus (click, Tab, screen reader): it becomes the cursor. */
  onSelect: (at: SlotRef) => void;
  /** Slots with a breakpoint, as `fn:slot` keys. */
  breakpoints?: readonly string[];
  /** A right-click or a long press on a slot toggles its breakpoint. */
  onBreakpoint?: (at: SlotRef) => void;
  /** The slot a hint points at, and what it says goes there (for the slot's label). */
  hint?: { at: SlotRef; says: string } | null;
}

/** A press held this long without moving toggles the slot's breakpoint. */
export const LONG_PRESS_MS = 500;
/** Moving further than this while pressing is a drag or a scroll, not a long press. */
const LONG_PRESS_SLOP_PX = 10;
/** The click (and a touch's context menu) that follow a long press belong to it. */
const AFTER_LONG_PRESS_MS = 800;

/**
 * F1..F5 as an ARIA grid of slots: one tab stop (roving tabindex) and arrow keys between slots.
 * A slot's colour is its background (the condition), its icon the command; a red dot marks a
 * breakpoint (right-click or a long press toggles it) and a breathing ring the slot a hint names.
 */
export function ProgramEditor({ draft, cursor, marks, drag, disabled = false, onTap, onCursor, onSelect, breakpoints = NO_BREAKPOINTS, onBreakpoint, hint = null }: ProgramEditorProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const tr = useT();

  // The slot a finger's tap just moved the cursor to: the tap's click focuses it itself, so the
  // effect below leaves it be, once, rather than force a style pass in the edit's frame.
  const pressedSlot = useRef<SlotRef | null>(null);
  // Keyboard focus follows the cursor while it is inside the grid, at the next frame: a focus
  // forces a style and layout pass, which in the key's own task was work of its own.
  useEffect(() => {
    const grid = gridRef.current;
    const pressed = pressedSlot.current;
    pressedSlot.current = null;
    if (pressed && pressed.fn === cursor.fn && pressed.slot === cursor.slot) return;
    if (!grid || !grid.contains(document.activeElement)) return;
    const frame = requestAnimationFrame(() => {
      if (grid.contains(document.activeElement)) grid.querySelector<HTMLElement>(`[data-slot="${cursor.fn}:${cursor.slot}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [cursor]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    pressedSlot.current = null;
    const move = ARROWS[e.key];
    if (move) {
      e.preventDefault();
      onCursor(move);
    } else if ((e.key === 'Enter' || e.key === ' ') && !disabled) {
      e.preventDefault();
      onTap(cursor);
    }
  };
  // Stable handlers for the memoised cells, reading the latest props.
  const latest = useRef({ draft, cursor, disabled, onTap, onSelect, drag, onBreakpoint });
  useEffect(() => {
    latest.current = { draft, cursor, disabled, onTap, onSelect, drag, onBreakpoint };
  });
  // A long press: where it began, its timer, and when it last fired (to swallow what follows it).
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const longPressAt = useRef(-Infinity);
  const endPress = useCallback(() => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  }, []);
  useEffect(() => endPress, [endPress]);
  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    const at = refOf(e.currentTarget);
    // A tap's lift has moved the cursor here already: its focus, which follows, changes nothing
    // (and selecting again would render the program once more in the tap).
    const { cursor: now } = latest.current;
    if (at && (at.fn !== now.fn || at.slot !== now.slot)) latest.current.onSelect(at);
  }, []);
  // A touch tap answers when the finger lifts (touchTap.ts); a long press is a breakpoint, not a tap.
  const [touchTap] = useState(() => createTouchTap({ slopPx: LONG_PRESS_SLOP_PX, longPressMs: LONG_PRESS_MS }));
  const onClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (touchTap.answered(e)) return;
      const at = refOf(e.currentTarget);
      if (at && !latest.current.disabled) latest.current.onTap(at);
    },
    [touchTap],
  );
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const at = refOf(e.currentTarget);
      const { draft: d, disabled: off, drag: dr, onBreakpoint: toggle } = latest.current;
      if (!off) showPress(e);
      if (at && !off && d[at.fn]?.[at.slot]?.action) dr.onPointerDown({ kind: 'slot', from: at }, e);
      touchTap.onPointerDown(e);
      endPress();
      if (at && toggle && e.button === 0 && e.isPrimary) {
        const timer = setTimeout(() => {
          press.current = null;
          longPressAt.current = performance.now();
          navigator.vibrate?.(12);
          latest.current.onBreakpoint?.(at);
        }, LONG_PRESS_MS);
        press.current = { x: e.clientX, y: e.clientY, timer };
      }
    },
    [endPress, touchTap],
  );
  const { onPointerMove: dragMove, onPointerUp: dragUp, onPointerCancel: dragCancel, onClickCapture: dragClickCapture } = drag;
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > LONG_PRESS_SLOP_PX) endPress();
      touchTap.onPointerMove(e);
      dragMove(e);
    },
    [dragMove, endPress, touchTap],
  );
  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      endPress();
      dragUp(e);
      const at = refOf(e.currentTarget);
      if (touchTap.onPointerUp(e) && at && !latest.current.disabled) {
        pressedSlot.current = at;
        latest.current.onTap(at);
      }
    },
    [dragUp, endPress, touchTap],
  );
  const onPointerCancel = useCallback(() => {
    endPress();
    touchTap.onPointerCancel();
    dragCancel();
  }, [dragCancel, endPress, touchTap]);
  const onClickCapture = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (performance.now() - longPressAt.current < AFTER_LONG_PRESS_MS) {
        e.preventDefault();
        e.stopPropagation();
        longPressAt.current = -Infinity;
        return;
      }
      dragClickCapture(e);
    },
    [dragClickCapture],
  );
  const onContextMenu = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const at = refOf(e.currentTarget);
      if (!at || !latest.current.onBreakpoint) return;
      e.preventDefault();
      endPress();
      // A touch's long press may also open the context menu: the press already toggled.
      if (performance.now() - longPressAt.current < AFTER_LONG_PRESS_MS) return;
      latest.current.onBreakpoint(at);
    },
    [endPress],
  );

  const handlers = useMemo<SlotHandlers>(
    () => ({ onClick, onFocus, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onContextMenu }),
    [onClick, onFocus, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onContextMenu],
  );
  const breakpointSet = useMemo(() => new Set(breakpoints), [breakpoints]);
  const hintKey = hint ? `${hint.at.fn}:${hint.at.slot}` : '';

  const currentKey = marks.current ? `${marks.current.fn}:${marks.current.slot}` : '';
  const waitingKeys = new Set(marks.waiting.map((w) => `${w.fn}:${w.slot}`));
  const hoverKey = drag.hover ? `${drag.hover.fn}:${drag.hover.slot}` : '';

  return (
    <div ref={gridRef} role="grid" aria-label={tr('plantank.program.label')} aria-disabled={disabled || undefined} className="pt-program" data-breakpoints={onBreakpoint ? '' : undefined} onKeyDown={onKeyDown}>
      {draft.map((slots, fn) =>
        slots.length === 0 ? null : (
          <div role="row" key={fn} className={`pt-fn-row${marks.current?.fn === fn ? ' is-active' : ''}`}>
            <span role="rowheader" className="pt-fn-label">
              F{fn + 1}
            </span>
            <div className="pt-slots" role="presentation">
              {slots.map((slot, k) => {
                const key = `${fn}:${k}`;
                const mark = key === currentKey ? (marks.culprit ? 'culprit' : 'current') : waitingKeys.has(key) ? 'waiting' : null;
                return (
                  <SlotCell
                    key={k}
                    fn={fn}
                    slot={k}
                    cond={slot.cond}
                    action={slot.action}
                    isCursor={cursor.fn === fn && cursor.slot === k}
                    mark={mark}
                    dropTarget={key === hoverKey}
                    breakpoint={breakpointSet.has(key)}
                    hint={key === hintKey ? (hint?.says ?? null) : null}
                    handlers={handlers}
                    locale={tr}
                  />
                );
              })}
            </div>
          </div>
        ),
      )}
    </div>
  );
}

interface SlotHandlers {
  onClick: (e: MouseEvent<HTMLElement>) => void;
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (e: MouseEvent<HTMLElement>) => void;
  onContextMenu: (e: MouseEvent<HTMLElement>) => void;
}

const NO_BREAKPOINTS: readonly string[] = [];

function refOf(el: HTMLElement): SlotRef | null {
  const match = /^(\d+):(\d+)$/.exec(el.dataset.slot ?? '');
  return match ? { fn: Number(match[1]), slot: Number(match[2]) } : null;
}

const SlotCell = memo(function SlotCell({
  fn,
  slot,
  cond,
  action,
  isCursor,
  mark,
  dropTarget,
  breakpoint,
  hint,
  handlers,
}: {
  /** The translator: a new one on a language switch renders the memoised cell again. */
  locale: unknown;
  fn: number;
  slot: number;
  cond: Color | null;
  action: Action | null;
  isCursor: boolean;
  mark: 'current' | 'waiting' | 'culprit' | null;
  dropTarget: boolean;
  breakpoint: boolean;
  /** What a hint says goes here, when it points at this slot. */
  hint: string | null;
  handlers: SlotHandlers;
}) {
  const classes = ['pt-slot'];
  if (cond) classes.push(`pt-cond-${cond}`);
  if (action) classes.push('has-action');
  if (isCursor) classes.push('is-cursor');
  if (mark) classes.push(`is-${mark}`);
  if (dropTarget) classes.push('is-drop-target');
  if (breakpoint) classes.push('has-breakpoint');
  if (hint !== null) classes.push('is-hint');
  const said = t('plantank.program.slot', { fn: fn + 1, slot: slot + 1, what: slotDescription({ cond, action }) });
  const marked = breakpoint ? t('plantank.program.withBreakpoint', { label: said }) : said;
  const label = hint !== null ? t('plantank.program.withHint', { label: marked, hint }) : marked;
  return (
    <div
      role="gridcell"
      tabIndex={isCursor ? 0 : -1}
      className={classes.join(' ')}
      data-slot={`${fn}:${slot}`}
      aria-label={label}
      data-breakpoint={breakpoint || undefined}
      data-hint={hint !== null || undefined}
      aria-selected={isCursor}
      aria-current={mark === 'current' || mark === 'culprit' ? 'step' : undefined}
      {...handlers}
    >
      {action && <ActionIcon action={action} />}
      {breakpoint && <span className="pt-breakpoint" aria-hidden="true" />}
      {hint !== null && <span className="pt-hint-glow" aria-hidden="true" />}
    </div>
  );
});
