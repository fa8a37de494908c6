import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentDateList, currentDates, isCurrentSomewhere } from '../../server/dates';
import { checkNickname } from '../../server/nickname';
import { sortKey } from '../../server/replay';
import { ticketSigner } from '../../server/tickets';
import { fileUnder } from '../../server/web';
import { boardCache } from '../../server/board-cache';

// The server's pure parts, one by one.

describe('current dates', () => {
  it('runs from the date at UTC-12 to the date at UTC+14', () => {
    // 10:00 UTC: 22:00 the day before on Baker Island, already midnight of the next day in Kiribati
    expect(currentDateList(Date.parse('2026-12-01T10:00:00Z'))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(currentDateList(Date.parse('2026-12-01T09:59:59Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(currentDateList(Date.parse('2026-12-01T12:00:00Z'))).toEqual(['2026-12-01', '2026-12-02']);
    expect(currentDates(Date.parse('2026-12-31T11:00:00Z'))).toEqual({ earliest: '2026-12-30', latest: '2027-01-01' });
    expect(isCurrentSomewhere('2026-12-02', Date.parse('2026-12-01T09:59:59Z'))).toBe(false);
  });

  it('always holds two or three dates, the UTC date among them', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2100-01-01') }), (t) => {
        const list = currentDateList(t);
        return list.length >= 2 && list.length <= 3 && list.includes(new Date(t).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('nicknames', () => {
  it('are compared after NFC and case folding', () => {
    const a = checkNickname('Ame\u0301lie');
    const b = checkNickname('AMÉLIE');
    expect(a.ok && b.ok && a.value.key === b.value.key).toBe(true);
    expect(checkNickname('Ame\u0301lie')).toEqual({ ok: true, value: { name: 'Amélie', key: 'amélie' } });
  });
});

describe('the sort key', () => {
  it('orders by score, then fewer seconds, then fewer moves', () => {
    const r = (score: number, seconds: number, moves: number) => sortKey({ score, seconds, moves });
    expect(r(1000, 500, 100)).toBeGreaterThan(r(999, 0, 0));
    expect(r(1000, 10, 200)).toBeGreaterThan(r(1000, 11, 100));
    expect(r(1000, 10, 99)).toBeGreaterThan(r(1000, 10, 100));
    expect(Number.isSafeInteger(r(2960, 0, 0))).toBe(true);
  });
});

describe('tickets', () => {
  it('read back what was issued, and refuse anything else', () => {
    const signer = ticketSigner(Buffer.alloc(32, 7));
    const ticket = signer.issue(5, 'citadel', '2026-12-01', 1_796_000_000_000);
    expect(signer.read(ticket)).toMatchObject({ ok: true, value: { player: 5, game: 'citadel', date: '2026-12-01', issuedAt: 1_796_000_000_000 } });
    expect(ticketSigner(Buffer.alloc(32, 8)).read(ticket).ok).toBe(false);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => !signer.read(s).ok));
  });
});

describe('files of the browser build', () => {
  it('stay inside their folder', () => {
    expect(fileUnder('/srv/web', '/')).toBe('/srv/web/index.html');
    expect(fileUnder('/srv/web', '/assets/a.js')).toBe('/srv/web/assets/a.js');
    for (const bad of ['/../etc/passwd', '/%2e%2e/x', '/a/%2e%2e/%2e%2e/x', '/%E0%A4%A', '/x%00.js', '/..%2fweb2/x']) expect([bad, fileUnder('/srv/web', bad)]).toEqual([bad, null]);
  });
});

describe('the board cache', () => {
  it('shares one read among requests, keeps it for its time, drops it on a write, forgets failures', async () => {
    let t = 0;
    let reads = 0;
    const cache = boardCache<string>(1000, () => t);
    const load = async () => `top ${++reads}`;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['top 1', 'top 1']);
    t = 999;
    expect(await cache.get('k', load)).toBe('top 1');
    t = 1000;
    expect(await cache.get('k', load)).toBe('top 2');
    cache.drop('k');
    expect(await cache.get('k', load)).toBe('top 3');
    await expect(cache.get('f', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('f', load)).toBe('top 4');
  });
});
