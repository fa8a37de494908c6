import { type AnyGameId, type GameRules, GAMES, usesFirstRules } from '../engine/games';

// One table of what the solver does for each game and each question: which space it searches (the
// fast byte board where its prunings are proved for the rules, the engine's position elsewhere),
// which searches run in which order, with which budget and which techniques. Every choice that used
// to be made where a search happened to run is made here; the searches read the plan (README.md,
// "Plans"). The daily deal's choices are pinned data: its deals must never move (the golden test of
// every game's ten pinned dates holds them).

/** The questions the solver is asked. */
export type Purpose =
  /** Can it be won (castle solve, the benchmark): the full budget. */
  | 'verdict'
  /** The table's verdict and hint after each move (analyse.ts), and Watch the solver's line. */
  | 'hint'
  /** New Game with winnable deals only: one candidate deal. */
  | 'new-game'
  /** The daily deal: one candidate of a date, with the choices pinned from each game's first day. */
  | 'daily'
  /** The rating: does one move keep the game winnable (difficulty.ts). */
  | 'rating'
  /** Par's A* searches (par.ts): their positions stored in all. */
  | 'par';

/** The techniques, each switchable so the benchmark can measure what it buys (README.md). The first
 * group is the board's (fast) search's, the second the engine's; both read `suitMerging` and `beam`'s
 * neighbours as they apply. */
export interface Techniques {
  /** Play safe foundation moves at once, without branching on them. */
  readonly safeAutoMoves: boolean;
  /** Hash rows of one kind as interchangeable: which row is empty does not matter. */
  readonly canonicalRows: boolean;
  /** Never move the card the previous move moved (that is one move, or an undo). */
  readonly noSameCardTwice: boolean;
  /** Try the moves most likely to win first. */
  readonly moveOrdering: boolean;
  /** Any-suit games: a card is safe to send home once every card two ranks below is home, not one. */
  readonly widerSafeMoves: boolean;
  /** Any-suit games: also move a run of cards through empty rows onto a host as one step. */
  readonly runMoves: boolean;
  /** Any-suit games without cells: prune a position where, even ignoring when things happen, some card
   * can never go home (dead-position.ts). */
  readonly deadPositions: boolean;
  /** Expand the most promising kept position first, before the depth-first search drains what is left.
   * Off by default: with the merged search, the depth-first search alone is faster on every main game. */
  readonly bestFirst: boolean;
  /** Search first with the cards well above their suit's foundation hashed by rank alone (merged runs). */
  readonly suitMerging: boolean;
  /** With `suitMerging`, before a finer rerun: take as lost what an exhausted coarser run proved lost. */
  readonly reuseLostRuns: boolean;
  /** With `deadPositions`, where empty rows take only Kings: the dead-position test too. */
  readonly kingRowDeadPositions: boolean;
  /** With `deadPositions` on a merged board: a merged card goes home only through the suits merged at its rank. */
  readonly mergedHomesBySuit: boolean;
  /** Games of several decks whose rows move runs whole: beams (beam-finder.ts) before best first. */
  readonly beam: boolean;
  /** A chosen base not set yet: the engine's searches take the base ranks one at a time. */
  readonly baseByBase: boolean;
  /** Games of two decks or more: the engine's best-first search, not its depth-first one. */
  readonly multiDeckFinder: boolean;
  /** One-deck games on the engine, budgets over FINDER_AFTER: depth first for half the budget, then
   * best first for the rest (not where the search is merged). */
  readonly finderAfterDepthFirst: boolean;
}

export const DEFAULT_TECHNIQUES: Techniques = {
  safeAutoMoves: true,
  canonicalRows: true,
  noSameCardTwice: true,
  moveOrdering: true,
  widerSafeMoves: true,
  runMoves: true,
  deadPositions: true,
  bestFirst: false,
  suitMerging: true,
  reuseLostRuns: true,
  kingRowDeadPositions: false,
  mergedHomesBySuit: true,
  beam: true,
  baseByBase: true,
  multiDeckFinder: true,
  finderAfterDepthFirst: true,
};

/** A verdict's budget in positions (so every machine answers alike). */
export const DEFAULT_BUDGET = 2_000_000;
export const MAX_BUDGET = 2 ** 31 - 1;
/** One solve of the table's analysis, and the whole of one answer, walking back included. */
export const ANALYSE_BUDGET = 1_000_000;
export const ANALYSE_TOTAL_BUDGET = 4_000_000;
/** New Game's budget for one candidate deal; the rating asks its first question with it too. */
export const WINNABLE_DEAL_BUDGET = 300_000;
/**
 * A candidate's budget in the games of two decks and more. Their best-first search meets nearly
 * every win it finds early, while a candidate it cannot win runs the whole budget: the full budget
 * made New Game wait seconds there (NOTES.md, "Figures once in the searches' comments").
 */
export const MULTI_DECK_DEAL_BUDGET = 20_000;
/** The daily deal's budget: part of the format (changing it moves the daily deals). */
export const DAILY_BUDGET = 300_000;
/** The rating's check of one move: a loss proved within it is a trap that shows soon enough. */
export const RATING_MOVE_BUDGET = 500;
/** Par's two A* searches, in positions stored (half each): under two seconds on this project's 2-core machine (README.md, "Par"). */
export const PAR_BUDGET = 300_000;

/** Beams of the narrow width first where only runs of one suit move whole: New Game's budget (MULTI_DECK_DEAL_BUDGET) never goes past them. */
export const NARROW_BEAMS = 4;
/**
 * Then each beam twice as wide as the one before, with twice its attempt (beam-finder.ts): where the
 * narrow beams stall, a wider one gets past; they win more Castle Mount deals than beams of one
 * width (README.md, "Wider beams").
 */
export const WIDER_BEAMS = 9;
/**
 * Where any run moves whole (Lightweight): sixteen narrow beams and no wider one. They win nearly
 * every deal, and what they leave the finder decides better with the budget wider beams would take
 * (NOTES.md, "Figures once in the searches' comments").
 */
export const ANY_RUN_BEAMS = 16;

/** A stock game's best-first searches take these scores in turn (engine-best-first.ts): a card not home, and a card in the stock. */
export interface StockScore {
  readonly home: number;
  readonly stock: number;
}
// Zerline: the score, then the stock's twice, then a card not home twice (README.md).
const STOCK_SCORES: readonly StockScore[] = [
  { home: 1, stock: 1 },
  { home: 1, stock: 2 },
  { home: 2, stock: 1 },
];
// Soother: a card not home weighing 4 first, then 2, then the stock's twice (README.md).
const SOOTHER_SCORES: readonly StockScore[] = [
  { home: 4, stock: 1 },
  { home: 2, stock: 1 },
  { home: 1, stock: 2 },
];

/**
 * The daily deal's techniques, pinned: the plain depth-first search the first version shipped, so the
 * best-first phase, the merged search and the King-row dead-position test (added since) move no day;
 * the games that came to the table merged (Zerline 3 Decks, Soother) or with the beams (Castle Mount,
 * Palace) keep them, as their deals were chosen that way from their first day. Lightweight's beams
 * came later: its daily deal keeps the finder alone.
 */
export const DAILY_TECHNIQUES: Partial<Techniques> = { bestFirst: false, suitMerging: false, kingRowDeadPositions: false, beam: false };
const DAILY_PINNED: Partial<Record<AnyGameId, Partial<Techniques>>> = {
  'zerline-3-decks': { ...DAILY_TECHNIQUES, suitMerging: true },
  soother: { ...DAILY_TECHNIQUES, suitMerging: true },
  'castle-mount': { ...DAILY_TECHNIQUES, beam: true },
  palace: { ...DAILY_TECHNIQUES, beam: true },
};

/** The daily deal's techniques in `game`. */
export const dailyTechniques = (game: AnyGameId): Partial<Techniques> => DAILY_PINNED[game] ?? DAILY_TECHNIQUES;

/**
 * Whether the board's search plays the rules: the first nine games' rules (foundations from the Ace
 * that never give a card back, single-card moves, building down any suit or up-or-down in suit, free
 * cells; usesFirstRules) with one deck. Its prunings (dead positions, safe moves, merged suits) are
 * proved for those alone; every other game is searched on the engine's position.
 */
export const boardPlays = (rules: Readonly<GameRules>): boolean => rules.decks === 1 && usesFirstRules(rules as GameRules);

/**
 * Whether the engine's merged search is sound for the rules: foundations in suit from a base every
 * pile shares from the start, that keep their cards or give back their top card; rows that build down
 * by rank alone (runs too, unless runs must be of one suit); nothing that plays by itself; no cells
 * (hashed by face, they would tell merged positions apart). Then a card's suit matters only for going
 * home (merged-runs.ts).
 */
export function mergeable(rules: Readonly<GameRules>): boolean {
  return (
    (rules.foundationBase === 'ace' || rules.foundationBase === 'king') &&
    rules.foundationSuit === 'same' &&
    rules.foundationDirection === 'up' &&
    (rules.foundationRelease === 'never' || rules.foundationRelease === 'top-card') &&
    rules.build === 'down-any-suit' &&
    rules.groupMoves !== 'same-suit' &&
    rules.rowFeeds === null &&
    !rules.compulsoryHome &&
    !rules.talonRefills &&
    rules.cells === 0
  );
}

/** Whether beams serve the rules: several decks, rows and foundations only, rows building down by rank and moving runs whole. */
export function beamServes(rules: Readonly<GameRules>): boolean {
  return (
    rules.decks >= 2 &&
    (rules.groupMoves === 'same-suit' || rules.groupMoves === 'unlimited') &&
    rules.build === 'down-any-suit' &&
    !rules.stock &&
    rules.cells === 0 &&
    rules.reserveSize === 0 &&
    rules.auxiliaryRows.length === 0
  );
}

/** How many narrow beams, then how many of doubling width, the rules get. */
export function beamCounts(rules: Readonly<GameRules>): { readonly narrow: number; readonly wider: number } {
  return rules.groupMoves === 'same-suit' ? { narrow: NARROW_BEAMS, wider: WIDER_BEAMS } : { narrow: ANY_RUN_BEAMS, wider: 0 };
}

/**
 * Where a game's own techniques differ from DEFAULT_TECHNIQUES. Where empty rows take only Kings
 * (Exiled Kings), best first with the King-row dead-position test decides more deals (README.md,
 * technique 7).
 */
function gameTechniques(rules: Readonly<GameRules>): Partial<Techniques> {
  return rules.emptyRowTakes === 'king' ? { bestFirst: true, kingRowDeadPositions: true } : {};
}

/** The searches a plan runs, in order. */
export type SearchKind = 'depth-first' | 'best-first' | 'beams';

export interface Plan {
  readonly purpose: Purpose;
  /** Positions the question may visit. */
  readonly budget: number;
  /** The byte board's search where it plays the rules, the engine's position elsewhere. */
  readonly space: 'board' | 'engine';
  readonly techniques: Techniques;
  /** Runs with the cards well above their foundations merged by rank, again finer where no proof. */
  readonly merged: boolean;
  /** The searches in order: a win or a proved loss of one ends the question. */
  readonly searches: readonly SearchKind[];
  /** How many narrow and wider beams, where the plan has beams. */
  readonly beams: { readonly narrow: number; readonly wider: number };
  /** The scores a stock game's best-first searches take in turn. */
  readonly stockScores: readonly StockScore[];
}

/** Up to this budget a one-deck game's search is depth first alone: New Game's and the daily deal's
 * questions (300 K) keep their answers, and with them the daily deals. */
const FINDER_AFTER = 300_000;
/** Up to this budget (New Game's and the daily deal's) the beams take all of it; above, half. */
const BEAM_ALONE = 100_000;
/** A win by a beam takes 14 K positions or more (beam-finder.ts): below this budget there is none. */
const BEAM_LEAST = 10_000;

/**
 * What of `budget` the plan's first search may take; the search after it takes what the first left.
 * Beams: all of a small budget, half of a large one (what they leave goes to best first, which may
 * prove a loss), none below BEAM_LEAST. Depth first before best first in a game of one deck: half of
 * a budget over FINDER_AFTER, since a deal it has not decided in half it seldom decides in the other
 * half, where best first often wins at once (README.md, "One deck: best first after depth first").
 */
export function firstSearchBudget(plan: Plan, budget: number): number {
  if (plan.searches.length === 1) return budget;
  if (plan.searches[0] === 'beams') return budget < BEAM_LEAST ? 0 : budget <= BEAM_ALONE ? budget : Math.max(BEAM_ALONE, Math.floor(budget / 2));
  return budget > FINDER_AFTER ? Math.max(FINDER_AFTER, Math.floor(budget / 2)) : budget;
}

/** The budget of a purpose in a game. */
export function purposeBudget(rules: Readonly<GameRules>, purpose: Purpose): number {
  switch (purpose) {
    case 'verdict':
      return DEFAULT_BUDGET;
    case 'hint':
      return ANALYSE_BUDGET;
    case 'new-game':
      return rules.decks > 1 ? MULTI_DECK_DEAL_BUDGET : WINNABLE_DEAL_BUDGET;
    case 'daily':
      return rules.decks > 1 ? MULTI_DECK_DEAL_BUDGET : DAILY_BUDGET;
    case 'rating':
      return RATING_MOVE_BUDGET;
    case 'par':
      return PAR_BUDGET;
  }
}

/**
 * What the solver does for `purpose` in a game of these rules; `techniques` switch some on or off
 * (the benchmark's --with and --without, tests), and what follows from them follows. `space`
 * 'engine' puts a game the board plays on the engine's search (to check one against the other).
 */
export function planFor(rules: Readonly<GameRules>, purpose: Purpose, techniques: Partial<Techniques> = {}, space: 'board' | 'engine' = boardPlays(rules) ? 'board' : 'engine'): Plan {
  const pinned = purpose === 'daily' ? dailyTechniques(rules.id) : gameTechniques(rules);
  const t: Techniques = { ...DEFAULT_TECHNIQUES, ...pinned, ...techniques };
  const merged = t.suitMerging && (space === 'board' ? rules.build !== 'up-or-down-in-suit' : mergeable(rules));
  let searches: SearchKind[];
  if (space === 'board') searches = t.bestFirst ? ['best-first', 'depth-first'] : ['depth-first'];
  else if (rules.decks > 1 && t.multiDeckFinder) searches = t.beam && beamServes(rules) ? ['beams', 'best-first'] : ['best-first'];
  else searches = t.finderAfterDepthFirst && !merged ? ['depth-first', 'best-first'] : ['depth-first'];
  return {
    purpose,
    budget: purposeBudget(rules, purpose),
    space,
    techniques: t,
    merged,
    searches,
    beams: beamCounts(rules),
    stockScores: rules.id === 'soother' ? SOOTHER_SCORES : STOCK_SCORES,
  };
}

/** The plan of a game by its id. */
export const gamePlan = (game: AnyGameId, purpose: Purpose): Plan => planFor(GAMES[game], purpose);
