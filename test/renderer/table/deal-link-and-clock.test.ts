import { describe, it, expect } from 'vitest';
import { parseDealLink, dealLinkQuery } from '../../../renderer/table/deal-link';
import { GameClock } from '../../../renderer/session/clock';
import { formatClock } from '../../../renderer/table/format-time';

describe('deal links', () => {
  it('reads a good link and writes it back', () => {
    const r = parseDealLink('?game=fortress&deal=4294967295');
    expect(r).toEqual({ ok: true, value: { game: 'fortress', deal: 4294967295 } });
    expect(dealLinkQuery({ game: 'fortress', deal: 12 })).toBe('?game=fortress&deal=12');
    expect(parseDealLink('')).toEqual({ ok: true, value: null });
  });
  it('says what is wrong with a bad game or number', () => {
    const game = parseDealLink('?game=chess&deal=3');
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error).toMatch(/"chess" is not one of/);
    for (const deal of ['-1', '4294967296', '1.5', 'abc', '']) {
      const r = parseDealLink(`?game=citadel&deal=${deal}`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/deal number/);
    }
    expect(parseDealLink('?deal=5').ok).toBe(false);
  });
});

describe('game clock', () => {
  it('starts with the first move, pauses while hidden, stops at the end', () => {
    const c = new GameClock();
    expect(c.seconds(5000)).toBe(0);
    c.moved(10_000);
    expect(c.seconds(13_500)).toBe(3);
    c.setHidden(true, 14_000);
    expect(c.seconds(60_000)).toBe(4);
    c.setHidden(false, 60_000);
    expect(c.seconds(62_000)).toBe(6);
    c.stop(62_000);
    c.moved(70_000);
    expect(c.seconds(90_000)).toBe(6);
  });
  it('a resumed game waits for the next move', () => {
    const c = new GameClock();
    c.reset(100);
    expect(c.seconds(99_999)).toBe(100);
    c.moved(0);
    expect(c.seconds(2_000)).toBe(102);
  });
  it('formats minutes and hours', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(247)).toBe('4:07');
    expect(formatClock(3729)).toBe('1:02:09');
  });
});
