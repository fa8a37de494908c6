import { GAMES } from '../../../shared/engine/games';
import { foundationPile } from '../../../shared/engine/moves';
import { describe, it, expect } from 'vitest';
import { cardLabel, slotLabel, announcementText, type Translate } from '../../../renderer/table/names';
import { translate } from '../../../shared/i18n/translate';
import { makeCard, cardName } from '../../../shared/engine/cards';
import { CELL_BASE } from '../../../shared/engine/moves';

const t: Translate = (key, params) => translate('en', key, params);

describe('accessible names in English', () => {
  it('cards', () => {
    expect(cardLabel(t, makeCard(3, 7))).toBe('7 of spades');
    expect(cardLabel(t, makeCard(0, 1))).toBe('Ace of hearts');
    expect(cardLabel(t, makeCard(2, 10))).toBe('10 of diamonds');
    expect(cardLabel(t, makeCard(1, 13))).toBe('King of clubs');
    for (let c = 0; c < 52; c++) expect(cardLabel(t, c)).toBe(cardName(c));
    // the second deck's cards have their faces' names
    expect(cardLabel(t, 52 + makeCard(1, 13))).toBe('King of clubs');
  });
  it('piles', () => {
    expect(slotLabel(t, 2)).toBe('Row 3');
    expect(slotLabel(t, 9)).toBe('Row 10');
    expect(slotLabel(t, CELL_BASE)).toBe('Free cell 1');
    expect(['Hearts', 'Clubs', 'Diamonds', 'Spades'].map((_, s) => slotLabel(t, foundationPile(s)))).toEqual([
      'Hearts foundation',
      'Clubs foundation',
      'Diamonds foundation',
      'Spades foundation',
    ]);
    // with two decks a suit has two foundations: numbered, pile 4 being the second of hearts
    expect([0, 4, 7].map((pile) => slotLabel(t, foundationPile(pile), GAMES.lightweight))).toEqual(['Hearts foundation 1', 'Hearts foundation 2', 'Spades foundation 2']);
    // foundations that ignore suit are numbered alone, in every language
    const indolence = GAMES['castle-of-indolence'];
    expect([0, 7].map((pile) => slotLabel(t, foundationPile(pile), indolence))).toEqual(['Foundation 1', 'Foundation 8']);
    expect(slotLabel((key, params) => translate('sw', key, params), foundationPile(2), indolence)).toBe('Msingi 3');
    expect(slotLabel((key, params) => translate('sv', key, params), foundationPile(2), indolence)).toBe('Grundhög 3');
    expect(slotLabel(t, 11)).toBe('Row 12');
  });
  it('announcements fill in the card and the pile', () => {
    expect(announcementText(t, { key: 'table.announce.moved', card: makeCard(3, 7), pile: 4 })).toBe('7 of spades moved to Row 5');
    expect(announcementText(t, { key: 'table.announce.autoFinish', params: { count: 3 } })).toBe('Auto-Finish: cards sent to the foundations: 3');
    expect(announcementText(t, { key: 'table.announce.newDeal', params: { game: 'streets-and-alleys', deal: 9 } })).toBe('New deal: Streets and Alleys, deal 9');
  });
});

describe('pile descriptions', () => {
  it('name the top card, or say the pile is empty', async () => {
    const { slotDescription } = await import('../../../renderer/table/names');
    const { dealPosition } = await import('../../../shared/engine/deal');
    const p = dealPosition('masterpiece', 3);
    expect(slotDescription(t, p, 0)).toBe(`Row 1, ${cardName(p.rows[0]!.at(-1)!)} on top`);
    expect(slotDescription(t, p, 4)).toMatch(/^Row 5, .+ on top$/);
    expect(slotDescription(t, p, CELL_BASE)).toBe('Free cell 1, empty');
    expect(slotDescription(t, p, foundationPile(1))).toBe('Clubs foundation, Ace of clubs on top');
  });
  it('a foundation that ignores suit names the rank on top: the position keeps no suit there', async () => {
    const { slotDescription } = await import('../../../renderer/table/names');
    const { dealPosition } = await import('../../../shared/engine/deal');
    const p = dealPosition('castle-of-indolence', 3);
    expect(slotDescription(t, p, foundationPile(0))).toBe('Foundation 1, empty');
    p.foundations[0] = 5;
    expect(slotDescription(t, p, foundationPile(0))).toBe('Foundation 1, 5 on top');
  });
});

describe('the family games’ names', () => {
  it('a reserve is named so in each language, in the live region too; a chosen base is written out', async () => {
    const { baseText } = await import('../../../renderer/table/names');
    const { dealPosition } = await import('../../../shared/engine/deal');
    const words = { en: 'Reserve 2', sw: 'Akiba 2', sv: 'Reserv 2' } as const;
    for (const lang of ['en', 'sw', 'sv'] as const) {
      const tl: Translate = (key, params) => translate(lang, key, params);
      expect(slotLabel(tl, CELL_BASE + 1, GAMES['castles-end'])).toBe(words[lang]);
      expect(slotLabel(tl, CELL_BASE + 1, GAMES.bastion)).not.toBe(words[lang]);
    }
    expect(announcementText(t, { key: 'table.announce.moved', card: makeCard(3, 7), pile: CELL_BASE }, GAMES['castles-end'])).toBe('7 of spades moved to Reserve 1');
    const p = dealPosition('chessboard', 1);
    expect(baseText(t, p)).toBe('Base: not chosen yet');
    p.base = 12;
    expect(baseText(t, p)).toBe('Base: Queen');
    expect(baseText((key, params) => translate('sv', key, params), p)).toBe('Basvalör: dam');
  });
});
