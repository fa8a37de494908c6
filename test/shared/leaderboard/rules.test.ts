// What the settings accept for the leaderboard: the server address (https, or http to this machine),
// the nickname (the server's own rule, one function for both), and the page's server configuration.
import { describe, expect, it } from 'vitest';
import { checkServerAddress } from '../../../shared/leaderboard/address';
import { checkNickname, nicknameProblem } from '../../../shared/leaderboard/nickname';
import { checkNickname as serverCheckNickname } from '../../../server/nickname';
import { leaderboardApiFrom } from '../../../shared/leaderboard/server-config';
import { settings } from '../../../shared/schemas/host';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';

describe('the server address', () => {
  it('takes https anywhere and http only to this machine, written in one form', () => {
    expect(checkServerAddress('https://castle.example.org')).toEqual({ ok: true, value: 'https://castle.example.org' });
    expect(checkServerAddress('  HTTPS://Castle.Example.org:8443/board/ ')).toEqual({ ok: true, value: 'https://castle.example.org:8443/board' });
    expect(checkServerAddress('http://127.0.0.1:8787')).toEqual({ ok: true, value: 'http://127.0.0.1:8787' });
    expect(checkServerAddress('http://localhost:8787/')).toEqual({ ok: true, value: 'http://localhost:8787' });
    expect(checkServerAddress('http://[::1]:8787')).toEqual({ ok: true, value: 'http://[::1]:8787' });
  });

  it.each([
    ['', 'no server address is given'],
    ['http://castle.example.org', 'the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development)'],
    ['http://127.0.0.1.example.org', 'the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development)'],
    ['ftp://castle.example.org', '"ftp://castle.example.org" is not a web address such as https://castle.example.org'],
    ['castle.example.org', '"castle.example.org" is not a web address such as https://castle.example.org'],
    ['https://castle.example.org/?x=1', 'the server address must not hold a query (?) or a fragment (#)'],
    ['https://ada:pw@castle.example.org', 'the server address must not hold a user name or password'],
    ['https://castle.example.org:99999', 'the port 99999 is not between 1 and 65535'],
    ['https://exa mple.org', '"https://exa mple.org" is not a web address such as https://castle.example.org'],
    ['https://-bad-.org', '"-bad-.org" is not a host name'],
    [`https://${'a'.repeat(200)}.org`, 'the server address has 212 characters; at most 200 are allowed'],
  ])('refuses %j with a reason', (raw, reason) => {
    expect(checkServerAddress(raw)).toEqual({ ok: false, error: reason });
  });
});

describe('the nickname', () => {
  it('is the server’s rule: the server imports this same function', () => {
    expect(serverCheckNickname).toBe(checkNickname);
    expect(checkNickname(' Ada ')).toEqual({ ok: true, value: { name: 'Ada', key: 'ada' } });
    expect(checkNickname('Cafe\u0301')).toMatchObject({ ok: true, value: { name: 'Café' } });
    expect(checkNickname('')).toEqual({ ok: false, error: 'the nickname is empty' });
    expect(checkNickname('x'.repeat(25))).toEqual({ ok: false, error: 'the nickname has 25 characters; at most 24 are allowed' });
    expect(checkNickname('😀'.repeat(23) + 'A').ok).toBe(true);
    expect(checkNickname('😀'.repeat(24))).toEqual({ ok: false, error: 'the nickname needs at least one letter or digit' });
    expect(checkNickname('Ada\u202eevil')).toEqual({ ok: false, error: 'the nickname holds U+202E, a character that shows nothing or changes how others show' });
    expect(checkNickname('Ada\u0007')).toEqual({ ok: false, error: 'the nickname holds U+0007, a character that shows nothing or changes how others show' });
  });

  it('as the settings keep it, it is already in the server’s form', () => {
    expect(nicknameProblem('Ada')).toBeNull();
    expect(nicknameProblem(' Ada')).toBe('the nickname has spaces around it or is not in Unicode NFKC');
    expect(nicknameProblem('Cafe\u0301')).toBe('the nickname has spaces around it or is not in Unicode NFKC');
    expect(nicknameProblem('ＡＤＡ')).toBe('the nickname has spaces around it or is not in Unicode NFKC');
  });
});

describe('the leaderboard settings', () => {
  const on = (leaderboard: object) => settings({ ...DEFAULT_SETTINGS, leaderboard });
  it('are off by default, with no address and no nickname', () => {
    expect(DEFAULT_SETTINGS.leaderboard).toEqual({ enabled: false, server: null, nickname: null });
    expect(on({ enabled: true, server: 'https://castle.example.org', nickname: 'Ada' }).ok).toBe(true);
    // the browser build served by the leaderboard needs no address
    expect(on({ enabled: true, server: null, nickname: 'Ada' }).ok).toBe(true);
  });
  it('refuses a bad address or nickname with the reason, and on without a nickname', () => {
    expect(on({ enabled: false, server: 'http://castle.example.org', nickname: null })).toEqual({
      ok: false,
      error: 'field "leaderboard.server": the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development)',
    });
    expect(on({ enabled: false, server: 'HTTPS://castle.example.org/', nickname: null })).toEqual({ ok: false, error: 'field "leaderboard.server": expected the address written as https://castle.example.org' });
    expect(on({ enabled: false, server: null, nickname: 'Ada\u202e' })).toEqual({ ok: false, error: 'field "leaderboard.nickname": the nickname holds U+202E, a character that shows nothing or changes how others show' });
    expect(on({ enabled: true, server: null, nickname: null })).toEqual({ ok: false, error: 'field "leaderboard": the leaderboard needs a nickname to be turned on' });
    expect(on({ enabled: true, server: null, nickname: 'Ada', secret: 'x' }).ok).toBe(false);
  });
});

describe('the page’s server configuration', () => {
  it('turns the leaderboard on only for a path on the page’s own origin', () => {
    expect(leaderboardApiFrom('{"leaderboard":{"enabled":true,"api":"/api/v1"}}')).toBe('/api/v1');
    expect(leaderboardApiFrom('{"leaderboard":{"enabled":false,"api":"/api/v1"}}')).toBeNull();
    expect(leaderboardApiFrom('{"leaderboard":{"enabled":true,"api":"https://elsewhere.example/api"}}')).toBeNull();
    expect(leaderboardApiFrom('{"leaderboard":{"enabled":true,"api":"//elsewhere.example/api"}}')).toBeNull();
    expect(leaderboardApiFrom('not json')).toBeNull();
    expect(leaderboardApiFrom(null)).toBeNull();
  });
});
