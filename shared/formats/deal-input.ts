// What a player types or pastes into Open Deal: a deal number, a share link (shared/formats/deal-link.ts)
// or a position in the board format (position-text.ts). One pure reading, so the dialog only shows
// its answer: the game to start, or why the text does not give one.
import { isDealNumber } from '../engine/deal';
import type { GameId } from '../engine/games';
import type { Position } from '../engine/position';
import { type Result, err, ok } from '../engine/result';
import { readDealLink } from './deal-link';
import type { FormatError } from './errors';
import { parsePosition } from './position-text';

/** The game the text opens: a numbered deal, or a position of the chosen game. */
export type DealInput =
  | { readonly kind: 'deal'; readonly game: GameId; readonly number: number }
  | { readonly kind: 'position'; readonly game: GameId; readonly position: Position };

export type DealInputError =
  | { readonly reason: 'empty' }
  /** Looks like a number, but is not a whole number from 0 to 4294967295. */
  | { readonly reason: 'deal-number'; readonly text: string }
  | { readonly reason: 'link-game'; readonly value: string }
  | { readonly reason: 'link-deal'; readonly value: string }
  | { readonly reason: 'position'; readonly error: FormatError }
  /** Neither a number, nor a link, nor a board. */
  | { readonly reason: 'unrecognised' };

export type DealInputKind = 'empty' | 'number' | 'link' | 'position' | 'unrecognised';

const LINK = /(^|[?&])(game|deal)=/;
const BOARD_START = /^(foundations:|freecells:|:)/i;

/** What the text looks like, before it is read: Open Deal's Enter key opens a number or a link at once. */
export function dealInputKind(text: string): DealInputKind {
  const t = text.trim();
  if (t === '') return 'empty';
  if (/\d/.test(t) && /^[-+]?[\d\s.,_']+$/.test(t)) return 'number';
  if (!t.includes('\n') && LINK.test(t.slice(t.indexOf('?') + 1))) return 'link';
  if (t.includes('\n') || BOARD_START.test(t)) return 'position';
  return 'unrecognised';
}

/** Reads Open Deal's text; `game` is the game chosen beside it (a link names its own). */
export function readDealInput(text: string, game: GameId): Result<DealInput, DealInputError> {
  const t = text.trim();
  switch (dealInputKind(t)) {
    case 'empty':
      return err({ reason: 'empty' });
    case 'number': {
      const number = Number(t);
      return /^\d+$/.test(t) && isDealNumber(number) ? ok({ kind: 'deal', game, number }) : err({ reason: 'deal-number', text: t });
    }
    case 'link': {
      // a whole address or the bare query; what follows `#` is not the query's
      const query = t.slice(t.indexOf('?') + 1).split('#')[0]!;
      const link = readDealLink(query);
      if (!link.ok) return err(link.error.field === 'game' ? { reason: 'link-game', value: link.error.value } : { reason: 'link-deal', value: link.error.value });
      return link.value ? ok({ kind: 'deal', game: link.value.game, number: link.value.deal }) : err({ reason: 'unrecognised' });
    }
    case 'position': {
      const position = parsePosition(t, game);
      return position.ok ? ok({ kind: 'position', game, position: position.value }) : err({ reason: 'position', error: position.error });
    }
    case 'unrecognised':
      return err({ reason: 'unrecognised' });
  }
}
