import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Result, ok, err } from '../shared/engine/result';
import { isGameId, type GameId } from '../shared/engine/games';
import { isDateString } from '../shared/solver/services/daily';

// A ticket says: the server saw player P start game G's daily deal of date D at its time T. It is
// `v1.PAYLOAD.MAC`, PAYLOAD the base64url of a small JSON object and MAC its HMAC-SHA256 under a key
// only the servers know, so the client can carry it but not change it. The nonce makes each ticket
// one of a kind; the database records a nonce when its result is accepted, so a ticket works once.

export interface Ticket {
  readonly player: number;
  readonly game: GameId;
  readonly date: string;
  /** Server time when it was issued, ms since the epoch. */
  readonly issuedAt: number;
  readonly nonce: string;
}

export const TICKET_MAX_LENGTH = 400;

export interface TicketSigner {
  issue(player: number, game: GameId, date: string, issuedAt: number): string;
  /** The ticket's contents when the server signed it; otherwise why not. */
  read(ticket: string): Result<Ticket, string>;
}

export function ticketSigner(key: Buffer): TicketSigner {
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();
  return {
    issue(player, game, date, issuedAt) {
      const body = { p: player, g: game, d: date, t: issuedAt, n: randomBytes(16).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `v1.${payload}.${mac(payload).toString('base64url')}`;
    },
    read(ticket) {
      const parts = ticket.split('.');
      if (parts.length !== 3 || parts[0] !== 'v1') return err('the ticket is not one this server issues');
      const [, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('the ticket was not signed by this server');
      return decodePayload(payload);
    },
  };
}

function decodePayload(payload: string): Result<Ticket, string> {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return err('the ticket is damaged');
  }
  // signed by us, so well formed unless the format changed: check anyway, a key may be reused
  const b = body as { p?: unknown; g?: unknown; d?: unknown; t?: unknown; n?: unknown };
  if (!Number.isInteger(b.p) || !isGameId(b.g) || typeof b.d !== 'string' || !isDateString(b.d) || !Number.isSafeInteger(b.t) || typeof b.n !== 'string') {
    return err('the ticket is damaged');
  }
  return ok({ player: b.p as number, game: b.g, date: b.d, issuedAt: b.t as number, nonce: b.n });
}

export function newTicketKey(): string {
  return randomBytes(32).toString('base64url');
}
