import { describe, expect, it } from 'vitest';
import { parWords } from '../../../renderer/table/par-words';
import { translate } from '../../../shared/i18n/translate';

const say = (lang: 'en' | 'sv' | 'sw', moves: number, par: number): string => {
  const w = parWords(moves, par);
  return translate(lang, w.key, w.params);
};

describe('moves against par, in words', () => {
  it('over, at and under par', () => {
    expect(say('en', 108, 86)).toBe('22 over par');
    expect(say('en', 87, 86)).toBe('1 over par');
    expect(say('en', 86, 86)).toBe('Par!');
    expect(say('en', 83, 86)).toBe('3 under par!');
  });

  it('in Swedish and Swahili too', () => {
    expect(say('sv', 108, 86)).toBe('22 över par');
    expect(say('sv', 86, 86)).toBe('Par!');
    expect(say('sw', 108, 86)).toBe('Hatua 22 zaidi ya chache zaidi');
    expect(say('sw', 83, 86)).toBe('Hatua 3 pungufu ya chache zaidi!');
  });
});
