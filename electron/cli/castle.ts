import { GAME_IDS } from '../../shared/engine/games';
import { DIFFICULTY_LEVELS } from '../../shared/solver/services/difficulty';
import { type CliCommand, type CliIo, EXIT_OK, fail } from './args';
import { dealCommand } from './commands/deal';
import { playCommand } from './commands/play';
import { checkCommand } from './commands/check';
import { solveCommand } from './commands/solve';
import { rateCommand } from './commands/rate';

export type { CliIo, CliCommand } from './args';
export { nodeIo, endQuietlyOnClosedPipe } from './node-io';

/** Every command by name: a new command is one import and one entry here. */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  deal: dealCommand,
  play: playCommand,
  check: checkCommand,
  solve: solveCommand,
  rate: rateCommand,
};

const EXIT_INTERNAL = 1;

export function usage(): string {
  const names = Object.keys(COMMANDS);
  const width = Math.max(...names.map((n) => n.length));
  return [
    'castle: Beleaguered Castle and its family on the command line',
    '',
    'Usage:',
    ...names.map((n) => `  ${COMMANDS[n]!.usage}`),
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n]!.summary}`),
    '',
    `GAME is one of ${GAME_IDS.join(', ')}.`,
    'N is a deal number from 0 to 4294967295. Moves use the FreeCell notation: rows 1-9 and 0 (row 10),',
    'rows 11-25 i-w, free cells a-d, the foundation h, FROM then TO (3h 36 4a a4 i3); a run that moves whole or',
    'a foundation card taken back names its card after a colon (36:7S, h3:QD). With more decks a card names its',
    'face, and its pile says which one. Exit code 0 on success, 2 on bad input.',
    `Levels (rate): ${DIFFICULTY_LEVELS.map((name, i) => `${i + 1} ${name}`).join(', ')}; none when it cannot be won or the solver could not tell.`,
    'Par (rate, solve --shortest) counts single-card moves; no winning line is shorter than its lower bound.',
    '',
  ].join('\n');
}

/** Runs `castle ARGV`, writing to `io`; answers the exit code (0 done, 2 bad input, 1 a bug). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(usage());
    return fail(io, 'missing command');
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return EXIT_OK;
  }
  if (!Object.hasOwn(COMMANDS, name)) return fail(io, `unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')}; see castle --help)`);
  const command = COMMANDS[name]!;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`Usage: ${command.usage}\n${command.summary}\n`);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    // the engine and formats answer bad input with values; reaching here is a bug, not bad input
    io.stderr(`castle: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_INTERNAL;
  }
}
