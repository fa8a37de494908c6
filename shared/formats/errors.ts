// Every import of text or JSON answers with a FormatError value instead of throwing: the code is for
// programs, the message is a full sentence for people, naming the line and the card where it can.

export const FORMAT_ERROR_CODES = [
  'duplicate-card',
  'missing-card',
  'unknown-card',
  'wrong-row-count',
  'bad-foundation',
  'bad-cell',
  'bad-line',
  'bad-move',
  'illegal-move',
  'bad-json',
  'bad-field',
  'bad-format-version',
  'unknown-game',
  'bad-deal-number',
  'bad-elapsed',
  'bad-daily',
  'deal-mismatch',
] as const;
export type FormatErrorCode = (typeof FORMAT_ERROR_CODES)[number];

export interface FormatError {
  readonly code: FormatErrorCode;
  /** A full English sentence, e.g. `line 4: card 7S appears twice (first on line 2)`. */
  readonly message: string;
  /** 1-based line of the text where the problem is, when there is one. */
  readonly line?: number;
  /** The card concerned, in the board notation (`7S`), or the token that is not a card. */
  readonly card?: string;
}

/** Builds a FormatError whose message starts with `line N: ` when a line is known. */
export function formatError(code: FormatErrorCode, sentence: string, where: { line?: number; card?: string } = {}): FormatError {
  const message = where.line !== undefined ? `line ${where.line}: ${sentence}` : sentence;
  const error: { code: FormatErrorCode; message: string; line?: number; card?: string } = { code, message };
  if (where.line !== undefined) error.line = where.line;
  if (where.card !== undefined) error.card = where.card;
  return error;
}
