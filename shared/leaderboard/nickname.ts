import { type Result, ok, err } from '../engine/result';

// Nicknames: what a board shows of a player. Compared after Unicode NFC, 1 to 24 characters (code
// points), no control characters and none of the bidirectional controls that could make a name read
// as another on the board; unique case-insensitively through a folded key kept beside the name.

export const NICKNAME_MAX = 24;
// C0/C1 controls, and the bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F,
// U+202A-U+202E, U+2066-U+2069).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export interface Nickname {
  readonly name: string;
  /** What uniqueness is decided on. */
  readonly key: string;
}

export function checkNickname(raw: string): Result<Nickname, string> {
  const name = raw.normalize('NFC').trim();
  const length = [...name].length;
  if (length === 0) return err('the nickname is empty');
  if (length > NICKNAME_MAX) return err(`the nickname has ${length} characters; at most ${NICKNAME_MAX} are allowed`);
  const bad = FORBIDDEN.exec(name);
  if (bad) return err(`the nickname holds the control character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return ok({ name, key: foldNickname(name) });
}

/** Case folding close to Unicode's full folding: upper then lower maps ß and SS, Σ and σ/ς alike. */
export function foldNickname(name: string): string {
  return name.toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Why a nickname as kept in the settings is refused, or null: the server's rule, and already in the
 * form the server stores (NFC, no spaces around it), so the name the player sees is the one sent.
 */
export function nicknameProblem(raw: string): string | null {
  const checked = checkNickname(raw);
  if (!checked.ok) return checked.error;
  return checked.value.name === raw ? null : 'the nickname has spaces around it or is not in Unicode NFC';
}
