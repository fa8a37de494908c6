import { performance } from 'node:perf_hooks';
import type { GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import type { Position } from '../../../shared/engine/position';
import { movesToText } from '../../../shared/formats/move-text';
import { solve, DEFAULT_BUDGET, MAX_BUDGET } from '../../../shared/solver/solve';
import { shortenLine } from '../../../shared/solver/shorten-line';
import { escapeControl } from '../../../shared/formats/echo';
import { type CliCommand, type CliIo, EXIT_OK, EXIT_BAD_INPUT, fail, gameOption, parseCount, parseDealNumber, parseOptions } from '../args';
import { START_OPTIONS, readPositionFile } from '../start';

// `castle solve`: the solver's verdict on a deal or on position files, one after another in one
// process. The winning line is in the notation `castle play` reads, single-card moves only, with the
// shortcuts `shortenLine` finds taken; `ms` is the solver's time, before that.

interface Job {
  readonly file: string | null;
  readonly deal: number | null;
}

function answer(io: CliIo, job: Job, p: Position, budget: number, json: boolean): void {
  const t0 = performance.now();
  const r = solve(p, { budget });
  const ms = Math.round(performance.now() - t0);
  const line = r.verdict === 'winnable' ? shortenLine(p, r.moves) : r.moves;
  const moves = movesToText(line);
  if (json) {
    const line: Record<string, unknown> = { file: job.file };
    if (job.deal !== null) line.deal = job.deal;
    Object.assign(line, { verdict: r.verdict, moves, positions: r.positions, ms });
    io.stdout(JSON.stringify(line) + '\n');
    return;
  }
  const name = job.file === null ? `deal ${job.deal}` : escapeControl(job.file);
  const detail = `${r.positions} positions, ${ms} ms`;
  if (r.verdict === 'winnable') io.stdout(`${name}: winnable in ${line.length} moves (${detail})\n${moves}\n`);
  else if (r.verdict === 'unwinnable') io.stdout(`${name}: unwinnable, proven (${detail})\n`);
  else io.stdout(`${name}: unknown, the budget of ${budget} positions ran out (${detail})\n`);
}

const OPTIONS = { ...START_OPTIONS, budget: { type: 'string' }, json: { type: 'boolean' } } as const;

export const solveCommand: CliCommand = {
  summary: 'say whether a deal or position can be won, with a winning line',
  usage: 'castle solve --game GAME (--number N | --file PATH...) [--budget N] [--json]',
  run(argv, io) {
    // `--file a b c`: the paths after --file run to the next option
    const args = parseOptions(argv, OPTIONS, 'file');
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    let budget = DEFAULT_BUDGET;
    const budgetText = args.value.budget;
    if (budgetText !== undefined) {
      const b = parseCount('budget', budgetText);
      if (!b.ok) return fail(io, b.error);
      if (b.value > MAX_BUDGET) return fail(io, `bad --budget "${budgetText}": it must be at most ${MAX_BUDGET}`);
      budget = b.value;
    }
    const json = args.value.json === true;
    const number = args.value.number;
    const files = args.value.file ?? [];
    if (number !== undefined && files.length > 0) return fail(io, 'give either --number or --file, not both');
    if (number !== undefined) {
      const n = parseDealNumber(number);
      if (!n.ok) return fail(io, n.error);
      answer(io, { file: null, deal: n.value }, dealPosition(game.value as GameId, n.value), budget, json);
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
      answer(io, { file, deal: null }, p.value, budget, json);
    }
    return code === EXIT_OK ? EXIT_OK : EXIT_BAD_INPUT;
  },
};
