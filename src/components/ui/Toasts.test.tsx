import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { notify, useNotices } from '../../stores/notices';
import { Toasts } from './Toasts';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(v: DocumentVisibilityState) {
  visibility = v;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  useNotices.setState({ notices: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('a notice goes once it has been on screen long enough to read', () => {
  it('an info notice goes after 3.5 s on screen, a warning after 9 s', () => {
    render(<Toasts />);
    act(() => {
      notify('Saved');
      notify('Storage is full', 'warning');
    });
    advance(3400);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Saved')).toBeNull();
    advance(5300);
    expect(screen.getByText('Storage is full')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Storage is full')).toBeNull();
  });

  it('time while the page is hidden does not count: a notice from another tab waits for the player', () => {
    render(<Toasts />);
    setVisibility('hidden');
    act(() => notify('PopStar is open in another tab', 'warning'));
    advance(60_000);
    expect(screen.getByText('PopStar is open in another tab')).toBeInTheDocument();
    setVisibility('visible');
    advance(8900);
    expect(screen.getByText('PopStar is open in another tab')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('PopStar is open in another tab')).toBeNull();
  });

  it('a notice under the pointer or the focus stays, then finishes its time', () => {
    render(<Toasts />);
    act(() => notify('Saved'));
    advance(3000);
    const toast = screen.getByText('Saved').closest('li')!;
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    advance(400);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Saved')).toBeNull();
  });
});

describe('a notice in words of the catalogs', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('is read in the language active when it is shown, and follows a switch while on screen', async () => {
    vi.useRealTimers();
    render(<Toasts />);
    act(() => notify({ id: 'store.recordsDropped', values: { count: 2, what: { id: 'store.label.tetrisProgress' } } }, 'warning'));
    expect(screen.getByText('2 saved records of your Tetris progress could not be read and were left out. Everything else is kept.')).toBeInTheDocument();
    await act(() => activateLocale('pt-BR'));
    expect(screen.getByText('2 registros salvos de progresso do Tetris não puderam ser lidos e ficaram de fora. Todo o resto foi mantido.')).toBeInTheDocument();
  });
});
