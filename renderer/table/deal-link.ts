import { type GameId, isGameId, GAME_IDS } from '../../shared/engine/games';
import { isDealNumber, MAX_DEAL_NUMBER } from '../../shared/engine/deal';
import { type Result, ok, err } from '../../shared/engine/result';

export interface DealLink {
  readonly game: GameId;
  readonly deal: number;
}

/**
 * Reads `?game=GAME&deal=N` from an address's query. No parameters is no link (ok(null)); a link
 * with a bad game or number is an error in words the player can act on.
 */
export function parseDealLink(search: string): Result<DealLink | null, string> {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const deal = q.get('deal');
  if (game === null && deal === null) return ok(null);
  if (game === null || !isGameId(game)) {
    return err(`the game "${game ?? ''}" is not one of ${GAME_IDS.join(', ')}`);
  }
  if (deal === null || !/^\d{1,10}$/.test(deal) || !isDealNumber(Number(deal))) {
    return err(`the deal number "${deal ?? ''}" is not a whole number from 0 to ${MAX_DEAL_NUMBER}`);
  }
  return ok({ game, deal: Number(deal) });
}

/** The query that opens a deal: what the share code copies. */
export function dealLinkQuery(link: DealLink): string {
  return `?game=${encodeURIComponent(link.game)}&deal=${link.deal}`;
}
