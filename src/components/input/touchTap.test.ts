import fc from 'fast-check';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { createTouchTap } from './touchTap';

const chip = {} as HTMLElement;
const other = {} as HTMLElement;

function pointer(init: { type?: string; id?: number; x?: number; y?: number; t?: number; on?: HTMLElement; primary?: boolean } = {}) {
  return { pointerType: init.type ?? 'touch', pointerId: init.id ?? 1, clientX: init.x ?? 10, clientY: init.y ?? 10, timeStamp: init.t ?? 0, currentTarget: init.on ?? chip, isPrimary: init.primary ?? true } as unknown as ReactPointerEvent<HTMLElement>;
}
const click = (pointerType = 'touch') => ({ nativeEvent: { pointerType } }) as unknown as ReactMouseEvent<HTMLElement>;

describe('a touch tap answered when the finger lifts', () => {
  it('a lift where the finger came down is a tap, and the click after it is not answered again', () => {
    const tap = createTouchTap();
    tap.onPointerDown(pointer());
    tap.onPointerMove(pointer({ x: 13, y: 12, t: 40 }));
    expect(tap.onPointerUp(pointer({ x: 13, y: 12, t: 90 }))).toBe(true);
    expect(tap.answered(click())).toBe(true);
    // One click only: the next is the player's own.
    expect(tap.answered(click())).toBe(false);
  });

  it('a keyboard click after a tap is its own', () => {
    const tap = createTouchTap();
    tap.onPointerDown(pointer());
    expect(tap.onPointerUp(pointer({ t: 80 }))).toBe(true);
    expect(tap.answered(click(''))).toBe(false);
    expect(tap.answered(click())).toBe(true);
  });

  it('no tap: a mouse, a second finger, a move past the slop, a long press, a scroll, a lift elsewhere', () => {
    const lift = (tap: ReturnType<typeof createTouchTap>, down: Parameters<typeof pointer>[0], up: Parameters<typeof pointer>[0] = {}) => {
      tap.onPointerDown(pointer(down));
      return tap.onPointerUp(pointer({ t: 80, ...up }));
    };
    expect(lift(createTouchTap(), { type: 'mouse' }, { type: 'mouse' })).toBe(false);
    expect(lift(createTouchTap(), { primary: false })).toBe(false);
    expect(lift(createTouchTap({ slopPx: 7 }), {}, { x: 18 })).toBe(false);
    expect(lift(createTouchTap({ longPressMs: 500 }), {}, { t: 500 })).toBe(false);
    expect(lift(createTouchTap(), {}, { on: other })).toBe(false);
    expect(lift(createTouchTap(), {}, { id: 2 })).toBe(false);
    const scrolled = createTouchTap();
    scrolled.onPointerDown(pointer());
    scrolled.onPointerCancel();
    expect(scrolled.onPointerUp(pointer({ t: 80 }))).toBe(false);
    const moved = createTouchTap({ slopPx: 7 });
    moved.onPointerDown(pointer());
    moved.onPointerMove(pointer({ x: 30, t: 20 }));
    expect(moved.onPointerUp(pointer({ t: 80 }))).toBe(false);
    // A click with no tap answered on its lift is answered by the click.
    expect(moved.answered(click())).toBe(false);
  });

  it('whatever the finger does, a touch is answered at most once: on its lift or by its click', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), dx: fc.integer({ min: -20, max: 20 }), dy: fc.integer({ min: -20, max: 20 }) }),
      fc.record({ kind: fc.constant('cancel' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 5 }), fc.integer({ min: 0, max: 900 }), fc.boolean(), (steps, held, clicked) => {
        const tap = createTouchTap({ slopPx: 7, longPressMs: 500 });
        tap.onPointerDown(pointer());
        let at = { x: 10, y: 10 };
        let cancelled = false;
        for (const s of steps) {
          if (s.kind === 'cancel') {
            tap.onPointerCancel();
            cancelled = true;
          } else {
            at = { x: at.x + s.dx, y: at.y + s.dy };
            tap.onPointerMove(pointer({ ...at, t: held / 2 }));
          }
        }
        const onLift = !cancelled && tap.onPointerUp(pointer({ ...at, t: held }));
        // The browser clicks only after a lift it did not take for a scroll.
        const byClick = clicked && !cancelled && !tap.answered(click());
        return !(onLift && byClick);
      }),
    );
  });
});
