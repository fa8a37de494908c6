import { createHash, randomBytes } from 'node:crypto';

// A player's secret is 32 random bytes shown once; the server keeps its SHA-256 only. A hash of a
// 256-bit random value needs no slow KDF: there is nothing to guess from a dictionary.

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The secret of an `Authorization: Bearer SECRET` header, or null when the header is not one. */
export function bearerSecret(header: string | undefined): string | null {
  const m = header === undefined ? null : BEARER.exec(header);
  return m ? m[1]! : null;
}
