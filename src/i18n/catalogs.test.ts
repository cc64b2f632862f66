import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, canLoad, LOCALES, type Locale } from './index';
import './plantankAreas';

const raw = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' });
const catalog = (locale: Locale, area: string): Record<string, string> => raw[`./locales/${locale}/${area}.json`] ?? {};

/** Each argument a message takes, with its kind ("plural", "select", "" for a plain value). */
function argumentsOf(message: CompiledMessage, out = new Map<string, string>()): Map<string, string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (name !== '#') out.set(name, type ?? '');
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice as CompiledMessage, out);
    }
  }
  return out;
}

/** The plural categories each plural in a message offers. */
function pluralCategories(message: CompiledMessage, out: string[][] = []): string[][] {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [, type, format] = token;
    if (format && typeof format === 'object') {
      const keys = Object.keys(format).filter((k) => k !== 'offset');
      if (type === 'plural') out.push(keys);
      for (const k of keys) {
        const choice = (format as Record<string, unknown>)[k];
        if (Array.isArray(choice)) pluralCategories(choice as CompiledMessage, out);
      }
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('catalogs', () => {
  it('has a file for each area in every language, and an area for each file', () => {
    for (const locale of LOCALES) {
      const files = Object.keys(raw)
        .filter((path) => path.startsWith(`./locales/${locale}/`))
        .map((path) => path.slice(`./locales/${locale}/`.length, -'.json'.length));
      expect(files.sort(), locale).toEqual([...AREAS].sort());
    }
  });

  it('can load every area in every language once Plan Tank’s code has given its parts’ loaders', () => {
    const missing = LOCALES.flatMap((locale) => AREAS.filter((area) => !canLoad(locale, area)).map((area) => `${locale}/${area}`));
    expect(missing).toEqual([]);
  });

  it('gives each id one area (an area loads on its own: an id in two would be there or not by chance)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of AREAS) {
      for (const id of Object.keys(catalog('en', area))) {
        if (seen.has(id)) twice.push(`${id}: ${seen.get(id)} and ${area}`);
        seen.set(id, area);
      }
    }
    expect(twice).toEqual([]);
  });

  for (const area of AREAS) {
    const english = catalog('en', area);
    for (const locale of LOCALES) {
      it(`${locale}/${area} has every English message, nothing else, and each compiles`, () => {
        const messages = catalog(locale, area);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [id, text] of Object.entries(messages)) {
          expect(text.trim(), `${locale} ${id} is empty`).not.toBe('');
          expect(() => compileMessageOrThrow(text), `${locale} ${id}`).not.toThrow();
        }
      });

      it(`${locale}/${area} takes the same arguments as English, and its plurals fit the language`, () => {
        const rules = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [id, text] of Object.entries(catalog(locale, area))) {
          const source = english[id];
          if (source === undefined) continue;
          const mine = compileMessageOrThrow(text);
          expect(Object.fromEntries(argumentsOf(mine)), `${locale} ${id}`).toEqual(Object.fromEntries(argumentsOf(compileMessageOrThrow(source))));
          for (const categories of pluralCategories(mine)) {
            expect(categories, `${locale} ${id} needs "other"`).toContain('other');
            // Only the language's own categories (exact =n cases aside), and "one" where it has one
            // ("many" in Portuguese is for compact millions, which a count here never is).
            // An exact case (=0) compiles to its number.
            const named = categories.filter((c) => !/^=?\d+$/.test(c));
            for (const c of named) expect(rules, `${locale} ${id} has no "${c}"`).toContain(c);
            if (rules.includes('one')) expect(named, `${locale} ${id} needs "one"`).toContain('one');
          }
        }
      });
    }
  }

  it('has index.html describe the app as English does (the page shows that before the app sets its language’s)', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toBe(catalog('en', 'shell')['app.description']);
  });

  it('has every id the code names', () => {
    const ids = new Set(AREAS.flatMap((area) => Object.keys(catalog('en', area))));
    const missing: string[] = [];
    for (const file of sourceFiles(join(process.cwd(), 'src'))) {
      const text = readFileSync(file, 'utf8');
      // t('id'), translate('id'), and ids given as values in tables ('games.tetris.name').
      for (const m of text.matchAll(/\b(?:t|translate|_)\(\s*'([\w.-]+)'/g)) if (!ids.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
