// The part of node:fs/promises the stores use. Passing it in lets tests cut a write short or make a
// file unreadable without touching the real disk's behaviour.
export interface FileHandleLike {
  writeFile(data: string, encoding: 'utf8'): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface FileSystem {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  open(path: string, flags: 'wx'): Promise<FileHandleLike>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

/** True when an error from the file system means "there is no such file". */
export const isMissingFile = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
