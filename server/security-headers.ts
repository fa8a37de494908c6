import helmet from 'helmet';
import { PAGE_CSP } from './web';

// The security headers of every answer, the page's and the API's: helmet's (nosniff, HSTS, a
// referrer policy, frame and cross-origin policies, ...), with the page's Content-Security-Policy as
// a header (web.ts). They never change between requests, so helmet runs once, at start, and each
// answer gets the same headers: @fastify/helmet builds them again for every request (per-route
// nonces), a tenth of a board read's CPU.

export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: PAGE_CSP }, crossOriginEmbedderPolicy: false })({} as never, response as never, () => {});
  return headers;
}
