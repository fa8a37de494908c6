import { describe, it, expect } from 'vitest';
import { foundationPile } from '../../../shared/engine/moves';
import { captionText, foundationMark, foundationStart } from '../../../renderer/table/captions';
import { computeFrame } from '../../../renderer/table/layout';
import { dealPosition } from '../../../shared/engine/deal';
import { GAMES } from '../../../shared/engine/games';
import { CELL_BASE, STOCK } from '../../../shared/engine/moves';
import { translate } from '../../../shared/i18n/translate';
import type { Translate } from '../../../renderer/table/names';

// What the table writes by its piles, read from the rules: where each foundation starts, which way
// it builds, what its empty place shows, the piles' names in the player's language.

const inSwedish: Translate = (key, params) => translate('sv', key, params);

describe('captions and foundation marks', () => {
  it('an empty foundation shows its start: the Ace and its suit, Zerline’s King, the rank alone where suits mix, the suit alone until a base is chosen', () => {
    const mark = (id: keyof typeof GAMES, pile: number, base = 0) => {
      const m = foundationMark(GAMES[id], pile, base);
      return m.rank + m.suit;
    };
    expect(mark('beleaguered-castle', 0)).toBe('A♥');
    expect(mark('zerline', 5)).toBe('K♣');
    expect(mark('castle-of-indolence', 6)).toBe('A');
    expect([0, 3, 4, 7].map((p) => mark('rittenhouse', p))).toEqual(['A', 'A', 'K', 'K']);
    // Chequers: each suit's pile up from the Ace, then its pile down from the King
    expect([0, 4, 2, 6].map((p) => mark('chequers', p))).toEqual(['A♥', 'K♥', 'A♦', 'K♦']);
    expect(mark('chessboard', 3)).toBe('♠');
    expect(mark('chessboard', 3, 9)).toBe('9♠');
    expect(foundationStart(GAMES.chessboard, 3, 0)).toBe(0);
  });

  it('a caption says where its foundations start and which way they go, a row’s feeds, a pile’s name in the player’s language', () => {
    const check = (id: 'rittenhouse' | 'zerline' | 'bastion' | 'masterpiece' | 'castle-of-indolence' | 'chequers', expected: Record<string, string>) => {
      const p = dealPosition(id, 1);
      const f = computeFrame(p, 1280, 670);
      const texts = Object.fromEntries(f.captions.map((c) => [`${c.kind} ${c.slots.join(',')}`, captionText(inSwedish, c, p)]));
      expect(texts).toMatchObject(expected);
    };
    const piles = (...p: number[]) => p.map((k) => foundationPile(k)).join(',');
    check('rittenhouse', { [`foundations ${piles(0, 1, 2, 3)}`]: 'A ↑', [`foundations ${piles(4, 5, 6, 7)}`]: 'K ↓', 'feeds 0': '↑', 'feeds 4': '↖ ↑ ↗', 'feeds 8': '↑' });
    check('zerline', { [`foundations ${[0, 4, 1, 5, 2, 6, 3, 7].map((k) => foundationPile(k)).join(',')}`]: 'K ↑', [`pile ${STOCK}`]: 'Talong' });
    check('bastion', { [`pile ${CELL_BASE}`]: 'Fri cell 1', [`pile ${CELL_BASE + 1}`]: 'Fri cell 2' });
    check('masterpiece', { 'pile 4': 'Hjälprad 1', 'pile 9': 'Hjälprad 2', [`pile ${CELL_BASE}`]: 'Fri cell 1' });
    check('castle-of-indolence', { 'pile 8': 'Reserv 1', 'pile 11': 'Reserv 4' });
    check('chequers', { [`foundations ${piles(0)}`]: 'A ↑', [`foundations ${piles(4)}`]: 'K ↓', [`pile ${STOCK}`]: 'Påfyllningshög' });
  });
});
