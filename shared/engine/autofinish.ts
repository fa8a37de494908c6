import { NO_CARD, SUIT_OF } from './cards';
import { type Move, makeMove, homeCode, cardAt, cellsOpen, applyMove, undoMove, nextCompulsoryMove, CELL_BASE, RESERVE, WASTE } from './moves';
import { type Position, foundationOffset } from './position';

/**
 * Every exposed card (rows, cells when they may be left, the waste's and the reserve's tops) that can go to its foundation now.
 * None while a chosen base is not set: choosing it is the player's move.
 */
export function foundationMoves(p: Position): Move[] {
  const out: Move[] = [];
  foundationMovesInto(p, out);
  return out;
}

/** `foundationMoves` written into `out` from index 0, rows first, then cells, the waste and the reserve; returns how many. No
 * allocation: the generic search looks for its safe moves with it at every node. */
export function foundationMovesInto(p: Position, out: Move[] | Uint32Array): number {
  let n = 0;
  if (p.base === 0) return n;
  for (let r = 0; r < p.rows.length; r++) {
    const row = p.rows[r]!;
    if (row.length === 0) continue;
    const home = homeCode(p, row[row.length - 1]!, r);
    if (home >= 0) out[n++] = makeMove(row[row.length - 1]!, r, home);
  }
  if (p.cells.length > 0 && cellsOpen(p)) {
    for (let c = 0; c < p.cells.length; c++) {
      const card = p.cells[c]!;
      const home = card === NO_CARD ? -1 : homeCode(p, card, CELL_BASE + c);
      if (home >= 0) out[n++] = makeMove(card, CELL_BASE + c, home);
    }
  }
  // the waste's and the reserve's top cards (Zerline); the stock is face down, and turning it is the player's move
  for (const pile of [WASTE, RESERVE]) {
    const card = cardAt(p, pile);
    const home = card === NO_CARD ? -1 : homeCode(p, card, pile);
    if (home >= 0) out[n++] = makeMove(card, pile, home);
  }
  return n;
}

/**
 * A foundation move that can never turn a winnable game into a lost one.
 * - In-suit games (Fortress, Masterpiece): every one. The card's only possible guests are its
 *   neighbours in suit; the lower one is home already and the higher one can follow it home from
 *   wherever it could have been put on it. Emptying a row or a cell only widens the choices.
 * - Any-suit games: a card of rank r is only ever needed as a host for a card of rank r-1. Once every
 *   card of rank r-2 is home, any r-1 card can go home itself wherever it could have gone onto r, so
 *   r is safe; aces and twos always are. With more decks, r once every pile holds r-1.
 * The newer games count places above the base instead of ranks, and keep only what these arguments
 * prove for their rules: none while the base is unchosen, none in colour or both-ways-any-suit
 * building, none for in-suit runs that move whole, no base card where rows wrap.
 */
export function isSafeFoundationMove(p: Position, m: Move): boolean {
  const card = m >>> 12;
  const rules = p.rules;
  if (p.base === 0) return false;
  // where a suit has an Ace pile and a King pile (Chequers) a card home may be the only host left for
  // a card of the other pile's run: none is proved safe
  if (rules.foundationDirection === 'half-down') return false;
  // the card's place on its foundation: 1 for the base card (the Ace in Ace games)
  const place = foundationOffset(p, card) + 1;
  // rows that wrap make the base card the host of the foundation's last card, which is never home
  // before it: not safe. (The argument below needs a lower neighbour that is home already.)
  const wraps = rules.buildWrap || (rules.foundationWrap && p.base !== 1);
  if (rules.build === 'up-or-down-in-suit') {
    // in-suit runs that move whole may need the card as a host for its upper neighbour's run
    if (rules.groupMoves !== 'none') return false;
    return !(wraps && place === 1);
  }
  // the any-suit argument: a card is only a host for the cards one below it; runs that wrap break it,
  // and building in colours or both ways gives a card hosts the argument does not cover
  if (rules.build !== 'down-any-suit' || wraps) return false;
  // with more decks another copy of the card may need the one pile it would take (generic-safe.ts
  // says why): safe only once every pile holds place - 1, so that no card builds on it any more
  const below = rules.decks === 1 ? 2 : 1;
  if (place <= below) return true;
  const f = p.foundations;
  for (let i = 0; i < f.length; i++) if (f[i]! < place - below) return false;
  return true;
}

/** The safe foundation moves available now (the optional auto-move setting plays these). */
export function safeFoundationMoves(p: Position): Move[] {
  return foundationMoves(p).filter((m) => isSafeFoundationMove(p, m));
}

function playRepeatedly(p: Position, pick: (p: Position) => Move[]): Move[] {
  const played: Move[] = [];
  // a move that is due already (a row emptied with no refill played yet, or Rittenhouse's compulsory
  // foundation play) comes first: the engine takes no other move before it. The list is kept only if
  // it holds a move `pick` chose (a due move counts when `pick` would have chosen it): a due move
  // alone is no auto-finish, and a due foundation play no safe move where none is proved safe
  let picked = false;
  for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
    if (!picked && pick(p).includes(m)) picked = true;
    applyMove(p, m);
    played.push(m);
  }
  for (;;) {
    const moves = pick(p);
    if (moves.length === 0) break;
    picked = true;
    // lowest rank first: the cards rise on the foundations in an order a player can follow
    moves.sort((a, b) => foundationOffset(p, a >>> 12) - foundationOffset(p, b >>> 12) || SUIT_OF[a >>> 12]! - SUIT_OF[b >>> 12]!);
    applyMove(p, moves[0]!);
    played.push(moves[0]!);
    // the moves that make themselves after it (Chequers' talon filling an emptied row)
    for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
      applyMove(p, m);
      played.push(m);
    }
  }
  for (let i = played.length - 1; i >= 0; i--) undoMove(p, played[i]!);
  return picked ? played : [];
}

/** Auto-finish: the moves that send home every card that can go there, again and again until none can. */
export function autoFinishMoves(p: Position): Move[] {
  return playRepeatedly(p, foundationMoves);
}

/** The auto-move setting: the safe foundation moves, repeated while new ones appear. */
export function autoSafeMoves(p: Position): Move[] {
  return playRepeatedly(p, safeFoundationMoves);
}
