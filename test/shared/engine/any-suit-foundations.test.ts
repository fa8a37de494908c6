import { describe, expect, it } from 'vitest';
import { foundationPile } from '../../../shared/engine/moves';
import { suitPile } from './pile-helpers';
import { isFoundationPile } from '../../../shared/engine/moves';
import {
  GAMES,
  applyMove,
  checkMove,
  countCards,
  createPosition,
  dealPosition,
  legalMoves,
  makeCard,
  makeMove,
  undoMove,
  type Card,
} from '../../../shared/engine';
import { formatPosition, parsePosition } from '../../../shared/formats/position-text';
import { solve } from '../../../shared/solver/api/solve';

// Castle of Indolence: eight foundations built from the Ace regardless of suit, which hold ranks and
// not suits, and four reserve rows that are dealt thirteen cards and only give.

const rules = GAMES['castle-of-indolence'];
const [H, C, D, S] = [0, 1, 2, 3];
/** Twelve rows: the eight rows, then the four reserves (rows 9-12). */
const rowsOf = (given: Record<number, Card[]>): Card[][] => Array.from({ length: 12 }, (_, r) => given[r] ?? []);

describe('Castle of Indolence: foundations that ignore suit', () => {
  it('deals 104 cards: seven to rows 1-4, six to rows 5-8, thirteen to each reserve, none home', () => {
    const p = dealPosition('castle-of-indolence', 7);
    expect(p.rows.map((r) => r.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 13, 13, 13, 13]);
    expect(p.foundations).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(countCards(p).every((n) => n === 2)).toBe(true);
  });

  it('take the next rank of any suit on the first pile that has it, and undo exactly', () => {
    const aceH = makeCard(H, 1);
    const aceC2 = makeCard(C, 1, 1);
    const twoS = makeCard(S, 2);
    const threeD = makeCard(D, 3);
    const p = createPosition(rules, rowsOf({ 0: [aceH], 1: [aceC2], 2: [twoS], 3: [threeD] }), new Array<number>(8).fill(0));
    // a 3 with no pile at 2 is refused, with the engine's reason
    expect(checkMove(p, makeMove(threeD, 3, suitPile(threeD)))).toEqual({ ok: false, error: 'not-next-on-foundation' });
    // each move names the pile the generator gives it: the first one that takes the card
    const line = [makeMove(aceH, 0, foundationPile(0)), makeMove(aceC2, 1, foundationPile(1)), makeMove(twoS, 2, foundationPile(0)), makeMove(threeD, 3, foundationPile(0))];
    const seen: number[][] = [];
    for (const m of line) {
      expect(checkMove(p, m).ok).toBe(true);
      expect(legalMoves(p)).toContain(m);
      applyMove(p, m);
      seen.push(p.foundations.slice(0, 3));
    }
    // the 2 of spades goes on the Ace of hearts, the 3 of diamonds on it: the piles stay in descending order
    expect(seen).toEqual([
      [1, 0, 0],
      [1, 1, 0],
      [2, 1, 0],
      [3, 1, 0],
    ]);
    for (const m of [...line].reverse()) undoMove(p, m);
    expect(p.foundations).toEqual(new Array<number>(8).fill(0));
    expect(p.rows.slice(0, 4)).toEqual([[aceH], [aceC2], [twoS], [threeD]]);
  });

  it('never give a card back', () => {
    const p = createPosition(rules, rowsOf({ 0: [makeCard(H, 4)] }), [3, 0, 0, 0, 0, 0, 0, 0]);
    expect(legalMoves(p).some((m) => isFoundationPile((m >>> 7) % 128))).toBe(false);
    expect(checkMove(p, makeMove(makeCard(D, 3), suitPile(makeCard(D, 3)), 1))).toEqual({ ok: false, error: 'from-foundation' });
  });
});

describe('Castle of Indolence: the reserves', () => {
  it('give their exposed card to a row or a foundation and take none, not even when empty', () => {
    const eight = makeCard(S, 8);
    const seven = makeCard(H, 7);
    const ace = makeCard(D, 1);
    const p = createPosition(rules, rowsOf({ 0: [eight], 8: [seven], 9: [ace], 10: [] }), new Array<number>(8).fill(0));
    expect(checkMove(p, makeMove(seven, 8, 0)).ok).toBe(true);
    // foundations of any suit fill in order: the first empty pile takes the Ace
    expect(checkMove(p, makeMove(ace, 9, foundationPile(0))).ok).toBe(true);
    expect(checkMove(p, makeMove(eight, 0, 10))).toEqual({ ok: false, error: 'reserve-takes-nothing' });
    expect(checkMove(p, makeMove(seven, 8, 9))).toEqual({ ok: false, error: 'reserve-takes-nothing' });
    // no move the generator lists ends on a reserve
    expect(legalMoves(p).filter((m) => (m & 127) >= 8 && (m & 127) < 12)).toEqual([]);
  });
});

describe('Castle of Indolence: board text', () => {
  /** A position some way into a won game: cards home on several piles, rows and reserves shorter. */
  function midGame() {
    const p = dealPosition('castle-of-indolence', 1);
    const r = solve(p, { budget: 200_000 });
    if (r.verdict !== 'winnable') throw new Error('deal 1 is winnable');
    for (const m of r.moves.slice(0, 60)) applyMove(p, m);
    return p;
  }

  it('writes each pile as its top rank alone and reads it back', () => {
    const p = midGame();
    const text = formatPosition(p);
    expect(text.split('\n')[0]).toMatch(/^Foundations: ([0A2-9TJQK] ){7}[0A2-9TJQK]$/);
    expect(p.foundations.some((n) => n > 0)).toBe(true);
    const back = parsePosition(text, 'castle-of-indolence');
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.foundations).toEqual(p.foundations);
    expect(back.value.rows.map((r) => r.map((c) => c % 52))).toEqual(p.rows.map((r) => r.map((c) => c % 52)));
    // the piles may be written in any order: they are interchangeable
    const shuffled = text.replace(/^Foundations: .*$/m, 'Foundations: ' + [...p.foundations].reverse().map((n) => 'A23456789TJQK'[n - 1] ?? '0').join(' '));
    const again = parsePosition(shuffled, 'castle-of-indolence');
    expect(again.ok && again.value.foundations).toEqual(p.foundations);
  });

  it('refuses suits on the piles, too many piles, and a rank whose cards do not add up', () => {
    const text = formatPosition(dealPosition('castle-of-indolence', 2));
    const suits = parsePosition(text.replace(/^Foundations: .*$/m, 'Foundations: H-0 C-0'), 'castle-of-indolence');
    expect(!suits.ok && suits.error.message).toBe("line 1: Castle of Indolence's foundations ignore suit: write each one's top rank alone, such as 5 or 0 for an empty one");
    const nine = parsePosition(text.replace(/^Foundations: .*$/m, 'Foundations: 0 0 0 0 0 0 0 0 0'), 'castle-of-indolence');
    expect(!nine.ok && nine.error.message).toBe('line 1: the board gives 9 foundations, but Castle of Indolence has 8');
    // an Ace on a pile while all eight Aces are still dealt: one too many
    const extra = parsePosition(text.replace(/^Foundations: .*$/m, 'Foundations: A'), 'castle-of-indolence');
    expect(!extra.ok && extra.error.code).toBe('bad-foundation');
    expect(!extra.ok && extra.error.message).toContain('has 8 cards of rank A, and the board has 8 on the rows and cells and 1 on the foundations');
    // a card taken off a row and on no pile: missing
    const lines = text.split('\n');
    lines[1] = lines[1]!.split(' ').slice(0, -1).join(' ');
    const short = parsePosition(lines.join('\n'), 'castle-of-indolence');
    expect(!short.ok && short.error.code).toBe('missing-card');
    // and the suited games refuse bare ranks
    const suited = parsePosition(formatPosition(dealPosition('lightweight', 2)).replace(/^Foundations: .*$/m, 'Foundations: A A'), 'lightweight');
    expect(!suited.ok && suited.error.message).toBe("line 1: Lightweight's foundations are built in suit: write each one's suit and top card, such as H-5 or C-0");
  });
});
