import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGameLifecycle } from './useGameLifecycle';

function Probe({ playing, pause, onHide }: { playing: boolean; pause: () => void; onHide?: () => void }) {
  useGameLifecycle({ playing, pause, onHide });
  return null;
}

describe('useGameLifecycle', () => {
  it('pauses when the window loses focus or the page is hidden, and saves on hide', () => {
    const pause = vi.fn();
    const onHide = vi.fn();
    render(<Probe playing pause={pause} onHide={onHide} />);
    window.dispatchEvent(new Event('blur'));
    expect(pause).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(pause).toHaveBeenCalledTimes(2);
    expect(onHide).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('marks the page as playing only while a game runs', () => {
    const { rerender, unmount } = render(<Probe playing pause={() => undefined} />);
    expect(document.documentElement.classList.contains('playing')).toBe(true);
    rerender(<Probe playing={false} pause={() => undefined} />);
    expect(document.documentElement.classList.contains('playing')).toBe(false);
    rerender(<Probe playing pause={() => undefined} />);
    unmount();
    expect(document.documentElement.classList.contains('playing')).toBe(false);
  });
});
