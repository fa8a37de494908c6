// `npm run bench:fcs [-- --deals N] [--first N] [--game G[,G...]] [--preset NAME]`
// Our solver against Freecell Solver (`fc-solve`, Debian: `apt-get install freecell-solver-bin`), deal
// for deal, on the games both know (all three unless --game names some), one game after the other:
// each deal's board text goes to `fc-solve --game G -l PRESET` on standard input, and both times are
// wall times on this thread (ours after a warm-up on other deals; fc-solve's include starting its
// process, measured alone as a floor and printed). Ours is what `castle solve` does for a board, end
// to end: the solve on one solver, then the winning line shortened (shortenLine); the shortening's
// share is printed too. fc-solve's "could not solve" is not a proof (its presets prune), ours is; the
// verdicts are compared anyway.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { GAMES, type GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { formatPosition } from '../../shared/formats/position-text';
import { createSolver } from '../../shared/solver/api/solve';
import { shortenLine } from '../../shared/solver/services/shorten-line';

/** Our games under fc-solve's names. */
const FCS_GAMES: Partial<Record<GameId, string>> = {
  'beleaguered-castle': 'beleaguered_castle',
  'streets-and-alleys': 'streets_and_alleys',
  citadel: 'citadel',
};

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const deals = Number(flag('deals') ?? 200);
const first = Number(flag('first') ?? 1);
const preset = flag('preset') ?? 'one-big-family';
const games = (flag('game') ?? Object.keys(FCS_GAMES).join(',')).split(',') as GameId[];
for (const game of games) {
  if (FCS_GAMES[game] === undefined) {
    console.error(`fc-solve plays ${Object.keys(FCS_GAMES).join(', ')}; not ${game}`);
    process.exit(2);
  }
}
if (spawnSync('fc-solve', ['--version']).error) {
  console.error('fc-solve not found: apt-get install freecell-solver-bin');
  process.exit(2);
}

type Verdict = 'winnable' | 'no' | 'unknown';

function runFcs(fcsGame: string, board: string): { verdict: Verdict; ms: number } {
  const t0 = performance.now();
  const r = spawnSync('fc-solve', ['--game', fcsGame, '-l', preset, '-'], { input: board + '\n', encoding: 'utf8', timeout: 120_000 });
  const ms = performance.now() - t0;
  const out = r.stdout ?? '';
  const verdict: Verdict = out.includes('This game is solveable') ? 'winnable' : out.includes('could not solve') ? 'no' : 'unknown';
  return { verdict, ms };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = (ms: number[]): string => {
  const s = ms.slice().sort((a, b) => a - b);
  const total = s.reduce((a, b) => a + b, 0);
  return `median ${quantile(s, 0.5).toFixed(1)} p90 ${quantile(s, 0.9).toFixed(1)} max ${s[s.length - 1]!.toFixed(0)} ms, ${(total / 1000).toFixed(1)} s in all`;
};

const total = (ms: number[]): number => ms.reduce((a, b) => a + b, 0);

for (const game of games) compareGame(game, FCS_GAMES[game]!);

function compareGame(game: GameId, fcsGame: string): void {
  // fc-solve's own start: a run on a board with every card home
  const won = formatPosition({ ...dealPosition(game, 1), rows: dealPosition(game, 1).rows.map(() => []), foundations: [13, 13, 13, 13] });
  const floors = Array.from({ length: 5 }, () => runFcs(fcsGame, won).ms).sort((a, b) => a - b);
  const floor = floors[2]!;
  // one solver for every board, as `castle solve` holds one
  const solver = createSolver();
  for (let n = 1; n <= 40; n++) solver.solve(dealPosition(game, first + deals + n)); // warm-up on deals not measured

  const ours: number[] = [];
  const shortening: number[] = [];
  const theirs: number[] = [];
  let faster = 0;
  let fasterNet = 0;
  let agree = 0;
  let theyUnknown = 0;
  const slower: string[] = [];
  const differ: string[] = [];
  for (let n = first; n < first + deals; n++) {
    const p = dealPosition(game, n);
    const t0 = performance.now();
    const r = solver.solve(p);
    const t1 = performance.now();
    if (r.verdict === 'winnable') shortenLine(p, r.moves);
    const ms = performance.now() - t0;
    shortening.push(performance.now() - t1);
    const f = runFcs(fcsGame, formatPosition(p));
    ours.push(ms);
    theirs.push(f.ms);
    if (ms < f.ms) faster++;
    if (ms < f.ms - floor) fasterNet++;
    else if (ms > 1) slower.push(`#${n} ${ms.toFixed(1)} vs ${(f.ms - floor).toFixed(1)} ms`);
    if (f.verdict === 'unknown') theyUnknown++;
    else if ((f.verdict === 'winnable') === (r.verdict === 'winnable')) agree++;
    else differ.push(`#${n} ours ${r.verdict}, fc-solve ${f.verdict === 'winnable' ? 'solved it' : 'could not solve it'}`);
  }
  console.log(`${GAMES[game].name}, deals ${first}..${first + deals - 1}: ours (solve and shortened line) against fc-solve -l ${preset} (its process start: ${floor.toFixed(1)} ms)`);
  console.log(`  ours      ${summary(ours)}, of which shortening ${(total(shortening) / 1000).toFixed(2)} s`);
  console.log(`  fc-solve  ${summary(theirs)}; less its process start ${((total(theirs) - floor * deals) / 1000).toFixed(1)} s`);
  console.log(`  ours / fc-solve, all deals: ${(total(ours) / total(theirs)).toFixed(2)} (less its start: ${(total(ours) / Math.max(1, total(theirs) - floor * deals)).toFixed(2)})`);
  console.log(`  ours faster on ${faster} of ${deals} deals; on ${fasterNet} with fc-solve's start taken off its times`);
  console.log(`  verdicts alike on ${agree} (fc-solve undecided or timed out on ${theyUnknown})`);
  if (differ.length > 0) console.log(`  verdicts that differ: ${differ.join(', ')}`);
  if (slower.length > 0) console.log(`  over 1 ms and not faster than fc-solve's time less its start (ours vs that): ${slower.join(', ')}`);
}
