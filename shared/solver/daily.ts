import { type GameId, GAMES } from '../engine/games';
import { fnv1a } from '../engine/rng';
import { type Result, ok, err } from '../engine/result';
import { createSolver, type Solver, type Techniques } from './solve';
import { MULTI_DECK_DEAL_BUDGET, findWinnableDeal } from './winnable-deal';
import { isLocalDate } from '../stats/dates';

// The daily deal (RULES.md): one per game and local calendar date, the same for every player, always
// winnable. Candidate k of a day is fnv1a(`${game}|${date}|${k}`); the day's number is the first
// candidate the solver proves winnable within DAILY_BUDGET positions. Both the sequence and the budget
// are part of the format: changing either (or making the solver prove different deals within the
// budget) moves the daily deals, and the golden tests say so. Hence the daily deal is decided by the
// plain depth-first search, as the first version shipped it: the best-first phase and the merged
// search added since prove other deals winnable within the budget, and would have moved some days;
// so might the dead-position test in Exiled Kings (kingRowDeadPositions), added later still.

export const DAILY_BUDGET = 300_000;
/** The daily deal's budget for `game`: the games of two decks and more take New Game's (winnable-deal.ts). */
export const dailyBudget = (game: GameId): number => (GAMES[game].decks > 1 ? MULTI_DECK_DEAL_BUDGET : DAILY_BUDGET);
export const DAILY_TECHNIQUES: Partial<Techniques> = { bestFirst: false, suitMerging: false, kingRowDeadPositions: false, beam: false };
/**
 * Games that came to the table after the merged search (generic-finder.ts, merged-runs.ts): their
 * daily deals were merged from the first day, so nothing moves; by face Zerline (3 Decks) and Soother
 * win almost no candidate within the budget, and a day's deal would take hundreds of tries.
 */
const MERGED_DAILY: readonly GameId[] = ['zerline-3-decks', 'soother'];
/** Games that came to the table with the beams (beam-finder.ts): beamed from their first day.
 * Lightweight's beams came later, so its daily deal keeps the finder alone. */
const BEAM_DAILY: readonly GameId[] = ['castle-mount', 'palace'];
/** The techniques of `game`'s daily deal. */
export const dailyTechniques = (game: GameId): Partial<Techniques> =>
  MERGED_DAILY.includes(game) ? { ...DAILY_TECHNIQUES, suitMerging: true } : BEAM_DAILY.includes(game) ? { ...DAILY_TECHNIQUES, beam: true } : DAILY_TECHNIQUES;
const DAILY_MAX_TRIES = 1000;

/** Whether `date` is a real calendar date written YYYY-MM-DD: the one check, in shared/stats/dates.ts. */
export const isDateString = isLocalDate;

// the date helpers live with the other pure date code, so the table can use them without the solver
export { localDateString } from '../stats/dates';

export function dailyCandidate(game: GameId, date: string, k: number): number {
  return fnv1a(`${game}|${date}|${k}`);
}

/** `solver`: the one to use (a worker holds one); a fresh one otherwise. */
export function dailyDealNumber(game: GameId, date: string, solver: Solver = createSolver()): Result<number, string> {
  if (typeof date !== 'string' || !isDateString(date)) return err(`"${String(date)}" is not a date written YYYY-MM-DD`);
  for (let k = 0; k < DAILY_MAX_TRIES; k++) {
    const candidate = dailyCandidate(game, date, k);
    const r = findWinnableDeal(game, candidate, { budget: dailyBudget(game), maxTries: 1, techniques: dailyTechniques(game), solver });
    if (r.found) return ok(r.number);
  }
  return err(`no winnable deal among the first ${DAILY_MAX_TRIES} candidates of ${date}`);
}
