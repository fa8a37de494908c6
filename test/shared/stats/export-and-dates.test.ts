import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, csvField, daysInMonth, exportResults, isLocalDate, isoWeekday, nameForType, resultsToCsv, resultsToJson } from '../../../shared/stats';
import { arbResults, result } from './fixtures';

/** A small RFC 4180 reader, to check the writer round-trips. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes only fields that need it, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises a cell a spreadsheet would run as a formula (CSV injection): a quote first, quoted as needed', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvField('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    // a plain number stays a number, minus sign and all; text with = elsewhere is no formula
    expect(csvField('-5')).toBe('-5');
    expect(csvField('-1.5')).toBe('-1.5');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('')).toBe('');
  });

  it('never writes a cell that reads back as a formula, and reads back every other cell as it was', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('=', '+', '-', '@', '\t', '\r').chain((c) => fc.string().map((s) => c + s))), (value) => {
        const [cell] = readCsv(csvField(value) + '\r\n')[0]!;
        const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
        expect(cell).toBe(formula ? `'${value}` : value);
        if (/^[=+\-@\t\r]/.test(cell!)) expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a header and one CRLF line per game', () => {
    const csv = resultsToCsv([
      result({ finishedAt: '2026-01-02T03:04:05.000Z', deal: null, daily: '2026-01-02', won: true, score: 1700 }),
    ]);
    expect(csv).toBe(
      'game,deal,daily,won,score,seconds,moves,finishedAt\r\n' +
        'beleaguered-castle,,2026-01-02,true,1700,100,50,2026-01-02T03:04:05.000Z\r\n',
    );
  });

  it('reads back to the same fields, for any results', () => {
    fc.assert(
      fc.property(arbResults, (rs) => {
        const rows = readCsv(resultsToCsv(rs));
        expect(rows).toHaveLength(rs.length + 1);
        rs.forEach((r, i) => {
          expect(rows[i + 1]).toEqual([r.game, r.deal === null ? '' : String(r.deal), r.daily ?? '', String(r.won), String(r.score), String(r.seconds), String(r.moves), r.finishedAt]);
        });
      }),
    );
  });
});

describe('JSON export', () => {
  it('round-trips the results under a format name', () => {
    fc.assert(
      fc.property(arbResults, (rs) => {
        expect(JSON.parse(resultsToJson(rs))).toEqual({ format: 'beleaguered-castle-results', version: 1, results: rs });
      }),
    );
  });

  it('gives a file name or path the extension of its type', () => {
    expect(nameForType('stats.csv', 'application/json')).toBe('stats.json');
    expect(nameForType('stats.json', 'text/csv')).toBe('stats.csv');
    expect(nameForType('STATS.JSON', 'application/json')).toBe('STATS.JSON');
    expect(nameForType('results', 'application/json')).toBe('results.json');
    expect(nameForType('my.stats', 'text/csv')).toBe('my.stats.csv');
    expect(nameForType('stats.', 'text/csv')).toBe('stats.csv');
    expect(nameForType('/home/a.b/results', 'text/csv')).toBe('/home/a.b/results.csv');
    expect(nameForType('C:\\Users\\a.b\\stats.csv', 'application/json')).toBe('C:\\Users\\a.b\\stats.json');
    expect(nameForType('/home/p/.csv', 'application/json')).toBe('/home/p/.json');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('application/json' as const, 'text/csv' as const), (name, type) => {
        const named = nameForType(name, type);
        expect(named.toLowerCase().endsWith(type === 'text/csv' ? '.csv' : '.json')).toBe(true);
        expect(nameForType(named, type)).toBe(named);
      }),
    );
  });

  it('names the file after today and the kind', () => {
    expect(exportResults([], 'csv', '2026-11-30')).toMatchObject({ fileName: 'castle-results-2026-11-30.csv', mimeType: 'text/csv' });
    expect(exportResults([], 'json', '../../etc')).toMatchObject({ fileName: 'castle-results.json' });
  });
});

describe('local dates', () => {
  it('knows real dates', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-01')).toBe(false);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('steps over months and years, and names weekdays from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-30')).toBe(0); // a Monday
    expect(isoWeekday('2026-11-29')).toBe(6);
  });

  it('adding and taking away the same days is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: -800, max: 800 }), (start, n) => {
        const d = addDays('1990-01-01', start);
        expect(isLocalDate(d)).toBe(true);
        expect(addDays(addDays(d, n), -n)).toBe(d);
      }),
    );
  });
});
