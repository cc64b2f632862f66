import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Level } from '../../logic/plantank/index.ts';
import { defaultSettings, useSettings } from '../../stores/settings';
import type { BoardCells, TankPose } from '../../machines/plantankView';
import { readFileSync } from 'node:fs';
import { TANK_IMAGE, TankShape } from './icons';
import { TankBoard, type TankBoardProps } from './TankBoard';

const LEVEL: Level = {
  id: 't', title: 'T', grid: 'hex',
  colors: ['BBB', 'BRB'], items: ['.*.', '#..'],
  start: { row: 0, col: 0, dir: 5 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 7,
};

type Over = Partial<Omit<TankBoardProps, 'tank'>> & { tank?: { row: number; col: number; dir: number }; fresh?: boolean };

const props = ({ tank = { row: 0, col: 0, dir: 5 }, fresh = true, ...over }: Over = {}): TankBoardProps => ({
  level: LEVEL, colors: LEVEL.colors, items: LEVEL.items, tank: { ...tank, fresh },
  outcome: null, moveMs: 80, starsLeft: 1, ...over,
});

const turn = () => document.querySelector<HTMLElement>('.pt-tank-turn')!.style.transform;

describe('TankBoard', () => {
  it('draws tiles, holes and stars, and names the board for screen readers', () => {
    const { getByRole } = render(<TankBoard {...props()} />);
    expect(document.querySelectorAll('.pt-tile')).toHaveLength(5);
    expect(document.querySelectorAll('.pt-hole')).toHaveLength(1);
    expect(document.querySelectorAll('[data-star="here"]')).toHaveLength(1);
    expect(getByRole('img').getAttribute('aria-label')).toBe('Board of 2 by 3 hexagons. Tank at row 1, column 1, facing north-east. 1 star left.');
  });

  it('says the program is running instead of following the tank while a run goes on by itself', () => {
    const { getByRole, rerender } = render(<TankBoard {...props({ running: true })} />);
    expect(getByRole('img').getAttribute('aria-label')).toBe('Board of 2 by 3 hexagons. The program is running.');
    rerender(<TankBoard {...props({ running: false })} />);
    expect(getByRole('img').getAttribute('aria-label')).toContain('Tank at row 1, column 1');
  });

  it('keeps one tank element, moves it by transform and turns it the short way round', () => {
    const { rerender } = render(<TankBoard {...props()} />);
    const tank = document.querySelector('.pt-tank');
    expect(turn()).toBe('rotate(300deg)');
    rerender(<TankBoard {...props({ tank: { row: 0, col: 0, dir: 0 }, fresh: false })} />);
    expect(turn()).toBe('rotate(360deg)');
    rerender(<TankBoard {...props({ tank: { row: 0, col: 1, dir: 0 }, fresh: false })} />);
    expect(document.querySelector('.pt-tank')).toBe(tank);
    expect((tank as HTMLElement).style.transform).toBe('translate(100%, 0%)');
    expect(tank).toHaveAttribute('data-fresh', 'false');
  });

  it('fades a taken star, flashes a painted tile and drops a fallen tank', () => {
    const { rerender } = render(<TankBoard {...props()} />);
    rerender(<TankBoard {...props({ items: ['...', '#..'], colors: ['BBB', 'BRR'], starsLeft: 0, tank: { row: 1, col: 0, dir: 1 }, outcome: 'fell', fresh: false })} />);
    expect(document.querySelector('[data-star]')).toHaveClass('is-taken');
    const painted = document.querySelectorAll<HTMLElement>('.pt-tile')[4]!;
    expect(painted).toHaveAttribute('data-color', 'R');
    expect(painted.querySelector('.pt-splash')).not.toBeNull();
    expect(document.querySelector('.pt-tank-fall')).toHaveClass('is-falling');
    expect(document.querySelector('[data-bench="board"]')).toHaveAttribute('data-outcome', 'fell');
    // Back to its own colour (a reset): no flash.
    rerender(<TankBoard {...props({ fresh: false })} />);
    expect(document.querySelectorAll<HTMLElement>('.pt-tile')[4]!.querySelector('.pt-splash')).toBeNull();
  });

  it('draws the tiles in one group and the stars in another over it, each star over its own cell', () => {
    const { rerender } = render(<TankBoard {...props()} />);
    const tiles = document.querySelector('.pt-tiles')!;
    const stars = document.querySelector('.pt-stars')!;
    expect(tiles.querySelectorAll('.pt-tile, .pt-hole')).toHaveLength(6);
    // Each tile is its own cell, placed by its own box: one element a cell.
    expect([...tiles.children].every((c) => c.matches('.pt-cell.pt-tile, .pt-cell.pt-hole') && (c as HTMLElement).style.width !== '')).toBe(true);
    expect(tiles.querySelector('[data-star]')).toBeNull();
    const star = stars.querySelector<HTMLElement>('[data-star]')!;
    expect(stars.querySelectorAll('[data-star]')).toHaveLength(1);
    // The star's cell has the box of the tile under it.
    const cellOf = (el: Element) => (el.parentElement as HTMLElement).style.cssText;
    const under = [...tiles.children].find((c) => (c as HTMLElement).style.cssText === cellOf(star));
    expect(under).toBeDefined();
    expect(stars.firstElementChild).toHaveAttribute('data-cell', String([...tiles.children].indexOf(under!)));
    rerender(<TankBoard {...props({ items: ['...', '#..'], fresh: false })} />);
    expect(star).toHaveAttribute('data-star', 'taken');
  });

  it('does not flash paints while the run is too fast to glide, nor those paints once it slows down', () => {
    const { rerender } = render(<TankBoard {...props({ moveMs: 0 })} />);
    rerender(<TankBoard {...props({ moveMs: 0, colors: ['RBB', 'BRB'], fresh: false })} />);
    const tiles = () => document.querySelectorAll<HTMLElement>('.pt-tile');
    expect(tiles()[0]).toHaveAttribute('data-color', 'R');
    expect(document.querySelector('.pt-splash')).toBeNull();
    rerender(<TankBoard {...props({ moveMs: 80, colors: ['RBB', 'BRB'], fresh: false })} />);
    expect(document.querySelector('.pt-splash')).toBeNull();
    rerender(<TankBoard {...props({ moveMs: 80, colors: ['RGB', 'BRB'], fresh: false })} />);
    expect(tiles()[1]!.querySelector('.pt-splash')).not.toBeNull();
    expect(document.querySelectorAll('.pt-splash')).toHaveLength(1);
  });

  it('renders square RoboZZle boards too', () => {
    render(<TankBoard {...props({ level: { ...LEVEL, grid: 'square' }, tank: { row: 1, col: 2, dir: 3 } })} />);
    expect(document.querySelector('.pt-square')).not.toBeNull();
    expect(turn()).toBe('rotate(270deg)');
    expect(document.querySelector<HTMLElement>('.pt-tank')!.style.transform).toBe('translate(200%, 100%)');
  });

  it('turns at once by sliding a strip of the headings drawn in advance when the run is too fast to glide', () => {
    const strip = () => document.querySelector<HTMLElement>('.pt-tank-strip')!;
    const { rerender } = render(<TankBoard {...props({ moveMs: 0 })} />);
    expect(document.querySelector('.pt-tank-turn')).toBeNull();
    expect([...document.querySelectorAll<HTMLElement>('.pt-tank-heading')].map((h) => h.style.rotate)).toEqual(['0deg', '60deg', '120deg', '180deg', '240deg', '300deg']);
    expect(strip().style.transform).toBe('translateX(-83.3333%)');
    rerender(<TankBoard {...props({ moveMs: 0, tank: { row: 0, col: 0, dir: 0 }, fresh: false })} />);
    expect(strip().style.transform).toBe('translateX(0%)');
    rerender(<TankBoard {...props({ moveMs: 0, tank: { row: 0, col: 0, dir: 2 }, fresh: false })} />);
    expect(strip().style.transform).toBe('translateX(-33.3333%)');
    // Slower again: the tank turns by rotating, to its heading (the short way round from 300 to 360 to 480).
    rerender(<TankBoard {...props({ moveMs: 80, tank: { row: 0, col: 0, dir: 2 }, fresh: false })} />);
    expect(document.querySelector('.pt-tank-strip')).toBeNull();
    expect(turn()).toBe('rotate(480deg)');
  });

  it('draws each heading of the strip as one element, the tank as an image of the same drawing', () => {
    render(<TankBoard {...props({ moveMs: 0 })} />);
    const headings = [...document.querySelectorAll<HTMLElement>('.pt-tank-heading')];
    expect(headings.every((h) => h.childElementCount === 0)).toBe(true);
    expect(document.querySelector<HTMLElement>('.pt-tank-strip')!.style.getPropertyValue('--pt-tank-image')).toBe(TANK_IMAGE);
    // The image holds the inline tank's shapes, with the same geometry and paint.
    const uri = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(TANK_IMAGE)![1]!;
    const image = new DOMParser().parseFromString(decodeURIComponent(uri), 'image/svg+xml').documentElement;
    const inline = render(<TankShape />).container.querySelector('svg')!;
    const shapes = (svg: Element) => [...svg.children].map((c) => [c.tagName, ...[...c.attributes].map((a) => `${a.name}=${a.value}`).sort()].join(' '));
    expect(image.getAttribute('viewBox')).toBe(inline.getAttribute('viewBox'));
    expect(shapes(image)).toEqual(shapes(inline));
    expect(shapes(image)).toHaveLength(6);
    // Its hull and turret are the theme's accent 500 and 300, which an image cannot read from the page.
    const theme = readFileSync('tailwind.config.js', 'utf8');
    const accent = (shade: number) => new RegExp(`accent: \\{[^}]*${shade}: '(#[0-9a-f]{6})'`).exec(theme)?.[1];
    expect(accent(500)).toMatch(/^#/);
    expect([...inline.children].map((c) => c.getAttribute('fill'))).toEqual(expect.arrayContaining([accent(500), accent(300)]));
  });

  it('draws four headings on a square board, and falls as a whole', () => {
    const { rerender } = render(<TankBoard {...props({ moveMs: 0, level: { ...LEVEL, grid: 'square' }, tank: { row: 1, col: 2, dir: 3 } })} />);
    expect(document.querySelectorAll('.pt-tank-heading')).toHaveLength(4);
    expect(document.querySelector<HTMLElement>('.pt-tank-strip')!.style.transform).toBe('translateX(-75%)');
    rerender(<TankBoard {...props({ moveMs: 0, level: { ...LEVEL, grid: 'square' }, tank: { row: 1, col: 2, dir: 3 }, outcome: 'fell', fresh: false })} />);
    expect(document.querySelector('.pt-tank-fall')).toHaveClass('is-falling');
    expect(document.querySelector('.pt-tank-fall .pt-tank-strip')).not.toBeNull();
  });

  it('follows a source of the tank by itself: a step that moves or turns the tank renders nothing in React while the run runs', () => {
    let view: TankPose = { row: 0, col: 0, dir: 5, fresh: true };
    const listeners = new Set<() => void>();
    const source = { get: () => view, subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
    const step = (row: number, col: number, dir: number) => act(() => {
      view = { row, col, dir, fresh: false };
      listeners.forEach((l) => l());
    });
    let renders = 0;
    const board = (running: boolean) => (
      <Profiler id="board" onRender={() => renders++}>
        <TankBoard {...props()} tank={source} running={running} />
      </Profiler>
    );
    const { getByRole, rerender } = render(board(true));
    const tank = document.querySelector<HTMLElement>('.pt-tank')!;
    expect(tank).toHaveAttribute('data-fresh', 'true');
    const rendered = renders;
    step(0, 1, 5);
    expect(tank.style.transform).toBe('translate(100%, 0%)');
    expect(tank).toHaveAttribute('data-col', '1');
    expect(tank).toHaveAttribute('data-fresh', 'false');
    step(0, 1, 0);
    expect(turn()).toBe('rotate(360deg)');
    expect(tank).toHaveAttribute('data-dir', '0');
    expect(renders).toBe(rendered);
    expect(getByRole('img').getAttribute('aria-label')).toBe('Board of 2 by 3 hexagons. The program is running.');
    // Paused or stepped, the label follows the tank.
    rerender(board(false));
    expect(getByRole('img').getAttribute('aria-label')).toContain('Tank at row 1, column 2, facing east.');
    step(1, 1, 1);
    expect(getByRole('img').getAttribute('aria-label')).toContain('Tank at row 2, column 2, facing south-east.');
    expect(tank).toHaveAttribute('data-row', '1');
  });

  it('paints tiles and takes stars from a source of the cells by itself: no React render while the run runs', () => {
    let view: BoardCells = { colors: LEVEL.colors, items: LEVEL.items };
    const listeners = new Set<() => void>();
    const cells = { get: () => view, subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
    const step = (colors: string[], items: string[]) => act(() => {
      view = { colors, items };
      listeners.forEach((l) => l());
    });
    let renders = 0;
    render(
      <Profiler id="board" onRender={() => renders++}>
        <TankBoard {...props({ fresh: false })} colors={undefined} items={undefined} cells={cells} running />
      </Profiler>,
    );
    const tiles = () => [...document.querySelectorAll<HTMLElement>('.pt-tile')];
    const rendered = renders;
    step(['BBB', 'BGB'], LEVEL.items);
    expect(tiles()[3]).toHaveAttribute('data-color', 'G');
    expect(tiles()[3]).toHaveClass('hex-g');
    expect(tiles()[3]!.querySelectorAll('.pt-splash')).toHaveLength(1);
    step(['BBB', 'BGB'], ['...', '#..']);
    expect(document.querySelector('[data-star]')).toHaveAttribute('data-star', 'taken');
    expect(document.querySelector('[data-star]')).toHaveClass('is-taken');
    // Back to its own colour (a reset): no flash.
    step(['BBB', 'BRB'], LEVEL.items);
    expect(tiles()[3]).toHaveAttribute('data-color', 'R');
    expect(tiles()[3]!.querySelector('.pt-splash')).toBeNull();
    expect(document.querySelector('[data-star]')).toHaveAttribute('data-star', 'here');
    expect(renders).toBe(rendered);
  });

  it('flashes a new paint on a later level too', () => {
    const other: Level = { ...LEVEL, id: 'u' };
    const { rerender } = render(<TankBoard {...props({ fresh: false })} />);
    rerender(<TankBoard {...props({ level: other, fresh: false })} />);
    rerender(<TankBoard {...props({ level: other, colors: ['GBB', 'BRB'], fresh: false })} />);
    const tile = document.querySelectorAll<HTMLElement>('.pt-tile')[0]!;
    expect(tile).toHaveAttribute('data-color', 'G');
    expect(tile.querySelectorAll('.pt-splash')).toHaveLength(1);
  });

  describe('with Web Animations (a browser)', () => {
    afterEach(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
      useSettings.setState(defaultSettings());
    });

    it('moves and turns the tank by animations that hold their end, never by its style: at once first, then gliding', () => {
      const animate = vi.fn();
      (HTMLElement.prototype as Partial<HTMLElement>).animate = animate;
      const { rerender } = render(<TankBoard {...props({ fresh: false })} />);
      const calls = () => animate.mock.calls.map(([keyframes, options]) => `${(keyframes as Keyframe[])[0]!.transform} ${(options as KeyframeAnimationOptions).duration} ${(options as KeyframeAnimationOptions).fill}`);
      expect(calls()).toEqual(['translate(0%, 0%) 0 forwards', 'rotate(300deg) 0 forwards']);
      animate.mockClear();
      rerender(<TankBoard {...props({ tank: { row: 0, col: 1, dir: 5 }, fresh: false })} />);
      expect(calls()).toEqual(['translate(100%, 0%) 80 forwards']);
      animate.mockClear();
      rerender(<TankBoard {...props({ tank: { row: 0, col: 1, dir: 0 }, fresh: false })} />);
      expect(calls()).toEqual(['rotate(360deg) 80 forwards']);
      // A reset (a fresh run) jumps back; nothing is written to the style.
      animate.mockClear();
      rerender(<TankBoard {...props({ fresh: true })} />);
      expect(calls()).toEqual(['translate(0%, 0%) 0 forwards', 'rotate(300deg) 0 forwards']);
      expect(document.querySelector<HTMLElement>('.pt-tank')!.style.transform).toBe('');
      expect(document.querySelector<HTMLElement>('.pt-tank-turn')!.style.transform).toBe('');
    });

    it('slides the strip of headings at once, never rotating, while the run is too fast to glide; rotates at once first when it slows down', () => {
      const animate = vi.fn();
      (HTMLElement.prototype as Partial<HTMLElement>).animate = animate;
      const { rerender } = render(<TankBoard {...props({ moveMs: 0, fresh: false })} />);
      const calls = () => animate.mock.calls.map(([keyframes, options]) => `${(keyframes as Keyframe[])[0]!.transform} ${(options as KeyframeAnimationOptions).duration}`);
      expect(calls()).toEqual(['translate(0%, 0%) 0', 'translateX(-83.3333%) 0']);
      animate.mockClear();
      rerender(<TankBoard {...props({ moveMs: 0, tank: { row: 0, col: 0, dir: 0 }, fresh: false })} />);
      expect(calls()).toEqual(['translateX(0%) 0']);
      animate.mockClear();
      rerender(<TankBoard {...props({ moveMs: 80, tank: { row: 0, col: 0, dir: 0 }, fresh: false })} />);
      expect(calls()).toEqual(['rotate(360deg) 0']);
      animate.mockClear();
      rerender(<TankBoard {...props({ moveMs: 80, tank: { row: 0, col: 0, dir: 1 }, fresh: false })} />);
      expect(calls()).toEqual(['rotate(420deg) 80']);
    });

    it('does not glide under reduced motion', () => {
      useSettings.getState().update('general', { reducedMotion: 'on' });
      const animate = vi.fn();
      (HTMLElement.prototype as Partial<HTMLElement>).animate = animate;
      const { rerender } = render(<TankBoard {...props({ fresh: false })} />);
      animate.mockClear();
      rerender(<TankBoard {...props({ tank: { row: 0, col: 1, dir: 5 }, fresh: false })} />);
      expect(animate).toHaveBeenCalledTimes(1);
      expect((animate.mock.calls[0]![1] as KeyframeAnimationOptions).duration).toBe(0);
    });
  });
});
