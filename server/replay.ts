import type { GameId } from '../shared/engine/games';
import { GameRecord } from '../shared/engine/record';
import { type Position, cardCount, cardsOnFoundations } from '../shared/engine/position';
import { dealPosition } from '../shared/engine/deal';
import { type Result, ok, err } from '../shared/engine/result';
import { describeMoveListError, parseMoveList, playMoveText } from '../shared/formats/move-text';
import { playerSteps } from './human-pace';

// The server's own account of a result: it replays the moves from the deal with the engine, requires
// a win, and scores it by RULES.md with the time it measured itself (ticket to result). Nothing the
// client says about score, time or deal is used.

export interface VerifiedResult {
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
}

export type ReplayError = { readonly kind: 'unparsable' | 'illegal' | 'not-won'; readonly message: string };

/** A verified result and the steps a player took for it (human-pace.ts). */
export interface Replayed {
  readonly result: VerifiedResult;
  readonly steps: number;
}

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

export function replayResult(game: GameId, deal: number, movesText: string, seconds: number): Result<Replayed, ReplayError> {
  // the record copies the start, so the kept one is never changed
  const start = startOf(game, deal);
  const record = new GameRecord({ kind: 'position', game, position: start });
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
  return ok({ result: { score: record.score(seconds).total, moves: record.moveCount, seconds }, steps: playerSteps(start, record.moves()) });
}

// Higher is better: the board ranks by score alone (with the server's time in it), ties by the earlier
// result (achieved_at, in the SQL). A key of its own column, so a later rule can pack more into it.
export function sortKey(r: VerifiedResult): number {
  return r.score;
}
