// Electron's security checklist for everything the page can ask of the browser: navigation and new
// windows are denied, links open outside only when they are https to an allowed host, permission
// requests are refused, and every response carries the Content-Security-Policy.
import { APP_HOST, APP_SCHEME } from './app-protocol';

/** Hosts whose https pages the game may open in the player's browser (rules references). */
export const EXTERNAL_HOSTS: readonly string[] = ['en.wikipedia.org', 'sv.wikipedia.org', 'sw.wikipedia.org', 'github.com'];

/** True only for an https URL, without credentials or an odd port, on a host of the allow-list. */
export function isAllowedExternalUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && EXTERNAL_HOSTS.includes(url.hostname);
}

/** True for a URL of the app's own pages. */
export function isAppUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The parts of Electron's WebContents that the lock-down uses. */
export interface WebContentsLike {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent & { readonly url: string }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { readonly url: string }) => { action: 'deny' }): void;
}

/** Opens a URL in the player's browser: `shell.openExternal`, called only after the allow-list. */
export type OpenExternal = (url: string) => void;

/**
 * Applied to every web contents the app creates. The page is a single-page app: it never needs to
 * navigate, so every navigation is stopped; an allowed link is handed to the browser instead.
 */
export function lockDownWebContents(contents: WebContentsLike, openExternal: OpenExternal): void {
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    if (isAllowedExternalUrl(event.url)) openExternal(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}

export interface ResponseDetails {
  readonly responseHeaders?: Record<string, string[] | string>;
}
export type HeadersCallback = (response: { responseHeaders: Record<string, string[] | string> }) => void;

/** The parts of Electron's Session that the lock-down uses. */
export interface SessionLike {
  setPermissionRequestHandler(handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  readonly webRequest: { onHeadersReceived(listener: (details: ResponseDetails, callback: HeadersCallback) => void): void };
}

/** Adds the Content-Security-Policy to a response's headers (kept in step with csp.ts by a test). */
export function addSecurityHeaders(details: ResponseDetails, callback: HeadersCallback): void {
  callback({
    // reviewed: 'self' is app://castle, the packaged files only (no JSONP, no uploads, no user content)
    responseHeaders: { // eng-disable CSP_GLOBAL_CHECK
      ...details.responseHeaders,
      'Content-Security-Policy': [
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
      ],
    },
  });
}

export function lockDownSession(session: SessionLike): void {
  // the game needs no camera, notifications, clipboard reads or anything else a page can ask for
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived(addSecurityHeaders);
}
