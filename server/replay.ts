import type { GameId } from '../shared/engine/games';
import { GameRecord } from '../shared/engine/record';
import { type Position, cardCount, cardsOnFoundations } from '../shared/engine/position';
import { dealPosition } from '../shared/engine/deal';
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

// The few deals being played (a day's, per game) dealt once: a record starts from a copy of one.
const STARTS_MAX = 64;
const starts = new Map<string, Position>();

function startOf(game: GameId, deal: number): Position {
  const key = `${game}|${deal}`;
  let start = starts.get(key);
  if (start === undefined) {
    start = dealPosition(game, deal);
    if (starts.size >= STARTS_MAX) starts.delete(starts.keys().next().value!);
    starts.set(key, start);
  }
  return start;
}

export function replayResult(game: GameId, deal: number, movesText: string, seconds: number): Result<VerifiedResult, ReplayError> {
  // the record copies the start, so the kept one is never changed
  const record = new GameRecord({ kind: 'position', game, position: startOf(game, deal) });
  const played = playMoveText(record, movesText);
  if (!played.ok) {
    // playMoveText plays nothing when any move is unparsable: parse only to tell that apart (a 400)
    const parsed = parseMoveList(movesText);
    if (!parsed.ok) return err({ kind: 'unparsable', message: parsed.error.message });
    return err({ kind: 'illegal', message: describeMoveListError(played.error) });
  }
  if (!record.won) {
    const home = cardsOnFoundations(record.position);
    return err({ kind: 'not-won', message: `the moves do not win the game: ${home} of ${cardCount(record.position.rules)} cards are home after ${record.moveCount} moves` });
  }
  return ok({ score: record.score(seconds).total, moves: record.moveCount, seconds });
}

// Higher is better: score, then fewer seconds, then fewer moves, packed in 45 bits (a safe integer).
export const MAX_SECONDS_KEY = 2 ** 17 - 1;
export const MAX_MOVES_KEY = 2 ** 16 - 1;

export function sortKey(r: VerifiedResult): number {
  const seconds = Math.min(r.seconds, MAX_SECONDS_KEY);
  const moves = Math.min(r.moves, MAX_MOVES_KEY);
  return r.score * 2 ** 33 + (MAX_SECONDS_KEY - seconds) * 2 ** 16 + (MAX_MOVES_KEY - moves);
}
