import fc from 'fast-check';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/Button';
import { PRESSED_ATTRIBUTE, swallowRestOfTouch } from './pressFeedback';

const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0 };

function renderButton(props: { disabled?: boolean; onPointerDown?: () => void } = {}) {
  const { container } = render(
    <Button onClick={() => {}} {...props}>
      <span>Go</span>
    </Button>,
  );
  return within(container).getByRole('button', { name: 'Go' });
}

describe('a press shown as it lands', () => {
  it('a finger shows the press until it lifts, the button keeps its own pointerdown', () => {
    const own = vi.fn();
    const button = renderButton({ onPointerDown: own });
    fireEvent.pointerDown(button.firstElementChild!, touch);
    expect(button).toHaveAttribute(PRESSED_ATTRIBUTE);
    expect(own).toHaveBeenCalledTimes(1);
    // Another finger's lift is not this press's.
    fireEvent.pointerUp(button, { ...touch, pointerId: 8 });
    expect(button).toHaveAttribute(PRESSED_ATTRIBUTE);
    fireEvent.pointerUp(button.firstElementChild!, touch);
    expect(button).not.toHaveAttribute(PRESSED_ATTRIBUTE);
  });

  it('a press the browser takes for a scroll, or that slides off, stops showing', () => {
    const button = renderButton();
    fireEvent.pointerDown(button, touch);
    fireEvent.pointerCancel(button, touch);
    expect(button).not.toHaveAttribute(PRESSED_ATTRIBUTE);
    fireEvent.pointerDown(button, { ...touch, pointerType: 'pen' });
    expect(button).toHaveAttribute(PRESSED_ATTRIBUTE);
    fireEvent.pointerLeave(button, touch);
    expect(button).not.toHaveAttribute(PRESSED_ATTRIBUTE);
  });

  it('a mouse (it has :active), a second finger, another button and a disabled button show nothing', () => {
    const button = renderButton();
    fireEvent.pointerDown(button, { ...touch, pointerType: 'mouse' });
    fireEvent.pointerDown(button, { ...touch, isPrimary: false });
    fireEvent.pointerDown(button, { ...touch, pointerType: 'pen', button: 2 });
    expect(button).not.toHaveAttribute(PRESSED_ATTRIBUTE);
    render(
      <Button disabled>
        <span>Step</span>
      </Button>,
    );
    const step = screen.getByRole('button', { name: 'Step' });
    fireEvent.pointerDown(step, touch);
    expect(step).not.toHaveAttribute(PRESSED_ATTRIBUTE);
  });

  it('any run of presses, lifts and cancels leaves the button pressed exactly while a press is down', () => {
    const steps = fc.array(fc.constantFrom('down', 'up', 'cancel', 'leave', 'mouse-down', 'other-up'), { maxLength: 30 });
    fc.assert(
      fc.property(steps, (run) => {
        const button = renderButton();
        let down = false;
        for (const step of run) {
          if (step === 'down') {
            fireEvent.pointerDown(button, touch);
            down = true;
          } else if (step === 'mouse-down') fireEvent.pointerDown(button, { ...touch, pointerType: 'mouse' });
          else if (step === 'other-up') fireEvent.pointerUp(button, { ...touch, pointerId: 9 });
          else {
            if (step === 'up') fireEvent.pointerUp(button, touch);
            else if (step === 'cancel') fireEvent.pointerCancel(button, touch);
            else fireEvent.pointerLeave(button, touch);
            down = false;
          }
          expect(button.hasAttribute(PRESSED_ATTRIBUTE)).toBe(down);
        }
        cleanup();
      }),
      { numRuns: 60 },
    );
  });
});

describe('the rest of a touch a control answered', () => {
  const touchEvent = (type: string, touches: number) => {
    const e = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(e, 'touches', { value: { length: touches } });
    return e;
  };

  it("cancels the touch's last lift, which stops its click, and nothing after it", () => {
    const el = document.createElement('a');
    swallowRestOfTouch(el);
    // A second finger lifts first: the touch goes on.
    const early = touchEvent('touchend', 1);
    el.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    const last = touchEvent('touchend', 0);
    el.dispatchEvent(last);
    expect(last.defaultPrevented).toBe(true);
    // The next touch on the same element is its own.
    const next = touchEvent('touchend', 0);
    el.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('lets go once the browser cancels the touch', () => {
    const el = document.createElement('a');
    swallowRestOfTouch(el);
    el.dispatchEvent(touchEvent('touchcancel', 0));
    const later = touchEvent('touchend', 0);
    el.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

