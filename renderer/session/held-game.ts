import type { GameOrigin } from '../../shared/engine/record';
import { formatPosition } from '../../shared/formats/position-text';
import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { GameStart, HeldGame } from '../../shared/host/types';

// How the table's games are begun with the host, which records a result only with the id it gave
// at beginGame, from the origin it holds (shared/host/held-games.ts).

/** Where a game of `origin` begins, as the host is asked to hold it (a daily by its date). */
export function startOfOrigin(origin: GameOrigin, daily?: string): GameStart {
  if (origin.kind === 'position') return { kind: 'position', game: origin.game, position: formatPosition(origin.position) };
  if (daily !== undefined) return { kind: 'daily', game: origin.game, date: daily };
  return { kind: 'deal', game: origin.game, number: origin.number };
}

/** Where a saved game began, as the host would be asked to hold it. */
export function startOfSavedGame(game: SavedGame): GameStart {
  if (game.deal === null) return { kind: 'position', game: game.game, position: game.position ?? '' };
  if (game.daily !== undefined) return { kind: 'daily', game: game.game, date: game.daily };
  return { kind: 'deal', game: game.game, number: game.deal };
}

/** The origin of the game on the table, as a held game names it. */
export interface ShownGame {
  readonly game: string;
  readonly deal: number | null;
  readonly daily?: string | undefined;
}

/**
 * Whether the host holds the game the table shows: same game, deal and daily date. A HeldGame does
 * not carry its position, so two positions of one game look alike here; the host still compares the
 * position itself when the result comes.
 */
export function holds(held: HeldGame, shown: ShownGame): boolean {
  return held.game === shown.game && held.deal === shown.deal && held.daily === shown.daily;
}
