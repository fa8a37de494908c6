// The app:// protocol that serves the renderer's built files. A request maps to a file under one root
// folder only: anything that would resolve outside it (`..`, encoded slashes, another host) is refused,
// so a page can never read any other file on the machine.
import { extname, resolve, sep } from 'node:path';
import { type Result, ok, err } from '../../shared/engine/result';
import { CONTENT_SECURITY_POLICY } from './csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'castle';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** How the scheme is registered before the app is ready (`protocol.registerSchemesAsPrivileged`). */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` that an app:// URL names, or why it may not be served. */
export function resolveAppFile(root: string, requestUrl: string): Result<string, string> {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return err('not a URL');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return err('not an app URL');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return err('badly encoded path');
  }
  if (path.includes('\0') || path.includes('\\')) return err('forbidden character in path');
  if (path.split('/').some((part) => part === '..')) return err('path leaves the app folder');
  if (path === '/' || path === '') path = '/index.html';
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  if (!file.startsWith(base + sep)) return err('path leaves the app folder');
  return ok(file);
}

export const mimeTypeOf = (file: string): string => MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface AppRequest {
  readonly url: string;
  readonly method: string;
}

/** The handler given to `protocol.handle(APP_SCHEME, ...)`; `readFile` reads from the app's files. */
export function appProtocolHandler(root: string, readFile: (path: string) => Promise<Uint8Array>): (request: AppRequest) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method not allowed');
    const file = resolveAppFile(root, request.url);
    if (!file.ok) return plain(403, file.error);
    let body: Uint8Array;
    try {
      body = await readFile(file.value);
    } catch {
      return plain(404, 'not found');
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: headersFor(mimeTypeOf(file.value)) });
  };
}

function headersFor(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const plain = (status: number, text: string): Response =>
  new Response(text, { status, headers: { ...headersFor('text/plain; charset=utf-8') } });
