import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadArea } from '../../i18n';
import { LOCALES } from '../../i18n/locales';
import { CAMPAIGN, CHAPTERS, createRun, finishRun, levelFromMap, type Level } from '../../logic/plantank/index.ts';
import { chapterArea, chapterTitle, isCampaignText, levelAreas, levelDescription, levelTitle, num, outcomeSentence, slotDescription } from './words';

const english = import.meta.glob<Record<string, string>>('../../i18n/locales/en/*.json', { eager: true, import: 'default' });
const catalog = (area: string): Record<string, string> => english[`../../i18n/locales/en/${area}.json`] ?? {};

describe('Plan Tank words', () => {
  afterEach(() => i18n.activate('en'));

  it('has every campaign level title and description in English exactly as the logic writes them, in its chapter’s area', () => {
    for (const level of CAMPAIGN) {
      const chapter = catalog(chapterArea(level.chapter));
      expect(chapter[`plantank.level.${level.id}.title`]).toBe(level.title);
      expect(chapter[`plantank.level.${level.id}.description`]).toBe(level.description);
      expect(levelTitle(level)).toBe(level.title);
      expect(levelDescription(level)).toBe(level.description);
    }
    for (const chapter of CHAPTERS) expect(chapterTitle(chapter.id)).toBe(chapter.title);
  });

  it('translates campaign levels by id, and leaves a level someone drew in its own words', async () => {
    await loadArea('plantank');
    await activateLocale('zh-Hans');
    const first = CAMPAIGN[0]!;
    expect(levelTitle(first)).toBe('初次驾驶');
    expect(chapterTitle('functions')).toBe('函数');
    const drawn: Level = { ...first, id: 'my-level', title: 'Mon niveau', description: 'À moi' };
    expect(levelTitle(drawn)).toBe('Mon niveau');
    expect(levelDescription(drawn)).toBe('À moi');
    expect(isCampaignText(drawn)).toBe(false);
    // A campaign id whose title was changed (a shared copy edited in the designer) is no longer the campaign's words.
    expect(levelTitle({ ...first, title: 'Edited' })).toBe('Edited');
    expect(levelDescription({ ...first, title: 'Edited' })).toBe(first.description);
    expect(levelAreas({ ...first, title: 'Edited' })).toEqual([]);
    expect(isCampaignText({ ...first, title: 'Edited' })).toBe(false);
    expect(levelAreas(first)).toEqual([chapterArea(first.chapter)]);
    expect(isCampaignText(first)).toBe(true);
  });

  it('says a run’s outcome in the active language from its numbers', async () => {
    const line = levelFromMap({ id: 'line', title: 'Line', map: ['bbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0 });
    const won = finishRun(createRun(line, '_F_F|||||'));
    expect(outcomeSentence(won)).toBe('All stars collected in 2 steps');
    await loadArea('plantank');
    await activateLocale('pt-BR');
    expect(outcomeSentence(won)).toBe('Todas as estrelas pegas em 2 passos');
    expect(slotDescription({ cond: 'R', action: { kind: 'forward' } })).toBe('no vermelho: avançar');
    expect(num(1000)).toBe('1000');
    expect(num(12345)).toBe('12.345');
  });

  it('writes counts as Intl.NumberFormat does with grouping from five digits, in every language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { useGrouping: 'min2' } as Intl.NumberFormatOptions);
      i18n.loadAndActivate({ locale, messages: {} });
      fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => num(n) === intl.format(n)));
      for (const n of [0, 999, 1000, 9999, 10_000, -10_000]) expect(num(n), `${locale} ${n}`).toBe(intl.format(n));
    }
  });
});
