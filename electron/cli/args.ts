import { type GameId, GAME_IDS, isGameId } from '../../shared/engine/games';
import { MAX_DEAL_NUMBER } from '../../shared/engine/deal';
import { type Result, ok, err } from '../../shared/engine/result';

// What every `castle` command shares: the io it writes to, its shape, and one argument parser so
// that each command declares its options and gets the same errors for the same mistakes.

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 2;

/** Where a command reads and writes: the real console and disk, or a fake one in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file's text, or why it could not be read. Never throws. */
  readFile(path: string): Result<string, string>;
}

export interface CliCommand {
  /** One line for `castle --help`. */
  readonly summary: string;
  /** The synopsis, e.g. `castle deal --game GAME --number N [--format text|json]`. */
  readonly usage: string;
  /** Runs with the arguments after the command name; answers the exit code. */
  run(argv: readonly string[], io: CliIo): Promise<number> | number;
}

/** Each option a command accepts: one value, a repeatable value, or a switch. */
export type OptionSpec = Readonly<Record<string, 'value' | 'values' | 'switch'>>;

export interface ParsedArgs {
  /** Values of value options, in the order given (one element unless repeatable). */
  readonly values: ReadonlyMap<string, readonly string[]>;
  readonly switches: ReadonlySet<string>;
}

/** Reads `--name value`, `--name=value` and `--switch`; anything else is an error. */
export function parseArgs(argv: readonly string[], spec: OptionSpec): Result<ParsedArgs, string> {
  const values = new Map<string, string[]>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!m) return err(`unexpected argument "${arg}" (options start with --)`);
    const name = m[1]!;
    const kind = spec[name];
    if (kind === undefined) return err(`unknown option --${name} (this command takes ${Object.keys(spec).map((k) => '--' + k).join(', ')})`);
    if (kind === 'switch') {
      if (m[2] !== undefined) return err(`option --${name} takes no value`);
      switches.add(name);
      continue;
    }
    let value = m[2];
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return err(`option --${name} needs a value`);
      value = next;
      i++;
    }
    const list = values.get(name) ?? [];
    if (kind === 'value' && list.length > 0) return err(`option --${name} is given twice`);
    list.push(value);
    values.set(name, list);
  }
  return ok({ values, switches });
}

/** The single value of an option, or undefined when it is absent. */
export function optionValue(args: ParsedArgs, name: string): string | undefined {
  return args.values.get(name)?.[0];
}

export function optionValues(args: ParsedArgs, name: string): readonly string[] {
  return args.values.get(name) ?? [];
}

export function gameOption(args: ParsedArgs): Result<GameId, string> {
  const game = optionValue(args, 'game');
  if (game === undefined) return err(`missing --game GAME (one of ${GAME_IDS.join(', ')})`);
  if (!isGameId(game)) return err(`unknown game "${game}" (one of ${GAME_IDS.join(', ')})`);
  return ok(game);
}

/** A deal number: a 32-bit unsigned integer written in decimal digits. */
export function parseDealNumber(text: string): Result<number, string> {
  const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(n <= MAX_DEAL_NUMBER)) return err(`bad deal number "${text}": it must be an integer from 0 to ${MAX_DEAL_NUMBER}`);
  return ok(n);
}

/** A positive whole number, for options such as --budget. */
export function parseCount(name: string, text: string): Result<number, string> {
  const n = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1)) return err(`bad --${name} "${text}": it must be a whole number of 1 or more`);
  return ok(n);
}

export function formatOption(args: ParsedArgs): Result<'text' | 'json', string> {
  const f = optionValue(args, 'format') ?? 'text';
  if (f !== 'text' && f !== 'json') return err(`bad --format "${f}": it must be text or json`);
  return ok(f);
}

/** Writes the one-line reason to stderr and answers the bad-input exit code. */
export function fail(io: CliIo, reason: string): number {
  io.stderr(`castle: ${reason}\n`);
  return EXIT_BAD_INPUT;
}
