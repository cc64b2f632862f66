import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRun, finishRun, levelFromMap, type RunState } from '../../logic/plantank/index.ts';
import { outcomeSentence, RunControls, RunStatus } from './RunPanel';

const line = levelFromMap({ id: 'l', title: 'l', map: ['bbrbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [4, 3, 0, 0, 0], allowedCommands: 2 });

/** A run paused with `depth` frames on the stack (F1 calling itself). */
function runWithStack(depth: number): RunState {
  const run = createRun(line, '_F_1|||||');
  return { ...run, stack: Array.from({ length: depth }, (_, i) => ({ fn: 0, slot: 0, entrySteps: i })) };
}

// The chips and counts on show (the hidden ones wait for a deeper stack).
const chips = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.pt-stack-frame:not([hidden])')];
const counts = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>('.pt-stack-more:not([hidden])')];

describe('RunStatus call stack', () => {
  it('shows the top six frames and how many more on a wide screen, the top three on a phone (CSS classes)', () => {
    const { container } = render(<RunStatus status="PAUSE" run={runWithStack(20)} totalStars={1} />);
    const shown = chips(container);
    expect(shown).toHaveLength(6);
    // The top of the stack is last and is never hidden on a phone.
    expect(shown.at(-1)!.className).toBe('pt-stack-frame is-top');
    expect(shown.filter((c) => !c.classList.contains('is-wide-only'))).toHaveLength(3);
    const more = counts(container).map((m) => `${m.className.includes('is-narrow-only') ? 'phone' : 'wide'} ${m.textContent}`);
    expect(more).toEqual(['wide +14', 'phone +17']);
    expect(screen.getByTestId('call-stack')).toHaveAttribute('data-stack', Array(20).fill('F1').join(','));
  });

  it('shows a short stack whole, with no count', () => {
    const { container } = render(<RunStatus status="PAUSE" run={runWithStack(2)} totalStars={1} />);
    expect(chips(container).map((c) => c.classList.contains('is-wide-only'))).toEqual([false, false]);
    expect(counts(container)).toHaveLength(0);
  });

  it('keeps its elements as the stack grows and shrinks: a step changes text and visibility only', () => {
    const { container, rerender } = render(<RunStatus status="PAUSE" run={runWithStack(1)} totalStars={1} />);
    const before = [...container.querySelectorAll('.pt-stack-frame, .pt-stack-more')];
    expect(chips(container).map((c) => c.textContent)).toEqual(['F1']);
    for (const depth of [4, 9, 0, 2]) {
      rerender(<RunStatus status="PAUSE" run={runWithStack(depth)} totalStars={1} />);
      expect(chips(container)).toHaveLength(Math.min(depth, 6));
      expect([...container.querySelectorAll('.pt-stack-frame, .pt-stack-more')]).toEqual(before);
    }
    expect(chips(container).at(-1)!.classList.contains('is-top')).toBe(true);
  });
});

describe('the outcome line says why the run ended', () => {
  const ended = (program: string, options?: { maxStack: number }) => finishRun(createRun(line, program, options));
  it.each([
    ['_L_1|||||', undefined, 'Step limit reached: out of fuel after 1000 steps with 1 star left'],
    ['_L_1|||||', { maxStack: 10 }, 'Stack overflow: too many nested calls: the call stack passed 10 frames'],
    ['_L_F|||||', undefined, 'Drove off the edge of the board at row 1, col 1'],
    ['_F|||||', undefined, 'The program ended with 1 star left'],
    ['_1|||||', undefined, 'Infinite loop: F1 calls itself without moving'],
    ['_F_F_F_F|||||', undefined, 'All stars collected in 4 steps'],
  ] as const)('%s %o', (program, options, sentence) => {
    expect(outcomeSentence(ended(program, options))).toBe(sentence);
  });

  it('says nothing while the run goes on', () => {
    expect(outcomeSentence(createRun(line, '_F|||||'))).toBe('');
  });
});

describe('Skip to the end', () => {
  it('is offered only when asked for, and keeps the focus on the status line', () => {
    const run = createRun(line, '_L_1|||||');
    const { rerender } = render(<RunStatus status="RUNNING" run={run} totalStars={1} />);
    expect(screen.queryByRole('button', { name: 'Skip to the end' })).toBeNull();
    let skipped = 0;
    rerender(<RunStatus status="RUNNING" run={run} totalStars={1} onSkip={() => skipped++} />);
    screen.getByRole('button', { name: 'Skip to the end' }).click();
    expect(skipped).toBe(1);
    expect(screen.getByTestId('run-status')).toHaveFocus();
  });
});

describe('breakpoints and run to the end in the run panel', () => {
  it('a run held at a breakpoint says where, in words and with the red dot', () => {
    const { container } = render(<RunStatus status="PAUSE" run={runWithStack(1)} totalStars={1} heldAt={{ fn: 1, slot: 2 }} />);
    expect(screen.getByTestId('run-status')).toHaveTextContent('Breakpoint: paused before F2, slot 3. Go carries on, Step runs that slot.');
    expect(container.querySelector('.pt-status.is-break .pt-breakpoint-inline')).not.toBeNull();
  });

  it('a pause by the player reads as before', () => {
    render(<RunStatus status="PAUSE" run={runWithStack(1)} totalStars={1} />);
    expect(screen.getByTestId('run-status')).toHaveTextContent(/^Paused: Go carries on/);
  });

  it('"Run to the end" is a button with its key, only when the screen offers it', () => {
    const noop = () => {};
    const props = { status: 'READY' as const, speed: 5, onGo: noop, onPause: noop, onStep: noop, onReset: noop, onSpeed: noop };
    const { rerender } = render(<RunControls {...props} />);
    expect(screen.queryByRole('button', { name: 'Run to the end' })).not.toBeInTheDocument();
    let finished = 0;
    rerender(<RunControls {...props} onFinish={() => finished++} />);
    const button = screen.getByRole('button', { name: 'Run to the end' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'F');
    fireEvent.click(button);
    expect(finished).toBe(1);
  });
});
