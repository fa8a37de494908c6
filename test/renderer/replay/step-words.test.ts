import { describe, expect, it } from 'vitest';
import { suitPile } from '../../shared/engine/pile-helpers';
import { cardIndexText, stepWords } from '../../../renderer/replay/step-words';
import { lineStep } from '../../../renderer/replay/line-steps';
import type { Translate } from '../../../renderer/table/names';
import { translate } from '../../../shared/i18n/translate';
import { makeCard } from '../../../shared/engine/cards';
import { CELL_BASE, makeMove } from '../../../shared/engine/moves';
import { GAMES } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';

const say = (lang: 'en' | 'sv' | 'sw'): Translate => (key, params) => translate(lang, key, params);
const naming = GAMES['beleaguered-castle'];
const SEVEN_CLUBS = makeCard(1, 7);
const EIGHT_DIAMONDS = makeCard(2, 8);

describe('the moves of the solver’s line in words', () => {
  it('names a card as its corner shows it', () => {
    expect([SEVEN_CLUBS, EIGHT_DIAMONDS, makeCard(0, 10), makeCard(3, 13), makeCard(0, 1), 52 + makeCard(3, 12)].map(cardIndexText)).toEqual(['7♣', '8♦', '10♥', 'K♠', 'A♥', 'Q♠']);
  });

  it('onto a card, to its foundation, to a pile; short, or spoken by name', () => {
    const onto = { kind: 'onto', card: SEVEN_CLUBS, onto: EIGHT_DIAMONDS, notation: '36' } as const;
    expect(stepWords(say('en'), onto, naming)).toBe('7♣ onto 8♦');
    expect(stepWords(say('en'), onto, naming, true)).toBe('7 of clubs onto 8 of diamonds');
    expect(stepWords(say('sv'), onto, naming)).toBe('7♣ på 8♦');
    expect(stepWords(say('sw'), onto, naming)).toBe('7♣ juu ya 8♦');
    expect(stepWords(say('en'), { kind: 'home', card: makeCard(0, 1), notation: '1h' }, naming)).toBe('A♥ to its foundation');
    expect(stepWords(say('en'), { kind: 'to', card: SEVEN_CLUBS, slot: 2, notation: '53' }, naming)).toBe('7♣ to Row 3');
    expect(stepWords(say('en'), { kind: 'to', card: SEVEN_CLUBS, slot: CELL_BASE, notation: '5a' }, GAMES.fortress)).toBe('7♣ to Free cell 1');
  });

  it('reads each move from the position it is played from', () => {
    const p = dealPosition('beleaguered-castle', 1);
    const from = p.rows.findIndex((r) => r.length > 0);
    const to = p.rows.findIndex((r, i) => i !== from && r.length > 0);
    const card = p.rows[from]!.at(-1)!;
    expect(lineStep(p, makeMove(card, from, to))).toEqual({ kind: 'onto', card, onto: p.rows[to]!.at(-1), notation: `${from + 1}${to + 1}` });
    expect(lineStep(p, makeMove(card, from, suitPile(card)))).toEqual({ kind: 'home', card, notation: `${from + 1}h` });
  });
});
