import { DECK_SIZE, MAX_CARDS, KING, RANK_OF, SUIT_OF, isRed } from './cards';
import { type AnyGameId, GAMES, type GameRules, hasCompulsoryMoves, namesFoundationPile } from './games';
import { foundationRankAt, pileBuildsDown } from './foundation-ranks';

// A game's rules compiled once into tables: what builds on what, what an empty row takes, which
// foundation pile takes a card next, how runs move, which foundation moves are safe. Legality, the
// move generator, auto-finish, safe moves, the refusal's reasons and the help's rule sentences all
// read these, so each rule is worked out here and nowhere else. The record (games.ts) says what a
// game is; the rule set says what it allows, card by card. Tables of two cards are indexed
// `top * MAX_CARDS + card` (card ids, so no table needs a card's face worked out first). The
// foundations are piles throughout: which code a move gives a pile is the move encoding's business.

/** What part of the building rule a card misses on a row's exposed card; 'builds' where it does not miss. */
export const BUILD_MISSES = ['builds', 'not-one-lower', 'not-next-rank', 'not-same-suit', 'same-colour'] as const;
export type BuildMiss = (typeof BUILD_MISSES)[number];

/** The counts a foundation pile may hold, 0..13: the stride of `nextRank`'s piles and of `safeNeed`'s bases. */
export const PILE_COUNTS = 14;

/** A foundation pile's count from which its top card never comes back (more than a pile holds). */
const NEVER_RELEASED = PILE_COUNTS;

export interface RuleSet {
  readonly rules: GameRules;
  /** `step[top * MAX_CARDS + card]`: +1 where `card` builds one rank up on `top`, -1 one down, 0 not at all. */
  readonly step: Int8Array;
  /** `step` for the cards inside a run that moves whole: 0 across suits where only same-suit runs move. */
  readonly runStep: Int8Array;
  /** `miss[top * MAX_CARDS + card]`: the BUILD_MISSES index of what `card` misses on `top` (0 where it builds). */
  readonly miss: Uint8Array;
  /** `emptyTakes[card]`: 1 where an empty row takes `card`. */
  readonly emptyTakes: Uint8Array;
  /** Runs move whole, as one move named by their bottom card (by `runStep`, all one way). */
  readonly wholeRuns: boolean;
  /** Otherwise the table carries a run card by card: through empty free cells, and through empty rows where those take any card. */
  readonly carryCells: boolean;
  readonly carryRows: boolean;
  /** Foundation piles: four a deck. */
  readonly piles: number;
  /** Foundations take any suit (their piles hold ranks). */
  readonly anySuit: boolean;
  /** `firstPile[card]`: the first pile that may take `card`; the others follow `pileStep` apart (a suit's piles, or every pile). */
  readonly firstPile: Uint8Array;
  readonly pileStep: number;
  /**
   * `nextRank[base][pile * PILE_COUNTS + count]`: the rank pile `pile` takes on top of `count` cards
   * when the foundations start from `base` (base 0, none chosen yet, reads as the Ace); 0 for none.
   */
  readonly nextRank: readonly Uint8Array[];
  /** The piles each row feeds, first choice first; null where any pile takes from any row or cell. */
  readonly feeds: readonly (readonly number[])[] | null;
  /** Each suit has a pile up from the Ace and one down from the King, and a move names which (Chequers). */
  readonly namedPiles: boolean;
  /** The fewest cards a foundation pile holds for its top card to come back into play (more than 13: never). */
  readonly releaseFrom: number;
  /** Free cells that take any one card; false where the cells only give (reserves) or there are none. */
  readonly freeCells: boolean;
  /** Some moves make themselves, and while one is due it is the only legal move (`hasCompulsoryMoves`). */
  readonly compulsory: boolean;
  /**
   * `safeNeed[base * PILE_COUNTS + place]`: a foundation move of the card that is `place`-th on its
   * pile (1: the base card) is safe once every pile holds at least this many cards; -1: never safe.
   */
  readonly safeNeed: Int8Array;
}

const COMPILED = new WeakMap<GameRules, RuleSet>();

/** The rule set of a game (by id or record), compiled the first time it is asked for. */
export function compileRules(game: AnyGameId | GameRules): RuleSet {
  const rules = typeof game === 'string' ? GAMES[game] : game;
  let set = COMPILED.get(rules);
  if (set === undefined) {
    set = compile(rules);
    COMPILED.set(rules, set);
  }
  return set;
}

function compile(rules: GameRules): RuleSet {
  const step = new Int8Array(MAX_CARDS * MAX_CARDS);
  const runStep = new Int8Array(MAX_CARDS * MAX_CARDS);
  const miss = new Uint8Array(MAX_CARDS * MAX_CARDS);
  const sameSuitRuns = rules.groupMoves === 'same-suit';
  // worked out for the 52 faces, then copied to every deck's ids (the rules read faces only)
  for (let top = 0; top < DECK_SIZE; top++) {
    for (let card = 0; card < DECK_SIZE; card++) {
      const i = top * MAX_CARDS + card;
      step[i] = buildStepOf(rules, top, card);
      runStep[i] = sameSuitRuns && SUIT_OF[top] !== SUIT_OF[card] ? 0 : step[i]!;
      miss[i] = BUILD_MISSES.indexOf(missOf(rules, top, card));
    }
  }
  for (let top = 0; top < MAX_CARDS; top++) {
    for (let card = 0; card < MAX_CARDS; card++) {
      if (top < DECK_SIZE && card < DECK_SIZE) continue;
      const i = top * MAX_CARDS + card;
      const face = (top % DECK_SIZE) * MAX_CARDS + (card % DECK_SIZE);
      step[i] = step[face]!;
      runStep[i] = runStep[face]!;
      miss[i] = miss[face]!;
    }
  }
  const emptyTakes = new Uint8Array(MAX_CARDS);
  const emptyRank = rules.emptyRowTakes === 'king' ? KING : rules.emptyRowTakes === 'queen' ? KING - 1 : 0;
  for (let card = 0; card < MAX_CARDS; card++) emptyTakes[card] = emptyRank === 0 || RANK_OF[card] === emptyRank ? 1 : 0;
  const anySuit = rules.foundationSuit === 'any';
  const freeCells = rules.cells > 0 && rules.cellKind === 'free';
  return {
    rules,
    step,
    runStep,
    miss,
    emptyTakes,
    wholeRuns: rules.groupMoves !== 'none',
    carryCells: freeCells,
    carryRows: emptyRank === 0,
    piles: 4 * rules.decks,
    anySuit,
    firstPile: Uint8Array.from({ length: MAX_CARDS }, (_, card) => (anySuit ? 0 : SUIT_OF[card]!)),
    pileStep: anySuit ? 1 : 4,
    nextRank: Array.from({ length: PILE_COUNTS }, (_, base) => nextRanks(rules, base)),
    feeds: rules.rowFeeds,
    namedPiles: namesFoundationPile(rules),
    releaseFrom: rules.foundationRelease === 'never' ? NEVER_RELEASED : rules.foundationRelease === 'above-base' ? 2 : 1,
    freeCells,
    compulsory: hasCompulsoryMoves(rules),
    safeNeed: safeNeeds(rules),
  };
}

/**
 * The building rule, the one place it is written: how `card` builds on `top`, +1 one rank up, -1
 * one down, 0 not at all. With `buildWrap` King and Ace are neighbours (an Ace on a King is one up).
 */
function buildStepOf(rules: GameRules, top: number, card: number): number {
  const d = RANK_OF[card]! - RANK_OF[top]!;
  const step = d === 1 || (rules.buildWrap && d === -12) ? 1 : d === -1 || (rules.buildWrap && d === 12) ? -1 : 0;
  if (step === 0) return 0;
  switch (rules.build) {
    case 'down-any-suit':
      return step === -1 ? -1 : 0;
    case 'up-or-down-in-suit':
      return SUIT_OF[top] === SUIT_OF[card] ? step : 0;
    case 'up-or-down-alt-colour':
      return isRed(top) !== isRed(card) ? step : 0;
    case 'up-or-down-any-suit':
      return step;
  }
}

/** Which part of the building rule `card` misses on `top`, as a player is told it. */
function missOf(rules: GameRules, top: number, card: number): BuildMiss {
  if (buildStepOf(rules, top, card) !== 0) return 'builds';
  if (rules.build === 'down-any-suit') return 'not-one-lower';
  const d = Math.abs(RANK_OF[card]! - RANK_OF[top]!);
  if (!(d === 1 || (rules.buildWrap && d === 12))) return 'not-next-rank';
  // the ranks are neighbours: what is missing is the suit or the colour
  return rules.build === 'up-or-down-in-suit' ? 'not-same-suit' : 'same-colour';
}

/**
 * The rank each pile takes next, by count, from `base`: the next rank up (K to A only where the
 * foundations wrap), or down from the King on the piles that build down; 0 once a pile is full.
 */
function nextRanks(rules: GameRules, base: number): Uint8Array {
  const piles = 4 * rules.decks;
  const from = base === 0 ? 1 : base;
  const out = new Uint8Array(piles * PILE_COUNTS);
  for (let pile = 0; pile < piles; pile++) {
    for (let count = 0; count < 13; count++) {
      if (pileBuildsDown(rules, pile)) out[pile * PILE_COUNTS + count] = 13 - count;
      else if (rules.foundationWrap || from + count <= 13) out[pile * PILE_COUNTS + count] = foundationRankAt(from, count + 1);
    }
  }
  return out;
}

/**
 * Which foundation moves can never turn a winnable game into a lost one, as `safeNeed` holds them.
 * - In-suit games (Fortress, Masterpiece): every one. The card's only possible guests are its
 *   neighbours in suit; the lower one is home already and the higher one can follow it home from
 *   wherever it could have been put on it. Emptying a row or a cell only widens the choices.
 * - Any-suit games: a card of rank r is only ever needed as a host for a card of rank r-1. Once every
 *   card of rank r-2 is home, any r-1 card can go home itself wherever it could have gone onto r, so
 *   r is safe; aces and twos always are. With more decks another copy of the card may need the one
 *   pile it would take: r once every pile holds r-1, so that no card builds on it any more.
 * The family's newer rules count places above the base instead of ranks, and keep only what these
 * arguments prove: none while the base is unchosen (base 0), none where a suit has an Ace pile and a
 * King pile (a card home may be the only host left for a card of the other pile's run), none in
 * colour or both-ways-any-suit building, none for in-suit runs that move whole, and no base card
 * where rows wrap (the base card then hosts the foundation's last card, which is never home first).
 */
function safeNeeds(rules: GameRules): Int8Array {
  const out = new Int8Array(PILE_COUNTS * PILE_COUNTS).fill(-1);
  if (rules.foundationDirection === 'half-down') return out;
  for (let base = 1; base <= 13; base++) {
    const wraps = rules.buildWrap || (rules.foundationWrap && base !== 1);
    for (let place = 1; place <= 13; place++) out[base * PILE_COUNTS + place] = safeNeed(rules, wraps, place);
  }
  return out;
}

function safeNeed(rules: GameRules, wraps: boolean, place: number): number {
  if (rules.build === 'up-or-down-in-suit') return rules.groupMoves !== 'none' || (wraps && place === 1) ? -1 : 0;
  if (rules.build !== 'down-any-suit' || wraps) return -1;
  const below = rules.decks === 1 ? 2 : 1;
  return place <= below ? 0 : place - below;
}

/** How `card` builds on `top` in a rule set: +1 one rank up, -1 one down, 0 not at all (and for no card). */
export const stepIn = (set: RuleSet, top: number, card: number): number => (top < 0 || card < 0 ? 0 : (set.step[top * MAX_CARDS + card] ?? 0));
