// The schemas of the messages between the table and a solver worker (worker-protocol.ts): each request
// the worker takes and each answer the table takes. A worker is a trust boundary both ways: a request
// is checked before any search starts, an answer before the table reads it, each with one schema.
import * as v from 'valibot';
import { GAME_IDS } from '../../engine/games';
import { MAX_DEAL_NUMBER } from '../../engine/deal';
import { MAX_MOVES_CHARS, MAX_POSITION_CHARS, MAX_REASON_CHARS } from '../../schemas/limits';
import { localDateSchema } from '../../schemas/saved-game';
import { integerIn, oneOf, stringOf } from '../../schemas/validate';
import { WINNABLE_DEAL_BUDGET } from '../plans';

/** A line's moves at the most: New Game's proofs are depth-first lines, one move a position visited,
 * so none is longer than its budget (a few wander that far: Penelope's Web's reach 170,000 moves). */
export const MAX_LINE_MOVES = WINNABLE_DEAL_BUDGET;

/** A move as the engine encodes it: a whole number of 22 bits (shared/engine/move.ts). */
const moveSchema = integerIn(0, 2 ** 22 - 1);
const lineSchema = v.pipe(v.array(moveSchema), v.maxLength(MAX_LINE_MOVES, `expected at most ${MAX_LINE_MOVES} moves`), v.readonly());
const game = oneOf(GAME_IDS);
const dealNumber = integerIn(0, MAX_DEAL_NUMBER);
const count = integerIn(0, Number.MAX_SAFE_INTEGER);
const id = v.pipe(v.number(), v.integer());
const position = stringOf(MAX_POSITION_CHARS);
const level = v.picklist([1, 2, 3, 4, 5] as const, 'expected a level from 1 to 5');

/** The word of shared memory the table sets to stop an analysis (worker-protocol.ts stopSignal). */
const stopSchema = v.custom<Int32Array>(
  (x) => x instanceof Int32Array && typeof SharedArrayBuffer === 'function' && x.buffer instanceof SharedArrayBuffer && x.length >= 1,
  'stop must be an Int32Array on a SharedArrayBuffer',
);

const NEEDS_POSITION = 'a request without a deal needs the board text in position';

/** The game as the saved-game format describes it: a numbered deal, or board text, and the moves played. */
const analysisRequestSchema = v.pipe(
  v.strictObject({ game, deal: v.nullable(dealNumber), position: v.exactOptional(position), moves: stringOf(MAX_MOVES_CHARS) }),
  v.check((r) => r.deal !== null || r.position !== undefined, NEEDS_POSITION),
);

export const solverRequestSchema = v.pipe(
  v.variant('kind', [
    // the table's verdict and hint; `stop`: a word of shared memory the table sets to stop it (`stopSignal`)
    v.strictObject({ id, kind: v.literal('analyse'), request: analysisRequestSchema, stop: v.exactOptional(stopSchema) }),
    // an analysis whose winnable answer carries the whole winning line (Watch the solver)
    v.strictObject({ id, kind: v.literal('line'), request: analysisRequestSchema, stop: v.exactOptional(stopSchema) }),
    // a winnable deal; with `level`, one of that difficulty level (winnable-deal.ts: when none is found)
    v.strictObject({ id, kind: v.literal('winnable-deal'), game, seed: dealNumber, level: v.exactOptional(level) }),
    v.strictObject({ id, kind: v.literal('daily'), game, date: localDateSchema }),
    // a deal's rating (`line`: the winning line New Game's proof found, so the rating need not search
    // for it again), or with `deal` null that of Open Deal's board text
    v.strictObject({ id, kind: v.literal('rate'), game, deal: v.nullable(dealNumber), position: v.exactOptional(position), line: v.exactOptional(lineSchema) }),
    // par of a deal, or with `deal` null of board text
    v.strictObject({ id, kind: v.literal('par'), game, deal: v.nullable(dealNumber), position: v.exactOptional(position) }),
  ]),
  // rate and par ask about a numbered deal (rate may pass on the line New Game's proof found) or board text
  v.check((m) => (m.kind !== 'rate' && m.kind !== 'par') || m.deal !== null || m.position !== undefined, NEEDS_POSITION),
);

const analysisSchema = v.strictObject({
  verdict: v.picklist(['winnable', 'lost', 'unknown']),
  lostSinceMove: v.exactOptional(count),
  lastWinnableMove: v.exactOptional(count),
  hint: v.exactOptional(v.strictObject({ move: moveSchema, text: stringOf(100) })),
  line: v.exactOptional(lineSchema),
  positions: count,
  error: v.exactOptional(stringOf(MAX_REASON_CHARS)),
});

const measuresSchema = v.strictObject({ samples: count, safeShare: v.number(), waysIn: count, minShare: v.number(), score: v.number() });
const ratingSchema = v.strictObject({
  verdict: v.picklist(['winnable', 'unwinnable', 'unknown']),
  level: v.nullable(level),
  measures: v.nullable(measuresSchema),
  positions: count,
});
const parSchema = v.strictObject({ par: v.nullable(count), line: lineSchema, lowerBound: count, positions: count });

export const solverResponseSchema = v.variant('kind', [
  v.strictObject({ id, kind: v.literal('analysis'), analysis: analysisSchema }),
  // `line`: for New Game's deal, the winning line its proof found (for a rate request to pass on)
  v.strictObject({ id, kind: v.literal('deal'), number: dealNumber, line: v.exactOptional(lineSchema) }),
  v.strictObject({ id, kind: v.literal('error'), message: stringOf(MAX_REASON_CHARS) }),
  v.strictObject({ id, kind: v.literal('rating'), rating: ratingSchema }),
  v.strictObject({ id, kind: v.literal('par'), par: parSchema }),
]);

/** The id of a message that did not pass its schema, when it has one: its answer goes to the right asker. */
export const messageId = (message: unknown): number =>
  typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number' && Number.isInteger(message.id) ? message.id : -1;

/** A request the worker takes, an answer the table takes, par's answer: the types of their schemas. */
export type SolverRequest = Readonly<v.InferOutput<typeof solverRequestSchema>>;
export type SolverResponse = Readonly<v.InferOutput<typeof solverResponseSchema>>;
export type ParAnswer = Readonly<v.InferOutput<typeof parSchema>>;
