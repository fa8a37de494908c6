import type { Queryable } from './db/database';
import { DatabaseRefused, UNIQUE_VIOLATION } from './db/database';
import { NICKNAME_RULE, nicknameKey } from './nickname';

// Players named under an older rule get the key of the current one, oldest first. Where two old
// names now look alike, the older player keeps the key and the later one keeps the name with a key no
// new name can have (a control character is never in a name), so neither is renamed and no new player
// can take either look. Idempotent: processes starting together may both run it.

export const TAKEN_MARK = '\u0001';

export async function rekeyNicknames(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number; nickname: string }>('SELECT id, nickname FROM players WHERE nickname_rule < $1 ORDER BY id', [NICKNAME_RULE]);
  for (const { id, nickname } of rows) {
    const key = nicknameKey(nickname);
    const set = (k: string) => db.query('UPDATE players SET nickname_key = $2, nickname_rule = $3 WHERE id = $1', [id, k, NICKNAME_RULE]);
    try {
      await set(key);
    } catch (e) {
      if (!(e instanceof DatabaseRefused && e.code === UNIQUE_VIOLATION)) throw e;
      await set(`${key}${TAKEN_MARK}${id}`);
    }
  }
  return rows.length;
}
