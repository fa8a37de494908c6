import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { type Result, ok, err } from '../shared/engine/result';

// The keys tickets are signed with: never in the database (a key there sits in its WAL and backups),
// from CASTLE_TICKET_KEY or from a key file only its owner may read (0600). Both hold entries
// `ID:KEY`, KEY 32 random bytes or more in base64url, one per line (or separated by commas); the first
// signs new tickets and every one reads the tickets it signed, by the ID each ticket carries. To rotate:
// put a new entry first and restart the processes; drop the old one after a day, once no ticket it
// signed can still be used.

export interface TicketKey {
  readonly id: string;
  readonly key: Buffer;
}

export interface TicketKeys {
  /** Signs new tickets. */
  readonly current: TicketKey;
  /** Every key that reads tickets, by id. */
  readonly byId: ReadonlyMap<string, Buffer>;
}

const ID = /^[a-z0-9]{1,16}$/;
const MIN_KEY_BYTES = 32;

/** Bytes of strict base64url: no padding, no other characters, the one encoding of its bytes. */
export function strictBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

export function parseTicketKeys(text: string): Result<TicketKeys, string> {
  const entries = text.split(/[\n,]/).map((e) => e.trim()).filter((e) => e !== '' && !e.startsWith('#'));
  if (entries.length === 0) return err('no ticket key: give entries ID:KEY');
  const byId = new Map<string, Buffer>();
  let current: TicketKey | null = null;
  for (const [i, entry] of entries.entries()) {
    const [id, encoded, ...rest] = entry.split(':');
    if (id === undefined || encoded === undefined || rest.length > 0 || !ID.test(id)) return err(`ticket key entry ${i + 1} is not ID:KEY with an ID of 1-16 lower-case letters and digits`);
    const key = strictBase64url(encoded);
    if (key === null || key.length < MIN_KEY_BYTES) return err(`ticket key "${id}" is not ${MIN_KEY_BYTES} bytes or more in base64url`);
    if (byId.has(id)) return err(`ticket key "${id}" is given twice`);
    byId.set(id, key);
    current ??= { id, key };
  }
  return ok({ current: current!, byId });
}

export function newTicketKeyEntry(): string {
  return `${randomBytes(5).toString('hex')}:${randomBytes(32).toString('base64url')}`;
}

/**
 * The keys of a key file, made (0600, with one fresh key) when there is none. A file others may read
 * or write, or one that is not a regular file, is refused: the server does not start on a leaked key.
 */
export function readTicketKeyFile(path: string): Result<TicketKeys, string> {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') return err(`cannot open the ticket key file ${path}: ${(e as Error).message}`);
    try {
      const out = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
      writeSync(out, `${newTicketKeyEntry()}\n`);
      closeSync(out);
    } catch (made) {
      // another process made it at the same moment: read theirs
      if ((made as { code?: string }).code !== 'EEXIST') return err(`cannot make the ticket key file ${path}: ${(made as Error).message}`);
    }
    return readTicketKeyFile(path);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return err(`the ticket key file ${path} is not a regular file`);
    if ((stat.mode & 0o077) !== 0) return err(`the ticket key file ${path} may be read by others (mode ${(stat.mode & 0o777).toString(8)}): chmod 600 it, and make a new key if it was read`);
    if (stat.size > 64 * 1024) return err(`the ticket key file ${path} is larger than a key file is`);
    const buffer = Buffer.alloc(stat.size);
    const n = stat.size === 0 ? 0 : readSync(fd, buffer, 0, stat.size, 0);
    const parsed = parseTicketKeys(buffer.subarray(0, n).toString('utf8'));
    return parsed.ok ? parsed : err(`${path}: ${parsed.error}`);
  } finally {
    closeSync(fd);
  }
}

/** CASTLE_TICKET_KEY when set, else the key file. */
export function loadTicketKeys(envValue: string | undefined, keyFile: string): Result<TicketKeys, string> {
  if (envValue !== undefined && envValue !== '') {
    const parsed = parseTicketKeys(envValue);
    return parsed.ok ? parsed : err(`CASTLE_TICKET_KEY: ${parsed.error}`);
  }
  return readTicketKeyFile(keyFile);
}
