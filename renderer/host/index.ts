import type { GameHost } from '../../shared/host/host';
import type { Build } from '../../shared/commands/commands';
import { createBrowserHost, memoryStore } from './browser-host';

let host: GameHost | null = null;

/** The host the renderer talks to: Electron's when the preload put one on window, else the browser's. */
export function getHost(): GameHost {
  if (host) return host;
  // set by the Electron preload (shared/host/window.d.ts); absent in a plain browser
  const preloaded = typeof window !== 'undefined' ? (window as { castleHost?: GameHost }).castleHost : undefined;
  host = preloaded ?? createBrowserHost(localStorageOrMemory());
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

/** Which build this is: Electron's window when its preload put a host on window, else a browser tab. */
export function hostBuild(): Build {
  return typeof window !== 'undefined' && 'castleHost' in window ? 'desktop' : 'browser';
}
