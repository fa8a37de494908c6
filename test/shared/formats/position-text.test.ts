import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, GAMES, GameRecord, dealPosition, legalMoves, positionsEqual, countCards, clonePosition, cardToText, type Position } from '../../../shared/engine';
import { formatPosition, parsePosition, FORMAT_ERROR_CODES, type FormatError } from '../../../shared/formats';

function parseOk(text: string, game: Parameters<typeof parsePosition>[1]): Position {
  const r = parsePosition(text, game);
  if (!r.ok) throw new Error(`expected a position, got: ${r.error.message}`);
  return r.value;
}
function parseErr(text: string, game: Parameters<typeof parsePosition>[1]): FormatError {
  const r = parsePosition(text, game);
  if (r.ok) throw new Error('expected an error, got a position');
  return r.error;
}

/** A position some way into a game, so cells and foundations hold cards. */
function played(game: (typeof GAME_IDS)[number], number: number, moves: number): Position {
  const r = GameRecord.fromDeal(game, number);
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(r.position);
    if (legal.length === 0) break;
    r.play(legal[(i * 7 + number) % legal.length]!);
  }
  return r.position;
}

const CITADEL_1 = `Foundations: H-2 C-4 D-2 S-3
: 5S 3H 3D KC 6C JS
: JH 6S TD 7C 6H
: 6D 8C 5C 9H 4H
: TS 8D 7S 7D 7H KH
: KD QS 9S QC QH 4D
: JD TC 4S 5D
: 9D 5H 8H KS TH JC
: QD 8S 9C`;

describe('board text: export', () => {
  it('writes the solvers\' format: foundations for every suit, then one line per row, exposed card last', () => {
    expect(formatPosition(dealPosition('citadel', 1))).toBe(CITADEL_1);
  });
  it('writes a Freecells line for games with cells only, - for an empty cell, and : alone for an empty row', () => {
    const p = clonePosition(dealPosition('siegecraft', 2));
    const row0 = p.rows[0]!.splice(0);
    p.cells[0] = row0.pop()!;
    p.rows[1]!.push(...row0);
    const text = formatPosition(p);
    expect(text.split('\n').slice(0, 3)).toEqual(['Foundations: H-A C-A D-A S-A', `Freecells: ${cardToText(p.cells[0]!)}`, ':']);
    expect(positionsEqual(parseOk(text, 'siegecraft'), p)).toBe(true);
    expect(formatPosition(dealPosition('fastness', 0)).split('\n')[1]).toBe('Freecells: - -');
    expect(formatPosition(dealPosition('fortress', 0))).not.toContain('Freecells');
  });
});

describe('board text: round trip', () => {
  it.each(GAME_IDS)('%s: deals and positions in play read back to the same position and the same text', (game) => {
    for (const [n, moves] of [[0, 0], [1, 0], [42, 25], [4294967295, 60], [7, 120]] as const) {
      const p = played(game, n, moves);
      const text = formatPosition(p);
      const back = parseOk(text, game);
      expect(positionsEqual(back, p)).toBe(true);
      expect(formatPosition(back)).toBe(text);
      expect(positionsEqual(parseOk(text, GAMES[game]), p)).toBe(true);
    }
  });
});

describe('board text: lenient import', () => {
  const p = dealPosition('citadel', 1);
  it('accepts rows without the ": " prefix, 10 for T, lower case, CRLF and blank lines', () => {
    const loose = '\r\n' + CITADEL_1.replace(/^: /gm, '').replace(/T/g, '10').toLowerCase().replace(/\n/g, '\r\n\r\n') + '\r\n';
    expect(positionsEqual(parseOk(loose, 'citadel'), p)).toBe(true);
  });
  it('reads a missing Freecells line as empty cells, and spare empty cells (solvers print four) as nothing', () => {
    const text = formatPosition(dealPosition('masterpiece', 3));
    const without = text.replace('Freecells: -\n', '');
    expect(positionsEqual(parseOk(without, 'masterpiece'), dealPosition('masterpiece', 3))).toBe(true);
    const four = text.replace('Freecells: -', 'Freecells: - - - -');
    expect(positionsEqual(parseOk(four, 'masterpiece'), dealPosition('masterpiece', 3))).toBe(true);
    const castle = 'Freecells: - - - -\n' + formatPosition(dealPosition('beleaguered-castle', 3));
    expect(positionsEqual(parseOk(castle, 'beleaguered-castle'), dealPosition('beleaguered-castle', 3))).toBe(true);
  });
  it('reads a missing Foundations line as empty foundations', () => {
    const text = formatPosition(dealPosition('fortress', 5));
    expect(positionsEqual(parseOk(text.split('\n').slice(1).join('\n'), 'fortress'), dealPosition('fortress', 5))).toBe(true);
  });
  it('accepts the foundation suits in any order', () => {
    const text = CITADEL_1.replace('Foundations: H-2 C-4 D-2 S-3', 'Foundations: S-3 D-2 C-4 H-2');
    expect(positionsEqual(parseOk(text, 'citadel'), p)).toBe(true);
  });
});

describe('board text: bad input is an error naming the line and the card', () => {
  it('a duplicate card', () => {
    const e = parseErr(CITADEL_1.replace('KS', 'QS'), 'citadel');
    expect(e).toEqual({ code: 'duplicate-card', message: 'line 8: card QS appears twice (first on line 6)', line: 8, card: 'QS' });
    const same = parseErr(CITADEL_1.replace('5S 3H', '5S 5S'), 'citadel');
    expect(same.message).toBe('line 2: card 5S appears twice (earlier on the same line)');
  });
  it('a missing card, or several', () => {
    expect(parseErr(CITADEL_1.replace(' 9C', ''), 'citadel')).toEqual({
      code: 'missing-card',
      message: 'card 9C is missing: it is on no row, in no free cell and on no foundation',
      card: '9C',
    });
    const two = parseErr(CITADEL_1.replace(' 8S 9C', ''), 'citadel');
    expect(two.code).toBe('missing-card');
    expect(two.message).toBe('cards 9C, 8S are missing: they are on no row, in no free cell and on no foundation');
  });
  it('an unknown card', () => {
    const e = parseErr(CITADEL_1.replace('KS', 'KX'), 'citadel');
    expect(e.code).toBe('unknown-card');
    expect(e.line).toBe(8);
    expect(e.card).toBe('KX');
    expect(e.message).toMatch(/^line 8: KX is not a card/);
    expect(parseErr(CITADEL_1.replace('KS', '1S'), 'citadel').card).toBe('1S');
    expect(parseErr(CITADEL_1.replace('KS', '11S'), 'citadel').code).toBe('unknown-card');
  });
  it('the wrong number of rows', () => {
    const fewer = parseErr(CITADEL_1.split('\n').slice(0, 8).join('\n'), 'citadel');
    expect(fewer.code).toBe('wrong-row-count');
    expect(fewer.message).toBe('the board has 7 rows but Citadel has 8 (write an empty row as ":" alone)');
    const more = parseErr(CITADEL_1 + '\n:', 'citadel');
    expect(more).toMatchObject({ code: 'wrong-row-count', line: 10 });
    expect(more.message).toBe('line 10: row 9 is one too many: Citadel has 8 rows (the board has 9)');
    expect(parseErr(CITADEL_1, 'fortress').code).toBe('wrong-row-count');
  });
  it('a foundation that is not a run from the Ace', () => {
    const e = parseErr(CITADEL_1.replace('C-4', 'C-5'), 'citadel');
    expect(e.code).toBe('bad-foundation');
    expect(e.card).toBe('5C');
    expect(e.line).toBe(4);
    expect(e.message).toContain('the clubs foundation C-5 (line 1) already holds it: a foundation is a run from the Ace');
    // a foundation above a card that is still on a row
    const gap = parseErr(CITADEL_1.replace('H-2', 'H-3'), 'citadel');
    expect(gap).toMatchObject({ code: 'bad-foundation', card: '3H', line: 2 });
  });
  it('a foundation that is not a suit and a rank', () => {
    for (const bad of ['H-X', 'H-1', 'X-A', 'HA', 'H-']) {
      const e = parseErr(CITADEL_1.replace('H-2', bad), 'citadel');
      expect(e).toMatchObject({ code: 'bad-foundation', line: 1, card: bad });
    }
    expect(parseErr(CITADEL_1.replace('S-3', 'H-3'), 'citadel')).toMatchObject({ code: 'bad-foundation', line: 1 });
  });
  it('a card in a free cell the game does not have, or a cell that is not a card', () => {
    const castle = formatPosition(dealPosition('beleaguered-castle', 1)).replace(' 2H', '');
    const e = parseErr('Freecells: 2H\n' + castle, 'beleaguered-castle');
    expect(e).toEqual({ code: 'bad-cell', message: 'line 1: Beleaguered Castle has no free cells, but card 2H is in one', line: 1, card: '2H' });
    const master = formatPosition(dealPosition('masterpiece', 1));
    const two = master.replace(/ 5S(?=\s|$)/, '').replace('Freecells: -', 'Freecells: - 5S');
    expect(parseErr(two, 'masterpiece')).toMatchObject({ code: 'bad-cell', card: '5S', message: 'line 2: Masterpiece has 1 free cell, but card 5S is in cell 2' });
    expect(parseErr(master.replace('Freecells: -', 'Freecells: ZZ'), 'masterpiece')).toMatchObject({ code: 'unknown-card', line: 2, card: 'ZZ' });
  });
  it('a line that is no board line, and headers given twice', () => {
    expect(parseErr('Deal: 42\n' + CITADEL_1, 'citadel')).toMatchObject({ code: 'bad-line', line: 1 });
    expect(parseErr(CITADEL_1 + '\nFoundations: H-0', 'citadel')).toMatchObject({ code: 'bad-line', line: 10 });
    expect(parseErr('Freecells: -\nFreecells: -\n' + CITADEL_1, 'citadel')).toMatchObject({ code: 'bad-line', line: 2 });
  });
  it('an unknown game', () => {
    expect(parseErr(CITADEL_1, 'klondike' as never)).toMatchObject({ code: 'unknown-game' });
  });
  it('empty text', () => {
    expect(parseErr('', 'citadel').code).toBe('wrong-row-count');
  });
});

describe('board text: import never throws', () => {
  const codes = new Set<string>(FORMAT_ERROR_CODES);
  const check = (text: string, game: (typeof GAME_IDS)[number]) => {
    const r = parsePosition(text, game);
    if (r.ok) {
      expect(countCards(r.value).every((k) => k === r.value.rules.decks)).toBe(true);
      expect(r.value.rows).toHaveLength(GAMES[game].rowLengths.length);
    } else {
      expect(codes.has(r.error.code)).toBe(true);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  };
  it('on any string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.constantFrom(...GAME_IDS), (s, g) => check(s, g)), { numRuns: 500 });
  });
  it('on valid boards with tokens dropped, repeated or swapped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('drop', 'repeat', 'swap', 'newline')), { maxLength: 4 }), (g, n, edits) => {
        const tokens = formatPosition(dealPosition(g, n)).split(/( |\n)/);
        for (const [i, j, kind] of edits) {
          const a = i % tokens.length;
          const b = j % tokens.length;
          if (kind === 'drop') tokens.splice(a, 1);
          else if (kind === 'repeat') tokens.splice(a, 0, tokens[b]!);
          else if (kind === 'newline') tokens.splice(a, 0, '\n');
          else [tokens[a], tokens[b]] = [tokens[b]!, tokens[a]!];
        }
        check(tokens.join(''), g);
      }),
      { numRuns: 400 },
    );
  });
});
