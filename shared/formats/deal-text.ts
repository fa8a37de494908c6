import { type AnyGameId, type GameId, GAMES, GAME_IDS } from '../engine/games';
import { dealPosition, MAX_DEAL_NUMBER } from '../engine/deal';
import { type Position, positionsEqual } from '../engine/position';
import { type Result, ok, err } from '../engine/result';
import { echo } from './echo';
import { type FormatError, formatError } from './errors';
import { formatPosition, parsePosition } from './position-text';

// A deal to share: a title, the game and number, then the layout in the board format so that an
// outside solver reads it as it is.
//   Citadel #42
//   game: citadel
//   deal: 42
//   Foundations: H-A C-0 D-0 S-0
//   : KS QH 2D ...

export interface DealText {
  readonly game: GameId;
  /** null when the text gives a layout but no number (a position from elsewhere). */
  readonly number: number | null;
  readonly position: Position;
}

export function formatDealText(game: AnyGameId, number: number): string {
  return `${GAMES[game].name} #${number}\ngame: ${game}\ndeal: ${number}\n${formatPosition(dealPosition(game, number))}\n`;
}

// Every pattern here is anchored and applied to one trimmed line, never to the whole text with the
// `m` flag: `/^\s*game:/m` over a board and 10 MB of blank lines retries `\s*` from every line start
// to the end of the text (quadratic, over a minute); line by line the work is linear in the text.
export const HEADER = /^(game|deal|number)\s*:\s*(.*)$/i;

/** True when a line of the text is a `game:`, `deal:` or `number:` header: the text is a shared deal. */
export function hasDealHeader(text: string): boolean {
  // from one line's first non-blank character to the next: blank lines cost one native scan
  const nonBlank = /\S/g;
  while (nonBlank.exec(text) !== null) {
    const start = nonBlank.lastIndex - 1;
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (HEADER.test(text.slice(start, stop).trimEnd())) return true;
    nonBlank.lastIndex = stop;
  }
  return false;
}

/**
 * The first line may be a title: a game's name, with `#N` after it when the deal has a number (N one
 * word). Read with indexOf, not a lazy `(.*?)\s*` pattern, which backtracks over a long run of spaces.
 */
function readTitle(body: string): { name: string; number?: string } {
  const hash = body.indexOf('#');
  if (hash === -1) return { name: body };
  const number = body.slice(hash + 1).trim();
  return number === '' || /\s/.test(number) ? { name: body } : { name: body.slice(0, hash).trimEnd(), number };
}

function gameNamed(name: string): GameId | null {
  const n = name.trim().toLowerCase();
  return GAME_IDS.find((id) => id === n || GAMES[id].name.toLowerCase() === n) ?? null;
}

function readNumber(text: string, line: number): Result<number | null, FormatError> {
  const t = text.trim();
  if (t === '' || t === '-' || t.toLowerCase() === 'none') return ok(null);
  const n = /^\d{1,10}$/.test(t) ? Number(t) : NaN;
  if (!(n <= MAX_DEAL_NUMBER)) return err(formatError('bad-deal-number', `deal number "${echo(t)}" is not an integer from 0 to ${MAX_DEAL_NUMBER}`, { line }));
  return ok(n);
}

/** Reads a shared deal. With a number and no layout it deals the number; with both they must agree. */
export function parseDealText(text: string): Result<DealText, FormatError> {
  // split at \n alone: each line is trimmed, which takes the \r of a CRLF with it
  const lines = text.split('\n');
  let game: { id: GameId; line: number } | null = null;
  let number: number | null = null;
  // the board lines run from the first to the last line that is neither blank nor a header
  let firstBoard = -1;
  let lastBoard = -1;
  let titleChecked = false;
  const setGame = (id: GameId | null, name: string, line: number): FormatError | null => {
    if (id === null) return formatError('unknown-game', `unknown game "${echo(name.trim())}" (games: ${GAME_IDS.join(', ')})`, { line });
    if (game && game.id !== id) return formatError('unknown-game', `the game "${echo(name.trim())}" disagrees with line ${game.line} (${game.id})`, { line });
    game = { id, line };
    return null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const body = lines[i]!.trim();
    if (body === '') continue;
    const header = HEADER.exec(body);
    const title = titleChecked ? null : readTitle(body);
    titleChecked = true;
    if (header) {
      if (header[1]!.toLowerCase() === 'game') {
        const e = setGame(gameNamed(header[2]!), header[2]!, line);
        if (e) return err(e);
      } else {
        const n = readNumber(header[2]!, line);
        if (!n.ok) return n;
        number = n.value;
      }
    } else if (title && gameNamed(title.name)) {
      setGame(gameNamed(title.name), title.name, line); // cannot fail: the name is known and comes first
      if (title.number !== undefined) {
        const n = readNumber(title.number, line);
        if (!n.ok) return n;
        number = n.value;
      }
    } else {
      if (firstBoard === -1) firstBoard = i;
      lastBoard = i;
      continue;
    }
    lines[i] = ''; // the board reader sees blanks where the headers were, so its line numbers hold
  }
  // TypeScript does not see the closure's assignments and would narrow `game` to null here
  const found = game as { id: GameId; line: number } | null;
  if (!found) return err(formatError('unknown-game', `the deal names no game: add a line "game: ID" (games: ${GAME_IDS.join(', ')})`));
  if (firstBoard === -1) {
    if (number === null) return err(formatError('wrong-row-count', 'the deal has neither a deal number nor a layout'));
    return ok({ game: found.id, number, position: dealPosition(found.id, number) });
  }
  // blank lines around the board are left out (numbered from its first line, so messages hold)
  const position = parsePosition(lines.slice(firstBoard, lastBoard + 1).join('\n'), found.id, firstBoard + 1);
  if (!position.ok) return position;
  if (number !== null && !positionsEqual(position.value, dealPosition(found.id, number))) {
    return err(formatError('deal-mismatch', `the layout is not deal ${number} of ${GAMES[found.id].name}: drop the deal number to play the layout as it is`));
  }
  return ok({ game: found.id, number, position: position.value });
}
