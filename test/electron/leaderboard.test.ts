// Main's leaderboard (electron/main/leaderboard.ts) with a fake fetch over a real data folder: main
// checks the address itself, keeps the secret in leaderboard.json (never in the settings, never in an
// answer to the renderer), and a result waiting for the server survives a restart of the app.
import { describe, expect, it, vi } from 'vitest';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LEADERBOARD_FILE, desktopSetup, nodeFetch } from '../../electron/main/leaderboard';
import { openData } from '../../electron/main/open-data';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { createLeaderboardClient } from '../../shared/leaderboard/client';
import { type Handler, RANKED, SECRET, fakeFetch, happyServer } from '../shared/leaderboard/fake-server';
import { realFs, tempDir } from './helpers';

const ADDRESS = 'https://castle.example.org';
const API = `${ADDRESS}/api/v1`;
const DAY = '2026-12-01';
const ON: Settings = { ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: ADDRESS, nickname: 'Ada' } };

const fileOf = (dir: string): { account: { secret: string } | null; pending: unknown[]; tickets: unknown[] } =>
  (JSON.parse(readFileSync(join(dir, LEADERBOARD_FILE), 'utf8')) as { data: never }).data;

async function openWith(dir: string, handler: Handler) {
  const { fetch, asked } = fakeFetch(API, handler);
  const data = await openData(realFs, dir, { fetch });
  return { ...data, asked };
}

describe('main’s leaderboard', () => {
  it('checks the address itself: off, or refused with the reason, whatever the settings hold', () => {
    expect(desktopSetup(DEFAULT_SETTINGS)).toBeNull();
    expect(desktopSetup(ON)).toEqual({ ok: true, value: { api: API, nickname: 'Ada' } });
    const forged = (server: string | null): Settings => ({ ...ON, leaderboard: { ...ON.leaderboard, server } });
    expect(desktopSetup(forged('http://castle.example.org'))).toEqual({ ok: false, error: 'the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development)' });
    expect(desktopSetup(forged('file:///etc/passwd'))).toMatchObject({ ok: false });
    expect(desktopSetup(forged(null))).toEqual({ ok: false, error: 'no leaderboard server address is set in Settings' });
  });

  it('sends nothing until the settings turn it on; a settings file with a forged address sends nothing either', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: 2, data: { ...ON, leaderboard: { enabled: true, server: 'http://evil.example', nickname: 'Ada' } } }));
    const { service, asked } = await openWith(dir, happyServer());
    // the file does not pass the schema: set aside, and the defaults (off) are used
    expect((await service.loadSettings()).leaderboard.enabled).toBe(false);
    expect(await service.leaderboardTicket({ game: 'citadel', date: DAY })).toEqual({ ok: false, error: { kind: 'off', message: 'the online leaderboard is off' } });
    expect(await service.leaderboardBoard({ game: 'citadel', date: DAY })).toMatchObject({ ok: false });
    expect(asked).toEqual([]);
  });

  it('keeps the secret in leaderboard.json only: not in the settings, not in any answer', async () => {
    const dir = tempDir();
    const { service, asked } = await openWith(dir, happyServer());
    await service.saveSettings(ON);
    const answers = [await service.leaderboardJoin(), await service.leaderboardTicket({ game: 'citadel', date: DAY }), await service.leaderboardSubmit({ game: 'citadel', date: DAY, moves: '3h 36' }), await service.leaderboardBoard({ game: 'citadel', date: DAY })];
    expect(answers[2]).toEqual({ ok: true, value: { status: 'ranked', ranked: RANKED } });
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(SECRET);
    expect(asked.filter((a) => a.headers.authorization === `Bearer ${SECRET}`).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(fileOf(dir).account?.secret).toBe(SECRET));
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).not.toContain(SECRET);
  });

  it.skipIf(process.platform === 'win32')('leaderboard.json, which holds the secret, is the player’s alone (0600): written so, and tightened if an older version left it open', async () => {
    const dir = tempDir();
    const modeOf = (name: string): number => statSync(join(dir, name)).mode & 0o777;
    const { service } = await openWith(dir, happyServer());
    await service.saveSettings(ON);
    await service.leaderboardJoin();
    await vi.waitFor(() => expect(fileOf(dir).account?.secret).toBe(SECRET));
    expect(modeOf(LEADERBOARD_FILE)).toBe(0o600);
    // a file without a secret keeps the usual permissions
    expect(modeOf('settings.json') & 0o044).not.toBe(0);
    service.leaderboard.stop();

    chmodSync(join(dir, LEADERBOARD_FILE), 0o644);
    const again = await openWith(dir, happyServer());
    expect(modeOf(LEADERBOARD_FILE)).toBe(0o600);
    again.service.leaderboard.stop();
  });

  it('a result won offline waits in leaderboard.json and is sent when the app starts again', async () => {
    const dir = tempDir();
    const happy = happyServer();
    const first = await openWith(dir, (a) => (a.path.endsWith('/results') ? 'offline' : happy(a)));
    await first.service.saveSettings(ON);
    await first.service.leaderboardTicket({ game: 'citadel', date: DAY });
    expect(await first.service.leaderboardSubmit({ game: 'citadel', date: DAY, moves: '3h 36' })).toMatchObject({ ok: true, value: { status: 'queued' } });
    await vi.waitFor(() => expect(fileOf(dir).pending).toHaveLength(1));
    first.service.leaderboard.stop();

    const second = await openWith(dir, happyServer());
    await second.service.leaderboard.flush();
    expect(second.asked.map((a) => `${a.method} ${a.path}`)).toEqual([`POST /daily/citadel/${DAY}/results`]);
    expect(second.asked[0]!.body).toMatchObject({ moves: '3h 36', ticket: 'v1.t1' });
    await vi.waitFor(() => expect(fileOf(dir).pending).toEqual([]));
  });

  it('a damaged leaderboard.json is set aside with a notice, and the app starts', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LEADERBOARD_FILE), '{"version":1,"data":{"account":7}}');
    const { service } = await openWith(dir, happyServer());
    expect((await service.takeNotices()).map((n) => n.message).join(' ')).toMatch(/Your leaderboard file does not hold valid data/);
    expect(service.leaderboard.state().account).toBeNull();
  });

  it('a 300 MB answer over a real socket: main reads 64 KB of it, hangs up, and the server stops sending', async () => {
    const total = 300 * 1024 * 1024;
    let written = 0;
    let hungUp!: () => void;
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    const server = createServer((_req, res) => {
      // chunked (no Content-Length), sent only as fast as the socket takes it
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(64 * 1024, 0x61);
      const more = (): void => {
        while (written < total && !res.destroyed) {
          written += piece.length;
          if (!res.write(piece)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', hungUp);
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
      const answer = await createLeaderboardClient(api, nodeFetch()).board(null, 'citadel', DAY);
      expect(answer).toMatchObject({ ok: false, error: { kind: 'bad-answer', message: expect.stringMatching(/larger than 64 KB/) } });
      await closed;
      // what the socket buffers held when main hung up, at most: nowhere near the 300 MB
      expect(written).toBeLessThan(32 * 1024 * 1024);
    } finally {
      server.close();
    }
  });

  it('Node’s fetch is called without following redirects and with a time limit', async () => {
    const calls: RequestInit[] = [];
    const fake = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await nodeFetch(fake, 5_000)(`${API}/players`, { method: 'POST', headers: {}, body: '{}' });
    expect(calls[0]).toMatchObject({ method: 'POST', redirect: 'error' });
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });
});
