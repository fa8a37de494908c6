// The share link of a deal: `?game=GAME&deal=N`, the query the status bar's deal button copies (after
// the page's address in a browser). Read here without the DOM's URLSearchParams, so the engine side
// (Open Deal's text, shared/formats/deal-input.ts) and the page's own address read it alike.
import { isDealNumber } from '../engine/deal';
import { type GameId, isGameId } from '../engine/games';
import { type Result, err, ok } from '../engine/result';

export interface DealLink {
  readonly game: GameId;
  readonly deal: number;
}

/** Which part of a link is wrong, and what it said. */
export interface DealLinkError {
  readonly field: 'game' | 'deal';
  readonly value: string;
}

/** A query parameter's text, decoded as a browser does (`+` is a space); a bad `%` escape stays as written. */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The first value of each parameter of a query (`?a=1&b=2` or `a=1&b=2`). */
function queryParams(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq));
    if (!params.has(name)) params.set(name, eq < 0 ? '' : decode(part.slice(eq + 1)));
  }
  return params;
}

/**
 * Reads `game` and `deal` from a query. Neither is no link (ok(null)); a link with a game that is
 * not one of ours, or a deal that is not a whole number from 0 to 4294967295, says which.
 */
export function readDealLink(query: string): Result<DealLink | null, DealLinkError> {
  const q = queryParams(query);
  const game = q.get('game');
  const deal = q.get('deal');
  if (game === undefined && deal === undefined) return ok(null);
  if (game === undefined || !isGameId(game)) return err({ field: 'game', value: game ?? '' });
  if (deal === undefined || !/^\d{1,10}$/.test(deal) || !isDealNumber(Number(deal))) return err({ field: 'deal', value: deal ?? '' });
  return ok({ game, deal: Number(deal) });
}

/** The query that opens a deal: what the share code copies. */
export function dealLinkQuery(link: DealLink): string {
  return `?game=${encodeURIComponent(link.game)}&deal=${link.deal}`;
}
