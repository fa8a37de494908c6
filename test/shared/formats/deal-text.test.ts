import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, dealPosition, positionsEqual } from '../../../shared/engine';
import { formatDealText, parseDealText, formatPosition, parsePosition, FORMAT_ERROR_CODES } from '../../../shared/formats';
import { HEADER, hasDealHeader } from '../../../shared/formats/deal-text';

describe('deal text', () => {
  it('names the game and number above the board', () => {
    expect(formatDealText('citadel', 1)).toBe(`Citadel #1
game: citadel
deal: 1
Foundations: H-2 C-4 D-2 S-3
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H
: 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D
: 9D 5H 8H KS TH JC
: QD 8S 9C
`);
  });

  it('reads back what it writes, for every game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), (g, n) => {
        const r = parseDealText(formatDealText(g, n));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.game).toBe(g);
        expect(r.value.number).toBe(n);
        expect(positionsEqual(r.value.position, dealPosition(g, n))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('reads a title alone, a game and number without a board, and a board without a number', () => {
    const titleOnly = parseDealText('Fortress #77\n' + formatPosition(dealPosition('fortress', 77)));
    expect(titleOnly).toMatchObject({ ok: true, value: { game: 'fortress', number: 77 } });
    const noBoard = parseDealText('game: masterpiece\ndeal: 9\n');
    expect(noBoard.ok && positionsEqual(noBoard.value.position, dealPosition('masterpiece', 9))).toBe(true);
    const noNumber = parseDealText('game: Streets and Alleys\n' + formatPosition(dealPosition('streets-and-alleys', 3)));
    expect(noNumber).toMatchObject({ ok: true, value: { game: 'streets-and-alleys', number: null } });
    const nameOnly = parseDealText('Exiled Kings\n' + formatPosition(dealPosition('exiled-kings', 3)));
    expect(nameOnly).toMatchObject({ ok: true, value: { game: 'exiled-kings', number: null } });
  });

  it('keeps the line numbers of the whole text in board errors', () => {
    const text = formatDealText('citadel', 1).replace('KS', 'QS');
    expect(parseDealText(text)).toMatchObject({ ok: false, error: { code: 'duplicate-card', line: 11, card: 'QS', message: 'line 11: card QS appears twice (first on line 9)' } });
  });

  it('rejects an unknown game, a bad number, no game, a layout that is not the numbered deal, and nothing at all', () => {
    expect(parseDealText('game: klondike\ndeal: 1')).toMatchObject({ ok: false, error: { code: 'unknown-game', line: 1 } });
    expect(parseDealText('Citadel #1\ngame: fortress')).toMatchObject({ ok: false, error: { code: 'unknown-game', line: 2 } });
    expect(parseDealText('game: citadel\ndeal: 4294967296')).toMatchObject({ ok: false, error: { code: 'bad-deal-number', line: 2 } });
    expect(parseDealText('game: citadel\ndeal: -3')).toMatchObject({ ok: false, error: { code: 'bad-deal-number' } });
    expect(parseDealText('Citadel #x1')).toMatchObject({ ok: false, error: { code: 'bad-deal-number', line: 1 } });
    expect(parseDealText(formatPosition(dealPosition('citadel', 1)))).toMatchObject({ ok: false, error: { code: 'unknown-game' } });
    expect(parseDealText('game: citadel\ndeal: 2\n' + formatPosition(dealPosition('citadel', 1)))).toMatchObject({ ok: false, error: { code: 'deal-mismatch' } });
    expect(parseDealText('game: citadel')).toMatchObject({ ok: false, error: { code: 'wrong-row-count' } });
  });

  it('never throws', () => {
    const codes = new Set<string>(FORMAT_ERROR_CODES);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('game: citadel\n', 'Citadel #', 'deal: 1\n').chain((h) => fc.string({ maxLength: 100 }).map((s) => h + s))), (s) => {
        const r = parseDealText(s);
        if (!r.ok) expect(codes.has(r.error.code)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('deal text that is built to be slow', () => {
  const board = formatPosition(dealPosition('citadel', 1));
  const newlines = '\n'.repeat(10 * 1024 * 1024);

  it('reads a board followed by 10 MB of blank lines: the board, no deal header', () => {
    const t0 = performance.now();
    expect(hasDealHeader(board + newlines)).toBe(false);
    const r = parsePosition(board + newlines, 'citadel');
    expect(r.ok && positionsEqual(r.value, dealPosition('citadel', 1))).toBe(true);
    const deal = parseDealText('game: citadel\n' + board + newlines);
    expect(deal).toMatchObject({ ok: true, value: { game: 'citadel', number: null } });
    console.log(`board + 10 MB of newlines: header check and both parses in ${Math.round(performance.now() - t0)} ms`);
  });

  it('finds a header after 10 MB of blank lines, and with blanks before its colon', () => {
    expect(hasDealHeader(newlines + '  deal : 5\n')).toBe(true);
    expect(hasDealHeader('\r\n\r\nGAME:citadel\r\n')).toBe(true);
    expect(hasDealHeader(newlines + 'games: 5\n' + board)).toBe(false);
    expect(hasDealHeader('')).toBe(false);
  });

  it('tries the header pattern on each line alone: the work is the text once, whatever its shape', () => {
    // the pattern is anchored and single-line, so one try costs at most its line; the old whole-text
    // /^\s*game:/im retried \s* from every line start to the end of the blank lines instead
    expect(HEADER.flags).not.toContain('m');
    expect(HEADER.source.startsWith('^')).toBe(true);
    const seen: number[] = [];
    const test = HEADER.test.bind(HEADER);
    HEADER.test = (line: string) => (seen.push(line.length), test(line));
    try {
      const text = board + '\n'.repeat(100_000) + ' '.repeat(100_000) + '\n';
      expect(hasDealHeader(text)).toBe(false);
      // one try per line that is not blank, each on that line alone
      const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
      expect(seen).toEqual(lines.map((l) => l.length));
      expect(seen.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(text.length);
    } finally {
      delete (HEADER as { test?: unknown }).test;
    }
  });

  it('reads a title with a long run of blanks before its number, and titles in every spacing', () => {
    const r = parseDealText(`Citadel${' '.repeat(1_000_000)}#42\n`);
    expect(r).toMatchObject({ ok: true, value: { game: 'citadel', number: 42 } });
    for (const title of ['Citadel #42', 'Citadel#42', 'citadel   #   42', '  Citadel #42  ']) {
      expect(parseDealText(`${title}\n`), title).toMatchObject({ ok: true, value: { game: 'citadel', number: 42 } });
    }
    // a number of two words is no title: the line is read as a board line, which it is not
    expect(parseDealText('Citadel # 4 2\ngame: citadel\n')).toMatchObject({ ok: false, error: { code: 'unknown-card', line: 1 } });
    expect(parseDealText('Citadel #\ngame: citadel\n').ok).toBe(false);
  });
});
