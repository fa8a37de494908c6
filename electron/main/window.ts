// The one game window and its options. Every security-relevant web preference is written out here,
// even where Electron's default already agrees, so the checklist can be read (and tested) in one place.
import type { BrowserWindowConstructorOptions } from 'electron';
import { MIN_SIZE, type WindowState } from './window-state';

export interface MainWindowArgs {
  readonly preload: string;
  readonly state: WindowState;
  readonly title: string;
  /** The PNG icon on Linux (Windows and macOS take theirs from the installed app). */
  readonly icon?: string;
  /**
   * `app.isPackaged`: an installed app has no developer tools (a player has no use for them, and they
   * are a console into the renderer); a checkout run with `npm start` keeps them. Unknown counts as
   * packaged, so a caller that forgets gets the safe side.
   */
  readonly packaged?: boolean;
}

/** Electron's BrowserWindow constructor, or a test's stand-in for it. */
export type WindowConstructor<W> = new (options: BrowserWindowConstructorOptions) => W;

export function createMainWindow<W>(BrowserWindow: WindowConstructor<W>, args: MainWindowArgs): W {
  return new BrowserWindow({
    ...args.state.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: args.title,
    // shown on 'ready-to-show', so the player never sees an empty white frame
    show: false,
    backgroundColor: '#1d5e34',
    ...(args.icon ? { icon: args.icon } : {}),
    webPreferences: {
      // reviewed: the sandboxed preload exposes only the contract's functions, never ipcRenderer
      preload: args.preload, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: args.packaged === false,
      // middle-click would open links in new windows; the game has no use for it
      disableBlinkFeatures: 'Auxclick',
    },
  });
}
