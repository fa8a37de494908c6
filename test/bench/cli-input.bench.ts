// `npm run bench:cli`: how long the command line takes to read a board followed by N MB of blank
// lines (the header check, then the board), against the whole-text pattern it used before
// (`/^\s*(?:game|deal|number)\s*:/im`, quadratic: each line start retries \s* to the end of the blanks).
import { dealPosition } from '../../shared/engine';
import { formatPosition } from '../../shared/formats';
import { readPositionFile } from '../../electron/cli/start';
import { ok, err } from '../../shared/engine/result';
import type { CliIo } from '../../electron/cli/args';

const BOARD = formatPosition(dealPosition('citadel', 1));
const OLD_HEADER = /^\s*(?:game|deal|number)\s*:/im;

function io(text: string): CliIo {
  return { stdout: () => undefined, stderr: () => undefined, readFile: (path) => (path === 'b.txt' ? ok(text) : err('no such file')) };
}

function ms(f: () => unknown): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

console.log('now (header check per line, then the board):');
for (const mb of [1, 2, 4, 8, 10]) {
  const text = BOARD + '\n'.repeat(mb * 1024 * 1024);
  const t = ms(() => {
    if (!readPositionFile(io(text), 'b.txt', 'citadel').ok) throw new Error('the board was not read');
  });
  console.log(`  ${String(mb).padStart(2)} MB of newlines: ${t.toFixed(0).padStart(5)} ms (${(t / mb).toFixed(0)} ms per MB)`);
}
console.log('before (the whole-text pattern alone):');
for (const n of [10_000, 20_000, 40_000, 80_000]) {
  const text = BOARD + '\n'.repeat(n);
  const t = ms(() => OLD_HEADER.test(text));
  console.log(`  ${String(n).padStart(6)} newlines: ${t.toFixed(0).padStart(5)} ms`);
}
