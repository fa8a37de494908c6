import { type Result, ok, err } from '../engine/result';
import { MAX_ADDRESS_CHARS } from '../schemas/limits';

// The leaderboard server's address as the player types it in Settings. Secrets travel to it, so it
// must be https; plain http only to this machine (127.0.0.1, localhost, [::1]), for a server run
// beside the app in development. Parsed by hand: shared/ has no URL class (no DOM, no Node).

const ADDRESS = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?$/i;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The address in one form (scheme and host lower-case, no trailing slash), or why it is refused. */
export function checkServerAddress(raw: string): Result<string, string> {
  const text = raw.trim();
  if (text === '') return err('no server address is given');
  if (text.length > MAX_ADDRESS_CHARS) return err(`the server address has ${text.length} characters; at most ${MAX_ADDRESS_CHARS} are allowed`);
  const parts = ADDRESS.exec(text);
  if (!parts) {
    if (/[?#]/.test(text)) return err('the server address must not hold a query (?) or a fragment (#)');
    return err(`"${text.slice(0, 60)}" is not a web address such as https://castle.example.org`);
  }
  const scheme = parts[1]!.toLowerCase();
  const authority = parts[2]!.toLowerCase();
  if (authority.includes('@')) return err('the server address must not hold a user name or password');
  const hostPort = /^(\[[0-9a-f:]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(authority);
  const host = hostPort?.[1];
  const port = hostPort?.[2];
  if (!host || (!host.startsWith('[') && !HOST_NAME.test(host))) return err(`"${authority.slice(0, 60)}" is not a host name`);
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return err(`the port ${port} is not between 1 and 65535`);
  if (scheme === 'http' && !LOCAL_HOSTS.has(host)) return err('the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development)');
  const path = (parts[3] ?? '').replace(/\/+$/, '');
  return ok(`${scheme}://${authority}${path}`);
}

/** The API's root under a server address (as server/README.md documents it). */
export const apiRootOf = (address: string): string => `${address}/api/v1`;
