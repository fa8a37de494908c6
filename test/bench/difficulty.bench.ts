// `npm run bench:difficulty [-- --deals N] [--first N] [--game G] [--games-per-deal N] [--dump FILE] [--new-game]`
// Rates deals first..first+N-1 of each main game (shared/solver/difficulty.ts), times each rating,
// and has the heuristic player (heuristic-player.ts: rules of thumb, no search) play each deal
// `--games-per-deal` times (20; seeds 1..20). Prints per game and level how many deals and the
// player's win rate, which must fall from each level to the next; the rating's time (median, p95,
// max); and the score percentiles (20/40/60/80 % of winnable deals) that difficulty-bounds.ts holds.
// `--new-game` rates only the deals New Game's own budget proves winnable (plans.ts, New Game's budget), the
// deals a player is dealt in the games of several decks, where the bounds are measured over those; as
// in the app, New Game's proof is made on another solver than the rating's (another worker), which is
// handed the proof's line.
import { performance } from 'node:perf_hooks';
import { flag, gamesFlag, quantile } from './bench-args';
import { writeFileSync } from 'node:fs';
import { GAMES, MAIN_GAME_IDS } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { createSolver } from '../../shared/solver/api/solve';
import { rateDeal, DIFFICULTY_LEVELS } from '../../shared/solver/services/difficulty';
import { heuristicWins } from './heuristic-player';

const deals = Number(flag('deals') ?? 2000);
const first = Number(flag('first') ?? 1);
const perDeal = Number(flag('games-per-deal') ?? 20);
const games = gamesFlag(MAIN_GAME_IDS);
const solver = createSolver();
const dump = flag('dump');
const dumped: unknown[] = [];
const newGameOnly = process.argv.includes('--new-game');
const newGameSolver = createSolver();

console.log(`difficulty bench: ${deals} deals from #${first}, ${perDeal} heuristic games a deal`);
for (const game of games) {
  const rows = new Map<string, { deals: number; wins: number }>();
  const ms: number[] = [];
  const newGameMs: number[] = [];
  const scores: number[] = [];
  for (let k = 0; k < deals; k++) {
    const number = first + k;
    const tn = performance.now();
    // New Game's proof on a solver of its own, as the app's table worker holds one; the rating, in the
    // other worker, is handed the proof's line as the app hands it (worker-protocol.ts)
    const proof = newGameOnly ? newGameSolver.solve(dealPosition(game, number), { purpose: 'new-game' }) : null;
    if (proof && proof.verdict !== 'winnable') continue;
    if (proof) newGameMs.push(performance.now() - tn);
    const t0 = performance.now();
    const r = rateDeal(game, number, { solver, ...(proof ? { line: proof.moves } : {}) });
    ms.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error);
    const rating = r.value;
    const label = rating.level !== null ? DIFFICULTY_LEVELS[rating.level - 1]! : rating.verdict === 'unwinnable' ? 'Cannot be won' : 'Solver could not tell';
    if (rating.measures) scores.push(rating.measures.score);
    const wins = heuristicWins(dealPosition(game, number), perDeal);
    if (dump) dumped.push({ game, number, verdict: rating.verdict, wins, ...rating.measures });
    const row = rows.get(label) ?? { deals: 0, wins: 0 };
    row.deals++;
    row.wins += wins;
    rows.set(label, row);
  }
  const sortedMs = ms.slice().sort((a, b) => a - b);
  const sortedScores = scores.slice().sort((a, b) => a - b);
  console.log(`${GAMES[game].name}: rating ms median ${quantile(sortedMs, 0.5).toFixed(1)} p95 ${quantile(sortedMs, 0.95).toFixed(1)} max ${(sortedMs[sortedMs.length - 1] ?? 0).toFixed(0)}`);
  if (newGameOnly) {
    const sortedNew = newGameMs.slice().sort((a, b) => a - b);
    console.log(`  New Game's proof of those deals (before the rating, in the other worker): ms median ${quantile(sortedNew, 0.5).toFixed(1)} p95 ${quantile(sortedNew, 0.95).toFixed(1)} max ${(sortedNew[sortedNew.length - 1] ?? 0).toFixed(0)}`);
  }
  for (const label of [...DIFFICULTY_LEVELS, 'Cannot be won', 'Solver could not tell']) {
    const row = rows.get(label);
    if (!row) continue;
    console.log(`  ${label.padEnd(22)} ${String(row.deals).padStart(5)} deals  heuristic player wins ${((100 * row.wins) / (row.deals * perDeal)).toFixed(2).padStart(6)} %`);
  }
  console.log(`  score percentiles 20/40/60/80 %: [${[0.2, 0.4, 0.6, 0.8].map((q) => String(quantile(sortedScores, q))).join(', ')}]`);
}
if (dump) writeFileSync(dump, JSON.stringify(dumped));
