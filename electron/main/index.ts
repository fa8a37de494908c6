// The Electron main process: the thin edge where Electron's objects are handed to the modules beside
// this file, which take what they need as arguments and are tested without Electron.
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, screen, session, shell } from 'electron';
import * as fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { HostCommand } from '../../shared/host/host';
import type { Settings } from '../../shared/host/types';
import { EVENTS, type EventName, type EventTypes } from '../../shared/ipc/contract';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, appProtocolHandler } from './app-protocol';
import { createNodeSolverClient } from '../solver/node-solver-client';
import { workerDailyDeals } from './daily-deals';
import { createExportFile, type ShowSaveDialog } from './export-file';
import { watchVisibility } from './held-games';
import { registerIpc } from './ipc';
import { MenuController } from './menu-controller';
import { openData } from './open-data';
import { isAllowedExternalUrl, lockDownSession, lockDownWebContents } from './security';
import { createMainWindow } from './window';
import { restoreBounds, type WindowState } from './window-state';

const rendererRoot = fileURLToPath(new URL('../renderer', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const iconPath = fileURLToPath(new URL('../../build/icons/512x512.png', import.meta.url));
/** The solver thread's entry, built beside this file (electron.vite.config.ts). */
const solverThread = new URL('./solver-thread.js', import.meta.url);

// must happen before 'ready': app:// behaves as a secure, standard origin (fetch, workers, storage)
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

let mainWindow: BrowserWindow | null = null;

/** Opens a link in the player's browser, only when it is https to a host of the allow-list. */
function openLink(url: string): void {
  if (!isAllowedExternalUrl(url)) return;
  // reviewed: url passed isAllowedExternalUrl just above
  shell.openExternal(url).catch((error: unknown) => console.warn(`Could not open ${url}:`, error)); // eng-disable OPEN_EXTERNAL_JS_CHECK
}

/** Sends an event to the window; false when there is no window to send it to. */
function send<K extends EventName>(name: K, payload: EventTypes[K]): boolean {
  if (!mainWindow || mainWindow.isDestroyed()) return false;
  mainWindow.webContents.send(EVENTS[name].channel, payload);
  return true;
}

async function start(): Promise<void> {
  await app.whenReady();
  lockDownSession(session.defaultSession);
  protocol.handle(APP_SCHEME, appProtocolHandler(rendererRoot, (path) => fs.readFile(path)));

  // daily deals are worked out in a solver thread, never on this loop (it answers the window and its menus)
  const dailies = workerDailyDeals(() => createNodeSolverClient({ script: solverThread }));
  app.on('will-quit', () => dailies.dispose());
  // the save dialog belongs to the app window, so it opens over it (and modal on macOS)
  const showSaveDialog: ShowSaveDialog = (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options));
  const exportFile = createExportFile({ fs, showSaveDialog, folder: app.getPath('documents') });
  // whatever the folder's state (damaged, read-only, missing), this answers: the app always starts
  const data = await openData(fs, app.getPath('userData'), {
    send: (notice) => send('notice', notice),
    dailyDeal: dailies.dailyDeal,
    tellOutcome: (outcome) => void send('leaderboardOutcome', outcome),
    exportFile,
  });
  const service = data.service;

  const menu = new MenuController({
    settings: data.settings,
    platform: process.platform,
    // the ordered preferences first; the locale Electron runs in as a last resort
    systemLocales: [...app.getPreferredSystemLanguages(), app.getLocale()],
    developer: !app.isPackaged,
    apply: (template) => {
      const built = Menu.buildFromTemplate(template);
      Menu.setApplicationMenu(built);
      return built;
    },
    sendCommand: (command: HostCommand) => send('command', command),
    sendSettings: (settings: Settings) => send('settingsChanged', settings),
  });

  registerIpc(
    ipcMain,
    {
      ...service,
      saveSettings: async (settings) => {
        const saved = service.saveSettings(settings);
        // the menu follows at once; the write settles after (a failure is a notice)
        menu.settingsChanged();
        return saved;
      },
      setTableState: (state) => menu.setTableState(state),
    },
    () => mainWindow,
  );
  menu.rebuild();

  let pendingStateSave: Promise<void> = Promise.resolve();
  const openWindow = (): void => {
    const state = restoreBounds(data.windowState, [screen.getPrimaryDisplay(), ...screen.getAllDisplays()]);
    const win = createMainWindow(BrowserWindow, { preload: preloadPath, state, title: app.getName(), packaged: app.isPackaged, ...(process.platform === 'linux' ? { icon: iconPath } : {}) });
    mainWindow = win;
    watchVisibility(win, (visible) => service.held.setVisible(visible));
    win.once('ready-to-show', () => {
      if (state.maximized) win.maximize();
      win.show();
    });
    win.on('close', () => {
      const now: WindowState = { bounds: win.getNormalBounds(), maximized: win.isMaximized() };
      pendingStateSave = data.saveWindowState(now).catch((error: unknown) => console.warn('Window position not saved:', error));
    });
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    void win.loadURL(APP_URL);
  };

  app.on('second-instance', () => {
    if (!mainWindow) return openWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (!mainWindow) openWindow();
  });
  // the window position is written before the process ends (the promise is returned for tests)
  app.on('window-all-closed', () =>
    Promise.all([pendingStateSave, service.flush()]).finally(() => {
      if (process.platform !== 'darwin') app.quit();
    }),
  );
  openWindow();
}

// every web contents, including any the page might try to create, gets the same lock-down
app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents, openLink));

// a second launch hands over to the running one (which focuses its window) and exits
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start().catch((error: unknown) => {
    console.error('The game could not start:', error);
    app.exit(1);
  });
}
