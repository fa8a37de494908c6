// Numbers and dates in messages as each language writes them (shared/i18n/format-params.ts), through
// the main process's translate as through the renderer's compiler: one form of a date everywhere.
import { describe, expect, it } from 'vitest';
import { formatCount, formatIsoDate, formatParam } from '../../shared/i18n/format-params';
import { translate } from '../../shared/i18n/translate';
import { createAppI18n } from '../../renderer/i18n';
import { sv } from '../../shared/i18n/sv';
import { sw } from '../../shared/i18n/sw';
import { en } from '../../shared/i18n/english';

describe('message parameters through Intl', () => {
  it('writes counts with the language’s grouping: a comma in English and Kiswahili, a space in Swedish', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'sw')).toBe('12,345');
    expect(formatCount(12345, 'sv')).toBe('12\u00a0345');
  });

  it('writes a calendar date as the language’s medium date, the same day in every time zone', () => {
    expect(formatIsoDate('2026-12-06', 'en')).toBe('Dec 6, 2026');
    expect(formatIsoDate('2026-12-06', 'sv')).toBe('6 dec. 2026');
    expect(formatIsoDate('2026-12-06', 'sw')).toBe('6 Des 2026');
    // not a date: left as it came
    expect(formatIsoDate('2026-13-45', 'en')).toBe('2026-13-45');
    expect(formatIsoDate('tomorrow', 'en')).toBe('tomorrow');
  });

  it('leaves deal numbers, which players type back, without grouping; strings other than a date as they are', () => {
    expect(formatParam('en', 'deal', 1234567)).toBe('1234567');
    expect(formatParam('sv', 'max', 4294967295)).toBe('4294967295');
    expect(formatParam('en', 'score', 1610)).toBe('1,610');
    expect(formatParam('en', 'card', 'Ace of hearts')).toBe('Ace of hearts');
    expect(formatParam('en', 'text', '2026-12-06')).toBe('2026-12-06');
  });

  it('gives the main process and the renderer the same words', () => {
    const i18n = createAppI18n('sv', { en, sv, sw });
    for (const [lang, daily] of [
      ['sv', 'Dagens giv 6 dec. 2026'],
      ['sw', 'Mgawo wa kila siku wa 6 Des 2026'],
      ['en', 'Daily deal of Dec 6, 2026'],
    ] as const) {
      i18n.global.locale.value = lang;
      expect(translate(lang, 'status.daily', { date: '2026-12-06' })).toBe(daily);
      expect(i18n.global.t('status.daily', { date: '2026-12-06' })).toBe(daily);
      expect(i18n.global.t('daily.result', { score: 1610, time: '2:50', moves: 88 })).toContain(formatCount(1610, lang));
    }
    expect(translate('sv', 'status.dealNumber', { deal: 123456 })).toBe('Giv 123456');
  });
});
