// The compiled rule set (shared/engine/rule-set.ts) against the rules as RULES.md and FAMILY.md
// state them, game by game: each table is checked against the rule written out here independently,
// card by card, so a table that drifts from a game's rules fails here.
import { describe, expect, it } from 'vitest';
import { ALL_GAME_IDS, GAMES, type AnyGameId } from '../../../shared/engine/games';
import { DECK_SIZE, MAX_CARDS, RANK_OF, SUIT_OF, isRed, makeCard } from '../../../shared/engine/cards';
import { createPosition, foundationCount, pileRankAt } from '../../../shared/engine/position';
import { dealPosition } from '../../../shared/engine/deal';
import { BUILD_MISSES, PILE_COUNTS, compileRules } from '../../../shared/engine/rule-set';
import { card } from './helpers';

/** The building rule of each game, as the rules tell it: which way a card goes on another, or 0. */
function expectedStep(game: AnyGameId, top: number, c: number): number {
  const d = RANK_OF[c]! - RANK_OF[top]!;
  const wraps = ['chessboard', 'lasker', 'morphy', 'selective-castle', 'castles-end'].includes(game);
  const up = d === 1 || (wraps && d === -12);
  const down = d === -1 || (wraps && d === 12);
  const sameSuit = SUIT_OF[top] === SUIT_OF[c];
  const otherColour = isRed(top) !== isRed(c);
  const dir = up ? 1 : down ? -1 : 0;
  switch (game) {
    // up or down in suit
    case 'fortress':
    case 'masterpiece':
    case 'chessboard':
    case 'lasker':
    case 'bastion':
    case 'ten-by-one':
    case 'chequers':
      return sameSuit ? dir : 0;
    // up or down in alternate colours
    case 'morphy':
    case 'castles-end':
      return otherColour ? dir : 0;
    // up or down regardless of suit
    case 'rittenhouse':
      return dir;
    // down by one regardless of suit: every other game
    default:
      return down ? -1 : 0;
  }
}

/** The rank an empty row takes alone, 0 for any card. */
const EMPTY_ROW_RANK: Partial<Record<AnyGameId, number>> = { 'exiled-kings': 13, 'penelopes-web': 13, lightweight: 13, soother: 13, zerline: 12, 'zerline-3-decks': 12 };

describe('compileRules', () => {
  it('compiles each game once: every position of a game reads the same rule set', () => {
    for (const game of ALL_GAME_IDS) {
      expect(compileRules(game)).toBe(compileRules(GAMES[game]));
      expect(dealPosition(game, 1).ruleSet).toBe(compileRules(game));
    }
  });

  it.each(ALL_GAME_IDS)('%s: what builds on what, card by card, for every deck’s ids', (game) => {
    const set = compileRules(game);
    const ids = DECK_SIZE * GAMES[game].decks;
    for (let top = 0; top < ids; top++) {
      for (let c = 0; c < ids; c++) {
        const want = expectedStep(game, top, c);
        const i = top * MAX_CARDS + c;
        // the refusal's reason says "builds" exactly where the card builds, and a fitting reason elsewhere
        const miss = BUILD_MISSES[set.miss[i]!];
        const fits =
          (miss === 'builds') === (want !== 0) &&
          (miss !== 'not-same-suit' || SUIT_OF[top] !== SUIT_OF[c]) &&
          (miss !== 'same-colour' || isRed(top) === isRed(c)) &&
          (miss !== 'not-one-lower' || GAMES[game].build === 'down-any-suit');
        if (set.step[i] !== want || !fits) throw new Error(`${game}: card ${c} on ${top}: step ${set.step[i]}, reason ${miss}; the rules say ${want}`);
      }
    }
  });

  it('runs that move whole in one suit only (Castle Mount, Palace) do not cross suits; elsewhere a run steps as a card builds', () => {
    for (const game of ALL_GAME_IDS) {
      const set = compileRules(game);
      const oneSuit = GAMES[game].groupMoves === 'same-suit';
      expect(set.wholeRuns, game).toBe(GAMES[game].groupMoves !== 'none');
      for (const [top, c] of [['8H', '7S'], ['8H', '7H'], ['8H', '9H'], ['KS', 'QD']] as const) {
        const i = card(top) * MAX_CARDS + card(c);
        expect(set.runStep[i], `${game} ${c} on ${top}`).toBe(oneSuit && SUIT_OF[card(top)] !== SUIT_OF[card(c)] ? 0 : set.step[i]);
      }
    }
  });

  it.each(ALL_GAME_IDS)('%s: what an empty row takes, and what a carried run may pass through', (game) => {
    const set = compileRules(game);
    const rank = EMPTY_ROW_RANK[game] ?? 0;
    for (let c = 0; c < MAX_CARDS; c++) expect(set.emptyTakes[c] === 1, `${game} card ${c}`).toBe(rank === 0 || RANK_OF[c] === rank);
    expect(set.carryRows).toBe(rank === 0);
    expect(set.carryCells).toBe(GAMES[game].cells > 0 && game !== 'castles-end');
  });

  it.each(ALL_GAME_IDS)('%s: the rank each foundation pile takes next, from every base', (game) => {
    const rules = GAMES[game];
    const set = compileRules(game);
    expect(set.piles).toBe(foundationCount(rules));
    const bases = rules.foundationBase === 'chosen' ? [0, 1, 2, 7, 13] : [rules.foundationBase === 'king' ? 13 : 1];
    for (const base of bases) {
      for (let count = 0; count <= 13; count++) {
        const p = createPosition(rules, [], new Array<number>(set.piles).fill(count), [], base);
        for (let pile = 0; pile < set.piles; pile++) {
          const want = count === 13 ? 0 : pileRankAt(p, pile, count + 1);
          expect(set.nextRank[base]![pile * PILE_COUNTS + count], `${game} base ${base} pile ${pile} count ${count}`).toBe(want);
        }
      }
    }
  });

  it('which piles a card may go to: its suit’s piles, or every pile where the foundations take any suit', () => {
    for (const game of ALL_GAME_IDS) {
      const set = compileRules(game);
      const any = GAMES[game].foundationSuit === 'any';
      expect(set.anySuit).toBe(any);
      expect(set.pileStep).toBe(any ? 1 : 4);
      for (let c = 0; c < MAX_CARDS; c++) expect(set.firstPile[c]).toBe(any ? 0 : SUIT_OF[c]);
    }
    expect(compileRules('rittenhouse').feeds).toEqual([[0], [1], [2], [3], [0, 1, 2, 3, 4, 5, 6, 7], [4], [5], [6], [7]]);
    expect(ALL_GAME_IDS.filter((g) => compileRules(g).namedPiles)).toEqual(['chequers']);
  });

  it('when a foundation’s top card comes back into play', () => {
    for (const game of ALL_GAME_IDS) {
      const release = GAMES[game].foundationRelease;
      expect(compileRules(game).releaseFrom, game).toBe(release === 'never' ? 14 : release === 'above-base' ? 2 : 1);
    }
  });

  it('which foundation moves are safe, by the card’s place on its pile', () => {
    /** For each place 1..13 from `base`: how many cards every pile needs first, -1 never. */
    const needs = (game: AnyGameId, base: number): number[] => {
      const set = compileRules(game);
      return Array.from({ length: 13 }, (_, i) => set.safeNeed[base * PILE_COUNTS + i + 1]!);
    };
    const never = new Array<number>(13).fill(-1);
    const always = new Array<number>(13).fill(0);
    // down any suit, one deck: Aces and twos always, then rank r once every pile holds r - 2
    expect(needs('beleaguered-castle', 1)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(needs('exiled-kings', 1)).toEqual(needs('beleaguered-castle', 1));
    // more decks: rank r once every pile holds r - 1
    expect(needs('lightweight', 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(needs('castle-mount', 1)).toEqual(needs('lightweight', 1));
    // in suit, one card at a time: every one
    for (const game of ['fortress', 'masterpiece', 'bastion', 'ten-by-one'] as const) expect(needs(game, 1), game).toEqual(always);
    // in suit with wrap: all but the base card
    expect(needs('chessboard', 5)).toEqual([-1, ...always.slice(1)]);
    // none while the base is unchosen, none in colour, none for runs that move whole in suit, none with
    // an Ace pile and a King pile, none with foundations that wrap from a King base
    for (const game of ['chessboard', 'castles-end', 'selective-castle'] as const) expect(needs(game, 0), game).toEqual(never);
    for (const game of ['morphy', 'castles-end', 'lasker', 'chequers', 'rittenhouse', 'zerline', 'selective-castle'] as const) expect(needs(game, game === 'zerline' ? 13 : 1), game).toEqual(never);
  });

  it('the faces of every deck answer alike', () => {
    const set = compileRules('palace');
    for (const [top, c] of [['8H', '7S'], ['9C', '8C'], ['KD', 'QS']] as const) {
      const faces = set.step[card(top) * MAX_CARDS + card(c)];
      for (let d = 1; d < 4; d++) expect(set.step[(card(top) + DECK_SIZE * d) * MAX_CARDS + makeCard(SUIT_OF[card(c)]!, RANK_OF[card(c)]!, 4 - d)]).toBe(faces);
    }
  });
});
