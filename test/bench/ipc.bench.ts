// `npm run bench:ipc`: the longest time main spends on one hostile payload (goal: 20 ms). Every
// payload goes through the real dispatch (sender check, size count, parse, schema) on every channel
// that takes one, both as a hostile renderer could send it (a raw value: refused as not JSON text)
// and as the preload sends it (JSON text: counted before it is parsed). Each is run three times; the
// first run of a process counts too (it is the one a real attacker gets). Timed in CPU milliseconds
// of this process, so that other work on a shared machine does not count against it; the wall-clock
// figure is printed beside.
import { dispatchInvoke, dispatchSend } from '../../electron/main/ipc';
import { INVOKE, INVOKE_NAMES, type InvokeHandlers, type InvokeName, type SendHandlers } from '../../shared/ipc/contract';
import { PAYLOAD_LIMITS } from '../../shared/schemas/limits';

const mainFrame = { url: 'app://castle/index.html', parent: null };
const window = () => ({ webContents: { id: 1, mainFrame } });
const trusted = { sender: { id: 1 }, senderFrame: mainFrame };
const handlers = new Proxy({}, { get: () => () => undefined }) as InvokeHandlers & SendHandlers;

/** A flat copy of a string built by repeat/concat, as a string arriving over IPC is. */
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

function hostile(): [string, unknown][] {
  const items = new Array<number>(10_000_000).fill(0);
  const keys: Record<string, number> = {};
  for (let i = 0; i < 2_000_000; i++) keys[`k${i}`] = i;
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const exportChars = PAYLOAD_LIMITS.exportFile.maxChars;
  return [
    ['10M-item array (value)', items],
    ['2M-key object (value)', keys],
    ['100K-deep nesting (value)', deep],
    ['10M-item array (JSON, 20 MB)', flat('[' + '0,'.repeat(10_000_000 - 1) + '0]')],
    ['2M-key object (JSON, 14 MB)', flat('{' + '"k":0,'.repeat(2_000_000 - 1) + '"k":0}')],
    ['100K-deep nesting (JSON)', flat('['.repeat(100_000) + ']'.repeat(100_000))],
    ['1M-item array within the export size (JSON)', flat('[' + '0,'.repeat(Math.floor(exportChars / 2) - 2) + '0]')],
    ['a 4 MB string of escaped quotes (JSON)', flat(JSON.stringify({ text: '"'.repeat(Math.floor(exportChars / 2) - 100), fileName: 'a.csv', mimeType: 'text/csv' }))],
    ['a 4 MB string never closed (JSON)', flat('{"text":"' + 'a\\'.repeat(Math.floor(exportChars / 2) - 100))],
    ['a 4 MB plain export (JSON, accepted on export)', flat(JSON.stringify({ text: 'x,'.repeat(Math.floor(exportChars / 2) - 100), fileName: 'a.csv', mimeType: 'text/csv' }))],
  ];
}

/** CPU milliseconds this process has used (user + system). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Runs `job`, answering its CPU and wall milliseconds. */
async function timed(job: () => unknown): Promise<{ cpu: number; wall: number }> {
  const c = cpuMs();
  const t = performance.now();
  await job();
  return { cpu: cpuMs() - c, wall: performance.now() - t };
}

const channels = INVOKE_NAMES.filter((n) => INVOKE[n].limits.maxChars > 0);
console.log(`building hostile payloads...`);
const payloads = hostile();
console.log(`channels with a payload: ${channels.join(', ')}, and setTableState\n`);

let longest = { cpu: 0, wall: 0, what: '' };
const rows: [string, number, number, number][] = [];
for (const [what, value] of payloads) {
  let worst = 0;
  let wall = 0;
  let first = 0;
  for (let run = 0; run < 3; run++) {
    const jobs: [string, () => unknown][] = [
      ...(channels as InvokeName[]).map((name): [string, () => unknown] => [INVOKE[name].channel, () => dispatchInvoke(name, handlers, window, trusted, [value])]),
      ['setTableState', () => dispatchSend('setTableState', handlers, window, trusted, [value])],
    ];
    for (const [channel, job] of jobs) {
      const ms = await timed(job);
      if (run === 0) first = Math.max(first, ms.cpu);
      worst = Math.max(worst, ms.cpu);
      wall = Math.max(wall, ms.wall);
      if (ms.cpu > longest.cpu) longest = { ...ms, what: `${what} on ${channel}` };
    }
  }
  rows.push([what, first, worst, wall]);
}
const pad = Math.max(...rows.map(([w]) => w.length));
console.log(`${'payload'.padEnd(pad)}  first run  longest   (CPU ms over ${channels.length + 1} channels x 3 runs; wall ms)`);
for (const [what, first, worst, wall] of rows) console.log(`${what.padEnd(pad)}  ${first.toFixed(2).padStart(9)}  ${worst.toFixed(2).padStart(7)}   (${wall.toFixed(2)})`);
console.log(`\nlongest time on one hostile payload: ${longest.cpu.toFixed(2)} ms of CPU, ${longest.wall.toFixed(2)} ms wall (${longest.what}); goal 20 ms: ${longest.cpu <= 20 ? 'met' : 'NOT met'}`);
