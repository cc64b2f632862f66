import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Cell } from '../../logic/popstar/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBoard } from '../../logic/popstar/index.ts';
import type { PopEvent } from '../../machines/popstarStage';
import { PopstarBoard, type PopstarBoardProps } from './PopstarBoard';

// A 3 x 2 board: popping the two reds at the bottom left drops the green above them.
const before = parseBoard(['GB', 'RB', 'RY']);
const beforeIds = [1, 2, 3, 4, 5, 6];
const after = parseBoard(['.B', '.B', 'GY']);
const afterIds = [0, 2, 0, 4, 1, 6];
const pop: PopEvent = { id: 1, group: [[2, 0], [1, 0]], ids: [5, 3], falls: [{ id: 1, from: [0, 0], to: [2, 0] }], colour: 1, points: 20, praise: null, reachedTarget: false };

function props(over: Partial<PopstarBoardProps>): PopstarBoardProps {
  return { board: before, ids: beforeIds, selection: null, lastPop: null, bonus: null, cursor: [2, 0], onCell: () => {}, onCursor: () => {}, onClear: () => {}, ...over };
}

/** The cell an element of the board is placed on (its --r and --c: popstar.css places it from them). */
function cellOf(el: HTMLElement): string {
  return `${el.style.getPropertyValue('--r')},${el.style.getPropertyValue('--c')}`;
}

/** Where each brick of the brick layer sits (not the bursting ones): its colour letter @ row,col. */
function bricks(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('.ps-bricks .ps-slot:not(.is-burst)')].map((slot) => {
    const face = slot.querySelector('.ps-face')!;
    const kind = [...face.classList].find((c) => c.startsWith('brick-star-'))!.slice(-1);
    return `${kind}@${cellOf(slot)}`;
  });
}

describe('PopstarBoard brick layer: falls and deals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes the popped group first and moves the survivors fallDelayMs later, in a render of their own', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<PopstarBoard {...props({ fallDelayMs: 70 })} />);
    expect(bricks(container).sort()).toEqual(['b@0,1', 'b@1,1', 'g@0,0', 'r@1,0', 'r@2,0', 'y@2,1']);
    const slots = () => [...container.querySelectorAll('.ps-bricks .ps-slot')];
    const reds = slots().filter((slot) => slot.querySelector('.brick-star-r'));
    rerender(<PopstarBoard {...props({ board: after, ids: afterIds, lastPop: pop, fallDelayMs: 70 })} />);
    // The reds are gone and their bursts are up; the green has not fallen yet.
    expect(bricks(container)).toContain('g@0,0');
    expect(bricks(container).some((b) => b.startsWith('r@'))).toBe(false);
    // The bursts are the red bricks' own elements, in their places: none made, none removed.
    const bursts = [...container.querySelectorAll('.ps-slot.is-burst')];
    expect(bursts).toHaveLength(2);
    expect(new Set(bursts)).toEqual(new Set(reds));
    expect(slots()).toHaveLength(6);
    expect(bursts.map((b) => cellOf(b as HTMLElement)).sort()).toEqual(['1,0', '2,0']);
    expect(bursts.every((b) => b.querySelector('.ps-face.brick-star-r:not(.is-selected)'))).toBe(true);
    // Their points, 10i + 5 in burst order, float up together in one layer (one animation a pop).
    expect([...container.querySelectorAll('.ps-points-layer')].map((l) => [...l.querySelectorAll('.ps-points')].map((p) => p.textContent))).toEqual([['5', '15']]);
    // Each number over its own brick: the layer covers the group's cells, each number placed within it.
    const layer = container.querySelector<HTMLElement>('.ps-points-layer')!;
    const [r0, c0] = ['--r0', '--c0'].map((v) => Number(layer.style.getPropertyValue(v)));
    const placedAt = [...layer.querySelectorAll<HTMLElement>('.ps-points')].map((p) => cellOf(p).split(',').map(Number)).map(([r, c]) => `${r! + r0!},${c! + c0!}`);
    expect(placedAt).toEqual(['2,0', '1,0']);
    // The grid (what assistive technology reads) is the board as it is once the browser is idle
    // (useWhenIdle; in jsdom, the next task), out of the pop's own frame.
    const label = () => container.querySelector('[data-row="2"][data-col="0"]')!.getAttribute('aria-label');
    expect(label()).toBe('red heart');
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(label()).toBe('green club');
    act(() => {
      vi.advanceTimersByTime(69);
    });
    expect(bricks(container)).toContain('g@0,0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bricks(container)).toContain('g@2,0');
  });

  it('moves at once without a delay (reduced motion)', () => {
    const { container, rerender } = render(<PopstarBoard {...props({})} />);
    rerender(<PopstarBoard {...props({ board: after, ids: afterIds, lastPop: pop })} />);
    expect(bricks(container)).toContain('g@2,0');
  });

  it('deals a new board a few rows a frame, bottom rows first, with the grid complete at once', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const { container, rerender } = render(<PopstarBoard {...props({ dealRowsPerFrame: 2, dealKey: 'a:1' })} />);
    const frame = () => act(() => frames.shift()!(0));
    const layer = container.querySelector<HTMLElement>('.ps-bricks')!;
    // The rows each brick marked dealt is in (popstar.css hides the others while the layer is dealing).
    const row = (b: HTMLElement) => b.style.getPropertyValue('--r');
    const dealt = () => [...container.querySelectorAll<HTMLElement>('.ps-slot[data-dealt]')].map(row).sort();
    // Every brick is there, each with its row; none shown yet.
    expect(bricks(container)).toHaveLength(6);
    expect([...container.querySelectorAll<HTMLElement>('.ps-slot')].map(row)).toEqual(['0', '0', '1', '1', '2', '2']);
    expect(layer.hasAttribute('data-dealing')).toBe(true);
    expect(dealt()).toEqual([]);
    expect(container.querySelectorAll('[role="gridcell"][aria-label="empty"]')).toHaveLength(0);
    const elements = [...container.querySelectorAll('.ps-slot')];
    frame();
    expect(dealt()).toEqual(['1', '1', '2', '2']);
    frame();
    expect(dealt()).toEqual(['0', '0', '1', '1', '2', '2']);
    expect(frames).toHaveLength(0); // done: no more frames asked for
    // The bricks shown are the ones dealt, not new ones (a new element would drop in again).
    expect([...container.querySelectorAll('.ps-slot')]).toEqual(elements);
    // The layer is the deal's own, and drops in as one: a pop keeps it (its bricks still dealt), a new deal makes a new one.
    rerender(<PopstarBoard {...props({ board: after, ids: afterIds, lastPop: pop, dealRowsPerFrame: 2, dealKey: 'a:1' })} />);
    expect(container.querySelector('.ps-bricks')).toBe(layer);
    expect(container.querySelectorAll('.ps-slot:not(.is-burst):not([data-dealt])')).toHaveLength(0);
    rerender(<PopstarBoard {...props({ dealRowsPerFrame: 2, dealKey: 'a:2' })} />);
    const next = container.querySelector<HTMLElement>('.ps-bricks')!;
    expect(next).not.toBe(layer);
    expect(next.hasAttribute('data-dealing')).toBe(true);
    expect(dealt()).toEqual([]);
    // Reduced motion (no rows a frame): the deal shows at once.
    rerender(<PopstarBoard {...props({ dealRowsPerFrame: 0, dealKey: 'a:3' })} />);
    expect(container.querySelector<HTMLElement>('.ps-bricks')!.hasAttribute('data-dealing')).toBe(false);
    vi.restoreAllMocks();
  });

  it('keeps how a deal shows when reduced motion changes mid-level', () => {
    // Frames asked for and not cancelled, in order.
    const asked = new Map<number, FrameRequestCallback>();
    let next = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (asked.set(++next, cb), next));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void asked.delete(id));
    const frames = {
      get length() {
        return asked.size;
      },
      shift() {
        const [id, cb] = asked.entries().next().value!;
        asked.delete(id);
        return cb;
      },
    };
    // Dealt at once (reduced motion), then motion turned back on: the board stays shown.
    const { container, rerender } = render(<PopstarBoard {...props({ dealRowsPerFrame: 0, dealKey: 'c:1' })} />);
    rerender(<PopstarBoard {...props({ dealRowsPerFrame: 1, dealKey: 'c:1' })} />);
    expect(container.querySelector('.ps-bricks')!.hasAttribute('data-dealing')).toBe(false);
    expect(frames).toHaveLength(0);
    // Dealt row by row, then reduced motion turned on mid-deal: the rows left show with the next frame.
    rerender(<PopstarBoard {...props({ dealRowsPerFrame: 1, dealKey: 'c:2' })} />);
    act(() => frames.shift()!(0));
    expect(container.querySelectorAll('.ps-slot:not([data-dealt])')).toHaveLength(4);
    rerender(<PopstarBoard {...props({ dealRowsPerFrame: 0, dealKey: 'c:2' })} />);
    act(() => frames.shift()!(0));
    expect(container.querySelectorAll('.ps-slot:not([data-dealt])')).toHaveLength(0);
    expect(frames).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('shows a brick that falls into the rows shown with the next frame of the deal', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const { container } = render(<PopstarBoard {...props({ dealRowsPerFrame: 1, dealKey: 'b:1' })} />);
    act(() => frames.shift()!(0)); // row 2 shown
    // A brick of row 0 falls to row 2 (a pop during the deal) before its row's frame.
    const top = [...container.querySelectorAll<HTMLElement>('.ps-slot')].find((b) => b.style.getPropertyValue('--r') === '0')!;
    top.style.setProperty('--r', '2');
    expect(top.hasAttribute('data-dealt')).toBe(false);
    act(() => frames.shift()!(0)); // rows 1 and 2
    expect(top.hasAttribute('data-dealt')).toBe(true);
    expect(container.querySelectorAll('.ps-slot:not([data-dealt])')).toHaveLength(1); // the other brick of row 0
    act(() => frames.shift()!(0));
    expect(container.querySelectorAll('.ps-slot:not([data-dealt])')).toHaveLength(0);
    expect(frames).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('leaves the bricks as they are for a change they do not show (the cursor, the banners), and lifts a selected group', () => {
    const { container, rerender } = render(<PopstarBoard {...props({})} />);
    const elements = [...container.querySelectorAll('.ps-slot')];
    const shown = bricks(container);
    rerender(<PopstarBoard {...props({ cursor: [1, 1] })}>{<p>banner</p>}</PopstarBoard>);
    expect(container.querySelector('p')).toHaveTextContent('banner');
    expect([...container.querySelectorAll('.ps-slot')]).toEqual(elements);
    expect(bricks(container)).toEqual(shown);
    expect(container.querySelectorAll('.ps-slot.is-up')).toHaveLength(0);
    rerender(<PopstarBoard {...props({ cursor: [1, 1], selection: { cells: [[2, 0], [1, 0]], points: 20, hinted: false } })} />);
    expect([...container.querySelectorAll<HTMLElement>('.ps-slot.is-up')].map(cellOf).sort()).toEqual(['1,0', '2,0']);
    expect([...container.querySelectorAll('.ps-slot')]).toEqual(elements);
  });

  it("starts a pop's bursts in burst order and ends them together (one relayering of the page, not one a brick)", () => {
    // Four reds pop: (2,0), (1,0), (0,0), (0,1) in burst order; the blue and the yellow slide left.
    const reds = parseBoard(['RR', 'RB', 'RY']);
    const big: PopEvent = {
      ...pop,
      group: [[2, 0], [1, 0], [0, 0], [0, 1]],
      ids: [5, 3, 1, 2],
      falls: [
        { id: 4, from: [1, 1], to: [1, 0] },
        { id: 6, from: [2, 1], to: [2, 0] },
      ],
      points: 80,
    };
    const { container, rerender } = render(<PopstarBoard {...props({ board: reds })} />);
    rerender(<PopstarBoard {...props({ board: parseBoard(['..', 'B.', 'Y.']), ids: [0, 0, 4, 0, 6, 0], lastPop: big })} />);
    const bursts = [...container.querySelectorAll<HTMLElement>('.ps-slot.is-burst')];
    const ms = (el: HTMLElement, name: string) => parseFloat(el.style.getPropertyValue(name));
    // Each burst at its brick's cell; in burst order, each starts no earlier than the one before.
    const inBurstOrder = big.group.map(([r, c]) => bursts.find((b) => cellOf(b) === `${r},${c}`)!);
    const starts = inBurstOrder.map((b) => ms(b, '--d'));
    expect(starts[0]).toBe(0);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(4);
    // All end together.
    expect(new Set(bursts.map((b) => ms(b, '--d') + ms(b, '--late'))).size).toBe(1);
  });

  it("keeps a pop's bursts while the next pop's play, and shows one praise at a time, the latest", () => {
    vi.useFakeTimers();
    const great: PopEvent = { ...pop, praise: 'Great!' };
    // Then the two blues of the board after it pop.
    const next: PopEvent = { id: 2, group: [[0, 1], [1, 1]], ids: [2, 4], falls: [], colour: 2, points: 20, praise: null, reachedTarget: false };
    const afterNext = parseBoard(['..', '..', 'GY']);
    const afterNextIds = [0, 0, 0, 0, 1, 6];
    const best: PopEvent = { ...next, id: 3, praise: 'Excellent!' };
    const { container, rerender } = render(<PopstarBoard {...props({})} />);
    rerender(<PopstarBoard {...props({ board: after, ids: afterIds, lastPop: great })} />);
    rerender(<PopstarBoard {...props({ board: afterNext, ids: afterNextIds, lastPop: next })} />);
    expect(container.querySelectorAll('.ps-slot.is-burst')).toHaveLength(4);
    expect(bricks(container).sort()).toEqual(['g@2,0', 'y@2,1']);
    // A pop without praise leaves the last praise be; a new praise replaces it.
    expect([...container.querySelectorAll('.ps-praise')].map((e) => e.textContent)).toEqual(['Great!']);
    rerender(<PopstarBoard {...props({ board: afterNext, ids: afterNextIds, lastPop: best })} />);
    expect([...container.querySelectorAll('.ps-praise')].map((e) => e.textContent)).toEqual(['Excellent!']);
    // Each pop leaves once its effects have played (a render each: the next timer is set after it).
    for (let t = 0; t < 2000; t += 250) {
      act(() => {
        vi.advanceTimersByTime(250);
      });
    }
    expect(container.querySelectorAll('.ps-slot.is-burst')).toHaveLength(0);
    expect(bricks(container).sort()).toEqual(['g@2,0', 'y@2,1']);
  });
});

describe('PopstarBoard grid focus', () => {
  function Harness() {
    const [cursor, setCursor] = useState<Cell>([2, 0]);
    return <PopstarBoard {...props({ cursor, onCursor: setCursor })} />;
  }
  const cellAt = (container: HTMLElement, r: number, c: number) => container.querySelector<HTMLElement>(`[role=gridcell][data-row="${r}"][data-col="${c}"]`)!;

  it('a pointer press moves the cursor and leaves the focus to the press; arrow keys move the focus at the next frame', async () => {
    const { container } = render(<Harness />);
    act(() => cellAt(container, 2, 0).focus());
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    fireEvent.pointerDown(cellAt(container, 0, 1), { isPrimary: true, button: 0, pointerType: 'touch' });
    // The cursor comes once the press's frame is drawn, not in its task.
    expect(cellAt(container, 0, 1)).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(cellAt(container, 0, 1)).toHaveAttribute('tabindex', '0'));
    expect(focus).not.toHaveBeenCalled();
    // Back by keys to the cell the pointer pressed: focus follows the keys, there too, at the next
    // frame rather than in the key's own task (a focus forces a style pass).
    fireEvent.keyDown(cellAt(container, 2, 0), { key: 'ArrowDown' });
    expect(cellAt(container, 1, 1)).toHaveAttribute('tabindex', '0');
    expect(document.activeElement).toBe(cellAt(container, 2, 0));
    await waitFor(() => expect(document.activeElement).toBe(cellAt(container, 1, 1)));
    fireEvent.keyDown(cellAt(container, 1, 1), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(cellAt(container, 0, 1)));
  });
});

