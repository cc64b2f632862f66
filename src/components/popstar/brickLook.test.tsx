import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../logic/popstar/index.ts';
import type { PopEvent, Selection } from '../../machines/popstarStage';
import { selectSource, type Source } from '../board/source';
import { testStore } from '../../test/testStore';
import { newBursts, selectedIds, showSelection, type BrickAnswerSource } from './brickLook';
import { PopstarBoard, type PopstarBoardProps } from './PopstarBoard';

// A 3 x 2 board: popping the two reds at the bottom left drops the green above them.
const before = parseBoard(['GB', 'RB', 'RY']);
const beforeIds = [1, 2, 3, 4, 5, 6];
const after = parseBoard(['.B', '.B', 'GY']);
const afterIds = [0, 2, 0, 4, 1, 6];
const reds: Selection = { cells: [[2, 0], [1, 0]], points: 20, hinted: false };
const pop: PopEvent = { id: 1, group: [[2, 0], [1, 0]], ids: [5, 3], falls: [{ id: 1, from: [0, 0], to: [2, 0] }], colour: 1, points: 20, praise: null, reachedTarget: false };

const beforeStage: BrickAnswerSource = { board: before, ids: beforeIds, selection: null, lastPop: null };

/** A live stage a test changes by hand, as the machine would between two renders, read as the play screen reads it. */
function liveStage(first: BrickAnswerSource) {
  const store = testStore(first);
  const source: Source<BrickAnswerSource> = selectSource(store.actor, (s) => s, Object.is);
  return { source, set: store.set };
}

function props(over: Partial<PopstarBoardProps>): PopstarBoardProps {
  return { board: before, ids: beforeIds, selection: null, lastPop: null, bonus: null, cursor: [2, 0], onCell: () => {}, onCursor: () => {}, onClear: () => {}, ...over };
}

const slot = (container: HTMLElement, id: number) => container.querySelector<HTMLElement>(`.ps-bricks [data-id="${id}"]`)!;
const lifted = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.ps-slot.is-up')].map((s) => Number(s.dataset.id)).sort();

describe('the bricks answer from the live stage', () => {
  it('lift a selection the moment the machine has it, with no render', () => {
    const live = liveStage(beforeStage);
    const { container } = render(<PopstarBoard {...props({ live: live.source })} />);
    expect(lifted(container)).toEqual([]);
    live.set({ ...beforeStage, selection: reds });
    expect(lifted(container)).toEqual([3, 5]);
    expect(container.querySelector('.ps-bricks')).toHaveClass('has-selection');
    expect(slot(container, 5).firstElementChild).toHaveClass('is-selected');
    live.set({ ...beforeStage, selection: { ...reds, hinted: true } });
    expect(slot(container, 5).firstElementChild).toHaveClass('is-hinted');
    live.set(beforeStage);
    expect(lifted(container)).toEqual([]);
    expect(container.querySelector('.ps-bricks')).not.toHaveClass('has-selection');
  });

  it('follow the live stage, not the props, which come a frame late', () => {
    const live = liveStage({ ...beforeStage, selection: reds });
    const { container, rerender } = render(<PopstarBoard {...props({ live: live.source })} />);
    expect(lifted(container)).toEqual([3, 5]);
    // A render with the props of before the selection leaves the live look alone.
    rerender(<PopstarBoard {...props({ live: live.source, cursor: [0, 0] })} />);
    expect(lifted(container)).toEqual([3, 5]);
  });

  it('start a pop\'s bursts in its own task, and the render that follows writes nothing new', () => {
    const live = liveStage({ ...beforeStage, selection: reds });
    const { container, rerender } = render(<PopstarBoard {...props({ live: live.source, fallDelayMs: 70 })} />);
    const redSlots = [slot(container, 5), slot(container, 3)];
    live.set({ board: after, ids: afterIds, selection: null, lastPop: pop });
    expect(redSlots.map((s) => s.className)).toEqual(['ps-slot is-burst', 'ps-slot is-burst']);
    expect(redSlots.map((s) => [s.style.getPropertyValue('--d'), s.style.getPropertyValue('--late')])).toEqual([
      ['0ms', '18ms'],
      ['18ms', '0ms'],
    ]);
    expect(lifted(container)).toEqual([]);
    expect(redSlots.every((s) => !s.firstElementChild!.classList.contains('is-selected'))).toBe(true);
    const written = redSlots.map((s) => s.outerHTML);
    // The screen's render of the same pop, a frame later: the same elements, as the answer left them.
    rerender(<PopstarBoard {...props({ live: live.source, fallDelayMs: 70, board: after, ids: afterIds, lastPop: pop })} />);
    expect([slot(container, 5), slot(container, 3)]).toEqual(redSlots);
    expect(redSlots.map((s) => s.outerHTML)).toEqual(written);
  });

  it('show the props\' selection when there is no live stage (the demo)', () => {
    const { container, rerender } = render(<PopstarBoard {...props({})} />);
    rerender(<PopstarBoard {...props({ selection: reds })} />);
    expect(lifted(container)).toEqual([3, 5]);
    rerender(<PopstarBoard {...props({ selection: null })} />);
    expect(lifted(container)).toEqual([]);
  });
});

describe('brickLook', () => {
  it('reads the selected bricks\' ids, and a pop\'s bursts only when the pop is new', () => {
    expect([...selectedIds({ ...beforeStage, selection: reds })].sort()).toEqual([3, 5]);
    expect(selectedIds(beforeStage).size).toBe(0);
    const popped: BrickAnswerSource = { board: after, ids: afterIds, selection: null, lastPop: pop };
    expect(newBursts(beforeStage, popped).map((b) => b.id)).toEqual([5, 3]);
    expect(newBursts(popped, { ...popped })).toEqual([]);
    expect(newBursts(null, beforeStage)).toEqual([]);
  });

  it('writes only what changes, and never lifts a bursting brick', () => {
    const layer = document.createElement('div');
    layer.innerHTML = '<div class="ps-slot" data-id="1"><div class="ps-face"></div></div><div class="ps-slot is-burst" data-id="2"><div class="ps-face"></div></div>';
    showSelection(layer, new Set([1, 2]), false);
    expect(layer.children[0]).toHaveClass('is-up');
    expect(layer.children[1]).not.toHaveClass('is-up');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(layer, { subtree: true, attributes: true });
    showSelection(layer, new Set([1, 2]), false);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });
});
