import { type Move, CELL_BASE, FOUNDATION, MOVE_ERROR_TEXT, moveFrom, moveTo } from '../engine/moves';
import { resolveMove } from '../engine/moves';
import type { GameRecord } from '../engine/record';
import { type Result, ok, err } from '../engine/result';
import { type FormatError, formatError } from './errors';

// The FreeCell move notation: rows 1-9 and 0 for row 10, free cells a-d, foundation h. A move is two
// characters, FROM then TO (`3h`, `36`, `4a`, `a4`); a list is separated by spaces or commas.

const ROW_CHARS = '1234567890';
const CELL_CHARS = 'abcd';

/** `1`..`9`, `0` (row 10), `a`..`d`, `h`; `?` for a number that is no pile. */
export function pileToText(pile: number): string {
  if (pile >= 0 && pile < CELL_BASE) return ROW_CHARS[pile]!;
  if (pile >= CELL_BASE && pile < CELL_BASE + CELL_CHARS.length) return CELL_CHARS[pile - CELL_BASE]!;
  if (pile === FOUNDATION) return 'h';
  return '?';
}

export function moveToText(m: Move): string {
  return pileToText(moveFrom(m)) + pileToText(moveTo(m));
}

/** Moves separated by single spaces; the empty string for none. */
export function movesToText(ms: readonly Move[]): string {
  return ms.map(moveToText).join(' ');
}

/** One pile character, either case, to the engine's pile number. */
export function parsePileText(ch: string): Result<number, FormatError> {
  const c = ch.toLowerCase();
  if (c.length === 1) {
    const row = ROW_CHARS.indexOf(c);
    if (row >= 0) return ok(row);
    const cell = CELL_CHARS.indexOf(c);
    if (cell >= 0) return ok(CELL_BASE + cell);
    if (c === 'h') return ok(FOUNDATION);
  }
  return err(formatError('bad-move', `"${ch}" is not a pile: rows are 1-9 and 0 (row 10), free cells a-d, the foundation h`));
}

/** A two-character move such as `3h` or `a4`: which piles, not yet whether it is legal. */
export function parseMoveText(token: string): Result<{ from: number; to: number }, FormatError> {
  if (token.length !== 2) return err(formatError('bad-move', `"${token}" is not a move: a move is two characters, from then to, such as 3h or 36`));
  const from = parsePileText(token[0]!);
  if (!from.ok) return err(formatError('bad-move', `in move "${token}", ${from.error.message}`));
  const to = parsePileText(token[1]!);
  if (!to.ok) return err(formatError('bad-move', `in move "${token}", ${to.error.message}`));
  return ok({ from: from.value, to: to.value });
}

export function splitMoveList(text: string): string[] {
  return text.split(/[\s,]+/).filter((t) => t !== '');
}

/** A list of moves separated by spaces or commas; the error names the move's position (1-based). */
export function parseMoveList(text: string): Result<{ from: number; to: number }[], FormatError> {
  const out: { from: number; to: number }[] = [];
  const list = splitMoveList(text);
  for (let i = 0; i < list.length; i++) {
    const move = parseMoveText(list[i]!);
    if (!move.ok) return err(formatError('bad-move', `move ${i + 1}: ${move.error.message}`));
    out.push(move.value);
  }
  return ok(out);
}

/** Why a move of a list was not played. `index` is 1-based: the first move of the list is move 1. */
export interface MoveListError {
  readonly index: number;
  readonly move: string;
  readonly reason: string;
}

/**
 * Plays a list of moves on a record and answers how many it played. A syntax error anywhere stops it
 * before any move is played; an illegal move stops it there, leaving the moves before it played.
 */
export function playMoveText(record: GameRecord, text: string): Result<number, MoveListError> {
  const list = splitMoveList(text);
  const parsed: { from: number; to: number }[] = [];
  for (let i = 0; i < list.length; i++) {
    const move = parseMoveText(list[i]!);
    if (!move.ok) return err({ index: i + 1, move: list[i]!, reason: move.error.message });
    parsed.push(move.value);
  }
  for (let i = 0; i < parsed.length; i++) {
    const { from, to } = parsed[i]!;
    const resolved = resolveMove(record.position, from, to);
    const played = resolved.ok ? record.play(resolved.value) : resolved;
    if (!played.ok) return err({ index: i + 1, move: list[i]!, reason: MOVE_ERROR_TEXT[played.error] });
  }
  return ok(parsed.length);
}

/** `move 3 (36): the card does not build on that row`. */
export function describeMoveListError(e: MoveListError): string {
  return `move ${e.index} (${e.move}): ${e.reason}`;
}
