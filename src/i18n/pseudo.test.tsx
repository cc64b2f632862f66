/**
 * Every screen rendered in a pseudo-language whose messages are each wrapped in ⟦…⟧: any word left on
 * screen outside the brackets (a text node, an aria-label, a title) is a string that does not come
 * from the catalogs. Allowed outside: numbers, punctuation and symbols, key names, the brand and the
 * languages' own names in the picker.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultProgress, useProgress } from '../stores/progress';
import { LAZY_ROUTE, renderAppAt } from '../test/renderApp';
import { i18n, LOCALE_NAMES } from './index';

const PSEUDO = 'en-XA';
const english = import.meta.glob<Record<string, string>>('./locales/en/*.json', { eager: true, import: 'default' });

let messages: Record<string, unknown[]> = {};
beforeAll(() => {
  messages = Object.fromEntries(
    Object.values(english)
      .flatMap((catalog) => Object.entries(catalog))
      .map(([id, text]) => [id, ['⟦', ...compileMessage(text), '⟧']]),
  );
});
// The test setup puts English back after each test.
beforeEach(() => i18n.loadAndActivate({ locale: PSEUDO, messages: messages as never }));
afterAll(() => i18n.activate('en'));

/** Words that are the same in every language (the brand, key caps, piece letters, a formula's variables). */
const ALLOWED_WORDS = ['Brickworks', 'Brick', 'works', 'Enter', 'Esc', 'H', 'P', 'n', 'm', 'I', 'O', 'T', 'S', 'Z', 'J', 'L', ...Object.values(LOCALE_NAMES)];
// Plan Tank's function names (F1..F5) and RoboZZle's keys, the same in every language.
ALLOWED_WORDS.push('F', 'W', 'Q', 'E', 'R', 'G', 'B', 'N', 'X', 'Shift', 'Ctrl', 'Delete');
const SYMBOLS = /^[\s\d.,:;·\-–—+×#%/()*'"!?…★✕←→↑↓⟳⟲⚙▲♥♣◆♠²−✔✖]*$/u;

/** What is left of a text once every bracketed message (innermost first) and allowed word is taken out. */
function outside(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ');
  }
  for (const word of ALLOWED_WORDS) rest = rest.replace(new RegExp(`(^|[^\\p{L}])${word.replace(/[()]/g, '\\$&')}(?=$|[^\\p{L}])`, 'gu'), '$1 ');
  return rest;
}

function untranslated(root: HTMLElement): string[] {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    const rest = outside(text);
    if (!SYMBOLS.test(rest)) found.push(`${where}: ${JSON.stringify(text)} leaves ${JSON.stringify(rest.trim())}`);
  };
  for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    // translate="no": the player's own text (a mistyped link quoted back), not the app's words.
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.closest('[translate="no"]')) continue;
    // The element's own text, its text nodes joined (a message split around a link or <code>).
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('');
    if (own.trim()) check(`<${el.tagName.toLowerCase()}> text`, el.textContent ?? '');
    for (const attr of ['aria-label', 'title', 'alt', 'placeholder', 'data-text']) {
      const value = el.getAttribute(attr);
      if (value) check(`<${el.tagName.toLowerCase()} ${attr}>`, value);
    }
  }
  return found;
}

describe('pseudo-locale: no string outside the catalogs', () => {
  const screens: [string, string][] = [
    ['home', '/'],
    ['settings', '/settings'],
    ['not found', '/nowhere'],
    ['tetris play', '/tetris'],
    ['tetris levels', '/tetris/levels'],
    ['tetris bad link', '/tetris/play/zen'],
    ['popstar play', '/popstar'],
    ['popstar levels', '/popstar/levels'],
    ['plantank designer', '/plantank/design'],
    ['plantank play', '/plantank/play/pt-14'],
    ['plantank levels', '/plantank/levels'],
    ['plantank level not found', '/plantank/play/pt-99'],
    ['plantank broken share link', '/plantank/share/x'],
  ];
  for (const [name, path] of screens) {
    it(name, async () => {
      useProgress.setState(defaultProgress());
      const { container } = renderAppAt(path);
      // The screen is there once its title (a message) is.
      await screen.findAllByRole('heading', { name: /⟦/ }, LAZY_ROUTE);
      expect(untranslated(container)).toEqual([]);
      expect(document.title).toMatch(/⟦/);
    });
  }

  it('plantank: a run’s outcome, the hint panel and the win dialog', async () => {
    useProgress.setState(defaultProgress());
    const { container } = renderAppAt('/plantank/play/pt-01');
    await screen.findAllByRole('heading', { name: /⟦/ }, LAZY_ROUTE);
    // An empty program: Go says so; then two Forwards and Go win the level.
    fireEvent.click(screen.getByRole('button', { name: /⟦Go ?\(X\)⟧|Go/ }));
    for (const k of [0, 1]) {
      fireEvent.click(container.querySelector<HTMLElement>('.pt-palette .pt-chip')!);
      fireEvent.click(container.querySelector<HTMLElement>(`[data-slot="0:${k}"]`)!);
    }
    expect(untranslated(container)).toEqual([]);
    fireEvent.click(screen.getByTitle(/⟦.*\(F\)⟧/));
    const dialog = await screen.findByRole('dialog', {}, LAZY_ROUTE);
    expect(screen.getByTestId('run-status').dataset.outcome).toBe('won');
    expect(untranslated(container)).toEqual([]);
    expect(untranslated(dialog)).toEqual([]);
  });

  it('finds an untranslated word (the check can fail)', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦Level 3⟧</p><button aria-label="Close">✕</button><p>Score 12</p>';
    expect(untranslated(div)).toHaveLength(2);
  });
});
