import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The server's files are its own: the data folder (PGlite's database, the ticket key file) is 0700 and
// every file in it 0600. A process umask of 077 makes every file the server creates private from the
// start; a folder made by an older version is tightened at start.

/** Files and folders the process creates from now on are its owner's alone. */
export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread may not change it: the main thread does
  }
}

// what PGlite and the key file put in the folder: anything else means it is not the server's own
const OURS = /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(opts|pid)|ticket-keys(\..*)?)$/;

/**
 * Makes `dir` (0700) if missing, and takes group and other rights off it and everything in it. A
 * folder that holds anything else (a home folder, /tmp given by mistake) is refused, never changed.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const strangers = readdirSync(dir).filter((name) => !OURS.test(name));
  if (strangers.length > 0) throw new Error(`the data folder ${dir} holds files that are not the server's (${strangers.slice(0, 3).join(', ')}): give CASTLE_DATA_DIR a folder of its own`);
  tighten(dir);
}

function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o700);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
}
