import type { GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import type { GameOrigin } from '../../shared/engine/record';
import type { Position } from '../../shared/engine/position';
import { type Result, ok, err } from '../../shared/engine/result';
import { parsePosition } from '../../shared/formats/position-text';
import { parseDealText } from '../../shared/formats/deal-text';
import { type CliIo, type ParsedArgs, optionValue, optionValues, parseDealNumber } from './args';

// Where a command's game starts: `--number N` deals it; `--file PATH` reads a board file, either bare
// board text or a shared deal (what `castle deal` prints), which must be of the game named by --game.

const DEAL_HEADER = /^\s*(?:game|deal|number)\s*:/im;

/** Reads a position file; the reason names the file, the line and the card. */
export function readPositionFile(io: CliIo, path: string, game: GameId): Result<Position, string> {
  const text = io.readFile(path);
  if (!text.ok) return err(`cannot read ${path}: ${text.error}`);
  if (DEAL_HEADER.test(text.value)) {
    const deal = parseDealText(text.value);
    if (!deal.ok) return err(`${path}: ${deal.error.message}`);
    if (deal.value.game !== game) return err(`${path} is a deal of ${deal.value.game}, not of ${game}`);
    return ok(deal.value.position);
  }
  const position = parsePosition(text.value, game);
  if (!position.ok) return err(`${path}: ${position.error.message}`);
  return ok(position.value);
}

/** The origin given by exactly one of --number and --file. */
export function startOption(args: ParsedArgs, game: GameId, io: CliIo): Result<GameOrigin, string> {
  const number = optionValue(args, 'number');
  const files = optionValues(args, 'file');
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
