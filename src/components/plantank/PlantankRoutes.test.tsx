import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN, encodeShare } from '../../logic/plantank/index.ts';
import { activateLocale, loadArea } from '../../i18n';
import { noticeText, useNotices } from '../../stores/notices';
import { defaultProgress, useProgress } from '../../stores/progress';
import { renderRoute } from '../../test/renderRoute';
import PlantankRoutes from './PlantankRoutes';

const renderAt = (path: string) => renderRoute(path, <PlantankRoutes />);

beforeEach(() => useProgress.setState(defaultProgress()));

describe('Plan Tank routes', () => {
  it('the level screen shows locked, open and solved tiles with stars', () => {
    useProgress.getState().setGame('plantank', () => ({ levels: { 'pt-01': { solved: true, stars: 2, best: 4, program: '' } } }));
    renderAt('/plantank/levels');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan Tank levels');
    expect(screen.getByRole('link', { name: 'Level 1, First Drive, solved, 2 of 3 stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Level 2, Sixty Degrees, open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Level 3, Left and Right, locked' })).toBeDisabled();
    expect(screen.getByTestId('solved-count')).toHaveTextContent('1/32');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1Driving', '2Loops', '3Functions', '4Colours', '5Memory', '6Puzzles']);
  });

  it('#/plantank opens the first unsolved level', () => {
    useProgress.getState().setGame('plantank', () => ({ levels: { 'pt-01': { solved: true, stars: 3, best: 2, program: '' } } }));
    renderAt('/plantank');
    expect(screen.getByRole('heading', { level: 2, name: /Sixty Degrees/ })).toBeInTheDocument();
  });

  it('a play route restores the program last written for the level', () => {
    useProgress.getState().setGame('plantank', () => ({ levels: { 'pt-02': { solved: false, stars: 0, best: 0, program: '_._F|||||' } } }));
    renderAt('/plantank/play/pt-02');
    expect(document.querySelector('[data-slot="0:0"]')).toHaveAttribute('aria-label', 'F1 slot 1: empty');
    expect(document.querySelector('[data-slot="0:1"]')).toHaveAttribute('aria-label', 'F1 slot 2: forward');
  });

  it('a link to a level larger than Plan Tank plays says so, without drawing it', () => {
    const side = 64;
    const level = {
      ...CAMPAIGN[0]!,
      id: 'big',
      colors: Array.from({ length: side }, () => 'R'.repeat(side)),
      items: Array.from({ length: side }, (_, r) => (r === 0 ? `.*${'.'.repeat(side - 2)}` : '.'.repeat(side))),
      start: { row: 0, col: 0, dir: 0 },
    };
    renderAt(`/plantank/share/${encodeShare({ levelId: 'big', program: '_F|||||', level })}`);
    expect(screen.getByRole('alert')).toHaveTextContent('its level is 64 x 64 tiles, and Plan Tank plays levels of up to 16 x 16');
    expect(document.querySelector('[data-bench=board]')).toBeNull();
  });

  it('says what is wrong with a link in the active language, the share format’s own reasons too', async () => {
    await loadArea('plantank');
    await activateLocale('pt-BR');
    renderAt('/plantank/share/1~pt-99~_F|||||');
    expect(screen.getByRole('alert')).toHaveTextContent('Não dá para abrir este link: não existe a fase “pt-99” na campanha.');
    renderAt('/plantank/share/garbage');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Não dá para abrir este link: ele não é um link do Plan Tank.');
    renderAt('/plantank/share/1~pt-01~_F_F_F_F_F_F-----');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Não dá para abrir este link: o programa não cabe na fase “Primeira volta”: F1 tem 6 comandos, e esta fase dá a ela 3 casas.');
    renderAt('/plantank/share/1~pt-01~_X-----');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Não dá para abrir este link: o programa dentro dele está corrompido (F1, casa 1: “X” não é um comando).');
  });

  it('a saved program that no longer reads opens empty and says why, in the active language', async () => {
    await loadArea('plantank');
    await activateLocale('pt-BR');
    useNotices.setState({ notices: [] });
    useProgress.getState().setGame('plantank', () => ({ levels: { 'pt-02': { solved: false, stars: 0, best: 0, program: '_X|||||' } } }));
    renderAt('/plantank/play/pt-02');
    expect(document.querySelector('[data-slot="0:0"]')).toHaveAttribute('aria-label', 'F1 casa 1: vazia');
    await vi.waitFor(() => expect(useNotices.getState().notices).toHaveLength(1));
    const notice = useNotices.getState().notices[0]!;
    expect(noticeText(notice.message!)).toBe('Não foi possível ler o programa salvo de “Sessenta graus” (F1, casa 1: “X” não é um comando), então ele começa vazio.');
  });

  it('a share link keeps the escapes of its level id (a "~" in it), read from the address as written', () => {
    const level = { ...CAMPAIGN[0]!, id: 'a~b', title: 'Tilde' };
    renderAt(`/plantank/share/${encodeShare({ levelId: 'a~b', program: '_F|||||', level })}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-slot="0:0"]')).toHaveAttribute('aria-label', 'F1 slot 1: forward');
  });

  it('an address under #/plantank with no screen goes to the levels screen', () => {
    const { location } = renderAt('/plantank/nowhere');
    expect(location.history?.at(-1)).toBe('/plantank/levels');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plan Tank levels');
  });

  it('an unknown level says so', () => {
    renderAt('/plantank/play/nope');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no level nope in the campaign');
  });

  it('a share link opens the level with its program over the saved one (undo brings it back)', () => {
    useProgress.getState().setGame('plantank', () => ({ levels: { 'pt-02': { solved: false, stars: 0, best: 0, program: '_L|||||' } } }));
    renderAt('/plantank/share/1~pt-02~_F_R-----');
    expect(document.querySelector('[data-slot="0:1"]')).toHaveAttribute('aria-label', 'F1 slot 2: turn right');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('a malformed share link says what is wrong and offers the level list; nothing is lost', () => {
    const saved = { levels: { 'pt-01': { solved: true, stars: 3, best: 2, program: '_F_F|||||' } } };
    useProgress.getState().setGame('plantank', () => saved);
    renderAt('/plantank/share/1~pt-01~_X-----');
    expect(screen.getByRole('heading', { name: 'This share link is broken' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be opened: the program inside it is damaged (F1, slot 1: “X” is not a command).');
    expect(screen.getByRole('link', { name: 'Plan Tank levels' })).toBeInTheDocument();
    expect(useProgress.getState().plantank).toEqual(saved);
  });
});
