import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentDateList, currentDates, isCurrentSomewhere } from '../../server/dates';
import { acceptNickname, checkNickname, nicknameKey } from '../../server/nickname';
import { parseTicketKeys } from '../../server/ticket-keys';
import { testTicketKeys } from './test-deals';
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
  it('are taken in NFKC and compared by their confusable skeleton, in any case', () => {
    const key = (raw: string) => {
      const r = acceptNickname(raw);
      return r.ok ? r.value.key : r.error;
    };
    expect(checkNickname('Ame\u0301lie')).toMatchObject({ ok: true, value: { name: 'Amélie' } });
    expect(acceptNickname('ＡＤＡ')).toEqual({ ok: true, value: { name: 'ADA', key: nicknameKey('Ada') } });
    for (const alike of ['ADA', 'ada', '\u0410da', '\u0430da', 'Ａda']) expect([alike, key(alike)]).toEqual([alike, key('Ada')]);
    expect(key('AMÉLIE')).toBe(key('Ame\u0301lie'));
    expect(key('rn0')).toBe(key('mo'));
    expect(key('Bob')).not.toBe(key('Bab'));
  });

  it('refuse what shows nothing, what is not a name, and malformed text', () => {
    const refused = [
      'Ada\u200b', 'Ada\u200d', 'Ada\u2060', 'A\u00adda', // zero-width space, joiner, word joiner, soft hyphen
      '\u3164', '\u2800', '\u200b', '\u0301'.repeat(24), // blank-looking names
      'Ada\u2028', 'Ada\u2029', 'Ada\u{E0041}', 'x\ud800y', 'x\udc00', // separators, a tag character, lone surrogates
      'Ada\u00a0\u00a0L', 'Ada\u3000\u3000L', '\ufe0f', 'Ada\u202e', '😀😀', '!!!', 'a\u0301\u0301\u0301\u0301\u0301',
    ];
    for (const name of refused) expect([name, checkNickname(name).ok]).toEqual([name, false]);
    for (const name of ['Ada', 'Ada Lovelace', 'Đặng Thị', 'Åsa', 'Mwanaisha', '李小龍', 'R2D2', '😀 Ada']) expect([name, checkNickname(name).ok]).toEqual([name, true]);
  });
});

describe('the sort key', () => {
  it('is the score: equal scores are ranked by the earlier result, in the database', () => {
    const r = (score: number, seconds: number, moves: number) => sortKey({ score, seconds, moves });
    expect(r(1000, 500, 100)).toBeGreaterThan(r(999, 0, 0));
    expect(r(1000, 10, 200)).toBe(r(1000, 11, 100));
  });
});

describe('tickets', () => {
  const keyOf = (id: string, byte: number) => `${id}:${Buffer.alloc(32, byte).toString('base64url')}`;

  it('read back what was issued, and refuse anything else', () => {
    const signer = ticketSigner(testTicketKeys(keyOf('a', 7)));
    const ticket = signer.issue(5, 'citadel', '2026-12-01', 1_796_000_000_000);
    expect(ticket.split('.').slice(0, 2)).toEqual(['v2', 'a']);
    expect(signer.read(ticket)).toMatchObject({ ok: true, value: { player: 5, game: 'citadel', date: '2026-12-01', issuedAt: 1_796_000_000_000 } });
    expect(ticketSigner(testTicketKeys(keyOf('a', 8))).read(ticket).ok).toBe(false);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => !signer.read(s).ok));
  });

  it('take one encoding of each signature: padding or other trailing bits are refused', () => {
    const signer = ticketSigner(testTicketKeys(keyOf('a', 7)));
    const ticket = signer.issue(5, 'citadel', '2026-12-01', 1_796_000_000_000);
    const [v, id, payload, mac] = ticket.split('.') as [string, string, string, string];
    // 32 bytes are 43 characters whose last carries 2 spare bits: the other three values of them decode alike
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1)!);
    const twins = [1, 2, 3].map((bits) => `${mac.slice(0, -1)}${alphabet[last + bits]}`);
    for (const twin of twins) expect(Buffer.from(twin, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    for (const bad of [`${mac}=`, `${mac}==`, ...twins, `${mac.slice(0, 20)}+${mac.slice(21)}`]) expect(signer.read(`${v}.${id}.${payload}.${bad}`)).toEqual({ ok: false, error: 'the ticket was not signed by this server' });
    expect(signer.read(`${v}.${id}.${payload}=.${mac}`).ok).toBe(false);
  });

  it('refuse a payload signed right that is not a ticket of this format: damaged', () => {
    const raw = Buffer.alloc(32, 7);
    const signer = ticketSigner(testTicketKeys(keyOf('a', 7)));
    const signed = (body: unknown): string => {
      const text = `v2.a.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
      return `${text}.${createHmac('sha256', raw).update(text).digest('base64url')}`;
    };
    const good = { p: 5, g: 'citadel', d: '2026-12-01', t: 1_796_000_000_000, n: 'x' };
    expect(signer.read(signed(good))).toEqual({ ok: true, value: { player: 5, game: 'citadel', date: '2026-12-01', issuedAt: 1_796_000_000_000, nonce: 'x' } });
    for (const bad of [{ ...good, p: 1.5 }, { ...good, g: 'solitaire' }, { ...good, d: '2026-02-30' }, { ...good, t: 2 ** 60 }, { ...good, n: 1 }, { ...good, also: 1 }, [good], null])
      expect(signer.read(signed(bad)), JSON.stringify(bad)).toEqual({ ok: false, error: 'the ticket is damaged' });
  });

  it('rotate: a new key signs new tickets, the old one still reads its own, a dropped one reads none', () => {
    const before = ticketSigner(testTicketKeys(keyOf('old', 1)));
    const old = before.issue(1, 'citadel', '2026-12-01', 1);
    const rotated = ticketSigner(testTicketKeys(`${keyOf('new', 2)}\n${keyOf('old', 1)}`));
    const fresh = rotated.issue(1, 'citadel', '2026-12-01', 2);
    expect(fresh.split('.')[1]).toBe('new');
    expect([rotated.read(old).ok, rotated.read(fresh).ok]).toEqual([true, true]);
    expect(before.read(fresh)).toEqual({ ok: false, error: 'the ticket was signed with a key this server no longer has: take a new one' });
    const dropped = ticketSigner(testTicketKeys(keyOf('new', 2)));
    expect(dropped.read(old).ok).toBe(false);
    // a ticket of the first format, whose key was kept in the database, is refused with a reason
    expect(rotated.read('v1.eyJwIjoxfQ.AAAA')).toEqual({ ok: false, error: 'the ticket was issued under an older key: take a new one' });
  });

  it('keys are ID:KEY entries of 32 bytes or more, each given once', () => {
    expect(parseTicketKeys('').ok).toBe(false);
    expect(parseTicketKeys(`A:${Buffer.alloc(32).toString('base64url')}`).ok).toBe(false);
    expect(parseTicketKeys(`a:${Buffer.alloc(16).toString('base64url')}`)).toEqual({ ok: false, error: 'ticket key "a" is not 32 bytes or more in base64url' });
    expect(parseTicketKeys(`${keyOf('a', 1)},${keyOf('a', 2)}`)).toEqual({ ok: false, error: 'ticket key "a" is given twice' });
    expect(parseTicketKeys(`# rotated\n${keyOf('b', 1)}\n${keyOf('a', 2)}\n`)).toMatchObject({ ok: true, value: { current: { id: 'b' } } });
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
