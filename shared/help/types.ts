/** A piece of help text: a heading and its paragraphs, plain text (the view decides the markup). */
export interface HelpSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * The rule sentences that differ between the games; each game's rules are a list of these, in the
 * order they read: foundations, layout and deal, what moves, building, empty rows, cells and
 * reserves, the stock, compulsory play.
 */
export const RULE_FRAGMENTS = [
  // where the foundations start, whether they wrap, whether their cards come back
  'foundationsAce',
  'foundationsAceDecks',
  'foundationsAnySuitDecks',
  'foundationsRittenhouse',
  'foundationsKing',
  'foundationsChequers',
  'foundationsChosen',
  'foundationWrap',
  'foundationNever',
  'foundationTopCard',
  'foundationTopCardReserve',
  'foundationTopCardChequers',
  'foundationAboveBase',
  // how the rows lie and the deal
  'layoutWings',
  'layoutLine',
  'layoutGrid',
  'dealCastle',
  'dealStreets',
  'dealCitadel',
  'dealFortress',
  'dealMasterpiece',
  'dealSelectiveCastle',
  'dealChessboard',
  'dealBastion',
  'dealLightweight',
  'dealCastleMount',
  'dealPalace',
  'dealIndolence',
  'dealRittenhouse',
  'dealZerline',
  'dealZerline3Decks',
  'dealSoother',
  'dealChequers',
  'firstToFoundation',
  // what may move: one card, or runs that move whole
  'moveOne',
  'moveRunsDown',
  'moveRunsInSuit',
  'moveRunsSameSuit',
  // building on the rows
  'buildDownAnySuit',
  'buildDownAnySuitWrap',
  'buildInSuit',
  'buildInSuitWrap',
  'buildMainInSuit',
  'buildAltColourWrap',
  'buildUpOrDownAnySuit',
  // empty rows, and the talon that refills them by itself
  'emptyAny',
  'emptyMainAny',
  'emptyKing',
  'emptyQueen',
  'talonRefills',
  // free cells and reserves
  'oneCell',
  'twoCells',
  'twoCellsDealt',
  'twoReserves',
  'masterpieceCell',
  'reservesAsRows',
  'reserveOfFour',
  'reserveOfSix',
  'reserveOfEightAny',
  // the face-down stock and its waste, and what the stock's (or the talon's) hidden order means for the solver
  'stockToWaste',
  'hiddenStock',
  'hiddenTalon',
  // play that is compulsory: cards that can go home go there by themselves
  'compulsoryHome',
] as const;
export type RuleFragment = (typeof RULE_FRAGMENTS)[number];

/** The help text of one language. */
export interface HelpText {
  /** What every game shares, before the game's own sentences. */
  readonly common: readonly string[];
  /** What every game shares, after them: how the game is won or lost. */
  readonly ending: readonly string[];
  /** `common` and `ending` of the games of two to four decks, by deck count. */
  readonly decks: Readonly<Record<2 | 3 | 4, { readonly common: readonly string[]; readonly ending: readonly string[] }>>;
  /**
   * `common` of the games whose undealt cards wait face down in a stock (Zerline, Soother), by deck count:
   * not every card is visible from the start there. Their `ending` is that of their deck count.
   */
  readonly stockCommon: Readonly<Record<2 | 3 | 4, readonly string[]>>;
  /**
   * `common` of the game of two decks whose last four cards wait face down in a talon that refills
   * emptied rows by itself (Chequers): not every card is visible from the start there. Its `ending`
   * is that of two decks.
   */
  readonly talonCommon: readonly string[];
  readonly fragments: Readonly<Record<RuleFragment, string>>;
  readonly scoring: readonly string[];
  /** The tips of the Swahili source text. */
  readonly tips: readonly string[];
  /** How a run moves, as it is true in the game: the tip that follows the others (game-rules.ts runTip). */
  readonly runTips: RunTips;
}

/**
 * How a run moves in one go. Where only single cards move, the table carries a run through the free
 * cells and the empty rows that take any card (shared/engine/run-move.ts): `cellsAndRows` where a
 * game has both, `rows` or `cells` where it has one of them. `whole`: where runs move whole.
 */
export interface RunTips {
  readonly cellsAndRows: string;
  readonly rows: string;
  readonly cells: string;
  readonly whole: string;
}
