import type { GameId } from '../shared/engine/games';
import { GameRecord } from '../shared/engine/record';
import { cardsOnFoundations } from '../shared/engine/position';
import { scorePosition } from '../shared/engine/score';
import { type Result, ok, err } from '../shared/engine/result';
import { describeMoveListError, parseMoveList, playMoveText } from '../shared/formats/move-text';

// The server's own account of a result: it replays the moves from the deal with the engine, requires
// a win, and scores it by RULES.md with the time it measured itself (ticket to result). Nothing the
// client says about score, time or deal is used.

export interface VerifiedResult {
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
}

export type ReplayError = { readonly kind: 'unparsable' | 'illegal' | 'not-won'; readonly message: string };

export function replayResult(game: GameId, deal: number, movesText: string, seconds: number): Result<VerifiedResult, ReplayError> {
  const parsed = parseMoveList(movesText);
  if (!parsed.ok) return err({ kind: 'unparsable', message: parsed.error.message });
  const record = GameRecord.fromDeal(game, deal);
  const played = playMoveText(record, movesText);
  if (!played.ok) return err({ kind: 'illegal', message: describeMoveListError(played.error) });
  if (!record.won) {
    const home = cardsOnFoundations(record.position);
    return err({ kind: 'not-won', message: `the moves do not win the game: ${home} of 52 cards are home after ${record.moveCount} moves` });
  }
  const score = scorePosition(record.start(), record.position, seconds);
  return ok({ score: score.total, moves: record.moveCount, seconds });
}

// Higher is better: score, then fewer seconds, then fewer moves, packed in 45 bits (a safe integer).
export const MAX_SECONDS_KEY = 2 ** 17 - 1;
export const MAX_MOVES_KEY = 2 ** 16 - 1;

export function sortKey(r: VerifiedResult): number {
  const seconds = Math.min(r.seconds, MAX_SECONDS_KEY);
  const moves = Math.min(r.moves, MAX_MOVES_KEY);
  return r.score * 2 ** 33 + (MAX_SECONDS_KEY - seconds) * 2 ** 16 + (MAX_MOVES_KEY - moves);
}
