// electron/main/index.ts, the thin edge, started against a mocked Electron with its user-data folder
// in a temporary folder: what it registers before and after 'ready', the window it opens, the IPC it
// answers (requests as JSON text, as the preload sends them), the notices it sends, the menu it sets,
// and what it does on close and on a second launch.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { EVENTS, INVOKE, SEND } from '../../../shared/ipc/contract';
import { sampleGame, tempDir } from '../helpers';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const findItem = (items: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions | undefined =>
    items.map((i) => (i.id === id ? i : Array.isArray(i.submenu) ? findItem(i.submenu, id) : undefined)).find((i) => i !== undefined);
  const state = {
    userData: '',
    appListeners: new Map<string, Listener[]>(),
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, Listener>(),
    handles: new Map<string, Listener>(),
    ons: new Map<string, Listener>(),
    menus: [] as MenuItemConstructorOptions[][],
    windows: [] as FakeWindow[],
    quit: 0,
    permissionHandler: null as Listener | null,
    ready: null as null | (() => void),
    windowOpened: null as null | ((w: FakeWindow) => void),
    saveDialogs: [] as unknown[][],
  };
  class FakeWindow {
    readonly listeners = new Map<string, Listener[]>();
    readonly sent: unknown[][] = [];
    readonly mainFrame = { url: 'app://castle/index.html', parent: null };
    readonly webContents = { id: 7, mainFrame: this.mainFrame, send: (...args: unknown[]) => this.sent.push(args) };
    url = '';
    shown = false;
    focused = false;
    destroyed = false;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      state.windows.push(this);
      state.windowOpened?.(this);
    }
    on(name: string, l: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), l]);
      return this;
    }
    once(name: string, l: Listener) {
      return this.on(name, l);
    }
    emit(name: string) {
      for (const l of this.listeners.get(name) ?? []) l();
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
    show() {
      this.shown = true;
    }
    maximize() {}
    focus() {
      this.focused = true;
    }
    restore() {}
    isMinimized() {
      return false;
    }
    isVisible() {
      return this.shown;
    }
    isMaximized() {
      return false;
    }
    isDestroyed() {
      return this.destroyed;
    }
    getNormalBounds() {
      return { x: 50, y: 60, width: 1111, height: 777 };
    }
  }
  return { state, FakeWindow, findItem };
});

vi.mock('electron', () => {
  const { state, FakeWindow, findItem } = fake;
  const on = (name: string, l: Listener) => state.appListeners.set(name, [...(state.appListeners.get(name) ?? []), l]);
  return {
    app: {
      on,
      whenReady: () => new Promise<void>((resolve) => (state.ready = resolve)),
      requestSingleInstanceLock: () => true,
      getPath: () => state.userData,
      getPreferredSystemLanguages: () => ['sv-SE'],
      getLocale: () => 'en-US',
      isPackaged: true,
      getName: () => 'Beleaguered Castle',
      quit: () => state.quit++,
      exit: () => undefined,
    },
    BrowserWindow: FakeWindow,
    // a built menu is its template, whose items the controller changes in place (as it does Electron's MenuItems)
    Menu: {
      buildFromTemplate: (t: MenuItemConstructorOptions[]) => ({ template: t, getMenuItemById: (id: string) => findItem(t, id) ?? null }),
      setApplicationMenu: (m: { template: MenuItemConstructorOptions[] }) => state.menus.push(m.template),
    },
    ipcMain: { handle: (c: string, l: Listener) => state.handles.set(c, l), on: (c: string, l: Listener) => state.ons.set(c, l) },
    protocol: { registerSchemesAsPrivileged: (s: unknown[]) => state.schemes.push(...s), handle: (scheme: string, l: Listener) => state.protocolHandlers.set(scheme, l) },
    screen: { getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }), getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Listener) => (state.permissionHandler = h),
        setPermissionCheckHandler: () => undefined,
        webRequest: { onHeadersReceived: () => undefined },
      },
    },
    shell: { openExternal: () => Promise.resolve() },
    dialog: {
      // the player picks a file in the user-data folder: the window comes first, as Electron takes it
      showSaveDialog: (...args: unknown[]) => {
        state.saveDialogs.push(args);
        return Promise.resolve({ canceled: false, filePath: `${state.userData}/picked` });
      },
    },
  };
});

const { state } = fake;
let win: InstanceType<typeof fake.FakeWindow>;
const trusted = () => ({ sender: { id: win.webContents.id }, senderFrame: win.mainFrame });

beforeAll(async () => {
  state.userData = tempDir();
  await import('../../../electron/main/index');
  const opened = new Promise<InstanceType<typeof fake.FakeWindow>>((resolve) => (state.windowOpened = resolve));
  state.ready!();
  win = await opened;
});
afterAll(() => vi.resetModules());

describe('the main process at startup', () => {
  it('registers app:// as privileged before ready, and locks down every web contents', () => {
    expect(state.schemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    const created = state.appListeners.get('web-contents-created')!;
    expect(created).toHaveLength(1);
    const listeners = new Map<string, Listener>();
    created[0]!({}, { on: (n: string, l: Listener) => listeners.set(n, l), setWindowOpenHandler: (h: Listener) => listeners.set('open', h) });
    let prevented = false;
    listeners.get('will-navigate')!({ url: 'https://evil.example/', preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(listeners.get('open')!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('serves the app through the checked app:// handler and refuses permissions', async () => {
    const serve = state.protocolHandlers.get('app')!;
    const response = (await serve({ url: 'app://castle/a/..%2f..%2fpackage.json', method: 'GET' })) as Response;
    expect(response.status).toBe(403);
    const answers: boolean[] = [];
    state.permissionHandler!(null, 'media', (granted: boolean) => answers.push(granted));
    expect(answers).toEqual([false]);
  });

  it('opens one sandboxed window with the CommonJS preload, loading the app URL', () => {
    expect(state.windows).toHaveLength(1);
    const prefs = win.options.webPreferences!;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(prefs.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(win.url).toBe('app://castle/index.html');
    expect(win.shown).toBe(false);
    win.emit('ready-to-show');
    expect(win.shown).toBe(true);
  });

  it('answers every IPC channel of the contract from its own window only', async () => {
    expect([...state.handles.keys()].sort()).toEqual(Object.values(INVOKE).map((s) => s.channel).sort());
    await expect(state.handles.get(INVOKE.loadSettings.channel)!(trusted())).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(state.handles.get(INVOKE.loadSettings.channel)!({ sender: { id: 99 }, senderFrame: win.mainFrame })).rejects.toThrow(/refused/);
    await expect(state.handles.get(INVOKE.takeNotices.channel)!(trusted())).resolves.toEqual([]);
  });

  it('exports a file through the save dialog over the app window, in the documents folder', async () => {
    const file = { text: 'game,deal\r\n', fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' };
    const outcome = await state.handles.get(INVOKE.exportFile.channel)!(trusted(), JSON.stringify(file));
    const path = join(state.userData, 'picked.csv');
    expect(outcome).toEqual({ saved: true, path });
    expect(readFileSync(path, 'utf8')).toBe(file.text);
    const [owner, options] = state.saveDialogs.at(-1)!;
    expect(owner).toBe(win);
    expect(options).toMatchObject({ defaultPath: join(state.userData, file.fileName), filters: [{ extensions: ['csv'] }] });
  });

  it('sets a menu in the system language and greys Undo until the table can undo', () => {
    const find = (id: string) => {
      const walk = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined =>
        items.map((i) => (i.id === id ? i : Array.isArray(i.submenu) ? walk(i.submenu) : undefined)).find((i) => i !== undefined);
      return walk(state.menus.at(-1)!)!;
    };
    expect(find('undo').enabled).toBe(false);
    expect(find('undo').label).toBe('Ångra');
    state.ons.get(SEND.setTableState.channel)!(trusted(), JSON.stringify({ canUndo: true, canRedo: false, canAutoFinish: false, won: false, faceDown: 'none' }));
    expect(find('undo').enabled).toBe(true);
    // the state changed the item, not the menu: still the one menu set at start
    expect(state.menus).toHaveLength(1);
    (find('new-game').click as () => void)();
    expect(win.sent).toContainEqual([EVENTS.command.channel, 'new-game']);
  });

  it('rebuilds the menu in the language the player picks in Settings', async () => {
    const undoLabel = () => {
      const walk = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined =>
        items.map((i) => (i.id === 'undo' ? i : Array.isArray(i.submenu) ? walk(i.submenu) : undefined)).find((i) => i !== undefined);
      return walk(state.menus.at(-1)!)!.label;
    };
    await state.handles.get(INVOKE.saveSettings.channel)!(trusted(), JSON.stringify({ ...DEFAULT_SETTINGS, language: 'sw' }));
    expect(undoLabel()).toBe('Tendua');
    await state.handles.get(INVOKE.saveSettings.channel)!(trusted(), JSON.stringify({ ...DEFAULT_SETTINGS, language: null }));
    expect(undoLabel()).toBe('Ångra');
    expect(JSON.parse(readFileSync(join(state.userData, 'settings.json'), 'utf8'))).toEqual({ version: 2, data: DEFAULT_SETTINGS });
  });

  it('sends a notice to the window at once when a write fails, and refuses raw objects', async () => {
    // a folder where the game file should be: every save of the game now fails (EISDIR)
    const gamePath = join(state.userData, 'game-in-progress.json');
    mkdirSync(join(gamePath, 'blocker'), { recursive: true });
    const sent = win.sent.length;
    const game = sampleGame();
    await expect(state.handles.get(INVOKE.saveGame.channel)!(trusted(), JSON.stringify(game))).rejects.toThrow();
    const notices = win.sent.slice(sent).filter(([channel]) => channel === EVENTS.notice.channel);
    expect(notices).toHaveLength(1);
    expect(notices[0]![1]).toMatchObject({ kind: 'write-failed', message: expect.stringMatching(/saved game could not be saved/) });
    // said once: a second failure of the same file is not announced again
    await expect(state.handles.get(INVOKE.saveGame.channel)!(trusted(), JSON.stringify(game))).rejects.toThrow();
    expect(win.sent.slice(sent).filter(([channel]) => channel === EVENTS.notice.channel)).toHaveLength(1);
    rmSync(gamePath, { recursive: true });
    await expect(state.handles.get(INVOKE.saveGame.channel)!(trusted(), game)).rejects.toThrow(/expected the payload as JSON text/);
  });

  it('focuses the running window on a second launch', () => {
    for (const l of state.appListeners.get('second-instance')!) l();
    expect(win.focused).toBe(true);
    expect(state.windows).toHaveLength(1);
  });

  it('saves the window bounds on close and quits once they are written', async () => {
    win.emit('close');
    win.emit('closed');
    for (const l of state.appListeners.get('window-all-closed')!) await l();
    expect(state.quit).toBe(1);
    const path = join(state.userData, 'window-state.json');
    expect(existsSync(path)).toBe(true);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 1, data: { bounds: { x: 50, y: 60, width: 1111, height: 777 }, maximized: false } });
  });
});
