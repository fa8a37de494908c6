import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ECHO_MAX, echo, escapeControl } from '../../../shared/formats/echo';
import { GAME_IDS, dealPosition } from '../../../shared/engine';
import { formatPosition, parseDealText, parsePosition } from '../../../shared/formats';

/** True when the text holds a character a terminal would act on instead of showing. */
// eslint-disable-next-line no-control-regex -- control characters are what this test looks for
const hasControl = (text: string): boolean => /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(text);

describe('echoing text back in an error', () => {
  it('escapes control characters, so an escape sequence from a file never reaches a terminal raw', () => {
    expect(escapeControl('\u001b[2J\u001b]0;owned\u0007')).toBe('\\x1b[2J\\x1b]0;owned\\x07');
    expect(escapeControl('a\tb\nc\rd\u0000e\u007f\u009b')).toBe('a\\tb\\nc\\rd\\x00e\\x7f\\x9b');
    // bidi overrides and isolates reorder what is shown; line separators break the line
    expect(escapeControl('abc\u202edcba\u2066\u2028')).toBe('abc\\u202edcba\\u2066\\u2028');
    expect(escapeControl('plain 7♠ text, Kiswahili na Svenska: åäö')).toBe('plain 7♠ text, Kiswahili na Svenska: åäö');
  });

  it('quotes at most 80 characters, then an ellipsis', () => {
    expect(echo('KS')).toBe('KS');
    expect(echo('x'.repeat(ECHO_MAX))).toBe('x'.repeat(80));
    expect(echo('x'.repeat(81))).toBe('x'.repeat(80) + '…');
    // an escape is never cut in half, nor a character outside the BMP
    expect(echo('x'.repeat(78) + '\u001b')).toBe('x'.repeat(78) + '…');
    expect(echo('🂡'.repeat(100))).toBe('🂡'.repeat(80) + '…');
  });

  it('never lets a control character or more than 81 characters through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const shown = echo(text);
        expect(hasControl(shown)).toBe(false);
        expect([...shown].length).toBeLessThanOrEqual(ECHO_MAX + 1);
        if ([...text].length <= 20 && !hasControl(text)) expect(shown).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts a 10 MB junk line in a board or a deal to a short error', () => {
    const junk = '\u001b[31m' + 'Z'.repeat(10 * 1024 * 1024);
    const board = formatPosition(dealPosition('citadel', 1));
    for (const text of [`${board}\n${junk}`, `${board}\n: ${junk}`, `${board}\nx:${junk} y`, `Foundations: ${junk}\n`, `Freecells: ${junk}\n`]) {
      const r = parsePosition(text, 'citadel');
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.message.length, r.error.message.slice(0, 100)).toBeLessThan(250);
      expect(r.error.message).toContain('\\x1b[31mZZZ');
      expect(r.error.message).toContain('…');
      expect(hasControl(r.error.message)).toBe(false);
    }
    for (const text of [`game: ${junk}\n`, `game: citadel\ndeal: ${junk}\n`]) {
      const r = parseDealText(text);
      expect(r.ok).toBe(false);
      // the message lists the games a deal may name; the junk itself is cut to the echo's length
      if (!r.ok) expect(r.error.message.length).toBeLessThan(250 + GAME_IDS.join(', ').length);
    }
  });
});
