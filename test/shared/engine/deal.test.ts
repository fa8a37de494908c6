import { describe, expect, it } from 'vitest';
import {
  ALL_GAME_IDS as GAME_IDS,
  GAMES,
  type AnyGameId,
  dealPosition,
  countCards,
  cardsOnFoundations,
  isDealNumber,
  MAX_DEAL_NUMBER,
  mulberry32,
  uniformBelow,
  positionsEqual,
  RANK_OF,
  SUIT_OF,
} from '../../../shared/engine';

// The deal as RULES.md and deal.ts write it down, checked against a second implementation written
// from that text alone, plus the shape every game's deal must have.

/** The documented deal, written independently: id-order deck (with more decks, deck after deck: id
 * d * 52 + c), Fisher-Yates by mulberry32, dealt cells first, then round-robin. Deck d's Aces go to
 * foundation piles 4d..4d+3. */
function referenceDeal(game: AnyGameId, number: number): { rows: number[][]; foundations: number[]; cells: number[] } {
  const rules = GAMES[game];
  const foundations = new Array<number>(4 * rules.decks).fill(0);
  const deck: number[] = [];
  for (let c = 0; c < 52 * rules.decks; c++) {
    if (rules.acesStartOnFoundations && c % 13 === 0) foundations[Math.floor(c / 13)] = 1;
    else deck.push(c);
  }
  const next = mulberry32(number);
  for (let i = deck.length - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let x = next();
    while (x >= limit) x = next();
    const j = x % bound;
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const cells = rules.cellsDealt ? deck.slice(0, rules.cells) : new Array<number>(rules.cells).fill(-1);
  const rows: number[][] = rules.rowLengths.map(() => []);
  let k = rules.cellsDealt ? rules.cells : 0;
  // bounded by the rounds a deal can take, so a deck the rows cannot hold fails here instead of looping
  for (let round = 0; k < deck.length && round <= 52 * rules.decks; round++) {
    for (let r = 0; r < rows.length && k < deck.length; r++) {
      if (round >= rules.rowLengths[r]!) continue;
      const c = deck[k++]!;
      const s = Math.floor(c / 13);
      if (rules.deal === 'rows-to-foundations' && foundations[s] === (c % 13)) foundations[s]!++;
      else rows[r]!.push(c);
    }
  }
  return { rows, foundations, cells };
}

describe('deals', () => {
  it('mulberry32 is the canonical generator (Tommy Ettinger), written here in its usual one-line form', () => {
    const canonical = (seed: number) => () => {
      seed |= 0;
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (t ^ (t >>> 14)) >>> 0;
    };
    for (const seed of [0, 1, 42, 0x7fffffff, 0xffffffff]) {
      const a = mulberry32(seed);
      const b = canonical(seed);
      for (let i = 0; i < 1000; i++) expect(a()).toBe(b());
    }
    const first = mulberry32(0);
    expect([first(), first(), first()]).toEqual([1144304738, 1416247, 958946056]);
  });

  it('uniformBelow stays below its bound and redraws the uneven top slice', () => {
    const draws = [0xffffffff, 7];
    const next = () => draws.shift() ?? 0;
    expect(uniformBelow(next, 10)).toBe(7);
  });

  // a deal with compulsory moves after each round (Rittenhouse) has its own reference: compulsory-home.test.ts
  const freePlay = GAME_IDS.filter((g) => !GAMES[g].compulsoryHome);

  it.each(freePlay)('%s: deals 0..30 match the documented algorithm and hold each card once', (game) => {
    for (let n = 0; n <= 30; n++) {
      const p = dealPosition(game, n);
      const ref = referenceDeal(game, n);
      expect(p.rows).toEqual(ref.rows);
      expect(p.foundations).toEqual(ref.foundations);
      expect(countCards(p).every((k) => k === GAMES[game].decks)).toBe(true);
      expect(p.cells).toEqual(ref.cells);
    }
  });

  it.each(freePlay.filter((g) => GAMES[g].deal === 'rows'))('%s: every row gets exactly its length, aces home only where the rules say', (game) => {
    const rules = GAMES[game];
    const p = dealPosition(game, 7);
    expect(p.rows.map((r) => r.length)).toEqual(rules.rowLengths);
    expect(p.foundations).toEqual(new Array<number>(4 * rules.decks).fill(rules.acesStartOnFoundations ? 1 : 0));
  });

  it.each(['citadel', 'exiled-kings'] as const)('%s: a card that fits its foundation when dealt goes there, so rows are uneven, 6 at most', (game) => {
    let uneven = 0;
    for (let n = 0; n < 50; n++) {
      const p = dealPosition(game, n);
      expect(Math.max(...p.rows.map((r) => r.length))).toBeLessThanOrEqual(6);
      expect(cardsOnFoundations(p) + p.rows.reduce((t, r) => t + r.length, 0)).toBe(52);
      for (const f of p.foundations) expect(f).toBeGreaterThanOrEqual(1);
      if (cardsOnFoundations(p) > 4) uneven++;
      // no dealt card sits where it could have gone home when dealt: each row's cards are not the
      // next of their suit at the end of the deal unless a later card built the foundation past them
      for (const row of p.rows) for (const c of row) expect(p.foundations[SUIT_OF[c]!]!).toBeLessThan(RANK_OF[c]!);
    }
    expect(uneven).toBeGreaterThan(40);
  });

  it('is deterministic and differs from number to number', () => {
    for (const game of GAME_IDS) {
      expect(positionsEqual(dealPosition(game, 123), dealPosition(game, 123))).toBe(true);
      expect(positionsEqual(dealPosition(game, 123), dealPosition(game, 124))).toBe(false);
    }
  });

  it('names deal numbers as 32-bit unsigned integers', () => {
    expect(MAX_DEAL_NUMBER).toBe(4294967295);
    for (const n of [0, 1, 42, 4294967295]) expect(isDealNumber(n)).toBe(true);
    for (const n of [-1, 4294967296, 1.5, NaN, Infinity, '1', null]) expect(isDealNumber(n)).toBe(false);
  });
});
