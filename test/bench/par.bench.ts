// `npm run bench:par [-- --deals N] [--first N] [--game G] [--budget N]`
// Par (shared/solver/par.ts) of deals first..first+N-1 of each main game: per game, how many deals
// have a par, how many of them are proved shortest (par = lower bound), the mean gap between par and
// the bound, the par line against the solver's shortened line, and the time per deal (median, p95,
// max). Every par line is replayed through the engine.
import { performance } from 'node:perf_hooks';
import { flag, gamesFlag, quantile } from './bench-args';
import { GAMES, MAIN_GAME_IDS } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { lineWins } from '../../shared/engine/moves';
import { createSolver } from '../../shared/solver/api/solve';
import { shortenLine } from '../../shared/solver/services/shorten-line';
import { findPar } from '../../shared/solver/services/par';
import { PAR_BUDGET } from '../../shared/solver/plans';

const deals = Number(flag('deals') ?? 50);
const first = Number(flag('first') ?? 1);
const budget = Number(flag('budget') ?? PAR_BUDGET);
const games = gamesFlag(MAIN_GAME_IDS);
const solver = createSolver();

console.log(`par bench: ${deals} deals from #${first}, budget ${budget} positions`);
for (const game of games) {
  const ms: number[] = [];
  let withPar = 0;
  let proved = 0;
  let gap = 0;
  let parMoves = 0;
  let shortened = 0;
  for (let k = 0; k < deals; k++) {
    const p = dealPosition(game, first + k);
    const t0 = performance.now();
    const r = findPar(p, { budget, solver });
    ms.push(performance.now() - t0);
    if (r.par === null) continue;
    if (!lineWins(p, r.line)) throw new Error(`${game} #${first + k}: the par line does not win`);
    withPar++;
    if (r.lowerBound === r.par) proved++;
    gap += r.par - r.lowerBound;
    parMoves += r.par;
    shortened += shortenLine(p, solver.solve(p).moves).length;
  }
  const sorted = ms.slice().sort((a, b) => a - b);
  console.log(
    `${GAMES[game].name}: ${withPar} deals with a par, ${proved} proved shortest, mean gap to the bound ${(gap / Math.max(1, withPar)).toFixed(1)} moves,` +
      ` par ${(parMoves / Math.max(1, withPar)).toFixed(1)} moves against ${(shortened / Math.max(1, withPar)).toFixed(1)} for the shortened solver line |` +
      ` ms median ${quantile(sorted, 0.5).toFixed(0)} p95 ${quantile(sorted, 0.95).toFixed(0)} max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)}`,
  );
}
