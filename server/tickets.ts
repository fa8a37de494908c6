import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { type Result, ok, err } from '../shared/engine/result';
import { GAME_IDS, type GameId } from '../shared/engine/games';
import { localDateSchema } from '../shared/schemas/saved-game';
import { oneOf } from '../shared/schemas/validate';
import { type TicketKeys, strictBase64url } from './ticket-keys';

// A ticket says: the server saw player P start game G's daily deal of date D at its time T. It is
// `v2.KID.PAYLOAD.MAC`: KID names the key that signed it (ticket-keys.ts), PAYLOAD is the base64url of a
// small JSON object and MAC the HMAC-SHA256 of `v2.KID.PAYLOAD` under that key, so the client can
// carry it but not change it. Every part is strict base64url: one text for each ticket. The nonce makes
// each ticket one of a kind; the database records a nonce when its result is accepted, so a ticket
// works once.

export interface Ticket {
  readonly player: number;
  readonly game: GameId;
  readonly date: string;
  /** Server time when it was issued, ms since the epoch. */
  readonly issuedAt: number;
  readonly nonce: string;
}

const VERSION = 'v2';
const MAC_BYTES = 32;

export interface TicketSigner {
  issue(player: number, game: GameId, date: string, issuedAt: number): string;
  /** The ticket's contents when the server signed it; otherwise why not. */
  read(ticket: string): Result<Ticket, string>;
}

export function ticketSigner(keys: TicketKeys): TicketSigner {
  const mac = (key: Buffer, signed: string): Buffer => createHmac('sha256', key).update(signed).digest();
  return {
    issue(player, game, date, issuedAt) {
      const body = { p: player, g: game, d: date, t: issuedAt, n: randomBytes(16).toString('base64url') };
      const signed = `${VERSION}.${keys.current.id}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
      return `${signed}.${mac(keys.current.key, signed).toString('base64url')}`;
    },
    read(ticket) {
      const parts = ticket.split('.');
      if (parts[0] === 'v1' && parts.length === 3) return err('the ticket was issued under an older key: take a new one');
      if (parts.length !== 4 || parts[0] !== VERSION) return err('the ticket is not one this server issues');
      const [, id, payload, signature] = parts as [string, string, string, string];
      const key = keys.byId.get(id);
      if (key === undefined) return err('the ticket was signed with a key this server no longer has: take a new one');
      const given = strictBase64url(signature);
      const expected = mac(key, `${VERSION}.${id}.${payload}`);
      if (given === null || given.length !== MAC_BYTES || !timingSafeEqual(given, expected)) return err('the ticket was not signed by this server');
      return decodePayload(payload);
    },
  };
}

const safeInteger = v.pipe(v.number(), v.safeInteger());
/** A ticket's payload as issue() writes it: player, game, date, time issued, nonce. */
const payloadSchema = v.strictObject({ p: safeInteger, g: oneOf(GAME_IDS), d: localDateSchema, t: safeInteger, n: v.string() });

function decodePayload(payload: string): Result<Ticket, string> {
  let body: unknown;
  try {
    const bytes = strictBase64url(payload);
    if (bytes === null) return err('the ticket is damaged');
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    return err('the ticket is damaged');
  }
  // signed by us, so well formed unless the format changed: check anyway, a key may be reused
  const checked = v.safeParse(payloadSchema, body);
  if (!checked.success) return err('the ticket is damaged');
  const { p, g, d, t, n } = checked.output;
  return ok({ player: p, game: g, date: d, issuedAt: t, nonce: n });
}
