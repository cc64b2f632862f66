import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStage, type PopstarStage } from '../../machines/popstarStage';
import { stubIdleCallbacks } from '../../test/idle';
import { StatusLine, statusLineText } from './StatusLine';

const stage = (over: Partial<PopstarStage> = {}): PopstarStage => ({ ...createStage({ seed: 7, level: 3, startScore: 0 }), ...over });

describe('statusLineText', () => {
  it('says what a selection is worth and how to pop it', () => {
    const selected = stage({ phase: 'playing', selection: { cells: [[0, 0], [0, 1], [1, 1]], points: 45, hinted: false } });
    expect(statusLineText('RUNNING', selected, false)).toEqual({ main: '3 stars, 45 points', aside: 'tap again to pop' });
    const hinted = stage({ phase: 'playing', selection: { cells: [[0, 0], [0, 1]], points: 20, hinted: true } });
    expect(statusLineText('RUNNING', hinted, false).aside).toBe('hint · tap to pop');
  });

  it('shows a pop, the level intro and the verdicts by phase', () => {
    const pop = { id: 1, group: [], ids: [], falls: [], colour: 1, points: 1280, praise: 'Great!' as const, reachedTarget: false };
    expect(statusLineText('RUNNING', stage({ phase: 'popping', lastPop: pop }), false).main).toBe('+1,280 · Great!');
    expect(statusLineText('RUNNING', stage({ phase: 'intro' }), false).main).toMatch(/^Level 3 · target [\d,]+$/);
    expect(statusLineText('RUNNING', stage({ phase: 'cleared' }), false).main).toBe('Level 3 cleared!');
    expect(statusLineText('RUNNING', stage({ phase: 'failed' }), false).main).toBe('Target missed');
    expect(statusLineText('RUNNING', stage({ phase: 'playing' }), false).main).toBe('Tap a group of 2 or more stars');
  });

  it('puts the run state and the demo before anything else', () => {
    const selected = stage({ selection: { cells: [[0, 0], [0, 1]], points: 20, hinted: false } });
    expect(statusLineText('OVER', selected, false)).toEqual({ main: 'Run over', aside: '' });
    expect(statusLineText('STOP', selected, false).main).toBe('Run ended');
    expect(statusLineText('RUNNING', selected, true).main).toBe("Demo · the solver's proof of level 3");
    expect(statusLineText('READY', stage(), false).main).toBe('Tap the board to start');
    expect(statusLineText('READY', stage({ moves: [[9, 0]] }), false).main).toBe('Your run continues: tap the board');
  });
});

describe('StatusLine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a new line once the browser is idle, out of the frame that lifts or bursts the bricks', () => {
    const { runLast } = stubIdleCallbacks();
    const { getByTestId, rerender } = render(createElement(StatusLine, { main: 'Tap a group of 2 or more stars', aside: '' }));
    const line = getByTestId('popstar-status');
    expect(line).toHaveTextContent('Tap a group of 2 or more stars');
    rerender(createElement(StatusLine, { main: '3 stars, 45 points', aside: 'tap again to pop' }));
    expect(line).toHaveTextContent('Tap a group of 2 or more stars');
    runLast();
    expect(line.children).toHaveLength(2);
    expect(line.children[0]).toHaveTextContent('3 stars, 45 points');
    expect(line.children[1]).toHaveTextContent('tap again to pop');
    // Back to one part: the aside goes.
    rerender(createElement(StatusLine, { main: '+45', aside: '' }));
    runLast();
    expect(line.children).toHaveLength(1);
    expect(line).toHaveTextContent('+45');
  });
});

