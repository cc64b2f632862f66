import { describe, expect, it } from 'vitest';
import { actionOfGesture } from './useTetrisControls';

describe('board gestures', () => {
  it('tap: left half rotates counter-clockwise, right half clockwise', () => {
    expect(actionOfGesture({ type: 'tap', x: 10, y: 50 }, 300)).toBe('rotateCCW');
    expect(actionOfGesture({ type: 'tap', x: 149, y: 50 }, 300)).toBe('rotateCCW');
    expect(actionOfGesture({ type: 'tap', x: 150, y: 50 }, 300)).toBe('rotateCW');
  });

  it('drag steps move a column or soft-drop a row; up does nothing', () => {
    expect(actionOfGesture({ type: 'dragStep', dir: 'left' }, 300)).toBe('left');
    expect(actionOfGesture({ type: 'dragStep', dir: 'right' }, 300)).toBe('right');
    expect(actionOfGesture({ type: 'dragStep', dir: 'down' }, 300)).toBe('softDrop');
    expect(actionOfGesture({ type: 'dragStep', dir: 'up' }, 300)).toBeNull();
  });

  it('flick down hard-drops, flick up holds, sideways flicks and long presses do nothing', () => {
    expect(actionOfGesture({ type: 'flick', dir: 'down', velocity: 2 }, 300)).toBe('hardDrop');
    expect(actionOfGesture({ type: 'flick', dir: 'up', velocity: 2 }, 300)).toBe('hold');
    expect(actionOfGesture({ type: 'flick', dir: 'left', velocity: 2 }, 300)).toBeNull();
    expect(actionOfGesture({ type: 'longPress', x: 1, y: 1 }, 300)).toBeNull();
  });
});
