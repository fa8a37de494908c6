import { describe, expect, it } from 'vitest';
import { HashTable64, MAP_SLOTS } from '../../../shared/solver/search/hash-table';
import { mulberry32 } from '../../../shared/engine/rng';

describe('HashTable64', () => {
  it('knows a position once added, and forgets every position on clear', () => {
    const t = new HashTable64(1024, 1 << 20);
    expect(t.add(5, 7)).toBe(true);
    expect(t.add(5, 7)).toBe(false);
    expect(t.add(5, 8 << 8)).toBe(true);
    // the low byte of hash B holds the generation: it is not part of the key
    expect(t.add(5, 7 ^ 0xff)).toBe(false);
    t.clear(1024, 1 << 20);
    expect(t.size).toBe(0);
    expect(t.add(5, 7)).toBe(true);
    expect(t.add(5, 7)).toBe(false);
  });

  it('keeps the current positions through growth, and not the cleared ones', () => {
    const t = new HashTable64(1024, 1 << 20);
    for (let i = 0; i < 3000; i++) t.add(i * 7919, i << 8);
    t.clear(1024, 1 << 20);
    for (let i = 0; i < 5000; i++) expect(t.add(i * 104729, (i ^ 0x5555) << 8)).toBe(true);
    expect(t.size).toBe(5000);
    expect(t.bytes).toBeGreaterThan(1024 * 8);
    for (let i = 0; i < 5000; i++) expect(t.add(i * 104729, (i ^ 0x5555) << 8)).toBe(false);
    // a position of the cleared generation reads as new, even in the grown table
    expect(t.add(1 * 7919, 1 << 8)).toBe(true);
  });

  it('starts small again when cleared with fewer slots than it holds', () => {
    const t = new HashTable64(1024, 1 << 20);
    for (let i = 0; i < 5000; i++) t.add(i * 104729, i);
    t.clear(1024, 1024);
    expect(t.bytes).toBe(1024 * 8);
    expect(t.add(104729, 1 << 8)).toBe(true);
  });

  it('forgets every position across the wrap of its generation byte', () => {
    const t = new HashTable64(1024, 1024);
    for (let g = 0; g < 600; g++) {
      t.clear(1024, 1024);
      expect(t.add(12345, 0x3400)).toBe(true);
      expect(t.add(12345, 0x3400)).toBe(false);
      expect(t.add(g, 0x5600)).toBe(true);
    }
  });

  it('forgets one position and keeps the others of its probe chain', () => {
    const t = new HashTable64(1024, 1024);
    // three positions with the same slot index: one probe chain
    for (const a of [2, 3, 2 + 2048]) expect(t.add(a, 0x100)).toBe(true);
    t.forget(3, 0x100);
    expect(t.add(2, 0x100)).toBe(false);
    expect(t.add(2 + 2048, 0x100)).toBe(false);
    expect(t.add(3, 0x100)).toBe(true);
    expect(t.add(3, 0x100)).toBe(false);
    t.forget(99, 0x100); // not there: nothing happens
    expect(t.add(2, 0x100)).toBe(false);
  });

  it('starts every solve at the size clear names, whatever earlier solves grew it to', () => {
    const t = new HashTable64(1024, 1 << 20);
    for (let i = 0; i < 100_000; i++) t.add(i * 7919, i << 8);
    expect(t.bytes).toBeGreaterThan(100_000 * 8);
    t.clear(1024, 1 << 20);
    expect(t.bytes).toBe(1024 * 8);
  });

  it('starts a solve larger than its buffer holds, and keeps every position of it', () => {
    const t = new HashTable64(1024, 1 << 20);
    t.clear(1 << 14, 1 << 20);
    expect(t.bytes).toBe((1 << 14) * 8);
    for (let i = 0; i < 6000; i++) expect(t.add(i * 7919, i << 8)).toBe(true);
    for (let i = 0; i < 6000; i++) expect(t.add(i * 7919, i << 8)).toBe(false);
    expect(t.evictions).toBe(0);
  });

  it('grows instead of forgetting when a probe window is full, while it may grow', () => {
    const t = new HashTable64(1024, 1 << 20);
    // forty positions with one slot index in a table of 1024: more than a window of 32
    for (let k = 0; k < 40; k++) expect(t.add(2 + k * 4096, 0x100)).toBe(true);
    expect(t.evictions).toBe(0);
    for (let k = 0; k < 40; k++) expect(t.add(2 + k * 4096, 0x100)).toBe(false);
    // at its largest it forgets the window's first position
    const full = new HashTable64(1024, 1024);
    for (let k = 0; k < 40; k++) full.add(2 + k * 4096, 0x100);
    expect(full.evictions).toBe(8);
  });

  it('grows at half full, not before, on well spread hashes', () => {
    // windows of eight filled at 9 to 30 % and doubled the table early (README.md, technique 2)
    const t = new HashTable64(1024, 1 << 22);
    const next = mulberry32(7);
    for (let i = 0; i < 300_000; i++) t.add(next() | 0, next() & ~0xff);
    expect(t.size).toBe(300_000);
    // 300 K positions: more than half of 512 K slots, at most half of 1 M
    expect(t.bytes).toBe((1 << 20) * 8);
  });

  it('answers a run of adds the same in a fresh table and in one that served other runs', () => {
    // a small maximum so that the run fills it and forgets: evictions depend on the table's history if anything does
    const run = (t: HashTable64): string => {
      const out: number[] = [];
      let x = 12345;
      for (let i = 0; i < 20_000; i++) {
        x = (Math.imul(x, 1103515245) + 12345) | 0;
        const a = x % 30_000; // repeats: some adds find their position, some find it forgotten
        out.push(t.add(a * 2654435761, (a * 40503) << 8) ? 1 : 0);
      }
      return `${out.join('')} ${t.evictions} ${t.size} ${t.bytes}`;
    };
    const fresh = new HashTable64(1024, 1 << 14);
    const expected = run(fresh);
    expect(fresh.evictions).toBeGreaterThan(0);
    // grown to its largest and full of other positions: its buffer is kept, the next run grows within it
    const used = new HashTable64(1024, 1 << 14);
    for (let i = 0; i < 300_000; i++) used.add(i * 7919, i << 8);
    for (let g = 0; g < 300; g++) {
      used.clear(1024, 1 << 14);
      if (g % 100 === 0) expect(run(used)).toBe(expected);
      else used.add(g, g << 8);
    }
  });
});

describe('HashTable64 with values (a map)', () => {
  it('keeps the last value set for each position through growth, and answers -1 for one never set', () => {
    const m = new HashTable64(1024, MAP_SLOTS, true);
    for (let i = 0; i < 20_000; i++) m.set(i * 7919, i * 104729, i);
    for (let i = 0; i < 20_000; i += 2) m.set(i * 7919, i * 104729, -i - 5);
    for (let i = 0; i < 20_000; i++) expect(m.get(i * 7919, i * 104729)).toBe(i % 2 === 0 ? -i - 5 : i);
    expect(m.get(12345, 678)).toBe(-1);
    expect(m.size).toBe(20_000);
    expect(m.evictions).toBe(0);
    // cleared, it holds nothing, and takes positions again
    m.clear(1024, MAP_SLOTS);
    expect(m.get(7919, 104729)).toBe(-1);
    m.set(7919, 104729, 3);
    expect(m.get(7919, 104729)).toBe(3);
  });
});
