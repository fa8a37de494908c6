import { type Card, MAX_CARDS, NO_CARD, RANK_OF, SUIT_OF, makeCard } from './cards';
import { type Position, foundationTopCard, freeCopy, markInPlay, pileRankAt } from './position';
import { PILE_COUNTS } from './rule-set';
import { type Move, CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE, isCellPile, moveCard, moveFrom, moveTo } from './move';
import { cardAt, cellsOpen, sidePile } from './piles';
import { homePile, homeTo, takesCard, downPile } from './home';
import { nextCompulsoryMove } from './compulsory';

// The one move generator: every legal move of a position, in a fixed order the solvers rely on (their
// positions and verdicts follow it). It reads the rule set's tables; the loops are written out by
// hand because this is the hot loop of playouts and the searches.

/**
 * Writes every legal move into `out` and returns how many. A compulsory move due now is the only one.
 * Sources in pile order (rows, cells, then the foundations' top cards where they may come back), each
 * card's foundation move before its row moves, then the reserve, then at most one move into the
 * (interchangeable) free cells; then the waste's and the reserve's cards and the stock's turn; then
 * the runs that move whole (their bottom card names them), deepest last. No allocation.
 */
export function generateMoves(p: Position, out: Move[] | Uint32Array): number {
  const set = p.ruleSet;
  if (set.compulsory) {
    const forced = nextCompulsoryMove(p);
    if (forced >= 0) {
      out[0] = forced;
      return 1;
    }
  }
  let n = 0;
  const rules = p.rules;
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const auxMask = p.auxMask;
  const step = set.step;
  const stride = MAX_CARDS;
  const emptyTakes = set.emptyTakes;
  const reserveRoom = p.reserve.length < rules.reserveSize;
  const reserveAny = rules.reserveFrom === 'any';
  // while the base waits to be chosen (Castles End), rows and cells take nothing
  const locked = p.base === 0 && rules.baseBeforeRows;
  const freeCells = set.freeCells && !locked;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const nPiles = found.length;
  const releaseFrom = set.releaseFrom;
  const nSources = nRows + cells.length + (releaseFrom > 13 ? 0 : nPiles);
  const multiDeck = rules.decks > 1;
  // where moves name the foundation pile (Chequers) each pile is its own source and destination
  const named = set.namedPiles;
  // where the first pile of a card's suit (or of all) that takes it is its home, the table is read here
  const plainHome = set.feeds === null && !named && p.base !== 0;
  const next = set.nextRank[p.base]!;
  const firstPile = set.firstPile;
  const pileStep = set.pileStep;
  const counts = PILE_COUNTS;
  let masked = false;
  for (let s = 0; s < nSources; s++) {
    let card: number;
    let from: number;
    if (s < nRows) {
      const row = rows[s]!;
      if (row.length === 0) continue;
      card = row[row.length - 1]!;
      from = s;
    } else if (s < nRows + cells.length) {
      if (!open) continue;
      card = cells[s - nRows]!;
      if (card === NO_CARD) continue;
      from = CELL_BASE + s - nRows;
    } else {
      // a foundation's top card, where it may come back into play
      const pile = s - nRows - cells.length;
      if (found[pile]! < releaseFrom) continue;
      // the piles of a suit with the same count give the same card: one move
      if (!named && pile >= 4 && sameAsEarlierPile(found, pile)) continue;
      if (multiDeck) {
        // with more decks the card takes the id of a copy not in play (`freeCopy`): one scan a call
        if (!masked) markInPlay(p, IN_PLAY);
        masked = true;
        card = freeCopy(p, makeCard(pile % 4, pileRankAt(p, pile, found[pile]!)), IN_PLAY);
      } else card = foundationTopCard(p, pile);
      // it leaves the last pile of its suit with that count (`topPile`), keeping their order
      from = FOUNDATION_BASE + (named ? pile : lastWithCount(found, pile));
    }
    const head = (card << 14) | (from << 7);
    if (named) {
      // each pile of the suit that takes the card is a move of its own: the player chooses
      const up = FOUNDATION_BASE + SUIT_OF[card]!;
      const down = FOUNDATION_BASE + downPile(card);
      if (from !== up && takesCard(p, SUIT_OF[card]!, card)) out[n++] = head | up;
      if (from !== down && takesCard(p, downPile(card), card)) out[n++] = head | down;
    } else if (from < FOUNDATION_BASE) {
      if (plainHome) {
        const rank = RANK_OF[card]!;
        for (let i = firstPile[card]!; i < nPiles; i += pileStep) {
          if (next[i * counts + found[i]!] === rank) {
            out[n++] = head | (FOUNDATION_BASE + i);
            break;
          }
        }
      } else {
        const home = homePile(p, card, from);
        if (home >= 0) out[n++] = head | (FOUNDATION_BASE + home);
      }
    }
    if (locked) continue;
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (emptyTakes[card] === 1) out[n++] = head | r;
      } else if (step[row[len - 1]! * stride + card] !== 0) out[n++] = head | r;
    }
    if (reserveRoom && (from < CELL_BASE || reserveAny)) out[n++] = head | RESERVE;
    if (freeCells && (from < CELL_BASE || from >= FOUNDATION_BASE)) {
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === NO_CARD) {
          out[n++] = head | (CELL_BASE + c);
          break; // the free cells are interchangeable: one empty cell is enough
        }
      }
    }
  }
  if (rules.stock || rules.reserveSize > 0) n = sidePileMoves(p, out, n);
  if (set.wholeRuns && !locked) n = runMoves(p, out, n);
  return n;
}

/** The cards in play, by id, for the generator's foundation cards (markInPlay). */
const IN_PLAY = new Uint8Array(MAX_CARDS);

/**
 * The moves of the waste's and the reserve's top cards (home first, then the rows), then turning the
 * stock's card; from `n` in `out`, answering the new count.
 */
function sidePileMoves(p: Position, out: Move[] | Uint32Array, n: number): number {
  const rules = p.rules;
  const set = p.ruleSet;
  const rows = p.rows;
  for (const from of SIDE_SOURCES) {
    const pile = sidePile(p, from);
    if (pile.length === 0) continue;
    const card = pile[pile.length - 1]!;
    const head = (card << 14) | (from << 7);
    const home = homeTo(p, card, from);
    if (home >= 0) out[n++] = head | home;
    for (let r = 0; r < rows.length; r++) {
      if ((p.auxMask >> r) & 1) continue;
      const row = rows[r]!;
      if (row.length === 0 ? set.emptyTakes[card] === 1 : set.step[row[row.length - 1]! * MAX_CARDS + card] !== 0) out[n++] = head | r;
    }
    // the waste's card to the reserve where it takes from any pile (Soother)
    if (from === WASTE && rules.reserveFrom === 'any' && p.reserve.length < rules.reserveSize) out[n++] = head | RESERVE;
  }
  if (p.stock.length > 0) out[n++] = (p.stock[p.stock.length - 1]! << 14) | (STOCK << 7) | WASTE;
  return n;
}
const SIDE_SOURCES = [WASTE, RESERVE] as const;

/**
 * The runs that move whole (`wholeRuns`): for each row, runs of two cards or more, growing down from
 * the exposed card while every step goes one way (`runStep`), each to the rows whose exposed card
 * continues it that way (or that are empty and take its bottom card); from `n` in `out`.
 */
function runMoves(p: Position, out: Move[] | Uint32Array, n: number): number {
  const set = p.ruleSet;
  const rows = p.rows;
  const nRows = rows.length;
  const auxMask = p.auxMask;
  for (let s = 0; s < nRows; s++) {
    const row = rows[s]!;
    let dir = 0;
    for (let i = row.length - 2; i >= 0; i--) {
      const step = set.runStep[row[i]! * MAX_CARDS + row[i + 1]!]!;
      if (step === 0 || (dir !== 0 && step !== dir)) break;
      dir = step;
      const card = row[i]!;
      const head = (card << 14) | (s << 7);
      for (let r = 0; r < nRows; r++) {
        if (r === s || (auxMask >> r) & 1) continue;
        const target = rows[r]!;
        const len = target.length;
        if (len === 0) {
          if (set.emptyTakes[card] === 1) out[n++] = head | r;
        } else if (set.step[target[len - 1]! * MAX_CARDS + card] === dir) out[n++] = head | r;
      }
    }
  }
  return n;
}

/** Whether an earlier foundation pile of `pile`'s suit holds as many cards (and so the same top). */
function sameAsEarlierPile(found: readonly number[], pile: number): boolean {
  for (let i = pile - 4; i >= 0; i -= 4) if (found[i] === found[pile]) return true;
  return false;
}

/** The last foundation pile of `pile`'s suit holding as many cards as it (so the same top): the one a card leaves. */
function lastWithCount(found: readonly number[], pile: number): number {
  let last = pile;
  for (let i = pile + 4; i < found.length; i += 4) if (found[i] === found[pile]) last = i;
  return last;
}

/** Legal moves as a fresh array: for callers outside the hot loop. */
export function legalMoves(p: Position): Move[] {
  const out: Move[] = [];
  generateMoves(p, out);
  return out;
}

export function hasLegalMove(p: Position): boolean {
  return generateMoves(p, SCRATCH) > 0;
}
const SCRATCH: Move[] = [];

/**
 * Where a move may go for one source pile: what the renderer lights up when a card is picked up
 * (every empty cell, where the generator names one; of a suit's foundation piles holding as many
 * cards, the one it names, though the move check takes the card onto any of them).
 * `card` names the card taken: by default the exposed one; a card deeper in a row in games whose runs
 * move whole (the run from it up moves); a foundation pile's top card for that pile.
 */
export function destinationsFrom(p: Position, from: number, card: Card = cardAt(p, from)): number[] {
  const out: number[] = [];
  if (card === NO_CARD) return out;
  for (const m of legalMoves(p)) if (moveFrom(m) === from && moveCard(m) === card) out.push(moveTo(m));
  // every empty cell is a destination for a player, not only the first one the generator lists
  if (out.some(isCellPile)) {
    for (let c = 0; c < p.cells.length; c++) {
      const pile = CELL_BASE + c;
      if (p.cells[c] === NO_CARD && !out.includes(pile)) out.push(pile);
    }
  }
  return out;
}
