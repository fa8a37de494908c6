// The table's side of the held games: which game the host holds for the table, and the help taken in
// it. The host records a result only with the id it gave at beginGame (shared/host/held-games.ts).
//
// A table that calls beginGame itself (at every new deal, restart and daily deal) and passes
// `claim()` with recordResult needs only the help counters here. For a table that does not yet,
// `linkHeldGames` wraps a host so that the game is begun with the host when its first save (or its
// result) shows a new origin, or the same origin played again from the start (a restart); the
// help counters are then unknown (none). Nothing here is trusted by the host: it checks the origin,
// measures the time and refuses a second result itself.
import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { GameHost } from '../../shared/host/host';
import { type GameStart, type HeldGame, type HelpUsed, NO_HELP, type ResultClaim } from '../../shared/host/types';

/** Where a saved game began, as the host would be asked to hold it. */
export function startOfSavedGame(game: SavedGame): GameStart {
  if (game.deal === null) return { kind: 'position', game: game.game, position: game.position ?? '' };
  if (game.daily !== undefined) return { kind: 'daily', game: game.game, date: game.daily };
  return { kind: 'deal', game: game.game, number: game.deal };
}

const originKey = (game: string, deal: number | null, daily: string | undefined, position: string | undefined): string =>
  JSON.stringify([game, deal, daily ?? null, deal === null ? (position ?? '') : null]);
const keyOfSaved = (g: SavedGame): string => originKey(g.game, g.deal, g.daily, g.position);

/** The help taken in one game, as the table counts it; `claim` is what recordResult carries. */
export class HelpCounter {
  private used: HelpUsed = NO_HELP;

  hint(): void {
    this.used = { ...this.used, hints: this.used.hints + 1 };
  }
  undoToWinnable(): void {
    this.used = { ...this.used, undoToWinnable: true };
  }
  watchedSolver(): void {
    this.used = { ...this.used, watchedSolver: true };
  }
  get help(): HelpUsed {
    return this.used;
  }
  /** A new game (new deal, restart, daily deal): no help taken yet. */
  reset(): void {
    this.used = NO_HELP;
  }
  claim(held: HeldGame): ResultClaim {
    return { id: held.id, help: this.used };
  }
}

interface Linked {
  readonly key: string;
  readonly id: string;
  /** A result was sent for it: the next result of the same origin belongs to a new game. */
  spent: boolean;
  /** A save with moves was seen: a save back at the start with no redo is a restart. */
  moved: boolean;
}

/** The host, with games begun for a table that does not call beginGame itself (see the top of the file). */
export function linkHeldGames<H extends GameHost>(host: H): H {
  let current: Linked | null = null;
  let askedHeld = false;
  // one call at a time, in order, so a begin lands before the save or result that caused it
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  };
  const adopt = (held: HeldGame, key: string, moved: boolean): void => {
    current = { key, id: held.id, spent: false, moved };
  };
  const heldKey = (held: HeldGame, start: GameStart): string =>
    originKey(held.game, held.deal, held.daily, start.kind === 'position' ? start.position : undefined);
  /** The linked game for a saved game's origin, begun with the host when it is not the one held. */
  const linkFor = async (game: SavedGame, restart: boolean): Promise<Linked | null> => {
    const key = keyOfSaved(game);
    if (current === null && !askedHeld) {
      // after a reload the host may still hold this game (its time and id)
      askedHeld = true;
      const held = await host.heldGame().catch(() => null);
      if (held && originKey(held.game, held.deal, held.daily, game.deal === null ? game.position : undefined) === key) adopt(held, key, true);
    }
    const c: Linked | null = current;
    if (c !== null && c.key === key && !c.spent && !(restart && c.moved)) return c;
    const start = startOfSavedGame(game);
    const held = await host.beginGame(start).catch(() => null);
    if (held === null) return null;
    adopt(held, heldKey(held, start), false);
    return current;
  };

  return {
    ...host,
    beginGame: (start: GameStart) =>
      serial(async () => {
        const held = await host.beginGame(start);
        adopt(held, heldKey(held, start), false);
        return held;
      }),
    saveGame: (game: SavedGame) =>
      serial(async () => {
        const atStart = game.moves.trim() === '' && (game.redo ?? '').trim() === '';
        const linked = await linkFor(game, atStart);
        if (linked && !atStart) linked.moved = true;
        return host.saveGame(game);
      }),
    recordResult: (game: SavedGame, won: boolean, claim?: ResultClaim) =>
      serial(async () => {
        if (claim !== undefined) {
          if (current?.id === claim.id) current.spent = true;
          return host.recordResult(game, won, claim);
        }
        const linked = await linkFor(game, false);
        if (linked) linked.spent = true;
        return host.recordResult(game, won, linked ? { id: linked.id, help: NO_HELP } : undefined);
      }),
  };
}
