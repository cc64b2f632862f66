import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveLayer } from './moveLayer';

/** A stand-in for a browser's Animation: its state, and the keyframes it was given. */
function fakeAnimation(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  const effect = { keyframes, setKeyframes: vi.fn((next: Keyframe[]) => { effect.keyframes = next; }) };
  return { options, effect, playState: Number(options.duration ?? 0) > 0 ? 'running' : 'finished', replaceState: 'active' };
}

describe('moveLayer', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

  it('sets the style where there are no Web Animations', () => {
    const el = document.createElement('div');
    expect(moveLayer(el, 'translate(10px, 0px)')).toBeNull();
    expect(el.style.transform).toBe('translate(10px, 0px)');
  });

  it('moves by an animation that holds its end, never by the style', () => {
    const animate = vi.fn(fakeAnimation);
    (HTMLElement.prototype as Partial<HTMLElement>).animate = animate as unknown as HTMLElement['animate'];
    const el = document.createElement('div');
    moveLayer(el, 'translate(1px, 0px)', 120, 'ease-in');
    expect(animate).toHaveBeenCalledWith([{ transform: 'translate(1px, 0px)' }], { duration: 120, easing: 'ease-in', fill: 'forwards' });
    expect(el.style.transform).toBe('');
  });

  it('moves at once by new keyframes for the animation that holds the last move, when it has finished', () => {
    const animate = vi.fn(fakeAnimation);
    (HTMLElement.prototype as Partial<HTMLElement>).animate = animate as unknown as HTMLElement['animate'];
    const el = document.createElement('div');
    const first = moveLayer(el, 'translate(1px, 0px)') as unknown as ReturnType<typeof fakeAnimation>;
    const second = moveLayer(el, 'translate(2px, 0px)') as unknown as ReturnType<typeof fakeAnimation>;
    expect(second).toBe(first);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(first.effect.keyframes).toEqual([{ transform: 'translate(2px, 0px)' }]);
    // Another element has its own.
    moveLayer(document.createElement('div'), 'translate(3px, 0px)');
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('starts a new animation for a glide, over one still running, and after a cancel or a replace', () => {
    const animate = vi.fn(fakeAnimation);
    (HTMLElement.prototype as Partial<HTMLElement>).animate = animate as unknown as HTMLElement['animate'];
    const el = document.createElement('div');
    const held = moveLayer(el, 'translate(1px, 0px)') as unknown as ReturnType<typeof fakeAnimation>;
    // A glide is an animation of its own, from where the layer is.
    const glide = moveLayer(el, 'translate(5px, 0px)', 200) as unknown as ReturnType<typeof fakeAnimation>;
    expect(glide).not.toBe(held);
    // Mid-glide, a move at once overrides it with a new animation.
    const jump = moveLayer(el, 'translate(6px, 0px)') as unknown as ReturnType<typeof fakeAnimation>;
    expect(jump).not.toBe(glide);
    expect(glide.effect.setKeyframes).not.toHaveBeenCalled();
    expect(animate).toHaveBeenCalledTimes(3);
    jump.playState = 'idle'; // cancelled
    expect(moveLayer(el, 'translate(7px, 0px)')).not.toBe(jump);
    const after = moveLayer(el, 'translate(8px, 0px)') as unknown as ReturnType<typeof fakeAnimation>;
    after.replaceState = 'removed';
    expect(moveLayer(el, 'translate(9px, 0px)')).not.toBe(after);
    expect(animate).toHaveBeenCalledTimes(5);
  });

  it('reuses a glide once it has finished: it holds its last keyframe', () => {
    const animate = vi.fn(fakeAnimation);
    (HTMLElement.prototype as Partial<HTMLElement>).animate = animate as unknown as HTMLElement['animate'];
    const el = document.createElement('div');
    const glide = moveLayer(el, 'translate(5px, 0px)', 200) as unknown as ReturnType<typeof fakeAnimation>;
    glide.playState = 'finished';
    expect(moveLayer(el, 'translate(6px, 0px)')).toBe(glide);
    expect(glide.effect.keyframes).toEqual([{ transform: 'translate(6px, 0px)' }]);
  });
});
