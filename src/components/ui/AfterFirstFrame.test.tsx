import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstFrame } from './AfterFirstFrame';
import { manualFrames } from '../../test/frames';

const manual = manualFrames();
const frame = manual.frame;

function Screen({ defer }: { defer: boolean }) {
  return (
    <div>
      <p>board</p>
      <AfterFirstFrame defer={defer}>
        <p>editor</p>
      </AfterFirstFrame>
    </div>
  );
}

describe('AfterFirstFrame', () => {
  it('renders its children with the rest when not deferred', () => {
    render(<Screen defer={false} />);
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(manual.pending).toHaveLength(0);
  });

  it('deferred, renders them once a frame has been drawn without them: the next frame, then the task after it', async () => {
    render(<Screen defer />);
    expect(screen.getByText('board')).toBeInTheDocument();
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
    await act(async () => vi.runAllTimers()); // no task shows them before the frame
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
    act(frame);
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
    await act(async () => vi.runAllTimers());
    expect(screen.getByText('editor')).toBeInTheDocument();
  });

  it('reads defer at mount only, and cancels its frame when unmounted first', () => {
    const { rerender, unmount } = render(<Screen defer={false} />);
    rerender(<Screen defer />);
    expect(screen.getByText('editor')).toBeInTheDocument();
    unmount();
    const deferred = render(<Screen defer />);
    expect(manual.pending).toHaveLength(1);
    const [pending] = manual.pending;
    deferred.unmount();
    expect(manual.pending[0]).not.toBe(pending);
  });
});
