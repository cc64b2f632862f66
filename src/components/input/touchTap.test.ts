import fc from 'fast-check';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { createPressAnswer, createTouchTap } from './touchTap';

const chip = {} as HTMLElement;
const other = {} as HTMLElement;

function pointer(init: { type?: string; id?: number; x?: number; y?: number; t?: number; on?: HTMLElement; primary?: boolean; button?: number } = {}) {
  return { pointerType: init.type ?? 'touch', pointerId: init.id ?? 1, clientX: init.x ?? 10, clientY: init.y ?? 10, timeStamp: init.t ?? 0, currentTarget: init.on ?? chip, isPrimary: init.primary ?? true, button: init.button ?? 0 } as unknown as ReactPointerEvent<HTMLElement>;
}
/** A click; `null`: a browser whose clicks are plain MouseEvents, with no pointer type. */
const click = (pointerType: string | null = 'touch') => ({ nativeEvent: pointerType === null ? {} : { pointerType } }) as unknown as ReactMouseEvent<HTMLElement>;

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

describe('a press answered as it lands', () => {
  it("a finger's or a pen's main contact is answered on its press; the click made of it is not answered again", () => {
    for (const type of ['touch', 'pen']) {
      const answer = createPressAnswer();
      expect(answer.press(pointer({ type }))).toBe(true);
      expect(answer.answered(click(type))).toBe(true);
    }
  });

  it('a second finger or another button is not a press to answer', () => {
    expect(createPressAnswer().press(pointer({ primary: false }))).toBe(false);
    expect(createPressAnswer().press(pointer({ type: 'pen', button: 2 }))).toBe(false);
    expect(createPressAnswer(['mouse']).press(pointer({ type: 'mouse', button: 2 }))).toBe(false);
  });

  it('a mouse is answered on its click, unless the control answers mice on their press too', () => {
    const fingers = createPressAnswer();
    expect(fingers.press(pointer({ type: 'mouse' }))).toBe(false);
    expect(fingers.answered(click('mouse'))).toBe(false);
    const all = createPressAnswer(['mouse', 'touch', 'pen']);
    expect(all.press(pointer({ type: 'mouse' }))).toBe(true);
    expect(all.answered(click('mouse'))).toBe(true);
  });

  it("a keyboard's or a screen reader's click (no pointer) is always the control's own", () => {
    const answer = createPressAnswer(['mouse', 'touch', 'pen']);
    answer.press(pointer());
    expect(answer.answered(click(''))).toBe(false);
    expect(answer.answered(click(''))).toBe(false);
  });

  it('where clicks carry no pointer type, the press tells: once, and not after a cancel', () => {
    const answer = createPressAnswer();
    expect(answer.answered(click(null))).toBe(false);
    answer.press(pointer());
    expect(answer.answered(click(null))).toBe(true);
    expect(answer.answered(click(null))).toBe(false);
    answer.press(pointer());
    answer.cancel();
    expect(answer.answered(click(null))).toBe(false);
  });

  it('whatever the pointer and the browser, a press and the click made of it are answered once between them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('touch', 'pen', 'mouse'),
        fc.subarray(['touch', 'pen', 'mouse'] as const),
        fc.boolean(),
        fc.boolean(),
        (type, pointers, primary, typedClicks) => {
          const answer = createPressAnswer(pointers);
          const onPress = answer.press(pointer({ type, primary }));
          // Only a primary contact makes a click.
          if (!primary) return !onPress;
          const onClick = !answer.answered(click(typedClicks ? type : null));
          return onPress !== onClick;
        },
      ),
    );
  });
});
