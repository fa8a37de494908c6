// Text from a file or a command line, quoted back in an error: never whole (a 10 MB junk line stays
// out of the message) and never raw (an escape sequence from a file must not reach a terminal).

/** The most characters of someone's text an error quotes back. */
export const ECHO_MAX = 80;

const NAMED: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * C0 and C1 controls, DEL, and the characters that reorder or break a line on screen: bidi marks,
 * overrides and isolates (a "Trojan Source" line reads differently from what it holds), and U+2028/9.
 */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function escapeChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (!isControl(code)) return ch;
  return NAMED[ch] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** The text with every control character written as an escape (`\x1b`, `\n`, `\u202e`). */
export function escapeControl(text: string): string {
  let out = '';
  for (const ch of text) out += escapeChar(ch);
  return out;
}

/**
 * The text as an error may quote it: controls escaped, at most `max` characters of the escaped form,
 * then `…` when it was longer. Reads only as far as it quotes, so a 10 MB line costs what 80 do.
 */
export function echo(text: string, max = ECHO_MAX): string {
  let out = '';
  let length = 0;
  for (const ch of text) {
    const shown = escapeChar(ch);
    // counted in characters (one per code point); whole escapes only, so a cut never leaves half of
    // `\x1b` nor half of a surrogate pair
    const size = shown === ch ? 1 : shown.length;
    if (length + size > max) return out + '…';
    out += shown;
    length += size;
  }
  return out;
}
