import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAnimationEventsFromReact, QUIET_EVENTS } from './animationEvents';

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

const fire = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));

describe('keepAnimationEventsFromReact', () => {
  it('stops animation and transition events at the window: React handlers never run', () => {
    const onAnimationEnd = vi.fn();
    const onTransitionEnd = vi.fn();
    const { getByTestId } = render(<div data-testid="fx" onAnimationEnd={onAnimationEnd} onTransitionEnd={onTransitionEnd} />);
    // (jsdom has no AnimationEvent, so React listens for its prefixed name there; a browser's React
    // listens for animationend itself. transitionend is the same name in both.)
    fire(getByTestId('fx'), 'transitionend');
    expect(onTransitionEnd).toHaveBeenCalledTimes(1); // without it, React sees the event
    undo = keepAnimationEventsFromReact();
    for (const type of QUIET_EVENTS) fire(getByTestId('fx'), type);
    expect(onTransitionEnd).toHaveBeenCalledTimes(1);
    expect(onAnimationEnd).not.toHaveBeenCalled();
  });

  it('lets every other event through', () => {
    const onClick = vi.fn();
    const { getByTestId } = render(<button type="button" data-testid="b" onClick={onClick} />);
    undo = keepAnimationEventsFromReact();
    getByTestId('b').click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
