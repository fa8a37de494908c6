import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_CONFIG } from './routes/meta';

// The browser build of the table (out/web, from `npm run build:web`) at `/`. index.html gets the
// client configuration inline as a JSON script element (not run as code, so the page's CSP stays as
// it is): the page finds its leaderboard on and pointing at this origin without a request.

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../out/web/', import.meta.url));
export const CONFIG_ELEMENT_ID = 'castle-server-config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The page's Content-Security-Policy, sent as a header on every answer (app.ts, through helmet): the
 * one of renderer/index.html's meta tag, and what only a header can say (frame-ancestors).
 */
export const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const configElement = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(CLIENT_CONFIG)}</script>`;

export function withConfig(html: string): string {
  return html.includes('</head>') ? html.replace('</head>', `    ${configElement}\n  </head>`) : `${configElement}\n${html}`;
}

/** The file a URL path names inside root, or null when it would leave it. */
export function fileUnder(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  const rel = relative(root, file);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? null : file;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}


export function webRoutes(app: FastifyInstance, root: string): void {
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    if (!(await isFile(resolve(root, 'index.html')))) {
      return reply.code(404).send({ error: 'The browser build is missing on this server: run "npm run build:web", then reload.' });
    }
    const file = fileUnder(root, urlPath);
    if (file === null || !(await isFile(file))) return reply.callNotFound();
    reply.header('cache-control', file.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
    reply.type(TYPES[extname(file)] ?? 'application/octet-stream');
    if (file === resolve(root, 'index.html')) return reply.send(withConfig(await readFile(file, 'utf8')));
    return reply.send(await readFile(file));
  });
}
