// The command line given what a careless or hostile file holds: 10 MB of blank lines, a file far too
// big, a line of junk, escape sequences for the terminal. Each gets an answer, and a short clean one.
import { describe, expect, it } from 'vitest';
import { Buffer } from 'node:buffer';
import { mkdtempSync, openSync, closeSync, fstatSync, readSync, writeFileSync, truncateSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_IDS, dealPosition, positionsEqual } from '../../../shared/engine';
import { formatPosition } from '../../../shared/formats';
import { runCli } from '../../../electron/cli/castle.ts';
import { MAX_INPUT_BYTES, endQuietlyOnClosedPipe, readInputFile, type InputFs } from '../../../electron/cli/node-io';
import { readPositionFile } from '../../../electron/cli/start';
import { fakeIo } from './fake-io';

const BOARD = formatPosition(dealPosition('citadel', 1));
const CASTLE = fileURLToPath(new URL('../../../electron/cli/castle.mjs', import.meta.url));
// eslint-disable-next-line no-control-regex -- control characters are what this test looks for
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The real disk, counting the bytes read and what fstat was asked. */
function countingFs(): InputFs & { bytesRead: number } {
  const io = {
    bytesRead: 0,
    openSync: (path: string, flags: number) => openSync(path, flags),
    fstatSync: (fd: number) => fstatSync(fd),
    readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: null) {
      const n = readSync(fd, buffer, offset, length, position);
      io.bytesRead += n;
      return n;
    },
    closeSync: (fd: number) => closeSync(fd),
  };
  return io;
}

describe('a board followed by 10 MB of blank lines', () => {
  it('is read as the board it is, by the command line as by the formats', async () => {
    const text = BOARD + '\n'.repeat(10 * 1024 * 1024);
    const t0 = performance.now();
    const p = readPositionFile(fakeIo({ 'b.txt': text }), 'b.txt', 'citadel');
    console.log(`castle: a board and 10 MB of newlines read in ${Math.round(performance.now() - t0)} ms`);
    expect(p.ok && positionsEqual(p.value, dealPosition('citadel', 1))).toBe(true);
    const check = fakeIo({ 'b.txt': text });
    expect(await runCli(['check', '--game', 'citadel', '--file', 'b.txt'], check)).toBe(0);
    expect(check.out).toMatch(/^b\.txt: a valid Citadel position/);
  });
});

describe('input files over 1 MB', () => {
  const dir = mkdtempSync(join(tmpdir(), 'castle-cli-'));

  it('are refused from their size, before a byte is read', () => {
    const big = join(dir, 'big.txt');
    writeFileSync(big, '');
    truncateSync(big, 10 * 1024 * 1024); // sparse: 10 MB by its size, nothing on disk
    const fs = countingFs();
    expect(readInputFile(big, MAX_INPUT_BYTES, fs)).toEqual({ ok: false, error: 'it is 10485760 bytes, more than the 1 MB a position file may have' });
    expect(fs.bytesRead).toBe(0);
  });

  it('reads a file of exactly 1 MB, and refuses one byte more', () => {
    const edge = join(dir, 'edge.txt');
    writeFileSync(edge, Buffer.alloc(MAX_INPUT_BYTES, 0x20));
    const r = readInputFile(edge);
    expect(r.ok && r.value.length).toBe(MAX_INPUT_BYTES);
    writeFileSync(edge, Buffer.alloc(MAX_INPUT_BYTES + 1, 0x20));
    expect(readInputFile(edge).ok).toBe(false);
  });

  it('refuses what is not a regular file (a device, a FIFO) at once, reading nothing', () => {
    const refusal = { ok: false, error: 'it is not a regular file (a pipe, a device or a socket): give a position file' };
    const fs = countingFs();
    expect(readInputFile('/dev/zero', MAX_INPUT_BYTES, fs)).toEqual(refusal);
    expect(readInputFile('/dev/null', MAX_INPUT_BYTES, fs)).toEqual(refusal);
    // a FIFO with no writer: opening it to read would wait for one; it is refused instead
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(readInputFile(fifo, MAX_INPUT_BYTES, fs)).toEqual(refusal);
    expect(fs.bytesRead).toBe(0);
  });

  it('refuses a FIFO given to castle check --file, and ends', async () => {
    const fifo = join(dir, 'fifo2');
    execFileSync('mkfifo', [fifo]);
    const run = spawnSync(process.execPath, [CASTLE, 'check', '--game', 'citadel', '--file', fifo], { encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.signal]).toEqual([2, null]);
    expect(run.stderr).toMatch(/not a regular file/);
  });

  it('says what is wrong with a path that is no file', () => {
    expect(readInputFile(join(dir, 'nothing.txt'))).toEqual({ ok: false, error: 'no such file' });
    expect(readInputFile(dir)).toEqual({ ok: false, error: 'it is a folder' });
  });
});

describe('what the command line echoes back', () => {
  it('cuts a 10 MB junk line to a one-line reason', async () => {
    const junk = 'Q'.repeat(10 * 1024 * 1024);
    for (const text of [`${BOARD}\n${junk}`, `${BOARD}\n: x:${junk} y z`, `game: ${junk}\n`]) {
      const io = fakeIo({ 'j.txt': text });
      expect(await runCli(['check', '--game', 'citadel', '--file', 'j.txt'], io)).toBe(2);
      expect(io.errors.endsWith('\n')).toBe(true);
      expect(io.errors.trimEnd().split('\n')).toHaveLength(1);
      // short: the junk cut to 80 characters, plus at most the list of game ids an unknown game gets
      expect(io.errors.length).toBeLessThan(220 + GAME_IDS.join(', ').length);
      expect(io.errors).toContain('QQQ…');
    }
  });

  it('escapes control characters from a file, an argument or a file name', async () => {
    const title = '\u001b]0;owned\u0007\u001b[2J';
    const cases: [string[], Record<string, string>][] = [
      [['check', '--game', 'citadel', '--file', 'e.txt'], { 'e.txt': `${BOARD}\n: ${title}KS` }],
      [['check', '--game', 'citadel', '--file', 'e.txt'], { 'e.txt': `game: ${title}\n` }],
      [['check', '--game', 'citadel', '--file', 'e.txt'], { 'e.txt': `Foundations: ${title}\n` }],
      [['check', '--game', `${title}citadel`, '--file', 'e.txt'], {}],
      [['deal', '--game', 'citadel', '--number', title], {}],
      [['check', '--game', 'citadel', '--file', `${title}.txt`], {}],
      [['play', '--game', 'citadel', '--number', '1', '--moves', `3${title}`], {}],
      [['deal', `--${title}`], {}],
    ];
    for (const [argv, files] of cases) {
      const io = fakeIo(files);
      expect(await runCli(argv, io), argv.join(' ')).toBe(2);
      expect(io.errors, argv.join(' ')).toMatch(/\\x1b/);
      expect(CONTROL.test(io.errors), JSON.stringify(io.errors)).toBe(false);
    }
    // and a valid file with such a name is named escaped on stdout
    const io = fakeIo({ [`${title}.txt`]: BOARD });
    expect(await runCli(['check', '--game', 'citadel', '--file', `${title}.txt`], io)).toBe(0);
    expect(io.out).toMatch(/^\\x1b\]0;owned\\x07\\x1b\[2J\.txt: a valid Citadel position/);
  });
});

describe('a closed pipe', () => {
  function emitter() {
    let listener: ((e: Error) => void) | null = null;
    return { on: (_event: 'error', l: (e: Error) => void) => (listener = l), emit: (e: Error) => listener!(e) };
  }
  const failure = (code: string) => Object.assign(new Error(`write ${code}`), { code });

  it('ends the command with exit 0 on EPIPE, on stdout or stderr; any other error stays loud', () => {
    const out = emitter();
    const errs = emitter();
    const exits: number[] = [];
    endQuietlyOnClosedPipe([out, errs], (code) => exits.push(code));
    out.emit(failure('EPIPE'));
    errs.emit(failure('EPIPE'));
    expect(exits).toEqual([0, 0]);
    expect(() => out.emit(failure('EIO'))).toThrow('write EIO');
    expect(exits).toEqual([0, 0]);
  });
});
