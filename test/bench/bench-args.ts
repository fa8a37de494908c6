import { isAnyGameId, type AnyGameId } from '../../shared/engine/games';

// What the solver benches share: their command-line flags and a quantile of sorted figures.

/** The value after `--name` on the command line, if any. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * The games named by `--game` (one, or several separated by commas), or `all` when there is none; an
 * unknown name ends the bench. Any game with a record may be named, the ones the table does not show
 * yet (ENGINE_ONLY_GAME_IDS) too.
 */
export function gamesFlag<T extends AnyGameId>(all: readonly T[]): readonly (T | AnyGameId)[] {
  const names = flag('game');
  if (names === undefined) return all;
  const games: AnyGameId[] = [];
  for (const name of names.split(',')) {
    if (!isAnyGameId(name)) {
      console.error(`unknown game ${name}`);
      process.exit(2);
    }
    games.push(name);
  }
  return games;
}

export const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
