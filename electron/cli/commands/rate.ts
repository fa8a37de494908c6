import { performance } from 'node:perf_hooks';
import { createSolver } from '../../../shared/solver/api/solve';
import { DIFFICULTY_LEVELS, rateDeal } from '../../../shared/solver/services/difficulty';
import { type ParResult, findPar } from '../../../shared/solver/services/par';
import { escapeControl } from '../../../shared/formats/echo';
import { type CliCommand, EXIT_OK, fail, gameOption, parseOptions, parseSeconds } from '../args';
import { START_OPTIONS, originPosition, startOption } from '../start';
import { NO_PAR, parJson, parText } from '../par-text';
import { DEFAULT_TIME_LIMIT_S } from './solve';

// `castle rate`: how hard a deal or a position is for a person (shared/solver/difficulty.ts) and its
// par (par.ts), from one solver; `ms` is the whole of both. Both together have --time-limit seconds
// (as `castle solve`): past them the rating is `unknown`, and par the best line found by then.

const OPTIONS = { ...START_OPTIONS, 'time-limit': { type: 'string' }, json: { type: 'boolean' } } as const;

/** What the verdict says in words, when there is no level to give. */
const NOT_RATED = { unwinnable: 'unwinnable, proven', unknown: "unknown, the solver's budget ran out" } as const;
const timeRanOut = (seconds: number): string => `unknown, the time limit of ${seconds} s ran out`;

export const rateCommand: CliCommand = {
  summary: 'rate how hard a deal or position is (level 1-5), with its par and a proven lower bound',
  usage: 'castle rate --game GAME (--number N | --file PATH) [--time-limit SECONDS] [--json]',
  run(argv, io) {
    const args = parseOptions(argv, OPTIONS);
    if (!args.ok) return fail(io, args.error);
    const game = gameOption(args.value.game);
    if (!game.ok) return fail(io, game.error);
    const origin = startOption(args.value, game.value, io);
    if (!origin.ok) return fail(io, origin.error);
    let seconds = DEFAULT_TIME_LIMIT_S;
    if (args.value['time-limit'] !== undefined) {
      const t = parseSeconds('time-limit', args.value['time-limit']);
      if (!t.ok) return fail(io, t.error);
      seconds = t.value;
    }
    const position = originPosition(origin.value);
    const t0 = performance.now();
    const deadline = Date.now() + seconds * 1000;
    const solver = createSolver();
    const rating = rateDeal(game.value, position, { solver, deadline });
    if (!rating.ok) return fail(io, rating.error);
    const { verdict, level } = rating.value;
    // par only for a deal known winnable: findPar's own first solve would only say "no par" again;
    // bounded by positions, not time (but for the deadline), so every machine prints the same par
    const par: ParResult = verdict === 'winnable' ? findPar(position, { solver, timeLimitMs: Infinity, deadline }) : NO_PAR;
    const ms = Math.round(performance.now() - t0);
    if (args.value.json === true) {
      io.stdout(JSON.stringify({ verdict, level, ...parJson(par), ms }) + '\n');
      return EXIT_OK;
    }
    const o = origin.value;
    const name = o.kind === 'deal' ? `deal ${o.number}` : escapeControl(args.value.file![0]!);
    const notRated = rating.value.stopped === true ? timeRanOut(seconds) : NOT_RATED[verdict as keyof typeof NOT_RATED];
    const rated = verdict === 'winnable' && level !== null ? `winnable, level ${level} of 5 (${DIFFICULTY_LEVELS[level - 1]})` : verdict === 'winnable' ? 'winnable, no level' : `${notRated}, no level`;
    io.stdout(`${name}: ${rated}, ${parText(par)} (${ms} ms)\n`);
    return EXIT_OK;
  },
};
