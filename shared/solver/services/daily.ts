import type { GameId } from '../../engine/games';
import { fnv1a } from '../../engine/rng';
import { type Result, ok, err } from '../../engine/result';
import { createSolver, type Solver } from '../api/solve';
import { findWinnableDeal } from './winnable-deal';
import { isLocalDate } from '../../stats/dates';

// The daily deal (RULES.md): one per game and local calendar date, the same for every player, always
// winnable. Candidate k of a day is fnv1a(`${game}|${date}|${k}`); the day's number is the first
// candidate the solver proves winnable within the daily budget. The sequence, the budget and the
// searches that prove it (the daily plan's pinned techniques: plans.ts, `dailyTechniques`) are part
// of the format: changing any of them (or making the solver prove different deals within the budget)
// moves the daily deals, and the golden tests say so.

const DAILY_MAX_TRIES = 1000;

/** Whether `date` is a real calendar date written YYYY-MM-DD: the one check, in shared/stats/dates.ts. */
export const isDateString = isLocalDate;

// the date helpers live with the other pure date code, so the table can use them without the solver
export { localDateString } from '../../stats/dates';

export function dailyCandidate(game: GameId, date: string, k: number): number {
  return fnv1a(`${game}|${date}|${k}`);
}

/** `solver`: the one to use (a worker holds one); a fresh one otherwise. */
export function dailyDealNumber(game: GameId, date: string, solver: Solver = createSolver()): Result<number, string> {
  if (typeof date !== 'string' || !isDateString(date)) return err(`"${String(date)}" is not a date written YYYY-MM-DD`);
  for (let k = 0; k < DAILY_MAX_TRIES; k++) {
    const candidate = dailyCandidate(game, date, k);
    const r = findWinnableDeal(game, candidate, { maxTries: 1, purpose: 'daily', solver });
    if (r.found) return ok(r.number);
  }
  return err(`no winnable deal among the first ${DAILY_MAX_TRIES} candidates of ${date}`);
}
