import { parseArgs } from 'node:util';
import { type GameId, GAME_IDS, isGameId } from '../../shared/engine/games';
import { MAX_DEAL_NUMBER } from '../../shared/engine/deal';
import { type Result, ok, err } from '../../shared/engine/result';
import { echo, escapeControl } from '../../shared/formats/echo';

// What every `castle` command shares: the io it writes to, its shape, and one argument parser (Node's
// util.parseArgs) so that each command declares its options and gets the same errors for the same
// mistakes.

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

/** The options a command accepts, as util.parseArgs declares them: every option is long-only. */
export type OptionSpec = Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly multiple?: boolean }>>;

/** The values read for a spec: a string, a list of strings (`multiple`), or true for a switch. */
export type OptionValues<S extends OptionSpec> = {
  readonly [K in keyof S]?: S[K]['type'] extends 'boolean' ? boolean : S[K]['multiple'] extends true ? string[] : string;
};

type Token = ReturnType<typeof parseArgs>['tokens'] extends (infer T)[] | undefined ? T : never;

/**
 * Reads `--name value`, `--name=value` and `--switch` with util.parseArgs in strict mode; anything
 * else is an error that names the argument. `listOption` (a `multiple` option) may take several values
 * in a row, `--file a b c`: the words after it up to the next option are more of its values.
 */
export function parseOptions<S extends OptionSpec>(argv: readonly string[], spec: S, listOption?: keyof S & string): Result<OptionValues<S>, string> {
  const config = { args: [...argv], options: spec as OptionSpec, allowPositionals: listOption !== undefined, tokens: true } as const;
  let tokens: Token[];
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ tokens, values } = parseArgs({ ...config, strict: true }));
  } catch (e) {
    if (!isParseArgsError(e)) throw e;
    // parseArgs's own message is several sentences on lines of their own; say which argument, in ours
    const lenient = parseArgs({ ...config, strict: false, allowPositionals: true }).tokens;
    return err(explain(lenient, spec, listOption !== undefined) ?? firstLine(e.message));
  }
  const seen = new Set<string>();
  const list: string[] = [];
  let listRunning = false;
  for (const token of tokens) {
    if (token.kind === 'option') {
      // parseArgs keeps the last of two values; one of them is a mistake, so say so
      if (seen.has(token.name) && !spec[token.name]!.multiple) return err(`option --${token.name} is given twice`);
      seen.add(token.name);
      listRunning = token.name === listOption;
      if (listRunning) list.push(token.value!);
    } else if (token.kind === 'positional' && listRunning) {
      list.push(token.value);
    } else if (token.kind === 'positional') {
      return err(unexpected(token.value));
    } else {
      listRunning = false;
    }
  }
  if (listOption !== undefined && list.length > 0) values[listOption] = list;
  return ok(values as OptionValues<S>);
}

function isParseArgsError(e: unknown): e is Error {
  const code = (e as { code?: unknown } | null)?.code;
  return e instanceof Error && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

function firstLine(text: string): string {
  return text.split('\n')[0]!;
}

function unexpected(word: string): string {
  return `unexpected argument "${echo(word)}" (options start with --)`;
}

/** The first argument strict parsing refused, and why, from the same tokens read leniently. */
function explain(tokens: readonly Token[], spec: OptionSpec, positionals: boolean): string | null {
  for (const token of tokens) {
    if (token.kind === 'positional' && !positionals) return unexpected(token.value);
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(spec, token.name) ? spec[token.name]! : null;
    if (!option) return `unknown option ${echo(token.rawName)} (this command takes ${Object.keys(spec).map((k) => '--' + k).join(', ')})`;
    if (option.type === 'boolean' && token.value !== undefined) return `option --${token.name} takes no value`;
    if (option.type === 'string' && token.value === undefined) return `option --${token.name} needs a value`;
    // parseArgs refuses `--number -1` (was a value forgotten before the next option?); `--number=-1` is a value
    if (option.type === 'string' && !token.inlineValue && token.value!.length > 1 && token.value!.startsWith('-')) {
      return `option --${token.name} needs a value (for one that starts with -, write --${token.name}=${echo(token.value!)})`;
    }
  }
  return null;
}

export function gameOption(game: string | undefined): Result<GameId, string> {
  if (game === undefined) return err(`missing --game GAME (one of ${GAME_IDS.join(', ')})`);
  if (!isGameId(game)) return err(`unknown game "${echo(game)}" (one of ${GAME_IDS.join(', ')})`);
  return ok(game);
}

/** A deal number: a 32-bit unsigned integer written in decimal digits. */
export function parseDealNumber(text: string): Result<number, string> {
  const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(n <= MAX_DEAL_NUMBER)) return err(`bad deal number "${echo(text)}": it must be an integer from 0 to ${MAX_DEAL_NUMBER}`);
  return ok(n);
}

/** A positive whole number, for options such as --budget. */
export function parseCount(name: string, text: string): Result<number, string> {
  const n = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1)) return err(`bad --${name} "${echo(text)}": it must be a whole number of 1 or more`);
  return ok(n);
}

/** The most seconds --time-limit takes: a day. */
export const MAX_TIME_LIMIT_SECONDS = 86_400;

/** A time limit in seconds: a number over 0 (decimals allowed), at most MAX_TIME_LIMIT_SECONDS. */
export function parseSeconds(name: string, text: string): Result<number, string> {
  const n = /^\d{1,6}(\.\d{1,3})?$/.test(text) ? Number(text) : NaN;
  if (!(n > 0 && n <= MAX_TIME_LIMIT_SECONDS)) return err(`bad --${name} "${echo(text)}": it must be a number of seconds over 0, at most ${MAX_TIME_LIMIT_SECONDS}`);
  return ok(n);
}

export function formatOption(format: string | undefined): Result<'text' | 'json', string> {
  const f = format ?? 'text';
  if (f !== 'text' && f !== 'json') return err(`bad --format "${echo(f)}": it must be text or json`);
  return ok(f);
}

/**
 * Writes the one-line reason to stderr and answers the bad-input exit code. Every control character
 * is escaped here too, whatever built the reason, so nothing from a file or an argument reaches the
 * terminal raw and the reason stays on one line.
 */
export function fail(io: CliIo, reason: string): number {
  io.stderr(`castle: ${escapeControl(reason)}\n`);
  return EXIT_BAD_INPUT;
}
