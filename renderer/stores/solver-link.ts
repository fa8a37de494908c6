import type { Analysis, AnalysisRequest } from '../../shared/solver/analysis-types';
import type { GameId } from '../../shared/engine/games';

/** The part of renderer/solver's client the table uses. */
export interface TableSolver {
  analyse(req: AnalysisRequest): Promise<Analysis | null>;
  findWinnableDeal(game: GameId, seed: number): Promise<number>;
  dailyDeal(game: GameId, date: string): Promise<number>;
  cancel(): void;
}

// The solver client (a Web Worker) is loaded after the table is on screen, in its own chunk, so it
// never delays the first paint. The glob is empty in a checkout without the solver: the table then
// plays on with the verdict "not yet known".
const modules = import.meta.glob<{ createSolverClient: () => TableSolver }>('../solver/solver-client.ts');

let client: Promise<TableSolver | null> | null = null;

/** Tests put a fake solver (or none) in place of the worker. */
export function setSolver(solver: TableSolver | null): void {
  client = Promise.resolve(solver);
}

export function loadSolver(): Promise<TableSolver | null> {
  if (!client) {
    const load = Object.values(modules)[0];
    client = load
      ? load().then(
          (m) => {
            try {
              return m.createSolverClient();
            } catch {
              return null; // no Worker here: the table plays on without verdicts
            }
          },
          () => null,
        )
      : Promise.resolve(null);
  }
  return client;
}
