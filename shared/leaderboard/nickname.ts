import { type Result, ok, err } from '../engine/result';

// Nicknames: what a board shows of a player, so a name must be what it looks like. It is taken in
// Unicode NFKC (fullwidth `ＡＤＡ` is `ADA`, a ligature its letters), 1 to 24 code points, spaces
// only as single U+0020 between other characters. Refused: malformed UTF-16 (a lone surrogate),
// every code point that shows nothing or changes how others show (default-ignorable ones such as
// U+200B, U+200D, U+2060, U+00AD, U+3164, tag characters; format and control characters, bidi
// controls among them; line and paragraph separators; other spaces; U+2800; private-use and
// unassigned code points), a combining mark with nothing to sit on or more than MAX_MARKS in a row,
// and a name with no visible letter or digit. Names that look alike (Cyrillic `Аda` and `Ada`) are
// told apart on the server by their confusable skeleton (server/nickname.ts); the app checks this
// rule before it sends a name.

export const NICKNAME_MAX = 24;
/** Combining marks in a row at most: enough for any language's letters, not for a tower of them. */
export const MAX_MARKS = 3;

const LONE_SURROGATE = /[\ud800-\udfff]/u;
// invisible or layout-changing: default-ignorable, control, format, separators, private use, unassigned
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\u2800]/u;
const OTHER_SPACE = /(?! )\p{White_Space}/u;
const MARKS = new RegExp(`(^|\\s)\\p{M}|\\p{M}{${MAX_MARKS + 1}}`, 'u');
const VISIBLE = /[\p{L}\p{N}]/u;

export interface Nickname {
  readonly name: string;
  /** What uniqueness is decided on here (case folded); the server adds the confusable skeleton. */
  readonly key: string;
}

const hex = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export function checkNickname(raw: string): Result<Nickname, string> {
  if (LONE_SURROGATE.test(raw)) return err('the nickname is not well-formed text (a lone UTF-16 surrogate)');
  // only ordinary spaces are trimmed: any other invisible character at either end is refused below
  const name = raw.normalize('NFKC').replace(/^ +| +$/g, '');
  const length = [...name].length;
  if (length === 0) return err('the nickname is empty');
  if (length > NICKNAME_MAX) return err(`the nickname has ${length} characters; at most ${NICKNAME_MAX} are allowed`);
  const hidden = INVISIBLE.exec(name);
  if (hidden) return err(`the nickname holds ${hex(hidden[0])}, a character that shows nothing or changes how others show`);
  const space = OTHER_SPACE.exec(name);
  if (space) return err(`the nickname holds the space ${hex(space[0])}: use an ordinary space`);
  if (name.includes('  ')) return err('the nickname has two spaces in a row');
  if (MARKS.test(name)) return err(`the nickname has a combining mark without a letter, or more than ${MAX_MARKS} in a row`);
  if (!VISIBLE.test(name)) return err('the nickname needs at least one letter or digit');
  return ok({ name, key: foldNickname(name) });
}

/** Case folding close to Unicode's full folding: upper then lower maps ß and SS, Σ and σ/ς alike. */
export function foldNickname(name: string): string {
  return name.toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Why a nickname as kept in the settings is refused, or null: the server's rule, and already in the
 * form the server stores (NFKC, no spaces around it), so the name the player sees is the one sent.
 */
export function nicknameProblem(raw: string): string | null {
  const checked = checkNickname(raw);
  if (!checked.ok) return checked.error;
  return checked.value.name === raw ? null : 'the nickname has spaces around it or is not in Unicode NFKC';
}
