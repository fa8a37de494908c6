// The move generator as it was before the rules were compiled (shared/engine/moves.ts of issue 38,
// with the foundation helpers it called), kept word for word as the reference the one generator must
// equal move for move: the solvers' positions and verdicts depend on the order of its moves. Brought
// to the moves that name their exact foundation pile (move.ts) and nothing else: the pile is the one
// the engine's order of each suit's piles chose, as before.
import { type Card, NO_CARD, RANK_OF, SUIT_OF, KING, MAX_CARDS, isRed, makeCard } from '../../../shared/engine/cards';
import { type Position, foundationRankAt, foundationTopCard, freeCopy, markInPlay, pileRankAt } from '../../../shared/engine/position';
import { type GameRules, hasCompulsoryMoves, namesFoundationPile, usesFirstRules } from '../../../shared/engine/games';
import { type Move, CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE, makeMove } from '../../../shared/engine/move';
import { cellsOpen, sidePile } from '../../../shared/engine/piles';

const QUEEN = 12;

/**
 * The foundation pile that takes `card` now, or -1: the first pile of its suit whose next card it is
 * (so each suit's piles stay in descending order of count; where foundations ignore suit, the first
 * of all the piles, which then all stay in descending order). With no base yet, any card starts its
 * suit's first foundation (and sets the base); then an empty foundation takes the base rank only, and
 * each card the next rank up (K to A where the foundations wrap).
 */
function homePile(p: Position, card: Card, from = -1): number {
  if (p.rules.rowFeeds !== null) return fedPile(p, card, from);
  if (namesFoundationPile(p.rules)) return takesCard(p, SUIT_OF[card]!, card) ? SUIT_OF[card]! : takesCard(p, downPile(card), card) ? downPile(card) : -1;
  const base = p.base;
  const anySuit = p.rules.foundationSuit === 'any';
  const suit = SUIT_OF[card]!;
  if (base === 0) return anySuit ? 0 : suit;
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  const wrap = p.rules.foundationWrap;
  const step = anySuit ? 1 : 4;
  for (let i = anySuit ? 0 : suit; i < f.length; i += step) {
    const count = f[i]!;
    if (count >= 13 || (!wrap && base + count > 13)) continue;
    if (rank === foundationRankAt(base, count + 1)) return i;
  }
  return -1;
}

/**
 * `homePile` where rows feed given piles (Rittenhouse): the first pile of row `from`'s list whose
 * next card `card` is (any pile for `from` -1: whether the card can go home at all; none from a cell).
 * The piles build from the Ace up, or from the King down (`pileBuildsDown`), without wrap.
 */
function fedPile(p: Position, card: Card, from: number): number {
  const feeds = p.rules.rowFeeds!;
  if (from >= CELL_BASE) return -1;
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  const any = SUIT_OF[card]!;
  const anySuit = p.rules.foundationSuit === 'any';
  const piles = from < 0 ? null : feeds[from]!;
  const n = piles === null ? f.length : piles.length;
  for (let k = 0; k < n; k++) {
    const i = piles === null ? k : piles[k]!;
    if (!anySuit && i % 4 !== any) continue;
    const count = f[i]!;
    if (count < 13 && rank === pileRankAt(p, i, count + 1)) return i;
  }
  return -1;
}

/** The suit's pile that builds down from the King, where moves name it (`namesFoundationPile`: piles 4-7 of two decks). */
const downPile = (card: Card): number => SUIT_OF[card]! + 4;

/** Whether foundation pile `pile` takes `card` next (its suit is not asked). */
const takesCard = (p: Position, pile: number, card: Card): boolean => {
  const count = p.foundations[pile]!;
  return count < 13 && RANK_OF[card] === pileRankAt(p, pile, count + 1);
};

/** The pile a move of `card` home from `from` names, or -1 when no foundation takes it. */
function homeCode(p: Position, card: Card, from = -1): number {
  const pile = homePile(p, card, from);
  return pile < 0 ? -1 : FOUNDATION_BASE + pile;
}

/** Whether `card` is the next card of a foundation of its suit (`homePile`), from pile `from` where rows feed given piles. */
const canGoHome = (p: Position, card: Card, from = -1): boolean => homePile(p, card, from) >= 0;

/**
 * The move play compulsory makes next, or -1 (and always -1 where play is free): the first row, left
 * to right, whose exposed card a foundation it feeds takes (PySolFC's _fillOne, bc:741-747). While
 * there is one it is the only legal move.
 */
function nextCompulsoryMove(p: Position): Move {
  const rows = p.rows;
  if (p.rules.talonRefills) {
    // the talon fills the first empty row with its next card (PySolFC's refill, bc:613-615)
    if (p.stock.length === 0) return -1;
    for (let r = 0; r < rows.length; r++) if (rows[r]!.length === 0) return makeMove(p.stock[p.stock.length - 1]!, STOCK, r);
    return -1;
  }
  if (!p.rules.compulsoryHome) return -1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length > 0 && homePile(p, row[row.length - 1]!, r) >= 0) return makeMove(row[row.length - 1]!, r, homeCode(p, row[row.length - 1]!, r));
  }
  return -1;
}

/**
 * Writes every legal move into `out` and returns how many. Sources in pile order, each card's foundation
 * move before its row moves, then at most one move into the (interchangeable) free cells; then, in the
 * newer games, the foundations' top cards and the runs that move whole. No allocation: this is the hot
 * loop of playouts and the solver.
 */
export function oldGenerateMoves(p: Position, out: Move[] | Uint32Array): number {
  if (!usesFirstRules(p.rules)) return generateFamilyMoves(p, out);
  let n = 0;
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const auxMask = p.auxMask;
  const anySuit = p.rules.build === 'down-any-suit';
  const anyInEmpty = p.rules.emptyRowTakes === 'any';
  // sources: rows, then cells
  const nSources = nRows + cells.length;
  for (let s = 0; s < nSources; s++) {
    let card: number;
    let from: number;
    if (s < nRows) {
      const row = rows[s]!;
      if (row.length === 0) continue;
      card = row[row.length - 1]!;
      from = s;
    } else {
      if (!open) break;
      card = cells[s - nRows]!;
      if (card === NO_CARD) continue;
      from = CELL_BASE + s - nRows;
    }
    const base = (card << 14) | (from << 7);
    const rank = RANK_OF[card]!;
    const suit = SUIT_OF[card]!;
    if (found[suit] === rank - 1) out[n++] = base | (FOUNDATION_BASE + suit);
    // canPlaceOnRow inlined with the rule lookups hoisted: this loop is the engine's hottest
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (anyInEmpty || rank === KING) out[n++] = base | r;
        continue;
      }
      const top = row[len - 1]!;
      const d = RANK_OF[top]! - rank;
      if (anySuit ? d === 1 : SUIT_OF[top] === suit && (d === 1 || d === -1)) out[n++] = base | r;
    }
    if (from < CELL_BASE) {
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === NO_CARD) {
          out[n++] = base | (CELL_BASE + c);
          break; // the free cells are interchangeable: one empty cell is enough
        }
      }
    }
  }
  return n;
}

/** Building rules as small numbers for the family generator's inner loop. */
const BUILD_CODE: Readonly<Record<GameRules['build'], number>> = {
  'down-any-suit': 0,
  'up-or-down-in-suit': 1,
  'up-or-down-alt-colour': 2,
  'up-or-down-any-suit': 3,
};
const RED_OF: readonly boolean[] = Array.from({ length: MAX_CARDS }, (_, c) => isRed(c));

/** buildStep with the rule as numbers: the same answers, without the record lookups. */
function stepOf(code: number, wrap: boolean, top: Card, card: Card): number {
  const d = RANK_OF[card]! - RANK_OF[top]!;
  const step = d === 1 || (wrap && d === -12) ? 1 : d === -1 || (wrap && d === 12) ? -1 : 0;
  if (step === 0) return 0;
  if (code === 0) return step === -1 ? -1 : 0;
  if (code === 1) return SUIT_OF[top] === SUIT_OF[card] ? step : 0;
  if (code === 2) return RED_OF[top] !== RED_OF[card] ? step : 0;
  return step;
}

/**
 * generateMoves for the rules of the newer games: chosen bases, wrap, foundations that give back,
 * runs that move whole, reserves. Sources as the first rules' path; then the foundations' top cards,
 * then the runs (their bottom card names them), deepest last.
 */
function generateFamilyMoves(p: Position, out: Move[] | Uint32Array): number {
  let n = 0;
  const rules = p.rules;
  if (hasCompulsoryMoves(rules)) {
    const forced = nextCompulsoryMove(p);
    if (forced >= 0) {
      out[0] = forced;
      return 1;
    }
  }
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const auxMask = p.auxMask;
  const code = BUILD_CODE[rules.build];
  const wrap = rules.buildWrap;
  const emptyRank = EMPTY_ROW_RANK[rules.emptyRowTakes];
  const reserveRoom = p.reserve.length < rules.reserveSize;
  const reserveAny = rules.reserveFrom === 'any';
  // while the base waits to be chosen (Castles End), rows and cells take nothing
  const locked = p.base === 0 && rules.baseBeforeRows;
  const freeCells = rules.cellKind === 'free' && !locked;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const nSources = nRows + cells.length + found.length;
  const release = rules.foundationRelease;
  const multiDeck = rules.decks > 1;
  // where moves name the foundation pile (Chequers) each pile is its own source and destination
  const named = namesFoundationPile(rules);
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
      if (release === 'never') break;
      const pile = s - nRows - cells.length;
      if (found[pile]! < (release === 'above-base' ? 2 : 1)) continue;
      // the piles of a suit with the same count give the same card: one move
      if (!named && pile >= 4 && sameAsEarlierPile(found, pile)) continue;
      if (multiDeck) {
        // with more decks the card takes the id of a copy not in play (`freeCopy`): one scan a call
        if (!masked) markInPlay(p, IN_PLAY);
        masked = true;
        card = freeCopy(p, makeCard(pile % 4, pileRankAt(p, pile, found[pile]!)), IN_PLAY);
      } else card = foundationTopCard(p, pile);
      // the card leaves the last pile of its suit with that count (`topPile`)
      let last = pile;
      if (!named) for (let i = pile + 4; i < found.length; i += 4) if (found[i] === found[pile]) last = i;
      from = FOUNDATION_BASE + last;
    }
    const head = (card << 14) | (from << 7);
    if (named) {
      // each pile of the suit that takes the card is a move of its own: the player chooses
      if (from !== FOUNDATION_BASE + SUIT_OF[card]! && takesCard(p, SUIT_OF[card]!, card)) out[n++] = head | (FOUNDATION_BASE + SUIT_OF[card]!);
      if (from !== FOUNDATION_BASE + downPile(card) && takesCard(p, downPile(card), card)) out[n++] = head | (FOUNDATION_BASE + downPile(card));
    } else if (from < FOUNDATION_BASE && canGoHome(p, card, from)) out[n++] = head | homeCode(p, card, from);
    if (locked) continue;
    const rank = RANK_OF[card]!;
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (emptyRank === 0 || rank === emptyRank) out[n++] = head | r;
      } else if (stepOf(code, wrap, row[len - 1]!, card) !== 0) out[n++] = head | r;
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
  if (rules.stock || rules.reserveSize > 0) n = sidePileMoves(p, out, n, emptyRank);
  if (rules.groupMoves !== 'none' && !locked) {
    const sameSuit = rules.groupMoves === 'same-suit';
    for (let s = 0; s < nRows; s++) {
      const row = rows[s]!;
      // runs of two cards or more, growing down from the exposed card while every step goes one way
      let dir = 0;
      for (let i = row.length - 2; i >= 0; i--) {
        const step = sameSuit && SUIT_OF[row[i]!] !== SUIT_OF[row[i + 1]!] ? 0 : stepOf(code, wrap, row[i]!, row[i + 1]!);
        if (step === 0 || (dir !== 0 && step !== dir)) break;
        dir = step;
        const card = row[i]!;
        const head = (card << 14) | (s << 7);
        const rank = RANK_OF[card]!;
        for (let r = 0; r < nRows; r++) {
          if (r === s || (auxMask >> r) & 1) continue;
          const target = rows[r]!;
          const len = target.length;
          if (len === 0) {
            if (emptyRank === 0 || rank === emptyRank) out[n++] = head | r;
          } else if (stepOf(code, wrap, target[len - 1]!, card) === dir) out[n++] = head | r;
        }
      }
    }
  }
  return n;
}

/** The cards in play, by id, for the family generator's foundation cards (markInPlay). */
const IN_PLAY = new Uint8Array(MAX_CARDS);

/** The one rank an empty row takes, 0 for any (stepOf's loops compare ranks). */
const EMPTY_ROW_RANK: Readonly<Record<GameRules['emptyRowTakes'], number>> = { any: 0, king: KING, queen: QUEEN };

/**
 * generateFamilyMoves' moves of the waste's and the reserve's top cards (home first, then the rows),
 * then turning the stock's card; from `n` in `out`, answering the new count.
 */
function sidePileMoves(p: Position, out: Move[] | Uint32Array, n: number, emptyRank: number): number {
  const rules = p.rules;
  const code = BUILD_CODE[rules.build];
  const rows = p.rows;
  for (const from of SIDE_SOURCES) {
    const pile = sidePile(p, from);
    if (pile.length === 0) continue;
    const card = pile[pile.length - 1]!;
    const head = (card << 14) | (from << 7);
    const home = homeCode(p, card, from);
    if (home >= 0) out[n++] = head | home;
    const rank = RANK_OF[card]!;
    for (let r = 0; r < rows.length; r++) {
      if ((p.auxMask >> r) & 1) continue;
      const row = rows[r]!;
      if (row.length === 0 ? emptyRank === 0 || rank === emptyRank : stepOf(code, rules.buildWrap, row[row.length - 1]!, card) !== 0) out[n++] = head | r;
    }
    // the waste's card to the reserve where it takes from any pile (Soother)
    if (from === WASTE && rules.reserveFrom === 'any' && p.reserve.length < rules.reserveSize) out[n++] = head | RESERVE;
  }
  if (p.stock.length > 0) out[n++] = (p.stock[p.stock.length - 1]! << 14) | (STOCK << 7) | WASTE;
  return n;
}
const SIDE_SOURCES = [WASTE, RESERVE] as const;

/** Whether an earlier foundation pile of `pile`'s suit holds as many cards (and so the same top). */
function sameAsEarlierPile(found: readonly number[], pile: number): boolean {
  for (let i = pile - 4; i >= 0; i -= 4) if (found[i] === found[pile]) return true;
  return false;
}
