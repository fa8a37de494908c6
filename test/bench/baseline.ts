import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// The solver bench's record of a run (`--json FILE`) and its comparison with an earlier one
// (`--baseline FILE`, shared/solver/baseline.json): each figure beside the baseline's, and every deal
// whose verdict changed (a bug where no technique changed) or whose positions did.

/** One game's run as the `--json` file keeps it. */
export interface GameRecordJson {
  readonly deals: number;
  readonly first: number;
  readonly budget: number;
  readonly decided: number;
  readonly winnable: number;
  readonly positions: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly totalMs: number;
  /** one character a deal: w won, l lost, ? open */
  readonly verdicts: string;
  readonly dealPositions: readonly number[];
  /** the deals the five times cover, when not all of them: a record joined from two runs (`joinRecords`) */
  readonly timedFirst?: number;
  readonly timedDeals?: number;
}

export interface RunFile {
  readonly games: Record<string, GameRecordJson>;
}

export function readRunFile(file: string): RunFile {
  const all = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunFile>;
  if (typeof all !== 'object' || all === null || typeof all.games !== 'object' || all.games === null) throw new Error(`${file} is not a solver bench record (no "games")`);
  return all as RunFile;
}

/** Adds (or replaces) one game's record in `file`, keeping the others: one line of positions a game. */
export function writeGameRecord(file: string, game: string, rec: GameRecordJson): void {
  const all = existsSync(file) ? readRunFile(file) : { games: {} };
  all.games[game] = rec;
  writeFileSync(file, `${JSON.stringify(all, (k, v: unknown) => (k === 'dealPositions' ? `[${(v as number[]).join(',')}]` : v), 1).replace(/"\[([0-9,]*)\]"/g, '[$1]')}\n`);
}

/**
 * One record of deals `a.first..` followed by `b`'s, when `b` starts where `a` ends and both ran at one
 * budget: verdicts, positions and counts joined exactly. The record keeps no time per deal, so the
 * joint percentiles cannot be known: the times kept are the longer run's, marked as covering its deals.
 */
export function joinRecords(a: GameRecordJson, b: GameRecordJson): GameRecordJson | string {
  if (a.budget !== b.budget) return `budgets differ: ${a.budget} and ${b.budget}`;
  if (b.first !== a.first + a.deals) return `deals ${a.first}..${a.first + a.deals - 1} and ${b.first}.. do not follow on`;
  const timed = b.deals > a.deals ? b : a;
  return {
    deals: a.deals + b.deals,
    first: a.first,
    budget: a.budget,
    decided: a.decided + b.decided,
    winnable: a.winnable + b.winnable,
    positions: a.positions + b.positions,
    medianMs: timed.medianMs,
    p90Ms: timed.p90Ms,
    p99Ms: timed.p99Ms,
    maxMs: timed.maxMs,
    totalMs: timed.totalMs,
    timedFirst: timed.timedFirst ?? timed.first,
    timedDeals: timed.timedDeals ?? timed.deals,
    verdicts: a.verdicts + b.verdicts,
    dealPositions: [...a.dealPositions, ...b.dealPositions],
  };
}

/** Deals listed at most per kind of change. */
const LISTED = 40;

const signed = (now: number, then: number): string => {
  if (then === 0) return now === 0 ? '=' : 'new';
  const d = (100 * (now - then)) / then;
  return `${d >= 0 ? '+' : ''}${d.toFixed(1)}%`;
};
const grouped = (n: number): string => n.toLocaleString('en');

function count(into: { decided: number; winnable: number; positions: number }, verdict: string, positions: number): void {
  if (verdict !== '?') into.decided++;
  if (verdict === 'w') into.winnable++;
  into.positions += positions;
}

/**
 * The lines that set `now` beside `base`, deal by deal over the deals both ran (`now`'s may be a
 * part of the baseline's, e.g. 1..100 of its 1..1000): decided, winnable and positions over those
 * deals; the times only where both ran the same deals (the baseline keeps no time per deal).
 */
export function compareWithBaseline(now: GameRecordJson, base: GameRecordJson | undefined): string[] {
  if (base === undefined) return ['  baseline: this game is not in it'];
  if (base.budget !== now.budget) return [`  baseline: budget ${grouped(base.budget)}, not ${grouped(now.budget)}: not compared`];
  const out: string[] = [];
  const was = { decided: 0, winnable: 0, positions: 0 };
  const is = { decided: 0, winnable: 0, positions: 0 };
  let shared = 0;
  const changed: string[] = [];
  const moved: string[] = [];
  for (let i = 0; i < now.verdicts.length; i++) {
    const number = now.first + i;
    const j = number - base.first;
    if (j < 0 || j >= base.verdicts.length) continue;
    shared++;
    const v = base.verdicts[j]!;
    const w = now.verdicts[i]!;
    count(was, v, base.dealPositions[j]!);
    count(is, w, now.dealPositions[i]!);
    if (v !== w) changed.push(`#${number} ${v}->${w}`);
    else if (base.dealPositions[j] !== now.dealPositions[i]) moved.push(`#${number} ${grouped(base.dealPositions[j]!)}->${grouped(now.dealPositions[i]!)}`);
  }
  if (shared === 0) return [`  baseline: deals ${base.first}..${base.first + base.deals - 1}, none of these`];
  out.push(`  against the baseline, ${shared} deals: decided ${is.decided} (was ${was.decided}), winnable ${is.winnable} (was ${was.winnable}), positions ${grouped(is.positions)} (was ${grouped(was.positions)}, ${signed(is.positions, was.positions)})`);
  const timedFirst = base.timedFirst ?? base.first;
  const timedDeals = base.timedDeals ?? base.deals;
  if (timedFirst === now.first && timedDeals === now.deals) {
    const times = (['medianMs', 'p90Ms', 'p99Ms', 'maxMs', 'totalMs'] as const).map((k) => `${k.replace('Ms', '')} ${now[k]} (was ${base[k]}, ${signed(now[k], base[k])})`);
    out.push(`  ms: ${times.join(', ')}`);
  } else out.push(`  ms: not compared (the baseline timed deals ${timedFirst}..${timedFirst + timedDeals - 1})`);
  out.push(changed.length === 0 ? '  verdicts: none changed' : `  VERDICTS CHANGED on ${changed.length}: ${changed.slice(0, LISTED).join(', ')}${changed.length > LISTED ? ` and ${changed.length - LISTED} more` : ''}`);
  if (moved.length > 0) out.push(`  positions changed on ${moved.length}: ${moved.slice(0, LISTED).join(', ')}${moved.length > LISTED ? ` and ${moved.length - LISTED} more` : ''}`);
  else out.push('  positions: the same on every deal');
  return out;
}
