import { describe, expect, it, vi } from 'vitest';
import { frameLater } from './frameLater';
import { testStore } from '../../test/testStore';
import { manualFrames } from '../../test/frames';

/** A store of 1 and a frameLater over it, with a listener that counts what it hears. */
function follow(atOnce?: (shown: number, now: number) => boolean) {
  const s = testStore(1);
  const later = frameLater(s.actor, atOnce);
  const heard = vi.fn();
  later.subscribe(heard);
  return { set: s.set, later, heard };
}

const manual = manualFrames();
const frame = manual.frame;

describe('frameLater', () => {
  it('shows a change once a frame has been drawn after it: the next frame, then the task after it', () => {
    const { set, later, heard } = follow();
    set(2);
    expect(later.getSnapshot()).toBe(1);
    vi.runAllTimers(); // no task shows it before the frame
    expect(later.getSnapshot()).toBe(1);
    frame();
    expect(later.getSnapshot()).toBe(1); // not in the frame itself: that frame is the change's
    vi.runAllTimers();
    expect(later.getSnapshot()).toBe(2);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('shows several changes before then as one, the latest', () => {
    const { set, later, heard } = follow();
    set(2);
    set(3);
    frame();
    set(4);
    vi.runAllTimers();
    expect(later.getSnapshot()).toBe(4);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(manual.pending).toHaveLength(0);
  });

  it('catchUp shows the latest at once, and nothing is left waiting', () => {
    const { set, later, heard } = follow();
    set(2);
    later.catchUp();
    expect(later.getSnapshot()).toBe(2);
    expect(heard).toHaveBeenCalledTimes(1);
    frame();
    vi.runAllTimers();
    expect(heard).toHaveBeenCalledTimes(1);
    later.catchUp(); // nothing new: no one hears it
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('shows at once a change for which atOnce holds', () => {
    const { set, later } = follow((shown, now) => Math.floor(shown / 10) !== Math.floor(now / 10));
    set(2);
    expect(later.getSnapshot()).toBe(1);
    set(12);
    expect(later.getSnapshot()).toBe(12);
  });

  it('follows the actor only while it has listeners, and takes its latest when heard again', () => {
    const s = testStore(1);
    const later = frameLater(s.actor);
    expect(s.listeners.size).toBe(0);
    const a = later.subscribe(() => {});
    const b = later.subscribe(() => {});
    expect(s.listeners.size).toBe(1);
    a.unsubscribe();
    expect(s.listeners.size).toBe(1);
    s.set(2);
    b.unsubscribe();
    expect(s.listeners.size).toBe(0);
    frame();
    vi.runAllTimers();
    expect(later.getSnapshot()).toBe(1); // the change left waiting was dropped with the last listener
    s.set(3);
    later.subscribe(() => {});
    expect(later.getSnapshot()).toBe(3);
  });
});
