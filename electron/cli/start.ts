import type { GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import type { GameOrigin } from '../../shared/engine/record';
import type { Position } from '../../shared/engine/position';
import { type Result, ok, err } from '../../shared/engine/result';
import { parsePosition } from '../../shared/formats/position-text';
import { hasDealHeader, parseDealText } from '../../shared/formats/deal-text';
import { escapeControl } from '../../shared/formats/echo';
import { type CliIo, parseDealNumber } from './args';

// Where a command's game starts: `--number N` deals it; `--file PATH` reads a board file, either bare
// board text or a shared deal (what `castle deal` prints), which must be of the game named by --game.

/** The options that say where a game starts, for the commands that take a deal or a file. */
export const START_OPTIONS = { game: { type: 'string' }, number: { type: 'string' }, file: { type: 'string', multiple: true } } as const;

/** Reads a position file; the reason names the file, the line and the card. */
export function readPositionFile(io: CliIo, path: string, game: GameId): Result<Position, string> {
  // a path comes from the command line (or a shell's glob): escaped, but whole, so it stays findable
  const name = escapeControl(path);
  const text = io.readFile(path);
  if (!text.ok) return err(`cannot read ${name}: ${text.error}`);
  if (hasDealHeader(text.value)) {
    const deal = parseDealText(text.value);
    if (!deal.ok) return err(`${name}: ${deal.error.message}`);
    if (deal.value.game !== game) return err(`${name} is a deal of ${deal.value.game}, not of ${game}`);
    return ok(deal.value.position);
  }
  const position = parsePosition(text.value, game);
  if (!position.ok) return err(`${name}: ${position.error.message}`);
  return ok(position.value);
}

/** The origin given by exactly one of --number and --file. */
export function startOption(args: { readonly number?: string; readonly file?: readonly string[] }, game: GameId, io: CliIo): Result<GameOrigin, string> {
  const number = args.number;
  const files = args.file ?? [];
  if (number !== undefined && files.length > 0) return err('give either --number or --file, not both');
  if (number !== undefined) {
    const n = parseDealNumber(number);
    return n.ok ? ok({ kind: 'deal', game, number: n.value }) : n;
  }
  if (files.length === 1) {
    const position = readPositionFile(io, files[0]!, game);
    return position.ok ? ok({ kind: 'position', game, position: position.value }) : position;
  }
  if (files.length > 1) return err('give one --file for this command');
  return err('missing --number N or --file PATH');
}

/** The position an origin stands for. */
export function originPosition(origin: GameOrigin): Position {
  return origin.kind === 'deal' ? dealPosition(origin.game, origin.number) : origin.position;
}
