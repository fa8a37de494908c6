import { performance } from 'node:perf_hooks';
import type { GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import type { Position } from '../../../shared/engine/position';
import { movesToText } from '../../../shared/formats/move-text';
import { type Solver, createSolver } from '../../../shared/solver/api/solve';
import { DEFAULT_BUDGET, MAX_BUDGET } from '../../../shared/solver/plans';
import { type ParResult, findPar } from '../../../shared/solver/services/par';
import { shortenLine } from '../../../shared/solver/services/shorten-line';
import { escapeControl } from '../../../shared/formats/echo';
import { type CliCommand, type CliIo, EXIT_OK, EXIT_BAD_INPUT, fail, gameOption, parseCount, parseDealNumber, parseOptions, parseSeconds } from '../args';
import { START_OPTIONS, readPositionFile } from '../start';
import { NO_PAR, parJson, parText } from '../par-text';

// `castle solve`: the solver's verdict on a deal or on position files, one after another in one
// process, all on one solver (its table and stacks are kept from one to the next). The winning line is
// in the notation `castle play` reads, single-card moves only: with the shortcuts `shortenLine` finds
// taken, or with --shortest the par line (shared/solver/par.ts); `ms` is the solver's time, before
// the shortening, and with --shortest the par search's too. Each position has --time-limit seconds
// (DEFAULT_TIME_LIMIT_S): past them the answer is `unknown` with the positions searched. Ctrl-C ends
// the process at once (no handler holds it: the solve looks at nothing else while it runs).

/** Seconds each position may take unless --time-limit says otherwise. */
export const DEFAULT_TIME_LIMIT_S = 10;

interface Job {
  readonly file: string | null;
  readonly deal: number | null;
}

interface Settings {
  readonly solver: Solver;
  readonly budget: number;
  readonly json: boolean;
  readonly shortest: boolean;
  readonly timeLimitS: number;
}

function answer(io: CliIo, job: Job, p: Position, s: Settings): void {
  const t0 = performance.now();
  const deadline = Date.now() + s.timeLimitS * 1000;
  const r = s.solver.solve(p, { budget: s.budget, deadline });
  // --budget caps the verdict's search, as without --shortest; findPar solves again (with the same
  // solver) before its own search, within DEFAULT_BUDGET, which is why --budget is at most that here
  const par: ParResult | null = s.shortest && r.verdict === 'winnable' ? findPar(p, { solver: s.solver, timeLimitMs: Infinity, deadline }) : null;
  const ms = Math.round(performance.now() - t0);
  const line = par !== null ? par.line : r.verdict === 'winnable' ? shortenLine(p, r.moves) : r.moves;
  const positions = r.positions + (par?.positions ?? 0);
  const moves = movesToText(line, p);
  if (s.json) {
    const out: Record<string, unknown> = { file: job.file };
    if (job.deal !== null) out.deal = job.deal;
    Object.assign(out, { verdict: r.verdict, moves });
    if (s.shortest) Object.assign(out, parJson(par ?? NO_PAR));
    Object.assign(out, { positions, ms });
    io.stdout(JSON.stringify(out) + '\n');
    return;
  }
  const name = job.file === null ? `deal ${job.deal}` : escapeControl(job.file);
  const detail = `${positions} positions, ${ms} ms`;
  if (par !== null) io.stdout(`${name}: winnable, ${parText(par)} (${detail})\n${moves}\n`);
  else if (r.verdict === 'winnable') io.stdout(`${name}: winnable in ${line.length} moves (${detail})\n${moves}\n`);
  else if (r.verdict === 'unwinnable') io.stdout(`${name}: unwinnable, proven (${detail})\n`);
  else if (r.stopped === true) io.stdout(`${name}: unknown, the time limit of ${s.timeLimitS} s ran out (${detail})\n`);
  else io.stdout(`${name}: unknown, the budget of ${s.budget} positions ran out (${detail})\n`);
}

const OPTIONS = { ...START_OPTIONS, budget: { type: 'string' }, 'time-limit': { type: 'string' }, json: { type: 'boolean' }, shortest: { type: 'boolean' } } as const;

export const solveCommand: CliCommand = {
  summary: 'say whether a deal or position can be won, with a winning line (--shortest: the par line)',
  usage: 'castle solve --game GAME (--number N | --file PATH...) [--budget N] [--time-limit SECONDS] [--shortest] [--json]',
  run(argv, io) {
    // `--file a b c`: the paths after --file run to the next option
    const args = parseOptions(argv, OPTIONS, 'file');
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    const shortest = args.value.shortest === true;
    let budget = DEFAULT_BUDGET;
    const budgetText = args.value.budget;
    if (budgetText !== undefined) {
      const b = parseCount('budget', budgetText);
      if (!b.ok) return fail(io, b.error);
      const most = shortest ? DEFAULT_BUDGET : MAX_BUDGET;
      if (b.value > most) return fail(io, `bad --budget "${budgetText}": it must be at most ${most}${shortest ? ' with --shortest (the par search solves within that)' : ''}`);
      budget = b.value;
    }
    let timeLimitS = DEFAULT_TIME_LIMIT_S;
    const limitText = args.value['time-limit'];
    if (limitText !== undefined) {
      const t = parseSeconds('time-limit', limitText);
      if (!t.ok) return fail(io, t.error);
      timeLimitS = t.value;
    }
    const settings: Settings = { solver: createSolver(), budget, json: args.value.json === true, shortest, timeLimitS };
    const number = args.value.number;
    const files = args.value.file ?? [];
    if (number !== undefined && files.length > 0) return fail(io, 'give either --number or --file, not both');
    if (number !== undefined) {
      const n = parseDealNumber(number);
      if (!n.ok) return fail(io, n.error);
      answer(io, { file: null, deal: n.value }, dealPosition(game.value as GameId, n.value), settings);
      return EXIT_OK;
    }
    if (files.length === 0) return fail(io, 'missing --number N or --file PATH');
    // every file is answered in turn; a bad one is reported and makes the exit code 2 at the end
    let code = EXIT_OK;
    for (const file of files) {
      const p = readPositionFile(io, file, game.value);
      if (!p.ok) {
        code = fail(io, p.error);
        continue;
      }
      answer(io, { file, deal: null }, p.value, settings);
    }
    return code === EXIT_OK ? EXIT_OK : EXIT_BAD_INPUT;
  },
};
