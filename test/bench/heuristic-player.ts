import { RANK_OF, SUIT_OF } from '../../shared/engine/cards';
import { type Move, generateMoves, applyMove, undoMove, makeMove, canPlaceOnRow, cardAt, CELL_BASE } from '../../shared/engine/moves';
import { type Position, clonePosition, isWon } from '../../shared/engine/position';
import { autoSafeMoves } from '../../shared/engine/autofinish';
import { mulberry32, uniformBelow } from '../../shared/engine/rng';
import { Board } from '../../shared/solver/spaces/board';

// A player that is not the solver, to check the difficulty levels against (bench:difficulty). It
// sees only the position and plays by rules of thumb, as a person would: no search, no look-ahead
// past the move it is choosing. Each turn the safe foundation moves go home (the app's auto-move),
// then every legal move, and every run it can move at once (`runPlays`, as the table allows), is
// scored by how the position looks after it (`evaluate`: cards home, empty rows, how deep the wanted
// cards lie, how many moves it leaves open, and whether it leaves none), and the best one is played;
// moves within TIE points of the best are equal to it, and the seeded random choice among them makes
// the 20 games of a deal differ. It never goes back to a position it has been in (a person sees the
// circle), and gives up when it has no move left or after MOVE_LIMIT moves.

const MOVE_LIMIT = 400;
/** Scores this close to the best are a tie. */
const TIE = 3;

const E = {
  home: 50,
  emptyRow: 22,
  freeCell: 10,
  /** per card over the next card each suit wants */
  overNext: 7,
  /** per card over the card after it */
  overSecond: 3,
  /** per card lying on a lower card of its row: it must move before that one can go home */
  onLower: 3,
  /** per card lying on its builder (one rank higher; in suit where the game builds in suit) */
  built: 1,
  /** per legal move the position leaves open, up to MOBILITY_CAP: a person counts their options */
  mobility: 3,
  /** a position with no legal move left that is not won: a person sees the game end there */
  deadEnd: 1000,
};
/** Options past this many make no difference to a person choosing. */
const MOBILITY_CAP = 12;

/**
 * How good a position looks at a glance: cards home, empty rows and cells, and how deep the cards each
 * suit wants next lie. What a player weighs when choosing between moves, without playing on in the head.
 */
function evaluate(p: Position): number {
  let v = 0;
  for (let s = 0; s < 4; s++) v += E.home * p.foundations[s]!;
  const inSuit = p.rules.build === 'up-or-down-in-suit';
  for (let r = 0; r < p.rows.length; r++) {
    const row = p.rows[r]!;
    if (row.length === 0) {
      if (!((p.auxMask >> r) & 1)) v += E.emptyRow;
      continue;
    }
    let min = 99;
    for (let i = 0; i < row.length; i++) {
      const c = row[i]!;
      const rank = RANK_OF[c]!;
      const w = rank - 1 - p.foundations[SUIT_OF[c]!]!;
      const over = row.length - 1 - i;
      if (w === 0) v -= E.overNext * over;
      else if (w === 1) v -= E.overSecond * over;
      if (rank > min) v -= E.onLower;
      else min = rank;
      if (i > 0) {
        const under = row[i - 1]!;
        const d = RANK_OF[under]! - rank;
        if (inSuit ? SUIT_OF[under] === SUIT_OF[c] && (d === 1 || d === -1) : d === 1) v += E.built;
      }
    }
  }
  for (const c of p.cells) if (c < 0) v += E.freeCell;
  return v;
}

/**
 * The runs a player moves as one (as PySolFC and KPatience allow): cards from a row's top down, each
 * one rank from the card under it (in suit, and the same way, where the game builds in suit), onto a
 * row that takes the run's bottom card, at most (free cells + 1) x 2^(empty rows) cards; each as its
 * single-card moves through the empty rows and cells. Empty rows must take any card for this.
 */
function runPlays(p: Position, out: Move[][]): void {
  if (p.rules.emptyRowTakes !== 'any') return;
  const empties: number[] = [];
  for (let r = 0; r < p.rows.length; r++) if (p.rows[r]!.length === 0 && !((p.auxMask >> r) & 1)) empties.push(r);
  const cells = p.rules.cellRelease === 'always' ? p.cells.filter((c) => c < 0).length : 0;
  const cap = (cells + 1) * 2 ** empties.length;
  if (cap < 2) return;
  const inSuit = p.rules.build === 'up-or-down-in-suit';
  for (let a = 0; a < p.rows.length; a++) {
    const row = p.rows[a]!;
    let dir = 0;
    for (let k = 2; k <= Math.min(cap, row.length); k++) {
      const upper = row[row.length - k + 1]!;
      const lower = row[row.length - k]!;
      const d = RANK_OF[lower]! - RANK_OF[upper]!;
      if (inSuit ? SUIT_OF[lower] !== SUIT_OF[upper] || (d !== 1 && d !== -1) || (dir !== 0 && d !== dir) : d !== 1) break;
      dir = d;
      for (let to = 0; to < p.rows.length; to++) {
        if (to === a || p.rows[to]!.length === 0 || !canPlaceOnRow(p, lower, to)) continue;
        const line: Move[] = [];
        const q = clonePosition(p);
        moveRun(q, k, a, to, empties.slice(), line);
        out.push(line);
      }
    }
  }
}

/** Moves the top k cards of row `from` onto row `to` in `q` as single-card moves, appended to `line`. */
function moveRun(q: Position, k: number, from: number, to: number, empties: number[], line: Move[]): void {
  const step = (src: number, dst: number): void => {
    const m = makeMove(topCard(q, src), src, dst);
    applyMove(q, m);
    line.push(m);
  };
  const freeCells = (): number[] => (q.rules.cellRelease === 'always' ? q.cells.flatMap((c, i) => (c < 0 ? [CELL_BASE + i] : [])) : []);
  const cells = freeCells();
  if (k <= cells.length + 1) {
    const used = cells.slice(0, k - 1);
    for (const c of used) step(from, c);
    step(from, to);
    for (let i = used.length - 1; i >= 0; i--) step(used[i]!, to);
    return;
  }
  const spare = empties.pop()!;
  const top = Math.min(k - 1, (cells.length + 1) * 2 ** empties.length);
  moveRun(q, top, from, spare, empties.slice(), line);
  moveRun(q, k - top, from, to, empties.slice(), line);
  moveRun(q, top, spare, to, empties.slice(), line);
}

/** The card that leaves `pile`: a row's exposed card, a cell's, the waste's or the reserve's top. */
const topCard = (p: Position, pile: number): number => cardAt(p, pile);

/** Plays one game of the position with the random ties seeded by `seed`; true when it is won. */
export function playHeuristicGame(start: Readonly<Position>, seed: number): boolean {
  const p = clonePosition(start as Position);
  const board = new Board(p, true);
  const random = mulberry32(seed);
  const seen = new Set<string>();
  const moves: Move[] = [];
  const after: Move[] = [];
  const play = (m: Move): void => {
    applyMove(p, m);
    board.apply(m);
  };
  const unplay = (m: Move): void => {
    board.undo(m);
    undoMove(p, m);
  };
  for (let turn = 0; turn < MOVE_LIMIT; turn++) {
    for (const m of autoSafeMoves(p)) play(m);
    if (isWon(p)) return true;
    seen.add(`${board.hashA}:${board.hashB}`);
    moves.length = 0;
    generateMoves(p, moves);
    const plays: Move[][] = moves.map((m) => [m]);
    runPlays(p, plays);
    let best = -Infinity;
    const scored: { line: Move[]; s: number }[] = [];
    for (const line of plays) {
      for (const m of line) play(m);
      // a position it has been in before: the player sees the circle
      if (!seen.has(`${board.hashA}:${board.hashB}`)) {
        // how the position looks after the move and the cards it sends home
        const home = autoSafeMoves(p);
        for (const h of home) applyMove(p, h);
        let s = evaluate(p);
        after.length = 0;
        generateMoves(p, after);
        s += E.mobility * Math.min(after.length, MOBILITY_CAP);
        if (after.length === 0 && !isWon(p)) s -= E.deadEnd;
        for (let i = home.length - 1; i >= 0; i--) undoMove(p, home[i]!);
        scored.push({ line, s });
        if (s > best) best = s;
      }
      for (let i = line.length - 1; i >= 0; i--) unplay(line[i]!);
    }
    if (scored.length === 0) return false;
    const top = scored.filter((x) => x.s >= best - TIE);
    for (const m of top[uniformBelow(random, top.length)]!.line) play(m);
  }
  return isWon(p);
}

/** Wins of `games` games of the position, seeds 1..games. */
export function heuristicWins(start: Readonly<Position>, games: number): number {
  let wins = 0;
  for (let g = 1; g <= games; g++) if (playHeuristicGame(start, g)) wins++;
  return wins;
}

