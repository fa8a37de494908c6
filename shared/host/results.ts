// Turning a finished game into a statistics entry. Both hosts (Electron main and the browser) use it,
// and both trust only the replay: a win is recorded only if the submitted moves reach a won position.
import { type Result, ok, err } from '../engine/result';
import type { SavedGame } from '../formats/saved-game-types';
import { restoreSavedGame } from '../formats/saved-game';
import type { GameResult } from './types';

export function resultFromSavedGame(saved: SavedGame, claimedWon: boolean, now: Date): Result<GameResult, string> {
  if (Number.isNaN(now.getTime())) return err('the finishing time is not a valid date');
  const restored = restoreSavedGame(saved);
  if (!restored.ok) return err(`the game does not replay: ${restored.error.message}`);
  const record = restored.value;
  if (claimedWon && !record.won) return err('a win was claimed but the moves do not reach a won position');
  const seconds = Number.isFinite(saved.elapsedSeconds) && saved.elapsedSeconds > 0 ? Math.floor(saved.elapsedSeconds) : 0;
  const result: GameResult = {
    game: saved.game,
    deal: saved.deal,
    ...(saved.daily !== undefined ? { daily: saved.daily } : {}),
    // a replay that is won counts as a win even if the caller did not say so: the position decides
    won: record.won,
    score: record.score(seconds).total,
    seconds,
    moves: record.moveCount,
    finishedAt: now.toISOString(),
  };
  return ok(result);
}
