import { type Move, ANY_DOWN_FOUNDATION, ANY_FOUNDATION, CELL_BASE, STOCK, WASTE, RESERVE, pileNamed, applyMove, checkMove, isCellPile, isFoundationPile, isRowPile, makeMove, moveCard, moveFrom, moveTo, nextCompulsoryMove } from '../../engine/moves';
import { type CardPlace, type Position, clonePosition, findCard, isWon } from '../../engine/position';
import { type Card, NO_CARD } from '../../engine/cards';
import { rowsInterchangeable } from '../spaces/engine-hash';

// After a player leaves a winning line by one move, the rest of the line often still wins: the move
// touched cards the line needs only later, or put a card where the line puts it anyway. This plays the
// rest of the line after that move, each move naming its card and where it goes by the cards, not by
// the piles' numbers: the card is taken from wherever it lies now, and goes onto the card the line
// puts it on (or to an empty row, a free cell, home). Every move is checked by the engine and the end
// must be won, so a success proves the move kept the game winnable, for the price of a replay instead
// of a search (difficulty.ts asks it before the solver). A failure proves nothing.

/** Compulsory moves played between two moves of the line at the most (more than any game's cards). */
const MAX_FORCED = 512;
/** The line's move passed: its card already lies where the line sends it. */
const PASS = -2;
/** The line's move waits for the top card of row r to go: BLOCKED - r. */
const BLOCKED = -3;
/** Cards put out of the way at the most, over one line. */
const MAX_REPAIRS = 8;

/**
 * The moves that win from `after` (`before` with one move other than the line's played), made from
 * `rest`, the rest of a winning line from `before`, as the file comment says, with compulsory moves
 * played when they are due; null when the line does not carry over. Neither position is changed.
 */
export function transplantLine(before: Readonly<Position>, after: Readonly<Position>, rest: readonly Move[]): Move[] | null {
  return carryOver(clonePosition(before as Position), clonePosition(after as Position), rest, true);
}

/** Whether `rest` carries over after `move` is played in `before` (`transplantLine`): a proof that the
 * move keeps the game winnable. It stops as soon as the two positions are the same again: from there
 * the line itself wins. Past `maxSteps` of the line with the positions still apart it gives up (false:
 * no proof either way). `before` is left as it was. */
export function lineStillWins(before: Readonly<Position>, move: Move, rest: readonly Move[], maxSteps = Infinity): boolean {
  const after = clonePosition(before as Position);
  applyMove(after, move);
  return carryOver(clonePosition(before as Position), after, rest, false, maxSteps) !== null;
}

/** Line steps between two looks at whether the player's position has come back to the line's. */
const SAME_EVERY = 32;

/** transplantLine's work on positions of its own (`ref` the line's, `p` the player's); without
 * `wantLine` it answers [] for a win once the positions are the same. */
function carryOver(ref: Position, p: Position, rest: readonly Move[], wantLine: boolean, maxSteps = Infinity): Move[] | null {
  const played: Move[] = [];
  const play = (m: Move): void => {
    applyMove(p, m);
    played.push(m);
  };
  let forced = 0;
  let repairs = 0;
  for (let i = 0; i < rest.length; ) {
    if (!wantLine && i % SAME_EVERY === 0 && i > 0 && samePiles(ref, p)) return played;
    if (i >= maxSteps) return null;
    const line = rest[i]!;
    // a line may leave compulsory moves out (the engine plays them): play them on its own position too
    for (let due = nextCompulsoryMove(ref); due >= 0 && due !== line && ++forced <= MAX_FORCED; due = nextCompulsoryMove(ref)) applyMove(ref, due);
    const m = transplanted(ref, p, line);
    if (m === PASS || (m >= 0 && checkMove(p, m).ok)) {
      if (m !== PASS) play(m);
      applyMove(ref, line);
      i++;
      continue;
    }
    // a compulsory move may be due sooner than on the line (the player's move exposed its card)
    const due = nextCompulsoryMove(p);
    if (due >= 0) {
      if (++forced > MAX_FORCED) return null;
      play(due);
      continue;
    }
    // the player's move may lie on a card the line needs: put it out of the way, once in a while
    const aside = m <= BLOCKED ? moveAside(p, BLOCKED - m) : -1;
    if (aside < 0 || ++repairs > MAX_REPAIRS) return null;
    play(aside);
  }
  for (let due = nextCompulsoryMove(p); due >= 0 && ++forced <= MAX_FORCED; due = nextCompulsoryMove(p)) play(due);
  return isWon(p) ? played : null;
}

/** The line's move `m` (legal in `ref`) as `p` can play it; PASS; BLOCKED - r when the top card of
 * row r is in its way; or -1 when it has no counterpart. */
function transplanted(ref: Position, p: Position, m: Move): number {
  const card = moveCard(m);
  const from = moveFrom(m);
  const to = moveTo(m);
  // the stock's cards keep their order: a turn is played as the line has it
  if (from === STOCK && !isRowPile(to)) return m;
  // a card taken back from a foundation: the pile whose top it is here (where the player chooses the
  // pile, the one the line names), and the engine checks that top
  const named = p.ruleSet.namedPiles;
  const source = isFoundationPile(from) ? (named ? from : pileNamed(p, card, -1, ANY_FOUNDATION, true)) : sourceOf(p, card);
  if (source === PASS) return isFoundationPile(to) ? PASS : -1;
  if (source < 0) return -1;
  // a card under another (a run's bottom card moves with the run where runs move whole)
  if (isRowPile(source) && p.rules.groupMoves === 'none' && p.rows[source]![p.rows[source]!.length - 1] !== card) return BLOCKED - source;
  // home: to the pile that takes it here (where the player chooses the pile, the one the line names)
  if (isFoundationPile(to)) return makeMove(card, source, named ? to : pileNamed(p, card, source, ANY_FOUNDATION));
  if (to === WASTE || to === RESERVE) return source === to ? PASS : makeMove(card, source, to);
  if (isCellPile(to)) {
    if (isCellPile(source)) return PASS;
    // the cells are alike: any free one serves (the line finds the card there by itself)
    const free = p.cells.indexOf(NO_CARD);
    return free < 0 ? -1 : makeMove(card, source, CELL_BASE + free);
  }
  // a row: onto the card the line builds on, or to an empty row
  const target = ref.rows[to]!;
  if (target.length === 0) {
    // where rows feed given piles, an empty row is not any empty row
    if (!rowsInterchangeable(p)) return source === to && p.rows[to]![0] === card ? PASS : makeMove(card, source, to);
    if (isRowPile(source) && p.rows[source]![0] === card) return PASS;
    const empty = p.rows.findIndex((r, i) => r.length === 0 && ((p.auxMask >>> i) & 1) === 0);
    return empty < 0 ? -1 : makeMove(card, source, empty);
  }
  const under = target[target.length - 1]!;
  const place = placeOf(p, under);
  if (place.kind !== 'row') return -1;
  const row = p.rows[place.row]!;
  if (row[place.index + 1] === card) return PASS;
  return place.index === row.length - 1 ? makeMove(card, source, place.row) : BLOCKED - place.row;
}

/** The pile `card` can leave in `p`: its row (a run's bottom card may lie under others), cell, waste or
 * reserve; PASS when it is home; -1 when it is in the stock or under cards of a pile it cannot leave. */
function sourceOf(p: Position, card: Card): number {
  const place = placeOf(p, card);
  switch (place.kind) {
    case 'foundation':
      return PASS;
    case 'row':
      return place.row;
    case 'cell':
      return CELL_BASE + place.cell;
    case 'waste':
      return place.index === p.waste.length - 1 ? WASTE : -1;
    case 'reserve':
      return place.index === p.reserve.length - 1 ? RESERVE : -1;
    default:
      return -1;
  }
}

/** A legal move of row r's top card elsewhere: home, onto another row's card, to an empty row, to a
 * free cell (the first that the engine takes), or -1. */
function moveAside(p: Position, r: number): Move {
  const row = p.rows[r]!;
  if (row.length === 0) return -1;
  const card = row[row.length - 1]!;
  const tries: number[] = [pileNamed(p, card, r, ANY_FOUNDATION)];
  if (p.ruleSet.namedPiles) tries.push(pileNamed(p, card, r, ANY_DOWN_FOUNDATION));
  for (let k = 0; k < p.rows.length; k++) if (k !== r && p.rows[k]!.length > 0) tries.push(k);
  for (let k = 0; k < p.rows.length; k++) if (k !== r && p.rows[k]!.length === 0) tries.push(k);
  const cell = p.cells.indexOf(NO_CARD);
  if (cell >= 0) tries.push(CELL_BASE + cell);
  for (const to of tries) {
    const m = makeMove(card, r, to);
    if (checkMove(p, m).ok) return m;
  }
  return -1;
}

/**
 * The same cards in the same places, card for card (twins of other decks told apart, as moves name
 * them), but for the order of the rows where rows are alike: the line finds its cards and rows by the
 * cards, so from such a position it plays on as from its own.
 */
function samePiles(a: Position, b: Position): boolean {
  if (a.base !== b.base) return false;
  for (let i = 0; i < a.foundations.length; i++) if (a.foundations[i] !== b.foundations[i]) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  const same = (x: readonly Card[] | undefined, y: readonly Card[]): boolean => x !== undefined && x.length === y.length && x.every((c, k) => c === y[k]);
  if (!same(a.stock, b.stock) || !same(a.waste, b.waste) || !same(a.reserve, b.reserve)) return false;
  const alike = rowsInterchangeable(a);
  const byBottom = new Map<Card, Card[]>();
  for (let r = 0; r < b.rows.length; r++) if (alike && ((b.auxMask >>> r) & 1) === 0 && b.rows[r]!.length > 0) byBottom.set(b.rows[r]![0]!, b.rows[r]!);
  for (let r = 0; r < a.rows.length; r++) {
    const row = a.rows[r]!;
    const free = alike && ((a.auxMask >>> r) & 1) === 0;
    if (free ? row.length > 0 && !same(byBottom.get(row[0]!), row) : !same(b.rows[r], row)) return false;
  }
  return true;
}

/** Where `card` is: the tops of the rows first, where the line's cards nearly always are (findCard
 * reads every card of every pile). */
function placeOf(p: Position, card: Card): CardPlace {
  const rows = p.rows;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length > 0 && row[row.length - 1] === card) return { kind: 'row', row: r, index: row.length - 1 };
  }
  return findCard(p, card);
}
