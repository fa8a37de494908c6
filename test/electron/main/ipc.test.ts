// Every IPC channel of the contract: good payloads pass, bad ones are refused with a clear error, and
// 10,000 random payloads per channel never crash main, sent as the preload sends them (JSON text) and
// raw (as a hostile renderer could). Hostile sizes (a million items, two million keys, 100,000 levels
// of nesting) are refused, counted before anything walks them. Senders other than the app's own main
// frame are refused before any handler runs.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOST_COMMANDS } from '../../../shared/host/host';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import {
  EVENTS,
  EVENT_NAMES,
  INVOKE,
  INVOKE_NAMES,
  SEND,
  SEND_NAMES,
  type InvokeHandlers,
  type InvokeName,
  type SendHandlers,
} from '../../../shared/ipc/contract';
import { PAYLOAD_LIMITS } from '../../../shared/schemas/limits';
import { toWire } from '../../../shared/ipc/wire';
import { dispatchInvoke, dispatchSend, registerIpc, senderProblem, type IpcEventLike } from '../../../electron/main/ipc';
import { appWindow, eventFrom, sampleGame } from '../helpers';

const RUNS = 10_000;

/** Handlers that record what reached them. */
function recordingHandlers(): { handlers: InvokeHandlers & SendHandlers; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const reply =
    <T>(name: string, value: T) =>
    (payload: unknown): T => {
      calls.push([name, payload]);
      return value;
    };
  const handlers = {
    loadGame: reply('loadGame', null),
    saveGame: reply('saveGame', undefined),
    loadSettings: reply('loadSettings', DEFAULT_SETTINGS),
    saveSettings: reply('saveSettings', DEFAULT_SETTINGS),
    loadResults: reply('loadResults', []),
    beginGame: reply('beginGame', { id: 'x', game: 'citadel', deal: 1, unranked: false }),
    heldGame: reply('heldGame', null),
    loadResultTotals: reply('loadResultTotals', {}),
    recordResult: reply('recordResult', null),
    resetResults: reply('resetResults', undefined),
    takeNotices: reply('takeNotices', []),
    exportFile: reply('exportFile', { saved: false }),
    setTableState: reply('setTableState', undefined),
    leaderboardJoin: reply('leaderboardJoin', { ok: true, value: { nickname: 'Ada' } }),
    leaderboardBoard: reply('leaderboardBoard', { ok: false, error: { kind: 'off', message: 'off' } }),
  } as unknown as InvokeHandlers & SendHandlers;
  return { handlers, calls };
}

const table = { canUndo: true, canRedo: false, canAutoFinish: false, won: false, faceDown: 'none' };

/** Payloads each channel must accept; `[]` means "called with no argument". */
const GOOD: Record<InvokeName | 'setTableState', unknown[][]> = {
  loadGame: [[]],
  saveGame: [[sampleGame()], [sampleGame(11, 0, 0, 0)], [{ ...sampleGame(3, 4, 4), daily: '2026-11-30' }]],
  loadSettings: [[]],
  saveSettings: [[DEFAULT_SETTINGS], [{ ...DEFAULT_SETTINGS, game: 'fortress', language: 'sw', theme: 'dark', animationSpeed: 'off' }]],
  loadResults: [[]],
  beginGame: [[{ kind: 'deal', game: 'citadel', number: 4 }], [{ kind: 'daily', game: 'fortress', date: '2026-11-30' }], [{ kind: 'position', game: 'beleaguered-castle', position: ': KH' }]],
  heldGame: [[]],
  loadResultTotals: [[]],
  recordResult: [
    [{ game: sampleGame(), won: false }],
    [{ game: sampleGame(), won: true }],
    [{ game: sampleGame(), won: true, claim: { id: '0a1b2c3d-0000-4000-8000-00000000abcd', help: { hints: 2, undoToWinnable: false, watchedSolver: true } } }],
  ],
  resetResults: [[]],
  takeNotices: [[]],
  exportFile: [
    [{ text: 'game,deal\r\n', fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' }],
    [{ text: '{}', fileName: 'results.json', mimeType: 'application/json' }],
    [{ text: '', fileName: 'Takwimu za mchezo.json', mimeType: 'application/json' }],
  ],
  setTableState: [[table], [{ ...table, canUndo: false }]],
  leaderboardJoin: [[]],
  leaderboardBoard: [[{ game: 'beleaguered-castle', date: '2026-12-01' }]],
};

const csvFile = { text: 'a,b\r\n', fileName: 'results.csv', mimeType: 'text/csv' };

/** Payloads each channel must refuse. */
const BAD: Record<InvokeName | 'setTableState', unknown[][]> = {
  loadGame: [[null], [1], ['x'], [{}]],
  saveGame: [
    [],
    [null],
    ['{"format":1}'],
    [{ ...sampleGame(), format: 2 }],
    [{ ...sampleGame(), game: 'klondike' }],
    [{ ...sampleGame(), deal: -1 }],
    [{ ...sampleGame(), moves: '##' }],
    [{ ...sampleGame(), elapsedSeconds: Number.NaN }],
    [{ ...sampleGame(), extra: true }],
    [{ ...sampleGame(), moves: '1'.repeat(500_000) }],
    [{ ...sampleGame(), elapsedSeconds: 4e8 }],
    [{ ...sampleGame(), daily: '2026-02-30' }],
    [{ ...sampleGame(), moves: Array.from({ length: 20_001 }, () => '12').join(' ') }],
    [sampleGame(), sampleGame()],
  ],
  loadSettings: [[{}]],
  saveSettings: [
    [{ ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: null, nickname: null } }],
    [{ ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: 'http://castle.example.org', nickname: 'Ada' } }],
    [{ ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: 'https://castle.example.org', nickname: 'Ada\u202e' } }],
    [{ ...DEFAULT_SETTINGS, leaderboard: { enabled: false, server: null, nickname: 'x'.repeat(25) } }],
    [],
    [null],
    [{ ...DEFAULT_SETTINGS, theme: 'purple' }],
    [{ ...DEFAULT_SETTINGS, extra: 1 }],
    [{ game: 'citadel' }],
    [{ ...DEFAULT_SETTINGS, language: 'fr' }],
  ],
  loadResults: [[[]]],
  beginGame: [
    [],
    [{ kind: 'deal', game: 'citadel' }],
    [{ kind: 'deal', game: 'citadel', number: -1 }],
    [{ kind: 'daily', game: 'fortress', date: '30/11/2026' }],
    [{ kind: 'position', game: 'citadel', position: 'x'.repeat(5000) }],
    [{ kind: 'shuffle', game: 'citadel' }],
    [{ kind: 'deal', game: 'citadel', number: 4, extra: 1 }],
  ],
  heldGame: [[{}]],
  loadResultTotals: [[0]],
  recordResult: [
    [{ game: { ...sampleGame(), elapsedSeconds: 4e8 }, won: false }],
    [],
    [sampleGame()],
    [{ game: sampleGame() }],
    [{ game: sampleGame(), won: 'yes' }],
    [{ game: null, won: true }],
    [{ game: sampleGame(), won: true, claim: { id: 'made-up', help: { hints: 0, undoToWinnable: false, watchedSolver: false } } }],
    [{ game: sampleGame(), won: true, claim: { id: '0a1b2c3d-0000-4000-8000-00000000abcd', help: { hints: -1, undoToWinnable: false, watchedSolver: false } } }],
  ],
  resetResults: [['all']],
  takeNotices: [[1]],
  leaderboardJoin: [[{}]],
  leaderboardBoard: [[], [{ game: 'citadel' }], [{ game: 'klondike', date: '2026-12-01' }], [{ game: 'citadel', date: '2026-13-01' }], [{ game: 'citadel', date: '2026-12-01', secret: 'x' }]],
  exportFile: [
    [],
    [null],
    ['a,b'],
    [{ ...csvFile, fileName: '../evil.csv' }],
    [{ ...csvFile, fileName: '/etc/passwd' }],
    [{ ...csvFile, fileName: 'C:\\Users\\x.csv' }],
    [{ ...csvFile, fileName: 'folder\\x.csv' }],
    [{ ...csvFile, fileName: '..' }],
    [{ ...csvFile, fileName: '' }],
    [{ ...csvFile, fileName: 'a\u0000.csv' }],
    [{ ...csvFile, fileName: 'x'.repeat(256) }],
    [{ ...csvFile, mimeType: 'text/html' }],
    [{ ...csvFile, text: 42 }],
    [{ ...csvFile, text: 'x'.repeat(4_000_001) }],
    [{ ...csvFile, extra: true }],
    [csvFile, csvFile],
  ],
  setTableState: [[], [null], [{ ...table, canUndo: 'yes' }], [{ canUndo: true }], [{ ...table, game: 'citadel' }], [{ ...table, faceDown: 'waste' }], [{ ...table, won: undefined }], [table, table]],
};

const { window, mainFrame } = appWindow();
const trusted = eventFrom(mainFrame);

/** The arguments as the preload puts them on the wire: each one as JSON text (or raw, when JSON has none). */
function wire(args: readonly unknown[]): unknown[] {
  return args.map((a) => {
    try {
      return a === undefined ? undefined : (toWire(a)[0] ?? a);
    } catch {
      return a;
    }
  });
}

async function dispatch(name: InvokeName | 'setTableState', handlers: InvokeHandlers & SendHandlers, event: IpcEventLike, plain: unknown[], raw = false): Promise<{ ok: boolean; error?: string }> {
  const args = raw ? plain : wire(plain);
  if (name === 'setTableState') {
    const dropped = dispatchSend(name, handlers, window, event, args);
    return dropped === null ? { ok: true } : { ok: false, error: dropped };
  }
  const result = await dispatchInvoke(name, handlers, window, event, args);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

const channelOf = (name: InvokeName | 'setTableState'): string => (name === 'setTableState' ? SEND.setTableState.channel : INVOKE[name].channel);

describe('the IPC contract', () => {
  it('names every channel once, all under castle:', () => {
    const channels = [...INVOKE_NAMES.map((n) => INVOKE[n].channel), ...SEND_NAMES.map((n) => SEND[n].channel), ...EVENT_NAMES.map((n) => EVENTS[n].channel)];
    expect(new Set(channels).size).toBe(channels.length);
    for (const c of channels) expect(c).toMatch(/^castle:[a-z-]+$/);
    expect(Object.keys(GOOD).sort()).toEqual([...INVOKE_NAMES, ...SEND_NAMES].sort());
  });

  for (const name of Object.keys(GOOD) as (InvokeName | 'setTableState')[]) {
    describe(channelOf(name), () => {
      it('accepts good payloads and hands them to its handler', async () => {
        for (const args of GOOD[name]!) {
          const { handlers, calls } = recordingHandlers();
          const result = await dispatch(name, handlers, trusted, args);
          expect(result).toEqual({ ok: true });
          expect(calls).toEqual([[name, args[0]]]);
        }
      });

      it('refuses bad payloads with an error naming the channel, and runs nothing', async () => {
        for (const args of BAD[name]!) {
          const { handlers, calls } = recordingHandlers();
          const result = await dispatch(name, handlers, trusted, args);
          expect(result.ok).toBe(false);
          expect(result.error).toContain(channelOf(name));
          expect(result.error).toMatch(/invalid payload|argument/);
          expect(calls).toEqual([]);
        }
      });

      it(`survives ${RUNS} random payloads: each either passes its validator or gets a clear error`, async () => {
        const good = GOOD[name]![0]![0];
        let refused = 0;
        await fc.assert(
          fc.asyncProperty(randomArgs(good), fc.boolean(), async (args, raw) => {
            const { handlers, calls } = recordingHandlers();
            const result = await dispatch(name, handlers, trusted, args, raw);
            if (result.ok) {
              expect(calls.length).toBe(1);
            } else {
              refused++;
              expect(result.error).toMatch(new RegExp(`^${channelOf(name)}: (invalid payload: [\\s\\S]+|expected [\\s\\S]+)$`));
              expect(calls).toEqual([]);
            }
          }),
          { numRuns: RUNS },
        );
        // most random payloads are wrong: the property saw refusals, not only passes
        expect(refused).toBeGreaterThan(RUNS / 2);
      });

      it('refuses hostile sizes at once, raw or as JSON text, with a clear error', async () => {
        for (const [what, value, text] of HOSTILE) {
          for (const args of [[value], [text]]) {
            const { handlers, calls } = recordingHandlers();
            const result = await dispatch(name, handlers, trusted, args, true);
            expect(result.ok, what).toBe(false);
            expect(result.error).toMatch(/invalid payload: (expected the payload as JSON text|the payload is refused: (the text is \d+ characters long|the text holds more than|the values nest deeper))/);
            expect(calls).toEqual([]);
          }
        }
      });
    });
  }

  describe('events, main to renderer', () => {
    it('validates every menu command and settings, and refuses anything else', () => {
      for (const c of HOST_COMMANDS) expect(EVENTS.command.payload(c).ok).toBe(true);
      expect(EVENTS.command.payload('format-disk').ok).toBe(false);
      // Choose Game from the menu's game list carries its game; no other command takes one
      expect(EVENTS.command.payload({ command: 'choose-game', game: 'fortress' })).toEqual({ ok: true, value: { command: 'choose-game', game: 'fortress' } });
      for (const bad of [{ command: 'choose-game', game: 'solitaire' }, { command: 'choose-game' }, { command: 'new-game', game: 'fortress' }, { command: 'choose-game', game: 'fortress', also: 1 }])
        expect(EVENTS.command.payload(bad).ok, JSON.stringify(bad)).toBe(false);
      expect(EVENTS.settingsChanged.payload(DEFAULT_SETTINGS).ok).toBe(true);
      expect(EVENTS.settingsChanged.payload({ ...DEFAULT_SETTINGS, game: 'solitaire' }).ok).toBe(false);
    });

    for (const name of EVENT_NAMES) {
      it(`${EVENTS[name].channel} survives ${RUNS} random payloads`, () => {
        fc.assert(
          fc.property(fc.anything(), (value) => {
            const checked = EVENTS[name].payload(value);
            if (!checked.ok) expect(checked.error.length).toBeGreaterThan(5);
          }),
          { numRuns: RUNS },
        );
      });
    }
  });
});

describe('the sender check', () => {
  const subframe = { url: 'app://castle/index.html', parent: mainFrame };

  it('accepts only the app window, its main frame, showing the app', () => {
    expect(senderProblem(trusted, window)).toBeNull();
    expect(senderProblem(eventFrom(mainFrame, 2), window)).toMatch(/not the app window/);
    expect(senderProblem(eventFrom(subframe), window)).toMatch(/not the main frame/);
    expect(senderProblem(eventFrom(null), window)).toMatch(/frame is gone/);
    expect(senderProblem(trusted, () => null)).toMatch(/no app window/);
  });

  it('refuses the main frame once it shows another page', () => {
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'not a url']) {
      const frame = { url, parent: null };
      const win = { webContents: { id: 1, mainFrame: frame } };
      expect(senderProblem(eventFrom(frame), () => win)).not.toBeNull();
    }
  });

  it('drops messages from foreign senders on every channel without running a handler', async () => {
    for (const name of Object.keys(GOOD) as (InvokeName | 'setTableState')[]) {
      for (const event of [eventFrom(mainFrame, 9), eventFrom(subframe)]) {
        const { handlers, calls } = recordingHandlers();
        const result = await dispatch(name, handlers, event, GOOD[name]![0]!);
        expect(result.ok).toBe(false);
        expect(result.error).toMatch(/refused/);
        expect(calls).toEqual([]);
      }
    }
  });
});

describe('registerIpc', () => {
  it('registers a handler for every invoke and send channel, and rejects refused requests', async () => {
    const handles = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
    const ons = new Map<string, (event: IpcEventLike, ...args: unknown[]) => void>();
    const logged: string[] = [];
    const { handlers, calls } = recordingHandlers();
    registerIpc({ handle: (c, l) => handles.set(c, l), on: (c, l) => ons.set(c, l) }, handlers, window, (m) => logged.push(m));
    expect([...handles.keys()].sort()).toEqual(INVOKE_NAMES.map((n) => INVOKE[n].channel).sort());
    expect([...ons.keys()]).toEqual(SEND_NAMES.map((n) => SEND[n].channel));

    await expect(handles.get(INVOKE.loadSettings.channel)!(trusted)).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(handles.get(INVOKE.saveSettings.channel)!(trusted, { theme: 'dark' })).rejects.toThrow(/invalid payload/);
    ons.get(SEND.setTableState.channel)!(eventFrom(mainFrame, 5), table);
    expect(calls.map(([n]) => n)).toEqual(['loadSettings']);
    expect(logged).toHaveLength(2);
  });
});

/** A million items, two million keys, 100,000 levels: each as a value and as JSON text. */
const HOSTILE: [string, unknown, string][] = (() => {
  const items = new Array<number>(1_000_000).fill(0);
  const keys: Record<string, number> = {};
  for (let i = 0; i < 2_000_000; i++) keys[`k${i}`] = i;
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  return [
    ['a 1M-item array', items, JSON.stringify(items)],
    ['a 2M-key object', keys, '{' + '"k":0,'.repeat(2_000_000) + '"k":0}'],
    ['100K-deep nesting', deep, '['.repeat(100_000) + ']'.repeat(100_000)],
    ['a 1M-item array within the export limit', items, '[' + '0,'.repeat(PAYLOAD_LIMITS.exportFile.maxChars / 2 - 10) + '0]'],
  ];
})();

/** Random argument lists: anything at all, and near misses of a good payload (a field changed, added or dropped). */
function randomArgs(good: unknown): fc.Arbitrary<unknown[]> {
  const anything = fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true });
  const nearMiss =
    typeof good === 'object' && good !== null
      ? fc.oneof(
          fc.tuple(fc.constantFrom(...Object.keys(good)), anything).map(([key, value]) => ({ ...good, [key]: value })),
          fc.tuple(fc.string(), anything).map(([key, value]) => ({ ...good, [key]: value })),
          fc.constantFrom(...Object.keys(good)).map((key) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key))),
        )
      : anything;
  return fc.oneof(
    anything.map((v) => [v]),
    nearMiss.map((v) => [v]),
    fc.array(anything, { maxLength: 3 }),
  );
}
