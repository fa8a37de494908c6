import type { Queryable } from '../../server/db/database';
import { type DailyDeals, dealStore, storeDeal } from '../../server/daily-deals';
import { parseTicketKeys, type TicketKeys } from '../../server/ticket-keys';
import { dailyDealNumber } from '../../shared/solver/services/daily';

// Test doubles of what the server's process gets from its deal keeper and its key file: deals that a
// test asks for are computed in the test (and stored, as the keeper would), and a fixed ticket key.

const computed = new Map<string, number>();

/** The server's deal store, filled by computing here whatever a test asks for. */
export function inlineDeals(db: Queryable): DailyDeals {
  const store = dealStore(db);
  return {
    async deal(game, date) {
      const known = await store.deal(game, date);
      if (known !== null) return known;
      const key = `${game}|${date}`;
      let deal = computed.get(key);
      if (deal === undefined) {
        const r = dailyDealNumber(game, date);
        if (!r.ok) throw new Error(r.error);
        deal = r.value;
        computed.set(key, deal);
      }
      await storeDeal(db, game, date, deal);
      return deal;
    },
    remember: store.remember,
  };
}

export const TEST_KEY_ENTRY = `t1:${Buffer.alloc(32, 1).toString('base64url')}`;

export function testTicketKeys(entries = TEST_KEY_ENTRY): TicketKeys {
  const keys = parseTicketKeys(entries);
  if (!keys.ok) throw new Error(keys.error);
  return keys.value;
}
