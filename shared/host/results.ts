// Turning a finished game into a statistics entry. Both hosts use it, and both trust only the replay:
// a win is recorded only if the moves reach a won position. The game was replayed once, at the
// host's door (verifyGame): what that replay found is read here, not found again.
import { type Result, ok, err } from '../engine/result';
import { type VerifiedGame, replayOf } from '../formats/saved-game';
import type { GameResult } from './types';

/** `elapsed`: the time played, the game's own clock unless the host measured it. */
export function resultFromSavedGame(saved: VerifiedGame, claimedWon: boolean, now: Date, elapsed = saved.elapsedSeconds): Result<GameResult, string> {
  if (Number.isNaN(now.getTime())) return err('the finishing time is not a valid date');
  const replay = replayOf(saved);
  if (claimedWon && !replay.won) return err('a win was claimed but the moves do not reach a won position');
  const seconds = Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed) : 0;
  const result: GameResult = {
    game: saved.game,
    deal: saved.deal,
    ...(saved.daily !== undefined ? { daily: saved.daily } : {}),
    // a replay that is won counts as a win even if the caller did not say so: the position decides
    won: replay.won,
    score: replay.score(seconds),
    seconds,
    moves: replay.moveCount,
    finishedAt: now.toISOString(),
  };
  return ok(result);
}
