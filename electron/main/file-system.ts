// The part of node:fs/promises the stores use. Passing it in lets tests cut a write short, make a
// file unreadable or a folder read-only, without touching the real disk's behaviour.
export interface FileHandleLike {
  writeFile(data: string, encoding: 'utf8'): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface FileSystem {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  /** 'wx' creates a new file to write (with `mode`, less the umask); 'r' opens a folder to fsync it. */
  open(path: string, flags: 'wx' | 'r', mode?: number): Promise<FileHandleLike>;
  /** Sets a file's permissions (a file holding a secret that an older version wrote readable to all). */
  chmod(path: string, mode: number): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  readdir(path: string): Promise<string[]>;
}

/** The error code of a file-system error (ENOENT, EACCES...), or undefined. */
export const errorCode = (error: unknown): string | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** True when an error from the file system means "there is no such file". */
export const isMissingFile = (error: unknown): boolean => errorCode(error) === 'ENOENT';

/** A short text of any error, for a notice or a log line. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
