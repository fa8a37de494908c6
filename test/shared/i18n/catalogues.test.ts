import { describe, expect, it } from 'vitest';
import { en, messages, LANGUAGES } from '../../../shared/i18n';
import { GAME_IDS } from '../../../shared/engine';
import { ANIMATION_SPEEDS, CARD_BACKS, THEMES } from '../../../shared/host/types';

/** Every leaf of a catalogue as path -> message; a non-string, non-object leaf is reported as such. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

const english = leaves(en);

describe.each(LANGUAGES)('the %s catalogue', (lang) => {
  const own = leaves(messages[lang]);

  it('has every English key', () => {
    expect([...english.keys()].filter((k) => !own.has(k))).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect([...own.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('has a non-empty string for every message', () => {
    const bad = [...own].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('uses the same {placeholders} as English in every message', () => {
    const differing = [...english]
      .filter(([k, v]) => {
        const mine = own.get(k);
        return typeof mine === 'string' && typeof v === 'string' && placeholders(mine).join() !== placeholders(v).join();
      })
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it('avoids the characters vue-i18n reads as syntax', () => {
    // `@` starts a linked message and `|` separates plural forms.
    expect([...own].filter(([, v]) => typeof v === 'string' && /[@|]/.test(v)).map(([k]) => k)).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('names every game and every setting choice', () => {
    for (const id of GAME_IDS) expect(english.get(`games.${id}`)).toBeTruthy();
    for (const s of ANIMATION_SPEEDS) expect(english.get(`settings.animationSpeed.${s}`)).toBeTruthy();
    for (const b of CARD_BACKS) expect(english.get(`settings.cardBack.${b}`)).toBeTruthy();
    for (const t of THEMES) expect(english.get(`settings.theme.${t}`)).toBeTruthy();
    for (const l of LANGUAGES) expect(english.get(`settings.language.${l}`)).toBeTruthy();
  });
});

describe('the catalogue test itself', () => {
  it('would see a missing key, an empty message and a changed placeholder', () => {
    const broken = { a: { b: 'x {n}', c: '' } };
    const found = leaves(broken);
    expect(found.has('a.b')).toBe(true);
    expect(found.get('a.c')).toBe('');
    expect(placeholders('Row {n} of {m}')).toEqual(['m', 'n']);
    expect(placeholders('Rad {m}')).not.toEqual(placeholders('Row {n}'));
  });
});
