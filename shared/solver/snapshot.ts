import { NO_CARD } from '../engine/cards';
import { type Position, cardCount } from '../engine/position';

// A position of the generic searches as bytes, for the stores that keep hundreds of thousands of
// them (generic-finder.ts, generic-par.ts): row lengths, the rows' cards, cells, foundation counts,
// the base. Every value fits a byte: card ids go to 207, counts to 13, a row holds fewer than 255
// cards; an empty cell is EMPTY_CELL.

const EMPTY_CELL = 255;

/** Bytes one snapshot of a position of these rules' shape takes. */
export const snapshotStride = (p: Readonly<Position>): number => p.rows.length + cardCount(p.rules) + p.cells.length + p.foundations.length + 1;

/** Writes position `p` into `s` from byte `o`. */
export function writeSnapshot(p: Readonly<Position>, s: Uint8Array, o: number): void {
  for (const row of p.rows) s[o++] = row.length;
  for (const row of p.rows) for (const c of row) s[o++] = c;
  for (const c of p.cells) s[o++] = c === NO_CARD ? EMPTY_CELL : c;
  for (const n of p.foundations) s[o++] = n;
  s[o] = p.base;
}

/** Sets `p` (same rules' shape) to the snapshot in `s` at byte `o`. */
export function readSnapshot(p: Position, s: Uint8Array, o: number): void {
  const lengths = o;
  o += p.rows.length;
  for (let r = 0; r < p.rows.length; r++) {
    const row = p.rows[r]!;
    row.length = s[lengths + r]!;
    for (let k = 0; k < row.length; k++) row[k] = s[o++]!;
  }
  for (let c = 0; c < p.cells.length; c++) {
    const v = s[o++]!;
    p.cells[c] = v === EMPTY_CELL ? NO_CARD : v;
  }
  for (let k = 0; k < p.foundations.length; k++) p.foundations[k] = s[o++]!;
  p.base = s[o]!;
}
