import type { GameHost } from '../../shared/host/host';
import { createBrowserHost, memoryStore } from './browser-host';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a plain browser. */
    castleHost?: GameHost;
  }
}

let host: GameHost | null = null;

/** The host the renderer talks to: Electron's when the preload put one on window, else the browser's. */
export function getHost(): GameHost {
  if (host) return host;
  if (typeof window !== 'undefined' && window.castleHost) host = window.castleHost;
  else host = createBrowserHost(localStorageOrMemory());
  return host;
}

/** Tests hand in their own host. */
export function setHost(next: GameHost | null): void {
  host = next;
}

function localStorageOrMemory() {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage blocked (privacy settings): play on without saving
  }
  return memoryStore();
}
