/** A piece of help text: a heading and its paragraphs, plain text (the view decides the markup). */
export interface HelpSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The rule sentences that differ between the games; each game's rules are a list of these. */
export const RULE_FRAGMENTS = [
  'dealCastle',
  'dealStreets',
  'dealCitadel',
  'dealFortress',
  'dealMasterpiece',
  'buildDownAnySuit',
  'buildInSuit',
  'buildMainInSuit',
  'emptyAny',
  'emptyMainAny',
  'emptyKing',
  'oneCell',
  'twoCells',
  'masterpieceCell',
] as const;
export type RuleFragment = (typeof RULE_FRAGMENTS)[number];

/** The help text of one language. */
export interface HelpText {
  /** The rules every game shares. */
  readonly common: readonly string[];
  readonly fragments: Readonly<Record<RuleFragment, string>>;
  readonly scoring: readonly string[];
  /** The tips of the Swahili source text. */
  readonly tips: readonly string[];
}
