// Every game of the family is data read by one move generator: the few ways the games differ
// (deal shape, building rule, what an empty row takes, free cells, auxiliary rows) are fields here.

export const GAME_IDS = [
  'beleaguered-castle',
  'streets-and-alleys',
  'citadel',
  'fortress',
  'masterpiece',
  'exiled-kings',
  'siegecraft',
  'stronghold',
  'fastness',
  'chessboard',
  'lasker',
  'morphy',
  'selective-castle',
  'castles-end',
  'bastion',
  'ten-by-one',
  'penelopes-web',
  'lightweight',
  'castle-of-indolence',
  'rittenhouse',
  'zerline',
  'chequers',
  'zerline-3-decks',
  'castle-mount',
  'soother',
  'palace',
] as const;

/**
 * Games the engine, the formats, the solvers and the command line play, but the table does not offer
 * yet (none now): a game stays here while the solver finds a win in too few of its deals for
 * "winnable deals only" and the daily deal (shared/solver/README.md). Not in GAME_IDS, so no menu,
 * setting, deep link or IPC message can ask the table for it.
 */
export const ENGINE_ONLY_GAME_IDS = [] as const;
/** Every game with a record: the table's, then the engine-only ones. */
export const ALL_GAME_IDS = [...GAME_IDS, ...ENGINE_ONLY_GAME_IDS] as const;
/** A game the table shows. */
export type GameId = (typeof GAME_IDS)[number];
/** Any game with a record (the engine-only ones too). */
export type AnyGameId = (typeof ALL_GAME_IDS)[number];

/** The five games of RULES.md's table; the rest are the family members its options express. */
export const MAIN_GAME_IDS: readonly GameId[] = GAME_IDS.slice(0, 5);

/** How a card builds on the exposed card of a row. `buildWrap` lets King and Ace touch. */
export type BuildRule =
  /** down by one, any suit (7 on any 8) */
  | 'down-any-suit'
  /** up or down by one, in suit only */
  | 'up-or-down-in-suit'
  /** up or down by one, red on black and black on red (Morphy, Castles End) */
  | 'up-or-down-alt-colour'
  /** up or down by one, any suit (Rittenhouse) */
  | 'up-or-down-any-suit';

export type DealStyle =
  /** round-robin over the rows, each row up to its length */
  | 'rows'
  /** round-robin, a card that fits a foundation when dealt goes there instead (Citadel) */
  | 'rows-to-foundations';

/**
 * Where the foundations start. `ace`: every foundation is built from its Ace. `chosen`: the first
 * card a player puts on a foundation (any rank, of that foundation's suit) sets the base rank, and
 * every other foundation must start with that rank (Chessboard, Castles End). `king`: every
 * foundation starts with a King, then goes on A, 2 ... Q (Zerline: the foundations wrap).
 */
export type FoundationBase = 'ace' | 'chosen' | 'king';

/**
 * Which cards a foundation takes. `same`: one suit, pile i holding suit i % 4. `any`: any card of the
 * next rank, whatever its suit (PySolFC's RK_FoundationStack: Castle of Indolence), so the piles are
 * interchangeable and hold ranks, not suits.
 */
export type FoundationSuit = 'same' | 'any';

/**
 * Which way the foundations build. `up`: every pile from its base up. `half-down`: the first half of
 * the piles from the Ace up, the second half from the King down (Rittenhouse's 4 + 4).
 */
export type FoundationDirection = 'up' | 'half-down';

/** Whether a foundation's top card may come back into play. `above-base`: all but the base card. */
export type FoundationRelease = 'never' | 'top-card' | 'above-base';

/**
 * Which runs move as one move. `none`: single cards only (the table may still carry a run through
 * free cells and empty rows as single moves, run-move.ts). `unlimited`: any run of the row's
 * building rule, stepping one way, moves whole onto a card (or empty row) that continues it.
 * `same-suit`: as `unlimited`, but only runs whose cards are all of one suit (PySolFC's
 * Spider_SS_RowStack: Castle Mount, Palace build by rank and move same-suit runs).
 */
export type GroupMoves = 'none' | 'unlimited' | 'same-suit';

/**
 * How the table lays the rows out: two wings either side of the foundations, one line below them, or
 * a square grid of rows fanned sideways under a top row of foundations (Chequers' 5 x 5).
 */
export type TableLayout = 'wings' | 'line' | 'grid';

/**
 * One game of the family as data: the one engine reads nothing else. Adding a game is adding its
 * record here, its help fragments (shared/help) and its golden deals (test/shared/engine).
 */
export interface GameRules {
  readonly id: AnyGameId;
  readonly name: string;
  /** Decks shuffled together: 4 * decks foundations (position.ts), 52 * decks cards. */
  readonly decks: 1 | 2 | 3 | 4;
  readonly acesStartOnFoundations: boolean;
  readonly foundationBase: FoundationBase;
  /** A foundation built from a chosen base continues K to A (Chessboard's foundations hold 13 cards from any rank). */
  readonly foundationWrap: boolean;
  readonly foundationRelease: FoundationRelease;
  readonly foundationSuit: FoundationSuit;
  readonly foundationDirection: FoundationDirection;
  /**
   * Which foundation piles each row may feed, row 1 first; null: any pile, from any row or cell.
   * Set, only rows feed the foundations, each pile keeps its place (the piles are not
   * interchangeable), and a card goes to the first pile of its row's list that takes it (Rittenhouse).
   */
  readonly rowFeeds: readonly (readonly number[])[] | null;
  /**
   * Play is compulsory: whenever a row's exposed card can go to a foundation it must, before any
   * other move (rows left to right, each to its first pile that takes it), and the deal makes these
   * moves after each round (Rittenhouse's fillAll, PySolFC bc:728-750).
   */
  readonly compulsoryHome: boolean;
  /** Rows accept no card until the base is set: the first move goes to a foundation (Castles End). */
  readonly baseBeforeRows: boolean;
  /** Cards each row receives, row 1 first (RULES.md numbering: left top to bottom, then right). */
  readonly rowLengths: readonly number[];
  /** How many of the rows sit on the left wing; the rest are on the right (wings layout). */
  readonly leftRows: number;
  readonly layout: TableLayout;
  readonly deal: DealStyle;
  readonly build: BuildRule;
  /** King and Ace are next to each other when building on rows (Chessboard, Selective Castle). */
  readonly buildWrap: boolean;
  readonly groupMoves: GroupMoves;
  /** What an empty (main) row accepts: any card, or only a King (Exiled Kings) or a Queen (Zerline). */
  readonly emptyRowTakes: 'any' | 'king' | 'queen';
  /**
   * The cards the rows are not dealt lie face down in a stock that turns one card at a time onto a
   * waste, with no redeal; the deal turns the first (Zerline). The waste's top card plays to the
   * rows and the foundations. False: every card is dealt.
   */
  readonly stock: boolean;
  /**
   * The cards the rows are not dealt lie face down in a talon that only refills rows: whenever a row
   * is emptied, the talon's next card fills it at once, by itself (a compulsory move from the stock
   * pile to that row), and a click on it does nothing (Chequers, PySolFC bc:613-615). Once it is
   * empty, an empty row takes what `emptyRowTakes` says.
   */
  readonly talonRefills: boolean;
  /**
   * The most cards the reserve holds, 0 for no reserve: one pile, top card playable, that takes
   * single cards from the piles `reserveFrom` names (Zerline's 4, Zerline (3 decks)' 6, Soother's 8).
   */
  readonly reserveSize: number;
  /** Where the reserve pile takes cards from: the rows only (Zerline), or any pile but the stock (Soother, bc:875-877). */
  readonly reserveFrom: 'rows' | 'any';
  readonly cells: number;
  /** `free`: a cell holds any one card. `reserve`: it is dealt a card and only gives (Castles End). */
  readonly cellKind: 'free' | 'reserve';
  /** Each cell is dealt a card before the rows (Bastion's free cells, Castles End's reserves). */
  readonly cellsDealt: boolean;
  /** Zero-based indexes of auxiliary rows: they never take a card (Masterpiece). */
  readonly auxiliaryRows: readonly number[];
  /**
   * What the auxiliary rows are to a player: Masterpiece's `auxiliary` rows, or `reserve` piles that
   * are dealt cards and only give (Castle of Indolence's four reserves of thirteen).
   */
  readonly auxiliaryKind: 'auxiliary' | 'reserve';
  /** When a card may leave a free cell. */
  readonly cellRelease: 'always' | 'while-an-auxiliary-row-is-empty';
}

const castle = {
  decks: 1,
  acesStartOnFoundations: true,
  foundationBase: 'ace',
  foundationWrap: false,
  foundationRelease: 'never',
  foundationSuit: 'same',
  foundationDirection: 'up',
  rowFeeds: null,
  compulsoryHome: false,
  baseBeforeRows: false,
  rowLengths: [6, 6, 6, 6, 6, 6, 6, 6],
  leftRows: 4,
  layout: 'wings',
  deal: 'rows',
  build: 'down-any-suit',
  buildWrap: false,
  groupMoves: 'none',
  emptyRowTakes: 'any',
  stock: false,
  talonRefills: false,
  reserveSize: 0,
  reserveFrom: 'rows',
  cells: 0,
  cellKind: 'free',
  cellsDealt: false,
  auxiliaryRows: [],
  auxiliaryKind: 'auxiliary',
  cellRelease: 'always',
} as const satisfies Omit<GameRules, 'id' | 'name'>;

const streets = { ...castle, acesStartOnFoundations: false, rowLengths: [7, 7, 7, 7, 6, 6, 6, 6] } as const;
const citadel = { ...castle, deal: 'rows-to-foundations' } as const;
/** Chessboard (PySolFC bc:407-426): ten rows in a line, the first two of six cards, a chosen base. */
const chessboard = {
  ...castle,
  acesStartOnFoundations: false,
  foundationBase: 'chosen',
  foundationWrap: true,
  rowLengths: [6, 6, 5, 5, 5, 5, 5, 5, 5, 5],
  leftRows: 5,
  layout: 'line',
  build: 'up-or-down-in-suit',
  buildWrap: true,
} as const;
/** Bastion (bc:240-281): ten rows of five in a line, two free cells each dealt a card. */
const bastion = {
  ...castle,
  acesStartOnFoundations: false,
  foundationRelease: 'top-card',
  rowLengths: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
  leftRows: 5,
  layout: 'line',
  build: 'up-or-down-in-suit',
  cells: 2,
  cellsDealt: true,
} as const;
/** Castle Mount (bc:800-806): three decks, Aces first, twelve rows of twelve, same-suit runs move whole. */
const castleMount = {
  ...castle,
  decks: 3,
  rowLengths: [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12],
  leftRows: 6,
  layout: 'line',
  groupMoves: 'same-suit',
} as const;

/**
 * Zerline (bc:490-560): two decks; eight foundations that start with a King and go on A to Q; eight
 * rows of five in two wings, down regardless of suit, one card at a time, an empty row taking only a
 * Queen; the rest face down in a stock turned one card at a time, no redeal, one turned by the deal;
 * a reserve of up to four cards from the rows.
 */
const zerline = {
  ...castle,
  decks: 2,
  acesStartOnFoundations: false,
  foundationBase: 'king',
  foundationWrap: true,
  rowLengths: [5, 5, 5, 5, 5, 5, 5, 5],
  emptyRowTakes: 'queen',
  stock: true,
  reserveSize: 4,
} as const;

export const GAMES: Readonly<Record<AnyGameId, GameRules>> = {
  'beleaguered-castle': { id: 'beleaguered-castle', name: 'Beleaguered Castle', ...castle },
  'streets-and-alleys': { id: 'streets-and-alleys', name: 'Streets and Alleys', ...streets },
  citadel: { id: 'citadel', name: 'Citadel', ...citadel },
  fortress: {
    id: 'fortress',
    name: 'Fortress',
    ...castle,
    acesStartOnFoundations: false,
    rowLengths: [6, 5, 5, 5, 5, 6, 5, 5, 5, 5],
    leftRows: 5,
    build: 'up-or-down-in-suit',
  },
  masterpiece: {
    id: 'masterpiece',
    name: 'Masterpiece',
    ...castle,
    rowLengths: [5, 5, 5, 5, 4, 5, 5, 5, 5, 4],
    leftRows: 5,
    build: 'up-or-down-in-suit',
    cells: 1,
    auxiliaryRows: [4, 9],
    cellRelease: 'while-an-auxiliary-row-is-empty',
  },
  'exiled-kings': { id: 'exiled-kings', name: 'Exiled Kings', ...citadel, emptyRowTakes: 'king' },
  siegecraft: { id: 'siegecraft', name: 'Siegecraft', ...castle, cells: 1 },
  stronghold: { id: 'stronghold', name: 'Stronghold', ...streets, cells: 1 },
  fastness: { id: 'fastness', name: 'Fastness', ...streets, cells: 2 },
  chessboard: { id: 'chessboard', name: 'Chessboard', ...chessboard },
  // Lasker (bc:429-432): Chessboard whose same-suit runs move whole
  lasker: { id: 'lasker', name: 'Lasker', ...chessboard, groupMoves: 'unlimited' },
  // Morphy (bc:435-446): Chessboard building in alternate colours
  morphy: { id: 'morphy', name: 'Morphy', ...chessboard, build: 'up-or-down-alt-colour' },
  // Selective Castle (bc:834-845): Streets and Alleys' deal, chosen base, down any suit with wrap, runs whole
  'selective-castle': {
    id: 'selective-castle',
    name: 'Selective Castle',
    ...streets,
    foundationBase: 'chosen',
    foundationWrap: true,
    buildWrap: true,
    groupMoves: 'unlimited',
  },
  // Castles End (bc:327-373): Bastion's deal, a chosen base set by the first move, alternate colours
  // with wrap, two play-only reserves, foundation cards above the base may come back
  'castles-end': {
    id: 'castles-end',
    name: 'Castles End',
    ...bastion,
    foundationBase: 'chosen',
    foundationWrap: true,
    foundationRelease: 'above-base',
    baseBeforeRows: true,
    build: 'up-or-down-alt-colour',
    buildWrap: true,
    cellKind: 'reserve',
  },
  bastion: { id: 'bastion', name: 'Bastion', ...bastion },
  // Ten by One (bc:284-291): Bastion with one free cell that starts empty; all 52 cards in the rows
  'ten-by-one': {
    id: 'ten-by-one',
    name: 'Ten by One',
    ...bastion,
    rowLengths: [6, 6, 5, 5, 5, 5, 5, 5, 5, 5],
    cells: 1,
    cellsDealt: false,
  },
  // Penelope's Web (bc:900-902): Streets and Alleys' deal, empty rows take Kings, runs move whole
  'penelopes-web': { id: 'penelopes-web', name: "Penelope's Web", ...streets, emptyRowTakes: 'king', groupMoves: 'unlimited' },
  // Lightweight (bc:761-797): two decks, the eight Aces home first, twelve rows of eight in a line,
  // down any suit, runs move whole, an empty row takes a King
  lightweight: {
    id: 'lightweight',
    name: 'Lightweight',
    ...castle,
    decks: 2,
    rowLengths: [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8],
    leftRows: 6,
    layout: 'line',
    emptyRowTakes: 'king',
    groupMoves: 'unlimited',
  },
  // Castle Mount (bc:800-806): three decks, the twelve Aces home first, twelve rows of twelve, down
  // any suit, same-suit runs move whole (Spider_SS_RowStack), an empty row takes any card
  'castle-mount': { id: 'castle-mount', name: 'Castle Mount', ...castleMount },
  // Palace (bc:809-817): Castle Mount with four decks and eighteen rows, 11 cards to rows 1-12, 10 to 13-18
  palace: {
    id: 'palace',
    name: 'Palace',
    ...castleMount,
    decks: 4,
    rowLengths: [11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 10, 10, 10, 10, 10, 10],
    leftRows: 9,
  },
  // Castle of Indolence (bc:622-675): two decks, eight foundations from the Ace regardless of suit
  // that keep their cards, eight rows (7 cards to the first four, 6 to the rest), down any suit, one
  // card at a time, and four reserves of thirteen that only give. PySolFC squares the reserves; here
  // they are rows 9-12 that take nothing, fanned, so every card dealt face up can be seen.
  'castle-of-indolence': {
    id: 'castle-of-indolence',
    name: 'Castle of Indolence',
    ...castle,
    decks: 2,
    acesStartOnFoundations: false,
    foundationSuit: 'any',
    rowLengths: [7, 7, 7, 7, 6, 6, 6, 6, 13, 13, 13, 13],
    leftRows: 6,
    layout: 'line',
    auxiliaryRows: [8, 9, 10, 11],
    auxiliaryKind: 'reserve',
  },
  // Rittenhouse (bc:680-752): two decks, four foundations from the Ace up and four from the King down,
  // all regardless of suit; row i feeds foundation i, the middle row any, the right rows the down
  // piles; nine rows dealt in rounds (11 full, then 5 cards) up or down regardless of suit, one card at
  // a time; every foundation play compulsory, in the deal too, so rows end uneven
  rittenhouse: {
    id: 'rittenhouse',
    name: 'Rittenhouse',
    ...castle,
    decks: 2,
    acesStartOnFoundations: false,
    foundationSuit: 'any',
    foundationDirection: 'half-down',
    rowFeeds: [[0], [1], [2], [3], [0, 1, 2, 3, 4, 5, 6, 7], [4], [5], [6], [7]],
    compulsoryHome: true,
    rowLengths: [12, 12, 12, 12, 12, 11, 11, 11, 11],
    leftRows: 5,
    layout: 'line',
    build: 'up-or-down-any-suit',
  },
  zerline: { id: 'zerline', name: 'Zerline', ...zerline },
  // Chequers (bc:572-615): two decks; for each suit one foundation from the Ace up and one from the
  // King down, in suit, whose top card may come back; 25 rows of four in a 5 x 5 grid, up or down in
  // suit, one card at a time; the last four cards in a talon that refills each emptied row by itself
  chequers: {
    id: 'chequers',
    name: 'Chequers',
    ...castle,
    decks: 2,
    acesStartOnFoundations: false,
    foundationRelease: 'top-card',
    foundationDirection: 'half-down',
    rowLengths: Array.from({ length: 25 }, () => 4),
    leftRows: 5,
    layout: 'grid',
    build: 'up-or-down-in-suit',
    talonRefills: true,
  },
  // Soother (bc:852-893): four decks; sixteen foundations from the Ace in suit, whose top card may come
  // back; nine rows of five, down regardless of suit, one card at a time, an empty row taking only a
  // King; the rest in a stock turned one card at a time, no redeal, one turned by the deal; a reserve of
  // up to eight cards that takes a card from any pile but the stock
  soother: {
    id: 'soother',
    name: 'Soother',
    ...castle,
    decks: 4,
    acesStartOnFoundations: false,
    foundationRelease: 'top-card',
    rowLengths: [5, 5, 5, 5, 5, 5, 5, 5, 5],
    leftRows: 5,
    layout: 'line',
    emptyRowTakes: 'king',
    stock: true,
    reserveSize: 8,
    reserveFrom: 'any',
  },
  // Zerline (3 Decks) (bc:563-565): twelve foundations, the same eight rows, a reserve of six
  'zerline-3-decks': { id: 'zerline-3-decks', name: 'Zerline (3 Decks)', ...zerline, decks: 3, reserveSize: 6 },
};

/** The games the first release had: their rules use none of the family's newer fields. */
export const FIRST_GAME_IDS: readonly GameId[] = GAME_IDS.slice(0, 9);

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** Whether `value` names any game with a record, the engine-only ones too (the command line's games). */
export function isAnyGameId(value: unknown): value is AnyGameId {
  return typeof value === 'string' && (ALL_GAME_IDS as readonly string[]).includes(value);
}

export const rowCount = (rules: GameRules): number => rules.rowLengths.length;

/**
 * Whether some moves make themselves: foundation plays where play is compulsory (Rittenhouse), the
 * talon's refills of emptied rows (Chequers). While one is due it is the only legal move.
 */
export const hasCompulsoryMoves = (rules: GameRules): boolean => rules.compulsoryHome || rules.talonRefills;

/**
 * Whether a move to or from the foundations names which pile of the suit it means: where a suit has
 * one pile up from the Ace and one down from the King and a card may suit either (Chequers), the
 * player chooses. Elsewhere the engine's order of the piles (or the row's feeds) decides.
 */
export const namesFoundationPile = (rules: Pick<GameRules, 'foundationDirection' | 'rowFeeds'>): boolean => rules.foundationDirection === 'half-down' && rules.rowFeeds === null;

/**
 * Whether a game's rules use none of the family's newer move rules (a base from the Ace, no wrap,
 * foundations that keep their cards, single-card moves, free cells, the first two building rules):
 * the rules of the first nine games, which the fast solver is proved for (shared/solver/fast-rules.ts).
 */
export function usesFirstRules(rules: GameRules): boolean {
  return (
    rules.decks === 1 &&
    rules.foundationBase === 'ace' &&
    !rules.foundationWrap &&
    rules.foundationRelease === 'never' &&
    rules.foundationSuit === 'same' &&
    rules.foundationDirection === 'up' &&
    rules.rowFeeds === null &&
    !rules.compulsoryHome &&
    !rules.baseBeforeRows &&
    (rules.build === 'down-any-suit' || rules.build === 'up-or-down-in-suit') &&
    !rules.buildWrap &&
    rules.groupMoves === 'none' &&
    rules.cellKind === 'free' &&
    rules.emptyRowTakes !== 'queen' &&
    !rules.stock &&
    !rules.talonRefills &&
    rules.reserveSize === 0
  );
}
