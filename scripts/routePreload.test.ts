import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkFiles, preloadScript } from './routePreload';

const FILES = { popstar: ['PopstarRoutes-a.js', 'PopstarRoutes-b.css', 'shared-c.js'], tetris: ['TetrisRoutes-d.js'] };

const links = () => [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, as: l.getAttribute('as'), href: l.href, crossOrigin: l.crossOrigin }));

/** Runs the emitted script as the page would, from assets/, at `hash`, then draws a frame; the links it added. */
function run(hash: string, src: string | null = 'https://example.test/app/assets/route-preload-x.js') {
  window.location.hash = hash;
  Object.defineProperty(document, 'currentScript', { value: src === null ? null : { src }, configurable: true });
  new Function(preloadScript(FILES))();
  vi.runAllTimers();
  return links();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  window.location.hash = '';
});

describe('the route preload script', () => {
  it("preloads a game route's chunk, its CSS and its imports, next to the script", () => {
    expect(run('#/popstar')).toEqual([
      { rel: 'modulepreload', as: null, href: 'https://example.test/app/assets/PopstarRoutes-a.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: 'https://example.test/app/assets/shared-c.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: 'https://example.test/app/assets/PopstarRoutes-b.css', crossOrigin: '' },
    ]);
  });

  it("asks for the route's code at once and for its stylesheet once the first frame is drawn", () => {
    window.location.hash = '#/popstar';
    Object.defineProperty(document, 'currentScript', { value: { src: 'https://example.test/app/assets/route-preload-x.js' }, configurable: true });
    new Function(preloadScript(FILES))();
    const names = () => links().map((l) => l.href.split('/').pop());
    expect(names()).toEqual(['PopstarRoutes-a.js', 'shared-c.js']);
    vi.advanceTimersToNextFrame();
    expect(names()).toEqual(['PopstarRoutes-a.js', 'shared-c.js']);
    vi.runAllTimers();
    expect(names()).toEqual(['PopstarRoutes-a.js', 'shared-c.js', 'PopstarRoutes-b.css']);
  });

  it('skips a file the page already links to (its code ran first and asked for it)', () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = 'https://example.test/app/assets/PopstarRoutes-b.css';
    document.head.append(sheet);
    expect(run('#/popstar').map((l) => `${l.rel} ${l.href.split('/').pop()}`)).toEqual([
      'stylesheet PopstarRoutes-b.css',
      'modulepreload PopstarRoutes-a.js',
      'modulepreload shared-c.js',
    ]);
    document.head.innerHTML = '';
    const script = document.createElement('link');
    script.rel = 'modulepreload';
    script.href = 'https://example.test/app/assets/shared-c.js';
    document.head.append(script);
    expect(run('#/popstar').map((l) => l.href.split('/').pop())).toEqual(['shared-c.js', 'PopstarRoutes-a.js', 'PopstarRoutes-b.css']);
  });

  it("reads the route's first segment only", () => {
    expect(run('#/tetris/levels').map((l) => l.href)).toEqual(['https://example.test/app/assets/TetrisRoutes-d.js']);
  });

  it('adds nothing on the home page, an unknown route, a route named like an object property, or without its script', () => {
    expect(run('')).toEqual([]);
    expect(run('#/')).toEqual([]);
    expect(run('#/settings')).toEqual([]);
    expect(run('#/constructor')).toEqual([]);
    expect(run('#/popstar', null)).toEqual([]);
  });
});

describe('chunkFiles', () => {
  const chunk = (fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({
    type: 'chunk',
    fileName,
    isEntry,
    facadeModuleId: null,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', [], ['assets/index.css'], true),
    'assets/Game.js': chunk('assets/Game.js', ['assets/index.js', 'assets/a.js', 'assets/b.js'], ['assets/Game.css']),
    'assets/a.js': chunk('assets/a.js', ['assets/b.js', 'assets/index.js']),
    'assets/b.js': chunk('assets/b.js', ['assets/a.js'], ['assets/b.css']),
    'assets/Game.css': { type: 'asset' },
  };

  it('lists the chunk, its CSS and every chunk it imports, once each, but never the entry', () => {
    expect(chunkFiles(bundle, 'assets/Game.js')).toEqual(['assets/Game.js', 'assets/Game.css', 'assets/a.js', 'assets/b.js', 'assets/b.css']);
  });

  it('lists nothing for a name not in the bundle or for an asset', () => {
    expect(chunkFiles(bundle, 'assets/missing.js')).toEqual([]);
    expect(chunkFiles(bundle, 'assets/Game.css')).toEqual([]);
  });
});
