// Main's leaderboard (electron/main/leaderboard.ts) with a fake fetch over a real data folder: main
// checks the address itself, keeps the secret in leaderboard.json (never in the settings, never in an
// answer to the renderer), owns a daily deal's life there (the ticket at beginGame, the win it vouched
// for sent at recordResult, the outcome told to the window), and a result waiting for the server
// survives a restart of the app.
import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LEADERBOARD_FILE, desktopSetup, nodeFetch } from '../../../electron/main/leaderboard';
import { openData } from '../../../electron/main/open-data';
import { DEFAULT_SETTINGS, type HelpUsed, NO_HELP, type Settings } from '../../../shared/host/types';
import { INVOKE } from '../../../shared/ipc/contract';
import { createLeaderboardClient } from '../../../shared/leaderboard/client';
import type { DailyOutcome } from '../../../shared/leaderboard/outcome';
import { type Handler, RANKED, SECRET, fakeFetch, happyServer } from '../../shared/leaderboard/fake-server';
import { playedDeal } from '../../shared/host/held-fixtures';
import { dailyDealHere, tempDir, watchedFs } from '../helpers';
import { until } from '../../until';

const ADDRESS = 'https://castle.example.org';
const API = `${ADDRESS}/api/v1`;
const DAY = '2026-12-01';
const ON: Settings = { ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: ADDRESS, nickname: 'Ada' } };
/** Local noon of DAY, so its daily deal has come in any time zone. */
const NOW = new Date(2026, 11, 1, 12, 0, 0);

const fileOf = (dir: string): { account: { secret: string } | null; pending: unknown[]; tickets: unknown[] } =>
  (JSON.parse(readFileSync(join(dir, LEADERBOARD_FILE), 'utf8')) as { data: never }).data;
/** Whether leaderboard.json is there and holds what `holds` looks for. */
const fileHolds = (dir: string, holds: (file: ReturnType<typeof fileOf>) => boolean): boolean => existsSync(join(dir, LEADERBOARD_FILE)) && holds(fileOf(dir));

async function openWith(dir: string, handler: Handler) {
  const { fetch, asked } = fakeFetch(API, handler);
  const told: DailyOutcome[] = [];
  const { fs, onRename } = watchedFs();
  const data = await openData(fs, dir, { fetch, now: () => NOW, dailyDeal: dailyDealHere, tellOutcome: (o) => told.push(o) });
  const { service } = data;
  /** The renderer's part: begin DAY's Citadel daily, play it to the end, send the result with the help taken. */
  const winDaily = async (help: HelpUsed = NO_HELP) => {
    const held = await service.beginGame({ kind: 'daily', game: 'citadel', date: DAY });
    const game = playedDeal('citadel', held.deal!, Infinity, DAY);
    const result = await service.recordResult({ game, won: true, claim: { id: held.id, help } });
    await service.dailies.settled();
    return { held, game, result };
  };
  /** Until leaderboard.json holds what `holds` looks for: looked at each time a file is put in place. */
  const saved = (holds: (file: ReturnType<typeof fileOf>) => boolean) => until(() => fileHolds(dir, holds), onRename);
  return { ...data, asked, told, winDaily, saved };
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
    const { service, asked, told, winDaily } = await openWith(dir, happyServer());
    const openedWin = winDaily();
    // the file does not pass the schema: set aside, and the defaults (off) are used
    expect((await service.loadSettings()).leaderboard.enabled).toBe(false);
    const { result } = await openedWin;
    expect(result).toMatchObject({ daily: DAY, won: true });
    expect(await service.leaderboardBoard({ game: 'citadel', date: DAY })).toMatchObject({ ok: false });
    expect(asked).toEqual([]);
    expect(told).toEqual([]);
  });

  it('keeps the secret in leaderboard.json only: not in the settings, not in any answer', async () => {
    const dir = tempDir();
    const { service, asked, told, winDaily, saved } = await openWith(dir, happyServer());
    await service.saveSettings(ON);
    const won = await winDaily();
    const answers = [await service.leaderboardJoin(), won, told, await service.leaderboardBoard({ game: 'citadel', date: DAY })];
    expect(told.at(-1)).toEqual({ kind: 'ranked', game: 'citadel', date: DAY, rank: RANKED.rank, best: RANKED.best });
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(SECRET);
    expect(asked.filter((a) => a.headers.authorization === `Bearer ${SECRET}`).length).toBeGreaterThan(0);
    await saved((f) => f.account !== null);
    expect(fileOf(dir).account?.secret).toBe(SECRET);
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).not.toContain(SECRET);
  });

  it.skipIf(process.platform === 'win32')('leaderboard.json, which holds the secret, is the player’s alone (0600): written so, and tightened if an older version left it open', async () => {
    const dir = tempDir();
    const modeOf = (name: string): number => statSync(join(dir, name)).mode & 0o777;
    const { service, saved } = await openWith(dir, happyServer());
    await service.saveSettings(ON);
    await service.leaderboardJoin();
    await saved((f) => f.account !== null);
    expect(fileOf(dir).account?.secret).toBe(SECRET);
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
    const { game } = await first.winDaily();
    expect(first.told).toEqual([
      { kind: 'sending', game: 'citadel', date: DAY },
      { kind: 'queued', game: 'citadel', date: DAY },
    ]);
    await first.saved((f) => f.pending.length > 0);
    expect(fileOf(dir).pending).toHaveLength(1);
    first.service.leaderboard.stop();

    const second = await openWith(dir, happyServer());
    await second.service.leaderboard.flush();
    expect(second.asked.map((a) => `${a.method} ${a.path}`)).toEqual([`POST /daily/citadel/${DAY}/results`]);
    expect(second.asked[0]!.body).toMatchObject({ moves: game.moves, ticket: 'v1.t1' });
    await second.saved((f) => f.pending.length === 0);
  });

  it('main owns a daily deal’s life: the ticket at beginGame, the win it vouched for sent by itself, the rank told to the window', async () => {
    // the renderer has no call left to take a ticket or send a result
    expect(Object.keys(INVOKE).filter((name) => /ticket|submit/i.test(name))).toEqual([]);
    const dir = tempDir();
    const { service, asked, told, winDaily } = await openWith(dir, happyServer());
    await service.saveSettings(ON);
    const held = await service.beginGame({ kind: 'daily', game: 'citadel', date: DAY });
    await service.dailies.settled();
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual(['POST /players', `POST /daily/citadel/${DAY}/tickets`]);
    // a numbered deal and a daily lost take and send nothing
    await service.beginGame({ kind: 'deal', game: 'citadel', number: 3 });
    await service.recordResult({ game: playedDeal('citadel', held.deal!, 3, DAY), won: false, claim: { id: held.id, help: NO_HELP } });
    await service.dailies.settled();
    expect(asked).toHaveLength(2);
    expect(told).toEqual([]);

    // a restart of the daily keeps its ticket; the win sends the moves that replayed to main's result
    const { game, result } = await winDaily();
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual(['POST /players', `POST /daily/citadel/${DAY}/tickets`, `POST /daily/citadel/${DAY}/results`]);
    expect(asked[2]!.body).toEqual({ ticket: 'v1.t1', moves: game.moves });
    expect(result).toMatchObject({ game: 'citadel', daily: DAY, won: true });
    expect(told).toEqual([
      { kind: 'sending', game: 'citadel', date: DAY },
      { kind: 'ranked', game: 'citadel', date: DAY, rank: RANKED.rank, best: true },
    ]);
  });

  it('a daily won with help is not sent: main decides from the help it was told, and says why', async () => {
    const { service, asked, told, winDaily } = await openWith(tempDir(), happyServer());
    await service.saveSettings(ON);
    for (const help of [{ ...NO_HELP, hints: 1 }, { ...NO_HELP, undoToWinnable: true }, { ...NO_HELP, watchedSolver: true }]) await winDaily(help);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toEqual([]);
    expect(told).toEqual(Array.from({ length: 3 }, () => ({ kind: 'withHelp', game: 'citadel', date: DAY })));
  });

  it('a refusal reaches the window with the server’s reason', async () => {
    const happy = happyServer();
    const { service, told, winDaily } = await openWith(tempDir(), (a) => (a.path.endsWith('/results') ? { status: 422, body: { error: 'the line does not win' } } : happy(a)));
    await service.saveSettings(ON);
    await winDaily();
    expect(told.at(-1)).toEqual({ kind: 'failed', game: 'citadel', date: DAY, message: 'the line does not win' });
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
