import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db/database';
import { playerBySecretHash } from './queries';
import { bearerSecret, hashSecret } from './secrets';
import { unauthorized } from './http-error';

// Who is asking: the player whose secret hashes to the one kept, from `Authorization: Bearer SECRET`.
// A secret never changes, so the id it names is cached per process (renames do not touch it).

const CACHE_MAX = 100_000;

export interface Auth {
  /** The asking player's id, or a 401. */
  require(request: FastifyRequest): Promise<number>;
  /** The asking player's id when the request names one (a bad secret is still a 401), else null. */
  optional(request: FastifyRequest): Promise<number | null>;
}

export function playerAuth(db: Queryable): Auth {
  const ids = new Map<string, number>();
  async function lookup(secret: string): Promise<number> {
    const hash = hashSecret(secret);
    const hit = ids.get(hash);
    if (hit !== undefined) return hit;
    const player = await playerBySecretHash(db, hash);
    if (!player) throw unauthorized('no player has this secret');
    if (ids.size >= CACHE_MAX) ids.delete(ids.keys().next().value!);
    ids.set(hash, player.id);
    return player.id;
  }
  const secretOf = (request: FastifyRequest): string => {
    const secret = bearerSecret(request.headers.authorization);
    if (secret === null) throw unauthorized('send the player secret as "Authorization: Bearer SECRET"');
    return secret;
  };
  return {
    require: (request) => lookup(secretOf(request)),
    optional: async (request) => (request.headers.authorization === undefined ? null : lookup(secretOf(request))),
  };
}
