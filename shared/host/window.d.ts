// What the Electron preload puts on the page. In a browser `window.castleHost` is undefined and the
// renderer uses its own browser host instead.
import type { GameHost } from './host';

declare global {
  interface Window {
    castleHost?: GameHost;
  }
}

export {};
