import fc from 'fast-check';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { createPressTap, createTouchTap } from './touchTap';

const chip = {} as HTMLElement;
const other = {} as HTMLElement;

function pointer(init: { type?: string; id?: number; x?: number; y?: number; t?: number; on?: HTMLElement; primary?: boolean; button?: number } = {}) {
  return { pointerType: init.type ?? 'touch', pointerId: init.id ?? 1, clientX: init.x ?? 10, clientY: init.y ?? 10, timeStamp: init.t ?? 0, currentTarget: init.on ?? chip, isPrimary: init.primary ?? true, button: init.button ?? 0 } as unknown as ReactPointerEvent<HTMLElement>;
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

describe('a press answered as the finger lands', () => {
  it("a finger's or a pen's press is the tap, and the click made of that touch is not answered again", () => {
    for (const type of ['touch', 'pen']) {
      const tap = createPressTap();
      expect(tap.pressed(pointer({ type }))).toBe(true);
      expect(tap.answered(click(type))).toBe(true);
      // One click only: the next is the player's own.
      expect(tap.answered(click(type))).toBe(false);
    }
  });

  it('a mouse press, a second finger or another button is left to the click', () => {
    expect(createPressTap().pressed(pointer({ type: 'mouse' }))).toBe(false);
    expect(createPressTap().pressed(pointer({ primary: false }))).toBe(false);
    expect(createPressTap().pressed(pointer({ type: 'pen', button: 2 }))).toBe(false);
    // With no press answered, every click is answered by the control.
    expect(createPressTap().answered(click())).toBe(false);
  });

  it("a keyboard's or a mouse's click after a press is its own", () => {
    const tap = createPressTap();
    expect(tap.pressed(pointer())).toBe(true);
    expect(tap.answered(click(''))).toBe(false);
    expect(tap.answered(click('mouse'))).toBe(false);
    expect(tap.answered(click())).toBe(true);
  });

  it('whatever the presses and clicks, each touch is answered once: by its press', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('press' as const), type: fc.constantFrom('touch', 'pen', 'mouse'), primary: fc.boolean() }),
      fc.record({ kind: fc.constant('click' as const), type: fc.constantFrom('touch', 'pen', 'mouse', '') }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const tap = createPressTap();
        let answers = 0;
        let touches = 0;
        let pendingClick = false;
        for (const e of events) {
          if (e.kind === 'press') {
            if (tap.pressed(pointer({ type: e.type, primary: e.primary }))) answers++;
            if ((e.type === 'touch' || e.type === 'pen') && e.primary) {
              touches++;
              pendingClick = true;
            }
          } else {
            const own = !tap.answered(click(e.type));
            // The click made of a touch just answered by its press is never answered again.
            if (pendingClick && (e.type === 'touch' || e.type === 'pen') && own) return false;
            if (e.type === 'touch' || e.type === 'pen') pendingClick = false;
            if (own) answers++;
          }
        }
        return answers >= touches;
      }),
    );
  });
});
