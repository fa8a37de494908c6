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
] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The five games of RULES.md's table; the rest are the family members its options express. */
export const MAIN_GAME_IDS: readonly GameId[] = GAME_IDS.slice(0, 5);

export type BuildRule =
  /** down by one, any suit (7 on any 8) */
  | 'down-any-suit'
  /** up or down by one, in suit only */
  | 'up-or-down-in-suit';

export type DealStyle =
  /** round-robin over the rows, each row up to its length */
  | 'rows'
  /** round-robin, a card that fits a foundation when dealt goes there instead (Citadel) */
  | 'rows-to-foundations';

export interface GameRules {
  readonly id: GameId;
  readonly name: string;
  readonly acesStartOnFoundations: boolean;
  /** Cards each row receives, row 1 first (RULES.md numbering: left top to bottom, then right). */
  readonly rowLengths: readonly number[];
  /** How many of the rows sit on the left wing; the rest are on the right. */
  readonly leftRows: number;
  readonly deal: DealStyle;
  readonly build: BuildRule;
  /** What an empty (main) row accepts. */
  readonly emptyRowTakes: 'any' | 'king';
  readonly cells: number;
  /** Zero-based indexes of auxiliary rows: they never take a card (Masterpiece). */
  readonly auxiliaryRows: readonly number[];
  /** When a card may leave a free cell. */
  readonly cellRelease: 'always' | 'while-an-auxiliary-row-is-empty';
}

const castle = {
  acesStartOnFoundations: true,
  rowLengths: [6, 6, 6, 6, 6, 6, 6, 6],
  leftRows: 4,
  deal: 'rows',
  build: 'down-any-suit',
  emptyRowTakes: 'any',
  cells: 0,
  auxiliaryRows: [],
  cellRelease: 'always',
} as const satisfies Omit<GameRules, 'id' | 'name'>;

const streets = { ...castle, acesStartOnFoundations: false, rowLengths: [7, 7, 7, 7, 6, 6, 6, 6] } as const;
const citadel = { ...castle, deal: 'rows-to-foundations' } as const;

export const GAMES: Readonly<Record<GameId, GameRules>> = {
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
};

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export const rowCount = (rules: GameRules): number => rules.rowLengths.length;
