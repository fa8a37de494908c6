import { RANK_OF, SUIT_OF } from '../../engine/cards';
import { type Move, generateMoves, applyMove, undoMove, isRowPile, isFoundationPile } from '../../engine/moves';
import { type Position, cardCount, cardsOnFoundations, clonePosition, isWon } from '../../engine/position';
import { HashTable64 } from './hash-table';
import { grown } from './node-arena';
import { mulberry32 } from '../../engine/rng';
import { PositionHash, firstEmptyRow, renamesRows } from '../spaces/engine-hash';
import { readSnapshot, snapshotStride, writeSnapshot } from '../spaces/snapshot';
import { type SafeRule, nextSafeMove, safeFoundationRule } from '../spaces/engine-safe';
import type { SolveResult, SolveStats } from '../api/types';
import { NEVER, PositionCount, type Stop } from '../api/stop';
import { beamCounts } from '../plans';

// A beam search for the games of several decks whose rows build down by rank alone and move runs
// whole: Castle Mount and Palace (three and four decks, only same-suit runs move), Lightweight (two
// decks, any run moves, an empty row takes a King). The best-first finder (engine-best-first.ts) keeps
// expanding the many positions of one good score, all a few moves apart, and won few of these deals.
// A beam goes one level at a time and keeps only the `width` best new positions of each, so it must
// go deeper. One beam's luck lies in how it breaks ties, so beams of other seeds follow (each within
// BEAM_ATTEMPT), then, where only same-suit runs move, beams twice as wide each time, which get past
// where narrow ones stall (`beamCounts`; README.md, "Castle Mount and Palace: beams", "Lightweight:
// beams", "Wider beams"). A win is a line of engine moves from the given position. A beam that drops
// positions proves nothing by running out of them ('unknown'); one that never had more new positions
// on a level than its width was a breadth-first search of all that is reachable (with the prunings of
// the other searches: safe foundation moves, one empty row as a destination), so there running out
// proves the loss ('unwinnable': small positions, mostly).
//
// Each level: every kept position's moves are scored without being played (`moveDelta`: the break
// it opens or closes on each row, an empty row, a card home), and the candidates are taken best first,
// ties in the seed's order, played (with the safe foundation moves, engine-safe.ts), hashed, and kept
// if no level of this beam met the position before, until `width` are kept. The seeds are fixed, so the same
// deal gets the same answer on every machine.

/** The beam's width: the positions kept at each level. */
export const BEAM_WIDTH = 100;
/** Positions one beam of BEAM_WIDTH may expand before the next (another seed for its ties) starts: a win at width 100 takes 14 to 20 K. */
export const BEAM_ATTEMPT = 30_000;
/** Levels without a better best score, after which a beam gives up. */
const STALL_LEVELS = 40;
// The score (lower is nearer a win): a card not home 1, a pair of a row's cards that is not a one-step
// run 4, one of two suits 4 where only same-suit runs move whole (0 where any run does: there a row's
// suits hold nothing up), an empty row -1: the best-first finder's.
const HOME = 1;
const BREAK = 4;
const SUIT_BREAK = 4;
const EMPTY_ROW = 1;
const TABLE_SLOTS = 1 << 22;
/** Candidates' scores are offsets from the level's lowest base score, in buckets. */
const BUCKETS = 8192;
/** Ties are broken at random (seeded: the same answer on every machine): each score spreads over TIES buckets. */
const TIES = 8;

export interface BeamOptions {
  /** Positions expanded, over all beams. */
  readonly budget: number;
  /** The narrow beams' width (BEAM_WIDTH). */
  readonly width?: number;
  /** Positions one narrow beam may expand before the next starts (BEAM_ATTEMPT). */
  readonly attempt?: number;
  /** How many beams of doubling width follow the narrow ones (the rules': `beamCounts`). */
  readonly wider?: number;
  /** What stops the solve before its budget (stop.ts). */
  readonly stop?: Stop;
}

/** The beams one solve runs, in order, each with its seed, width and attempt. */
export function beamSchedule(narrow: number, wider: number, width = BEAM_WIDTH, attempt = BEAM_ATTEMPT): { seed: number; width: number; attempt: number }[] {
  const beams = [];
  for (let seed = 1; seed <= narrow + wider; seed++) {
    const scale = seed <= narrow ? 1 : 2 ** (seed - narrow);
    beams.push({ seed, width: width * scale, attempt: attempt * scale });
  }
  return beams;
}

/** The break weight between a card and the one on it (0: a one-step run that moves whole). */
function pairWeight(a: number, b: number, suitBreak: number): number {
  if (RANK_OF[a]! - RANK_OF[b]! !== 1) return BREAK;
  return SUIT_OF[a] === SUIT_OF[b] ? 0 : suitBreak;
}

function rowScore(row: readonly number[], suitBreak: number): number {
  if (row.length === 0) return -EMPTY_ROW;
  let s = 0;
  for (let i = 1; i < row.length; i++) s += pairWeight(row[i - 1]!, row[i]!, suitBreak);
  return s;
}

/**
 * How a move would change the score, read without playing it: the break it opens or closes on
 * each row, an empty row made or filled, a card home. (The safe moves after it are not counted.)
 */
function moveDelta(p: Readonly<Position>, m: Move, suitBreak: number): number {
  const card = m >>> 14;
  const from = (m >>> 7) & 127;
  const to = m & 127;
  let d = 0;
  if (isRowPile(from)) {
    const row = p.rows[from]!;
    let at = row.length - 1;
    while (at > 0 && row[at] !== card) at--;
    d += at === 0 ? -EMPTY_ROW : -pairWeight(row[at - 1]!, card, suitBreak);
    // the cards moved take their own pairs with them
  }
  if (isFoundationPile(to)) return d - HOME;
  if (isRowPile(to)) {
    const row = p.rows[to]!;
    d += row.length === 0 ? EMPTY_ROW : pairWeight(row[row.length - 1]!, card, suitBreak);
  }
  return d;
}

export class BeamFinder {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly table = new HashTable64(1 << 16, TABLE_SLOTS);
  private readonly moves = new Uint32Array(4096);
  private readonly chain = new Uint32Array(512);
  // line nodes: parent, and the moves to the node at moveStart[n]..moveStart[n + 1]
  private parent = new Int32Array(1 << 14);
  private moveStart = new Int32Array(1 << 14);
  private lineMoves = new Uint32Array(1 << 16);
  private nNodes = 0;
  // candidates of a level: score, beam index of the parent, move
  private candScore = new Int32Array(1 << 14);
  private candFrom = new Int32Array(1 << 14);
  private candMove = new Uint32Array(1 << 14);
  private readonly bucketHead = new Int32Array(BUCKETS);
  private readonly bucketTail = new Int32Array(BUCKETS);
  private candNext = new Int32Array(1 << 14);

  solve(position: Readonly<Position>, options: BeamOptions): SolveResult {
    let positions = 0;
    const counts = beamCounts(position.rules);
    for (const beam of beamSchedule(counts.narrow, options.wider ?? counts.wider, options.width, options.attempt)) {
      if (positions >= options.budget) break;
      const r = this.run(position, beam.width, Math.min(beam.attempt, options.budget - positions), beam.seed, options.stop ?? NEVER);
      positions += r.positions;
      if (r.verdict !== 'unknown' || options.stop?.stopped === true) return { ...r, positions };
    }
    return { verdict: 'unknown', moves: [], positions };
  }

  /** One beam of `width` within `budget` positions expanded. */
  private run(start: Readonly<Position>, width: number, budget: number, seed: number, stop: Stop): SolveResult {
    const random = mulberry32(seed);
    const p = clonePosition(start as Position);
    const safe = safeFoundationRule(p.rules);
    const hash = new PositionHash(p, true);
    const stride = snapshotStride(p);
    const total = cardCount(p.rules);
    const suitBreak = p.rules.groupMoves === 'same-suit' ? SUIT_BREAK : 0;
    let beam = new Uint8Array(stride * width);
    let nextBeam = new Uint8Array(stride * width);
    let beamNode = new Int32Array(width);
    let nextNode = new Int32Array(width);
    this.table.clear(1 << 16, TABLE_SLOTS);
    this.nNodes = 0;
    this.moveStart[0] = 0;
    let node = this.addNode(-1, 0);
    const rootSafe = this.playSafe(p, safe, 0);
    node = rootSafe > 0 ? this.addNode(node, rootSafe) : node;
    if (isWon(p)) return { verdict: 'winnable', moves: this.lineTo(node), positions: 0 };
    hash.refreshAll();
    hash.compute();
    this.table.add(hash.hashA, hash.hashB);
    writeSnapshot(p, beam, 0);
    beamNode[0] = node;
    let size = 1;
    const count = new PositionCount(budget, stop);
    let best = Infinity;
    let stalled = 0;
    // whether a level had more new positions than the width: until then the beam is a breadth-first
    // search of every position reachable, and running out of them proves the deal lost
    let dropped = false;
    const rows = p.rows;
    for (;;) {
      // score every move of every kept position
      let nCand = 0;
      let low = Infinity;
      for (let i = 0; i < size; i++) {
        if (count.spent()) return this.answer(count.positions);
        count.positions++;
        readSnapshot(p, beam, i * stride);
        let s = HOME * (total - cardsOnFoundations(p));
        for (let r = 0; r < rows.length; r++) s += rowScore(rows[r]!, suitBreak);
        const n = generateMoves(p, this.moves);
        const firstEmpty = firstEmptyRow(p);
        for (let k = 0; k < n; k++) {
          const m = this.moves[k]!;
          if (renamesRows(p, m, firstEmpty)) continue;
          const sc = s + moveDelta(p, m, suitBreak);
          if (nCand === this.candScore.length) this.growCandidates();
          this.candScore[nCand] = sc;
          this.candFrom[nCand] = i;
          this.candMove[nCand] = m;
          nCand++;
          if (sc < low) low = sc;
        }
      }
      if (nCand === 0) return this.answer(count.positions, !dropped);
      // best first, ties in a seeded random order: buckets by score and a random tie key, each a list
      this.bucketHead.fill(-1);
      const tail = this.bucketTail.fill(-1);
      for (let c = 0; c < nCand; c++) {
        const b = Math.min(BUCKETS - 1, (this.candScore[c]! - low) * TIES + (random() % TIES));
        this.candNext[c] = -1;
        if (tail[b]! < 0) this.bucketHead[b] = c;
        else this.candNext[tail[b]!] = c;
        tail[b] = c;
      }
      let kept = 0;
      let loaded = -1;
      for (let b = 0; b < BUCKETS && kept < width; b++) {
        for (let c = this.bucketHead[b]!; c >= 0 && kept < width; c = this.candNext[c]!) {
          const from = this.candFrom[c]!;
          if (loaded !== from) {
            readSnapshot(p, beam, from * stride);
            loaded = from;
          }
          const m = this.candMove[c]!;
          applyMove(p, m);
          this.chain[0] = m;
          const k = 1 + this.playSafe(p, safe, 1);
          if (isWon(p)) {
            const at = this.addNode(beamNode[from]!, k);
            return { verdict: 'winnable', moves: this.lineTo(at), positions: count.positions };
          }
          hash.refreshAll();
          hash.compute();
          if (this.table.add(hash.hashA, hash.hashB)) {
            writeSnapshot(p, nextBeam, kept * stride);
            nextNode[kept] = this.addNode(beamNode[from]!, k);
            kept++;
          }
          for (let j = k - 1; j >= 0; j--) undoMove(p, this.chain[j]!);
        }
      }
      if (kept === 0) return this.answer(count.positions, !dropped);
      // a full level may have left new positions out (conservatively: it did)
      if (kept === width) dropped = true;
      // the level's best score: a width that stops bettering it for STALL_LEVELS gives up
      if (low < best) {
        best = low;
        stalled = 0;
      } else if (++stalled >= STALL_LEVELS) return this.answer(count.positions);
      [beam, nextBeam] = [nextBeam, beam];
      [beamNode, nextNode] = [nextNode, beamNode];
      size = kept;
    }
  }

  /** No win: 'unwinnable' when the beam ran out of positions having kept every one (`exhausted`), else 'unknown'. */
  private answer(positions: number, exhausted = false): SolveResult {
    this.stats = { tableBytes: this.table.bytes, evictions: this.table.evictions, knownLost: 0 };
    return { verdict: exhausted ? 'unwinnable' : 'unknown', moves: [], positions };
  }

  /** Plays the safe foundation moves into `chain` from `at`; returns how many. */
  private playSafe(p: Position, rule: SafeRule | null, at: number): number {
    if (rule === null) return 0;
    let n = 0;
    for (let m = nextSafeMove(p, rule); m >= 0; m = nextSafeMove(p, rule)) {
      applyMove(p, m);
      this.chain[at + n++] = m;
    }
    return n;
  }

  /** A line node after `parent` by the first `k` moves of `chain`. */
  private addNode(parent: number, k: number): number {
    const n = this.nNodes++;
    if (n + 2 > this.parent.length) {
      this.parent = grown(this.parent, this.parent.length * 2);
      this.moveStart = grown(this.moveStart, this.moveStart.length * 2);
    }
    const start = this.moveStart[n]!;
    if (start + k > this.lineMoves.length) this.lineMoves = grown(this.lineMoves, Math.max(this.lineMoves.length, start + k) * 2);
    for (let j = 0; j < k; j++) this.lineMoves[start + j] = this.chain[j]!;
    this.parent[n] = parent;
    this.moveStart[n + 1] = start + k;
    return n;
  }

  private lineTo(node: number): Move[] {
    const parts: Move[][] = [];
    for (let n = node; n >= 0; n = this.parent[n]!) parts.push(Array.from(this.lineMoves.subarray(this.moveStart[n]!, this.moveStart[n + 1]!)));
    this.stats = { tableBytes: this.table.bytes, evictions: this.table.evictions, knownLost: 0 };
    return parts.reverse().flat();
  }

  private growCandidates(): void {
    this.candScore = grown(this.candScore, this.candScore.length * 2);
    this.candFrom = grown(this.candFrom, this.candFrom.length * 2);
    this.candMove = grown(this.candMove, this.candMove.length * 2);
    this.candNext = grown(this.candNext, this.candNext.length * 2);
  }
}
