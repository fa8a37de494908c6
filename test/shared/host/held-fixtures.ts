// Fixtures for the held-games tests: a clock and ids the test moves by hand, games that replay, and
// a registry wired to them.
import type { GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { GameRecord } from '../../../shared/engine/record';
import { ok } from '../../../shared/engine/result';
import { savedGameFromRecord, verifyGame, type SavedGame, type VerifiedGame } from '../../../shared/formats/saved-game';
import { type DailyDealOf, type HeldGamesData, HeldGames } from '../../../shared/host/held-games';
import { solve } from '../../../shared/solver/api/solve';

/** Milliseconds that move only when the test says so. */
export function manualClock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** UUIDs numbered 1, 2, 3... so a test can name the one it expects. */
export function countingIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

/** The moves of a deal played to its end by the solver (as a player could), saved with `moves` of them. */
/** A saved game as the host's door passes it on: checked and replayed (throws when it is not a game). */
export function verified(game: SavedGame): VerifiedGame {
  const checked = verifyGame(game);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

export function playedDeal(game: GameId, deal: number, moves = Infinity, daily?: string, elapsedSeconds = 0): VerifiedGame {
  const line = solve(dealPosition(game, deal), { budget: 300_000 }).moves;
  if (line.length === 0) throw new Error(`${game} ${deal} has no winning line within the budget`);
  const record = GameRecord.fromDeal(game, deal);
  for (const m of line.slice(0, moves)) record.play(m);
  return verified(savedGameFromRecord(record, elapsedSeconds, daily));
}

/** One move from won: everything home but the King of hearts, alone in row 1. */
export const NEARLY_WON = ['Foundations: H-Q C-K D-K S-K', ': KH', ':', ':', ':', ':', ':', ':', ':'].join('\n');

/** The daily deal of every date is `number`, and each call is counted. */
export function countingDaily(number: number): { dailyDeal: DailyDealOf; calls: string[] } {
  const calls: string[] = [];
  return { calls, dailyDeal: async (game, date) => (calls.push(`${game}|${date}`), ok(number)) };
}

export const TODAY = new Date(2026, 11, 1, 12, 0, 0); // 2026-12-01 local noon

export function registry(options: { daily?: DailyDealOf; data?: HeldGamesData; visible?: boolean; onChange?: () => void } = {}) {
  const clock = manualClock();
  const games = new HeldGames(
    {
      now: () => TODAY,
      clock: clock.now,
      newId: countingIds(),
      dailyDeal: options.daily ?? countingDaily(7).dailyDeal,
      visible: options.visible ?? true,
      ...(options.onChange ? { onChange: options.onChange } : {}),
    },
    options.data,
  );
  return { games, clock };
}
