import { type Card, NO_CARD, DECK_SIZE, SUITS, SUIT_LETTERS, RANK_LETTERS, cardToText, makeCard } from '../engine/cards';
import { type GameRules, namesFoundationPile, rowCount } from '../engine/games';
import { type Position, createPosition, foundationCount, foundationRankAt, pileBuildsDown } from '../engine/position';
import { type Result, ok, err } from '../engine/result';
import { type FormatError, formatError } from './errors';
import type { BoardSetup } from './board-read';

// The second half of reading a board: a raw setup becomes a Position of one game only when it has
// that game's rows and cells and every card of the deck exactly once (with more decks, every card
// exactly `decks` times). Text names faces, not decks: the k-th card of a face read in the cells,
// then the rows in order (nearest the foundations first), gets deck k's id, after the foundations.
// The foundations of one suit are interchangeable: they are kept in descending order of count, as
// the engine keeps them (position.ts), whatever order the text wrote them in.

type Seen = { line: number | null; where: 'foundation' | 'cell' | 'row' };

export function validateBoard(setup: BoardSetup, rules: GameRules): Result<Position, FormatError> {
  const rowsWanted = rowCount(rules);
  if (setup.rows.length !== rowsWanted) return err(rowCountError(setup, rules));
  const side = sidePileError(setup, rules);
  if (side) return err(side);
  // where the game has a reserve pile (Zerline), the Reserve line is that pile, bottom card first
  const reserveSetup = rules.reserveSize > 0 ? setup.cells.filter((c) => c.card !== NO_CARD) : [];
  const cells = placeCells(rules.reserveSize > 0 ? { ...setup, cells: [] } : setup, rules);
  if (!cells.ok) return cells;
  const base = readBase(setup, rules);
  if (!base.ok) return base;
  const anySuit = rules.foundationSuit === 'any';
  const counts = anySuit ? rankPileCounts(setup, rules, base.value) : suitPileCounts(setup, rules, base.value);
  if (!counts.ok) return counts;

  const decks = rules.decks;
  // per face, where each of its cards was seen: at most `decks`. Piles that ignore suit hold ranks,
  // not faces: their cards are counted by rank once the rows and cells are read (rankCountError).
  const seen: Seen[][] = Array.from({ length: DECK_SIZE }, () => []);
  for (let pile = 0; pile < counts.value.length && !anySuit; pile++) {
    for (let i = 1; i <= counts.value[pile]!; i++) {
      const rank = pileBuildsDown(rules, pile) ? 14 - i : foundationRankAt(base.value, i);
      seen[makeCard(pile % 4, rank)]!.push({ line: setup.foundationLine, where: 'foundation' });
    }
  }
  // the id a card read here gets: its face in the next deck not yet used by a row or cell
  const used = new Array<number>(DECK_SIZE).fill(0);
  const place = (card: Card, line: number, where: Seen['where']): Result<Card, FormatError> => {
    const before = seen[card]!;
    if (before.length >= decks) return err(duplicateError(card, line, before[0]!, setup, base.value, rules));
    before.push({ line, where });
    return ok(card + DECK_SIZE * used[card]!++);
  };
  const cellCards = cells.value.slice();
  for (let i = 0; i < cellCards.length; i++) {
    const c = setup.cells[i];
    if (c === undefined || c.card === NO_CARD) continue;
    const id = place(c.card, c.line, 'cell');
    if (!id.ok) return id;
    cellCards[i] = id.value;
  }
  const placeAll = (line: { readonly cards: readonly Card[]; readonly line: number } | null): Result<Card[], FormatError> => {
    const ids: Card[] = [];
    for (const card of line?.cards ?? []) {
      const id = place(card, line!.line, 'row');
      if (!id.ok) return id;
      ids.push(id.value);
    }
    return ok(ids);
  };
  const reserve = placeAll(reserveSetup.length === 0 ? null : { cards: reserveSetup.map((c) => c.card), line: reserveSetup[0]!.line });
  if (!reserve.ok) return reserve;
  const rows: Card[][] = [];
  for (const row of setup.rows) {
    const ids = placeAll(row);
    if (!ids.ok) return ids;
    rows.push(ids.value);
  }
  const stock = placeAll(setup.stock);
  if (!stock.ok) return stock;
  const waste = placeAll(setup.waste);
  if (!waste.ok) return waste;
  // the Stock line gives the next card to turn first; the engine keeps it last
  const sides = { stock: stock.value.reverse(), waste: waste.value, reserve: reserve.value };
  if (anySuit) {
    const wrong = rankCountError(setup, seen, counts.value, base.value, rules);
    if (wrong) return err(wrong);
    return ok(createPosition(rules, rows, counts.value, cellCards, base.value, sides));
  }
  const missing: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (seen[c]!.length < decks) missing.push(c);
  if (missing.length > 0) {
    const names = missing.map(cardToText);
    const each = decks === 1 ? '' : ` (${rules.name} has ${decks} of each card)`;
    const sentence =
      missing.length === 1
        ? `card ${names[0]} is missing${each}: it is on no row, in no free cell and on no foundation`
        : `cards ${names.join(', ')} are missing${each}: they are on no row, in no free cell and on no foundation`;
    return err(formatError('missing-card', rules.stock ? sentence.replace('in no free cell', 'in no pile') : sentence, { card: names[0]! }));
  }
  return ok(createPosition(rules, rows, counts.value, cellCards, base.value, sides));
}

/** The piles of a game whose foundations keep to suit: each suit's top card, as `H-5`. */
function suitPileCounts(setup: BoardSetup, rules: GameRules, base: number): Result<number[], FormatError> {
  if (setup.foundationRanks.length > 0) {
    return err(formatError('bad-foundation', `${rules.name}'s foundations are built in suit: write each one's suit and top card, such as H-5 or C-0`, lineOf(setup)));
  }
  const mentions = foundationMentionError(setup, rules);
  return mentions ? err(mentions) : foundationCounts(setup, rules, base);
}

/**
 * The piles of a game whose foundations ignore suit (Castle of Indolence): each pile's top rank
 * alone, as `5`, in any order; kept in descending order of count, as the engine keeps them. Where
 * rows feed given piles (Rittenhouse) each pile keeps its place: the text gives them in pile order,
 * and a pile that builds down from the King holds its top rank up to the King (`Q`: K and Q).
 */
function rankPileCounts(setup: BoardSetup, rules: GameRules, base: number): Result<number[], FormatError> {
  const at = lineOf(setup);
  if (setup.foundationMentions.some((n) => n > 0)) {
    return err(formatError('bad-foundation', `${rules.name}'s foundations ignore suit: write each one's top rank alone, such as 5 or 0 for an empty one`, at));
  }
  const piles = foundationCount(rules);
  if (setup.foundationRanks.length > piles) {
    return err(formatError('bad-foundation', `the board gives ${setup.foundationRanks.length} foundations, but ${rules.name} has ${piles}`, at));
  }
  const out = setup.foundationRanks.map((top, pile) => (top === 0 ? 0 : pileBuildsDown(rules, pile) ? 14 - top : ((top - base + 13) % 13) + 1));
  if (!rules.foundationWrap && setup.foundationRanks.some((top, pile) => top !== 0 && top < base && !pileBuildsDown(rules, pile))) {
    return err(formatError('bad-foundation', `a foundation's top is below the base ${RANK_LETTERS[base]}, and ${rules.name}'s foundations do not wrap`, at));
  }
  while (out.length < piles) out.push(0);
  return ok(rules.rowFeeds === null ? out.sort((a, b) => b - a) : out);
}

/**
 * Where foundations ignore suit, a pile of n cards holds one card of each rank up to its top, of
 * suits the text does not say: what can be checked is that each rank has all its cards, on the
 * rows, in the cells and on the piles together.
 */
function rankCountError(setup: BoardSetup, seen: readonly Seen[][], counts: readonly number[], base: number, rules: GameRules): FormatError | null {
  const total = 4 * rules.decks;
  for (let rank = 1; rank <= 13; rank++) {
    const offset = (rank - base + 13) % 13;
    const home = counts.filter((n, pile) => (pileBuildsDown(rules, pile) ? n > 0 && rank >= 14 - n : n > offset)).length;
    let out = 0;
    let short: Card = NO_CARD;
    for (let suit = 0; suit < 4; suit++) {
      const face = makeCard(suit, rank);
      out += seen[face]!.length;
      if (short === NO_CARD && seen[face]!.length < rules.decks) short = face;
    }
    if (out + home === total) continue;
    const counted = `${rules.name} has ${total} cards of rank ${RANK_LETTERS[rank]}, and the board has ${out} on the rows and cells and ${home} on the foundations`;
    if (out + home > total) return formatError('bad-foundation', `${counted}: a foundation holds one card of every rank up to its top`, lineOf(setup));
    return formatError('missing-card', `cards of rank ${RANK_LETTERS[rank]} are missing: ${counted}`, { card: cardToText(short) });
  }
  return null;
}

/** Where the Foundations line is, for its errors (none when the board had no such line). */
const lineOf = (setup: BoardSetup): { line?: number } => (setup.foundationLine === null ? {} : { line: setup.foundationLine });

/** A suit's foundation written more often than the game has foundations of that suit (one a deck). */
function foundationMentionError(setup: BoardSetup, rules: GameRules): FormatError | null {
  const at = setup.foundationLine === null ? {} : { line: setup.foundationLine };
  for (let s = 0; s < 4; s++) {
    const n = setup.foundationMentions[s]!;
    if (n <= rules.decks) continue;
    if (rules.decks === 1) return formatError('bad-foundation', `the ${SUIT_LETTERS[s]} foundation is given twice`, at);
    return formatError('bad-foundation', `the ${SUIT_LETTERS[s]} foundation is given ${n} times, but ${rules.name} has ${rules.decks} foundations of each suit`, at);
  }
  return null;
}

/**
 * The base the board gives, checked against the game: 1 (the Ace) where the foundations start from
 * the Ace; the `Base:` line's rank where the player chooses it, which every non-empty foundation needs,
 * and 0 (none yet) only while all are empty.
 */
function readBase(setup: BoardSetup, rules: GameRules): Result<number, FormatError> {
  const at = setup.baseLine === null ? {} : { line: setup.baseLine };
  const anyHome = setup.foundations.some((r) => r !== 0);
  if (rules.foundationBase === 'ace' || rules.foundationBase === 'king') {
    const fixed = rules.foundationBase === 'ace' ? 1 : 13;
    const from = fixed === 1 ? 'the Ace' : 'the King';
    if (setup.base !== null && setup.base !== fixed) return err(formatError('bad-foundation', `${rules.name}'s foundations start from ${from}, not from ${RANK_LETTERS[setup.base]}`, at));
    return ok(fixed);
  }
  const base = setup.base ?? 0;
  if (base === 0 && anyHome) {
    return err(formatError('bad-foundation', `${rules.name}'s foundations start from a rank the first card chose: a board with cards on them needs a "Base:" line, such as Base: 7`, at));
  }
  if (base !== 0 && !anyHome) {
    return err(formatError('bad-foundation', `the base ${RANK_LETTERS[base]} is set by the first foundation card, but every foundation is empty (write Base: - or leave the line out)`, at));
  }
  return ok(base);
}

/**
 * How many cards each foundation pile holds: from the base up to the top rank written (K to A where
 * they wrap); each suit's piles then in descending order of count, as the engine keeps them.
 */
function foundationCounts(setup: BoardSetup, rules: GameRules, base: number): Result<number[], FormatError> {
  const out: number[] = [];
  for (let pile = 0; pile < foundationCount(rules); pile++) {
    const top = setup.foundations[pile]!;
    if (pileBuildsDown(rules, pile)) {
      // a pile from the King down (Chequers' second pile of a suit) holds its top rank up to the King
      out.push(top === 0 ? 0 : 14 - top);
      continue;
    }
    if (top !== 0 && top < base && !rules.foundationWrap) {
      const at = setup.foundationLine === null ? {} : { line: setup.foundationLine };
      return err(formatError('bad-foundation', `the ${SUITS[pile % 4]} foundation's top ${RANK_LETTERS[top]} is below its base ${RANK_LETTERS[base]}, and ${rules.name}'s foundations do not wrap`, at));
    }
    out.push(top === 0 ? 0 : ((top - base + 13) % 13) + 1);
  }
  // where a move names the pile (Chequers) each keeps its place: the Ace piles, then the King piles
  if (namesFoundationPile(rules)) return ok(out);
  for (let s = 0; s < 4; s++) {
    const suit = out.filter((_, i) => i % 4 === s).sort((a, b) => b - a);
    suit.forEach((n, k) => (out[4 * k + s] = n));
  }
  return ok(out);
}

/** A Stock or Waste line in a game without a stock, or a reserve pile over its size, or null. */
function sidePileError(setup: BoardSetup, rules: GameRules): FormatError | null {
  for (const [pile, name] of [
    [setup.stock, 'Stock'],
    [setup.waste, 'Waste'],
  ] as const) {
    // Chequers' talon is written on a Talon line, which reads as the stock's
    if (pile !== null && name === 'Stock' && rules.talonRefills) continue;
    if (pile !== null && !rules.stock && pile.cards.length > 0) return formatError('bad-line', `${rules.name} has no stock and no waste, but the board has a ${name} line`, { line: pile.line });
  }
  const held = setup.cells.filter((c) => c.card !== NO_CARD);
  if (rules.reserveSize > 0 && held.length > rules.reserveSize) {
    const card = cardToText(held[rules.reserveSize]!.card);
    return formatError('bad-cell', `${rules.name}'s reserve holds at most ${rules.reserveSize} cards, but the board puts ${held.length} there`, { line: held[0]!.line, card });
  }
  return null;
}

function rowCountError(setup: BoardSetup, rules: GameRules): FormatError {
  const wanted = rowCount(rules);
  const got = setup.rows.length;
  const extra = setup.rows[wanted];
  if (extra) return formatError('wrong-row-count', `row ${wanted + 1} is one too many: ${rules.name} has ${wanted} rows (the board has ${got})`, { line: extra.line });
  return formatError('wrong-row-count', `the board has ${got} row${got === 1 ? '' : 's'} but ${rules.name} has ${wanted} (write an empty row as ":" alone)`);
}

/** The game's cells, in the slots the text gave them; a card in a slot the game lacks is an error. */
function placeCells(setup: BoardSetup, rules: GameRules): Result<Card[], FormatError> {
  const out: Card[] = Array.from({ length: rules.cells }, () => NO_CARD);
  for (let i = 0; i < setup.cells.length; i++) {
    const c = setup.cells[i]!;
    if (c.card === NO_CARD) continue;
    if (i >= rules.cells) {
      const name = cardToText(c.card);
      const kind = rules.cellKind === 'reserve' ? 'reserve' : 'free cell';
      const sentence =
        rules.cells === 0
          ? `${rules.name} has no free cells, but card ${name} is in one`
          : `${rules.name} has ${rules.cells} ${kind}${rules.cells === 1 ? '' : 's'}, but card ${name} is in ${kind === 'reserve' ? 'reserve' : 'cell'} ${i + 1}`;
      return err(formatError('bad-cell', sentence, { line: c.line, card: name }));
    }
    out[i] = c.card;
  }
  return ok(out);
}

function duplicateError(card: Card, line: number, first: Seen, setup: BoardSetup, base: number, rules: GameRules): FormatError {
  const name = cardToText(card);
  if (rules.decks > 1) {
    const at = first.line === null ? '' : ` (the first ${first.where === 'foundation' ? 'on a foundation' : `on line ${first.line}`})`;
    return formatError('duplicate-card', `card ${name} appears more than ${rules.decks} times${at}: ${rules.name} has ${rules.decks} of each card`, { line, card: name });
  }
  if (first.where === 'foundation') {
    const suit = Math.floor(card / 13);
    const top = `${SUIT_LETTERS[suit]}-${RANK_LETTERS[setup.foundations[suit]!]}`;
    const at = first.line === null ? '' : ` (line ${first.line})`;
    const from = base === 1 ? 'the Ace' : `its base ${RANK_LETTERS[base]}`;
    return formatError(
      'bad-foundation',
      `card ${name} is here, but the ${SUITS[suit]} foundation ${top}${at} already holds it: a foundation is a run from ${from}, so it holds every ${SUITS[suit]} card ${base === 1 ? '' : 'from there '}up to its top`,
      { line, card: name },
    );
  }
  const firstAt = first.line === line ? 'earlier on the same line' : `first on line ${first.line}`;
  return formatError('duplicate-card', `card ${name} appears twice (${firstAt})`, { line, card: name });
}
