import { describe, expect, it } from 'vitest';
import { cardNameKeys, pickLanguage, translate, interpolate, lookup, en } from '../../../shared/i18n';
import { makeCard, DECK_SIZE } from '../../../shared/engine';

describe('translate', () => {
  it('looks a message up by its dotted key in each language', () => {
    expect(translate('en', 'commands.undo')).toBe('Undo');
    expect(translate('sw', 'commands.undo')).toBe('Tendua');
    expect(translate('sv', 'commands.undo')).toBe('Ångra');
    expect(translate('sw', 'commands.autoFinish')).toBe('Maliza kiotomatiki');
    expect(translate('sv', 'games.streets-and-alleys')).toBe('Gator och gränder');
  });

  it('fills {placeholders} and leaves a missing one visible', () => {
    expect(translate('en', 'table.piles.row', { n: 3 })).toBe('Row 3');
    expect(translate('sw', 'table.piles.row', { n: 3 })).toBe('Mstari 3');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('answers the key itself for a path that is not a message', () => {
    expect(lookup(en, 'commands')).toBeUndefined();
    expect(lookup(en, 'commands.nope')).toBeUndefined();
    expect(lookup(en, 'constructor')).toBeUndefined();
    expect(translate('en', 'commands.nope' as never)).toBe('commands.nope');
  });
});

describe('pickLanguage', () => {
  it('takes the first system locale we have', () => {
    expect(pickLanguage(['sv-SE'])).toBe('sv');
    expect(pickLanguage(['sw-KE', 'en-US'])).toBe('sw');
    expect(pickLanguage(['sw_TZ'])).toBe('sw');
    expect(pickLanguage(['de-DE', 'SV'])).toBe('sv');
    expect(pickLanguage(['en-GB', 'sv-SE'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr-FR', ''])).toBe('en');
  });
});

describe('card names', () => {
  it('compose `7 of spades` in each language', () => {
    const keys = cardNameKeys(makeCard(3, 7))!;
    const name = (lang: 'en' | 'sw' | 'sv') =>
      translate(lang, 'table.card', { rank: translate(lang, keys.rank), suit: translate(lang, keys.suit) });
    expect(name('en')).toBe('7 of spades');
    expect(name('sw')).toBe('7 ya shupaza');
    expect(name('sv')).toBe('spader 7');
  });

  it('have keys for every card and none for a non-card', () => {
    for (let c = 0; c < DECK_SIZE; c++) {
      const keys = cardNameKeys(c)!;
      expect(translate('en', keys.rank)).not.toBe(keys.rank);
      expect(translate('en', keys.foundation)).toMatch(/foundation/);
    }
    // another deck's card has its face's name; past the fourth deck there is no card
    expect(cardNameKeys(52 + 45)).toEqual(cardNameKeys(45));
    expect(cardNameKeys(3 * 52 + 51)).toEqual(cardNameKeys(51));
    expect(cardNameKeys(4 * 52)).toBeNull();
    expect(cardNameKeys(-1)).toBeNull();
    expect(cardNameKeys(1.5)).toBeNull();
  });
});
