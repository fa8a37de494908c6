import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../../../shared/solver/transposition';

describe('TranspositionTable', () => {
  it('knows a position once added, and forgets every position on clear', () => {
    const t = new TranspositionTable(1024, 1 << 20);
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
    const t = new TranspositionTable(1024, 1 << 20);
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
    const t = new TranspositionTable(1024, 1 << 20);
    for (let i = 0; i < 5000; i++) t.add(i * 104729, i);
    t.clear(1024, 1024);
    expect(t.bytes).toBe(1024 * 8);
    expect(t.add(104729, 1 << 8)).toBe(true);
  });

  it('forgets every position across the wrap of its generation byte', () => {
    const t = new TranspositionTable(1024, 1024);
    for (let g = 0; g < 600; g++) {
      t.clear(1024, 1024);
      expect(t.add(12345, 0x3400)).toBe(true);
      expect(t.add(12345, 0x3400)).toBe(false);
      expect(t.add(g, 0x5600)).toBe(true);
    }
  });

  it('forgets one position and keeps the others of its probe chain', () => {
    const t = new TranspositionTable(1024, 1024);
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
});
