// Cards are small integers so that positions, moves and records stay cheap:
// card = deck * 52 + suit * 13 + (rank - 1), 0..207 (up to four decks; one-deck games use 0..51, so
// their ids are the same as before there were more decks). Suits follow the solver notation order H C D S.
// Two cards of different decks with the same rank and suit are the same face: rules, hashes and text
// read the face (rank, suit); only the table and the records tell the ids apart.

export const SUITS = ['hearts', 'clubs', 'diamonds', 'spades'] as const;
export type Suit = 0 | 1 | 2 | 3;
export type SuitName = (typeof SUITS)[number];
export const SUIT_LETTERS = ['H', 'C', 'D', 'S'] as const;
export const SUIT_SYMBOLS = ['♥', '♣', '♦', '♠'] as const;

/** Rank letters indexed by rank (1 = Ace ... 13 = King); index 0 is "no card" in foundations. */
export const RANK_LETTERS = ['0', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'] as const;
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** A card id, 0..207. */
export type Card = number;
export const NO_CARD = -1;
/** Cards in one deck (and the number of distinct faces). */
export const DECK_SIZE = 52;
export const MAX_DECKS = 4;
/** Card ids of the largest game: four decks. */
export const MAX_CARDS = DECK_SIZE * MAX_DECKS;
export const KING = 13;
export const ACE = 1;

// Lookup tables: the move generator reads these millions of times a second.
export const RANK_OF: readonly number[] = Array.from({ length: MAX_CARDS }, (_, c) => (c % 13) + 1);
export const SUIT_OF: readonly number[] = Array.from({ length: MAX_CARDS }, (_, c) => Math.floor(c / 13) % 4);

/** The card of `suit` and `rank` in deck `deck` (0 = the first deck). */
export const makeCard = (suit: number, rank: number, deck = 0): Card => deck * DECK_SIZE + suit * 13 + rank - 1;
/** Which deck a card id belongs to (0 = the first). */
/** A card's face: the first deck's id of the same rank and suit (what rules and hashes compare). */
export const faceOf = (c: Card): Card => c % DECK_SIZE;
export const isRed = (c: Card): boolean => SUIT_OF[c] === 0 || SUIT_OF[c] === 2;

/** `7S`, `TD`, `AH`: the notation of the standard solvers. */
export function cardToText(c: Card): string {
  return RANK_LETTERS[RANK_OF[c]!]! + SUIT_LETTERS[SUIT_OF[c]!]!;
}

/** `7♠`, `10♦`, `Q♥`: the card as its corner index shows it, the same in every language. */
export function cardIndexText(c: Card): string {
  const rank = RANK_OF[c]!;
  return (rank === 10 ? '10' : RANK_LETTERS[rank]!) + SUIT_SYMBOLS[SUIT_OF[c]!]!;
}

/** `7 of spades`, `Ace of hearts`, `10 of diamonds`: the accessible name. */
export function cardName(c: Card): string {
  return `${RANK_NAMES[RANK_OF[c]!]} of ${SUITS[SUIT_OF[c]!]}`;
}

/** Reads a rank token: A 2-9 T J Q K, and 10 too. Returns 0 when unknown. */
export function parseRank(token: string): number {
  const t = token.toUpperCase();
  if (t === '10') return 10;
  const i = RANK_LETTERS.indexOf(t as (typeof RANK_LETTERS)[number]);
  return i >= 1 ? i : 0;
}

/** Reads `7S`, `10d`, `ah`. Returns NO_CARD when it is not a card. */
export function parseCard(text: string): Card {
  const m = /^(10|[A2-9TJQK])([HCDS])$/i.exec(text.trim());
  if (!m) return NO_CARD;
  const suit = SUIT_LETTERS.indexOf(m[2]!.toUpperCase() as (typeof SUIT_LETTERS)[number]);
  return makeCard(suit, parseRank(m[1]!));
}
