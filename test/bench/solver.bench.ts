// `npm run bench:solver [-- --deals N] [--game G] [--budget N] [--first N] [--without t1,t2] [--with t3] [--verify] [--compare]
//   [--searcher fast|generic] [--seconds S] [--agree] [--json FILE] [--baseline FILE]`
// Solves fixed deal numbers (first, first+1, ...) of each game on this thread and prints, per
// game: decided %, winnable %, unknown %, median/p90/p99/max ms per deal, positions per second and
// peak memory, then the deals left open (the first fifty). Games the fast solver is not proved for go
// to the generic search (solve.ts routes them), and their line says so; `--searcher generic` forces
// it on every game. `--seconds S` bounds each game's run: it stops after the deal that passes S
// seconds and prints the deals it did.
// `--agree` solves each deal of the first games with both searches and counts where their verdicts
// differ (none may) among the deals both decide. `--without` switches techniques off and `--with` on (names as in Techniques), to
// measure what each buys; `--compare` solves each deal with the default techniques and with each one
// flipped, and sums positions and time over the deals every variant decides (the fair measure: a
// budget-out costs the same for all).
// `--json FILE` writes each game's figures, with every deal's verdict (w won, l lost, ? open) and
// positions, into FILE as it finishes that game (games already in the file are kept): the record a
// later run is held against deal by deal. `--baseline FILE` (shared/solver/baseline.json) prints, under
// each game, its figures beside that record's and every deal whose verdict or positions changed.
import { performance } from 'node:perf_hooks';
import { flag, gamesFlag, quantile } from './bench-args';
import { type GameRecordJson, compareWithBaseline, readRunFile, writeGameRecord } from './baseline';
import { GAMES, GAME_IDS } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { lineWins } from '../../shared/engine/moves';
import { createSolver } from '../../shared/solver/api/solve';
import { DEFAULT_TECHNIQUES, DEFAULT_BUDGET, type Techniques, boardPlays } from '../../shared/solver/plans';


const deals = Number(flag('deals') ?? 1000);
const first = Number(flag('first') ?? 1);
const budget = Number(flag('budget') ?? DEFAULT_BUDGET);
const verify = process.argv.includes('--verify');
const searcherFlag = flag('searcher');
if (searcherFlag !== undefined && searcherFlag !== 'fast' && searcherFlag !== 'generic') {
  console.error(`unknown searcher ${searcherFlag}; known: fast, generic`);
  process.exit(2);
}
const searcher = searcherFlag as 'fast' | 'generic' | undefined;
const seconds = Number(flag('seconds') ?? Infinity);
const without = (flag('without') ?? '').split(',').filter(Boolean);
const withOn = (flag('with') ?? '').split(',').filter(Boolean);
const techniques: Partial<Record<keyof Techniques, boolean>> = {};
for (const [names, on] of [[without, false], [withOn, true]] as const) {
  for (const w of names) {
    if (!(w in DEFAULT_TECHNIQUES)) {
      console.error(`unknown technique ${w}; known: ${Object.keys(DEFAULT_TECHNIQUES).join(', ')}`);
      process.exit(2);
    }
    techniques[w as keyof Techniques] = on;
  }
}
const games = gamesFlag(GAME_IDS);
const jsonFile = flag('json');

const baselineFile = flag('baseline');
const baseline = baselineFile === undefined ? undefined : readRunFile(baselineFile);

// one solver for the whole run, as a worker holds one: its table and stacks serve every deal
const solver = createSolver();

const OPEN_LISTED = 50;

// two decimals, rounded towards the nearest end only when the count is there: 9,998 of 10,000 is
// 99.98 %, never "100.0 %", and 2 open of 10,000 is 0.02 %, never "0.0 %"
const pct = (n: number, d: number): string => {
  if (n === d || n === 0) return `${n === d ? 100 : 0}%`;
  const p = (100 * n) / d;
  return `${Math.min(99.99, Math.max(0.01, Math.round(p * 100) / 100)).toFixed(2)}%`;
};

if (process.argv.includes('--compare')) {
  compare();
  process.exit(0);
}

if (process.argv.includes('--agree')) {
  agree();
  process.exit(0);
}

/** The generic search against the fast one on the games both play: their verdicts must agree. */
function agree(): void {
  console.log(`generic against fast: ${deals} deals from #${first}, budget ${budget}`);
  for (const game of games.filter((g) => boardPlays(GAMES[g]))) {
    let both = 0;
    let differ = 0;
    let genericDecided = 0;
    let fastDecided = 0;
    let genericMs = 0;
    for (let k = 0; k < deals; k++) {
      const p = dealPosition(game, first + k);
      const fast = solver.solve(p, { budget });
      const t0 = performance.now();
      const generic = solver.solve(p, { budget, searcher: 'generic' });
      genericMs += performance.now() - t0;
      if (generic.verdict === 'winnable' && !lineWins(p, generic.moves)) throw new Error(`${game} #${first + k}: the generic winning line does not win`);
      if (fast.verdict !== 'unknown') fastDecided++;
      if (generic.verdict !== 'unknown') genericDecided++;
      if (fast.verdict === 'unknown' || generic.verdict === 'unknown') continue;
      both++;
      if (fast.verdict !== generic.verdict) {
        differ++;
        console.log(`  ${game} #${first + k}: fast ${fast.verdict}, generic ${generic.verdict}`);
      }
    }
    console.log(`${GAMES[game].name}: both decided ${both}, verdicts differ on ${differ} | fast decided ${fastDecided}, generic ${genericDecided} (${(genericMs / 1000).toFixed(1)} s)`);
  }
}

function compare(): void {
  const names = Object.keys(DEFAULT_TECHNIQUES) as (keyof Techniques)[];
  const variants: { label: string; techniques: Partial<Techniques> }[] = [
    { label: 'default', techniques: {} },
    ...names.map((n) => ({ label: `${DEFAULT_TECHNIQUES[n] ? 'without' : 'with'} ${n}`, techniques: { [n]: !DEFAULT_TECHNIQUES[n] } })),
  ];
  for (const game of games) {
    const rows = variants.map(() => ({ decided: 0, positions: 0, ms: 0, allPositions: 0 }));
    for (let k = 0; k < deals; k++) {
      const p = dealPosition(game, first + k);
      const runs = variants.map((v) => {
        const t0 = performance.now();
        const r = solver.solve(p, { budget, techniques: v.techniques });
        return { r, ms: performance.now() - t0 };
      });
      const all = runs.every((x) => x.r.verdict !== 'unknown');
      runs.forEach((x, i) => {
        const row = rows[i]!;
        row.allPositions += x.r.positions;
        if (x.r.verdict !== 'unknown') row.decided++;
        if (all) {
          row.positions += x.r.positions;
          row.ms += x.ms;
        }
      });
    }
    console.log(`${GAMES[game].name}, ${deals} deals from #${first}, budget ${budget}: positions and ms summed over the deals every variant decides`);
    variants.forEach((v, i) => {
      const row = rows[i]!;
      console.log(`  ${v.label.padEnd(26)} decided ${String(row.decided).padStart(4)}  positions ${row.positions.toLocaleString('en').padStart(12)}  ms ${row.ms.toFixed(0).padStart(7)}  (all deals: ${row.allPositions.toLocaleString('en')} positions)`);
    });
  }
}

console.log(`solver bench: ${deals} deals from #${first}, budget ${budget}${without.length ? `, without ${without.join(',')}` : ''}${withOn.length ? `, with ${withOn.join(',')}` : ''}`);
for (const game of games) {
  const generic = searcher === 'generic' || !boardPlays(GAMES[game]);
  const started = performance.now();
  let done = 0;
  const ms: number[] = [];
  let winnable = 0;
  let positions = 0;
  let peakRss = process.memoryUsage().rss;
  let peakTable = 0;
  let slowest = { number: 0, ms: 0, verdict: '' };
  /** The deals left undecided, for a closer look (the first OPEN_LISTED printed). */
  const open: number[] = [];
  let verdicts = '';
  const dealPositions: number[] = [];
  for (let k = 0; k < deals; k++) {
    const number = first + k;
    const p = dealPosition(game, number);
    const t0 = performance.now();
    const r = solver.solve(p, { budget, techniques, searcher });
    const dt = performance.now() - t0;
    done++;
    ms.push(dt);
    positions += r.positions;
    peakTable = Math.max(peakTable, solver.stats.tableBytes);
    if (dt > slowest.ms) slowest = { number, ms: dt, verdict: r.verdict };
    if (r.verdict === 'winnable') winnable++;
    if (r.verdict === 'unknown') open.push(number);
    verdicts += r.verdict === 'winnable' ? 'w' : r.verdict === 'unwinnable' ? 'l' : '?';
    dealPositions.push(r.positions);
    if (verify && r.verdict === 'winnable' && !lineWins(p, r.moves)) throw new Error(`${game} #${number}: the winning line does not win`);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (performance.now() - started > seconds * 1000) break;
  }
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const unknown = open.length;
  const total = ms.reduce((a, b) => a + b, 0);
  const sorted = ms.slice().sort((a, b) => a - b);
  console.log(
    [
      `${GAMES[game].name}${generic ? ' (generic search)' : ''}:`,
      `decided ${pct(done - unknown, done)} (${done - unknown} of ${done}${done < deals ? `, stopped after ${seconds} s` : ''})`,
      `winnable ${pct(winnable, done)}`,
      `unknown ${pct(unknown, done)}`,
      `| ms median ${quantile(sorted, 0.5).toFixed(1)} p90 ${quantile(sorted, 0.9).toFixed(1)} p99 ${quantile(sorted, 0.99).toFixed(1)} max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} total ${(total / 1000).toFixed(1)} s`,
      `| ${Math.round(positions / (total / 1000)).toLocaleString('en')} positions/s, ${positions.toLocaleString('en')} positions`,
      `| peak rss ${(peakRss / 2 ** 20).toFixed(0)} MB, table ${(peakTable / 2 ** 20).toFixed(0)} MB`,
      `| slowest #${slowest.number} ${slowest.verdict}`,
    ].join(' '),
  );
  const record: GameRecordJson = {
    deals: done, first, budget, decided: done - unknown, winnable, positions,
    medianMs: +quantile(sorted, 0.5).toFixed(2), p90Ms: +quantile(sorted, 0.9).toFixed(2), p99Ms: +quantile(sorted, 0.99).toFixed(2),
    maxMs: +(sorted[sorted.length - 1] ?? 0).toFixed(2), totalMs: Math.round(total), verdicts, dealPositions,
  };
  if (jsonFile !== undefined) writeGameRecord(jsonFile, game, record);
  if (open.length > 0) console.log(`  open: ${open.slice(0, OPEN_LISTED).map((n) => `#${n}`).join(' ')}${open.length > OPEN_LISTED ? ` and ${open.length - OPEN_LISTED} more` : ''}`);
  if (baseline !== undefined) for (const line of compareWithBaseline(record, baseline.games[game])) console.log(line);
}
