import { GAME_IDS } from '../../shared/engine/games';
import { MAX_DEAL_NUMBER } from '../../shared/engine/deal';
import { type Result, ok, err } from '../../shared/engine/result';
import { type DealLink, readDealLink } from '../../shared/formats/deal-link';

export { dealLinkQuery, type DealLink } from '../../shared/formats/deal-link';

/**
 * Reads `?game=GAME&deal=N` from an address's query (shared/formats/deal-link.ts). No parameters is
 * no link (ok(null)); a link with a bad game or number is an error in words the player can act on.
 */
export function parseDealLink(search: string): Result<DealLink | null, string> {
  const link = readDealLink(search);
  if (link.ok) return ok(link.value);
  const { field, value } = link.error;
  return err(
    field === 'game'
      ? `the game "${value}" is not one of ${GAME_IDS.join(', ')}`
      : `the deal number "${value}" is not a whole number from 0 to ${MAX_DEAL_NUMBER}`,
  );
}
