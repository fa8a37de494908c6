// Electron's security checklist, read from the real code: the window options factory, the web
// contents and session lock-down, the app:// protocol handler, and the electron-builder fuses.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import type { BrowserWindowConstructorOptions } from 'electron';
import { createMainWindow } from '../../../electron/main/window';
import { APP_SCHEME_PRIVILEGES, APP_URL, appProtocolHandler, resolveAppFile } from '../../../electron/main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/csp';
import { EXTERNAL_HOSTS, addSecurityHeaders, isAllowedExternalUrl, lockDownSession, lockDownWebContents, type WebContentsLike } from '../../../electron/main/security';
import { tempDir } from '../helpers';

const require = createRequire(import.meta.url);

describe('the window options', () => {
  class FakeWindow {
    constructor(readonly options: BrowserWindowConstructorOptions) {}
  }
  const win = createMainWindow(FakeWindow, { preload: '/app/out/preload/index.cjs', title: 'Beleaguered Castle', state: { bounds: { x: 10, y: 20, width: 1000, height: 700 }, maximized: false } });
  const prefs = win.options.webPreferences!;

  it('sets contextIsolation, sandbox and no nodeIntegration explicitly', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and everything risky off', () => {
    expect(prefs).toMatchObject({ webSecurity: true, allowRunningInsecureContent: false, experimentalFeatures: false, webviewTag: false, navigateOnDragDrop: false });
    expect(prefs.disableBlinkFeatures).toBe('Auxclick');
    expect(prefs.enableBlinkFeatures).toBeUndefined();
  });

  it('has developer tools only when the app is not packaged', () => {
    const args = { preload: '/p.cjs', title: 'Beleaguered Castle', state: { bounds: { x: 0, y: 0, width: 800, height: 600 }, maximized: false } };
    expect(createMainWindow(FakeWindow, { ...args, packaged: true }).options.webPreferences!.devTools).toBe(false);
    expect(createMainWindow(FakeWindow, { ...args, packaged: false }).options.webPreferences!.devTools).toBe(true);
    // a caller that does not say gets none
    expect(prefs.devTools).toBe(false);
  });

  it('loads the CommonJS preload and opens at the restored bounds, hidden until painted', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(win.options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false });
  });
});

describe('the web contents lock-down', () => {
  type Listener = (event: { preventDefault(): void; url: string }) => void;
  function fakeContents() {
    const listeners = new Map<string, Listener>();
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
    const contents = {
      on: (name: string, listener: Listener) => listeners.set(name, listener),
      setWindowOpenHandler: (h: typeof openHandler) => (openHandler = h),
    } as unknown as WebContentsLike;
    const opened: string[] = [];
    lockDownWebContents(contents, (url) => opened.push(url));
    const fire = (name: string, url: string): boolean => {
      let prevented = false;
      listeners.get(name)!({ url, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return { fire, opened, open: (url: string) => openHandler!({ url }) };
  }

  it('denies every navigation, handing only allowed https links to the browser', () => {
    const { fire, opened } = fakeContents();
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'app://castle/index.html')).toBe(true);
    expect(fire('will-navigate', 'https://en.wikipedia.org/wiki/Beleaguered_Castle')).toBe(true);
    expect(opened).toEqual(['https://en.wikipedia.org/wiki/Beleaguered_Castle']);
  });

  it('denies every new window', () => {
    const { open, opened } = fakeContents();
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'https://github.com/', 'javascript:alert(1)']) expect(open(url)).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://github.com/']);
  });

  it('stops redirects away from the app and webview attachment', () => {
    const { fire } = fakeContents();
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fire('will-redirect', 'app://castle/index.html')).toBe(false);
    expect(fire('will-attach-webview', 'about:blank')).toBe(true);
  });

  it('opens outside only https URLs to hosts on the allow-list', () => {
    for (const host of EXTERNAL_HOSTS) expect(isAllowedExternalUrl(`https://${host}/x`)).toBe(true);
    for (const url of ['http://en.wikipedia.org/', 'https://en.wikipedia.org.evil.example/', 'https://user:pw@github.com/', 'https://github.com:8443/', 'file:///etc/passwd', 'smb://host/share', 'not a url', '']) {
      expect(isAllowedExternalUrl(url), url).toBe(false);
    }
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const parsed = new URL(url);
        const allowed = parsed.protocol === 'https:' && EXTERNAL_HOSTS.includes(parsed.hostname) && parsed.port === '' && parsed.username === '';
        expect(isAllowedExternalUrl(url)).toBe(allowed);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the session lock-down', () => {
  it('denies every permission request and check, and adds the CSP to every response', () => {
    let request: ((wc: unknown, permission: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: ((wc: unknown, permission: string) => boolean) | null = null;
    let headers: typeof addSecurityHeaders | null = null;
    lockDownSession({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
      webRequest: { onHeadersReceived: (l) => (headers = l) },
    });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      const answers: boolean[] = [];
      request!(null, permission, (granted) => answers.push(granted));
      expect(answers).toEqual([false]);
      expect(check!(null, permission)).toBe(false);
    }
    let sent: Record<string, unknown> = {};
    headers!({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (sent = r.responseHeaders));
    expect(sent).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('has a strict Content-Security-Policy: nothing inline, no eval, no remote origin', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
  });
});

describe('the app:// protocol', () => {
  const root = tempDir();
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1)');
  const handler = appProtocolHandler(root, (path) => readFile(path));

  it('serves the app\'s files with their type and the CSP', async () => {
    const page = await handler({ url: APP_URL, method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toBe('<!doctype html>');
    const script = await handler({ url: 'app://castle/assets/main.js', method: 'GET' });
    expect(script.headers.get('content-type')).toMatch(/text\/javascript/);
    expect((await handler({ url: 'app://castle/', method: 'GET' })).status).toBe(200);
    expect((await handler({ url: 'app://castle/missing.js', method: 'GET' })).status).toBe(404);
    expect((await handler({ url: APP_URL, method: 'POST' })).status).toBe(405);
  });

  it('serves nothing from outside the app folder, whatever the path', async () => {
    // `..` that the URL parser folds away stays inside the folder (and finds nothing there)
    for (const url of ['app://castle/../../etc/passwd', 'app://castle/%2e%2e/%2e%2e/etc/passwd']) {
      const r = resolveAppFile(root, url);
      expect(r.ok && r.value.startsWith(root + '/'), url).toBe(true);
      expect((await handler({ url, method: 'GET' })).status, url).toBe(404);
    }
    // what the parser leaves alone is refused outright
    for (const url of [
      'app://castle/assets/..%2f..%2fsecret',
      'app://castle/assets/%2e%2e%2f%2e%2e%2fsecret',
      'app://castle/assets%5c..%5c..%5csecret',
      'app://castle/%00index.html',
      'app://castle/%E0%A4%A',
      'app://other/index.html',
      'file:///etc/passwd',
    ]) {
      expect(resolveAppFile(root, url).ok, url).toBe(false);
      expect((await handler({ url, method: 'GET' })).status, url).toBe(403);
    }
  });

  it('never resolves a random path outside the folder', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('..', '.', '%2e%2e', '%2f', '%5c', 'a', 'assets', '', '%00', '~'), { maxLength: 8 }), (parts) => {
        const r = resolveAppFile(root, `app://castle/${parts.join('/')}`);
        if (r.ok) expect(r.value.startsWith(root + '/')).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('registers app:// as a secure standard scheme', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true });
  });
});

describe('the electron-builder configuration', () => {
  const config = require('../../../build/electron-builder.config.cjs');

  it('sets every fuse: no Node mode, options or inspector, app only from its checked asar, cookies encrypted, file:// unprivileged', () => {
    expect(config.asar).toBe(true);
    // all eight, exactly: a fuse flipped, dropped or added fails here
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('leaves no fuse of the installed @electron/fuses unset (a new one after an upgrade must be decided)', () => {
    const { fuseList, wantedFuses } = require('../../../build/fuses.cjs');
    const { FuseV1Options } = require('@electron/fuses');
    expect(fuseList(FuseV1Options).map((f: { key: string }) => f.key).sort()).toEqual(Object.keys(config.electronFuses).sort());
    expect(wantedFuses(config.electronFuses, FuseV1Options).problems).toEqual([]);
    const { grantFileProtocolExtraPrivileges: _dropped, ...missingOne } = config.electronFuses;
    expect(wantedFuses({ ...missingOne, enableRemote: false }, FuseV1Options).problems).toEqual([
      'fuse GrantFileProtocolExtraPrivileges (grantFileProtocolExtraPrivileges) is not set to true or false in the configuration',
      'electronFuses.enableRemote is no fuse @electron/fuses knows',
    ]);
  });

  it('names the app and builds AppImage and deb in Game;CardGame, NSIS with shortcuts, and a dmg', () => {
    expect(config.appId).toMatch(/^[a-z0-9.-]+$/);
    expect(config.productName).toBe('Beleaguered Castle');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.desktop.entry.Categories).toBe('Game;CardGame;');
    expect(config.win.target).toEqual(['nsis']);
    expect(config.nsis).toMatchObject({ createDesktopShortcut: 'always', createStartMenuShortcut: true });
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('points at icons that exist, made from the SVG in every size', async () => {
    const { existsSync } = await import('node:fs');
    const build = new URL('../../../build/', import.meta.url);
    expect(existsSync(new URL('icon.svg', build))).toBe(true);
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      const png = await readFile(new URL(`icons/${size}x${size}.png`, build));
      // PNG signature, then the IHDR width and height
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    for (const icon of [config.win.icon, config.mac.icon]) expect(existsSync(new URL(`../${icon}`, build))).toBe(true);
  });
});
