import { RANK_OF, faceOf } from '../../engine/cards';
import { type Position, pileBuildsDown, pileRankAt } from '../../engine/position';

// The parts of the engine space's best-first score (search/engine-best-first.ts, `score`) that look for
// the card each pile wants next: where rows feed given piles (Rittenhouse) and where each suit has an
// Ace pile and a King pile (Chequers). Each takes a scratch array the search keeps.

/** A card not one rank from the card under it, where rows feed given piles. */
const FED_BREAK = 2;
/** Cards counted on a wanted card at most. */
const FED_DEPTH_CAP = 20;

/**
 * The score's rest where rows feed given piles (Rittenhouse, rows up or down): for each pile, how
 * many cards lie on the nearest card it wants next (plus `away` where that card's row does not feed
 * the pile), plus FED_BREAK for each card that is not one rank from the card under it.
 */
export function fedScore(p: Readonly<Position>, shallowestScratch: Int32Array, away: number, fedBy: readonly (readonly number[])[]): number {
  const f = p.foundations;
  const rows = p.rows;
  // the shallowest place of each rank over all rows (cards lying on it), one pass
  const shallowest = shallowestScratch.fill(FED_DEPTH_CAP);
  let s = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const top = row.length - 1;
    for (let k = top; k >= 0 && top - k < FED_DEPTH_CAP; k--) {
      const rank = RANK_OF[row[k]!]!;
      if (top - k < shallowest[rank]!) shallowest[rank] = top - k;
    }
    for (let k = 1; k < row.length; k++) {
      const d = RANK_OF[row[k - 1]!]! - RANK_OF[row[k]!]!;
      if (d !== 1 && d !== -1) s += FED_BREAK;
    }
  }
  for (let i = 0; i < f.length; i++) {
    if (f[i]! >= 13) continue;
    const want = pileBuildsDown(p.rules, i) ? 13 - f[i]! : f[i]! + 1;
    let nearest = shallowest[want]!;
    if (away > 0) {
      // a wanted card on a row that does not feed the pile weighs `away` more: look at the rows that do
      nearest = Math.min(FED_DEPTH_CAP, nearest + away);
      for (const r of fedBy[i]!) {
        const row = rows[r]!;
        const top = row.length - 1;
        for (let k = top; k >= 0 && top - k < nearest; k--) if (RANK_OF[row[k]!] === want) nearest = top - k;
      }
    }
    s += nearest;
  }
  return s;
}

/** For each pile, how many cards lie on the nearest card of the face it wants next (capped at FED_DEPTH_CAP). */
export function wantedDepth(p: Readonly<Position>, faceScratch: Int32Array): number {
  const f = p.foundations;
  const rows = p.rows;
  const near = faceScratch.fill(FED_DEPTH_CAP);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const top = row.length - 1;
    for (let k = top; k >= 0 && top - k < FED_DEPTH_CAP; k--) {
      const face = faceOf(row[k]!);
      if (top - k < near[face]!) near[face] = top - k;
    }
  }
  let s = 0;
  for (let i = 0; i < f.length; i++) {
    if (f[i]! >= 13) continue;
    s += near[(i % 4) * 13 + pileRankAt(p, i, f[i]! + 1) - 1]!;
  }
  return s;
}
