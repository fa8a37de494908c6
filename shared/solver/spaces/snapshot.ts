import { NO_CARD } from '../../engine/cards';
import { type Position, cardCount } from '../../engine/position';

// A position of the engine searches as bytes, for the stores that keep hundreds of thousands of
// them (engine-best-first.ts, engine-par.ts): row lengths, the rows' cards, cells, foundation counts,
// the base. Rows here are the rows, then the stock, the waste and the reserve (empty where the game
// has none: three length bytes). Every value fits a byte: card ids go to 207, counts to 13, a row holds fewer than 255
// cards; an empty cell is EMPTY_CELL.

const EMPTY_CELL = 255;

/** Bytes one snapshot of a position of these rules' shape takes. */
export const snapshotStride = (p: Readonly<Position>): number => p.rows.length + 3 + cardCount(p.rules) + p.cells.length + p.foundations.length + 1;

/** The piles a snapshot keeps card by card: the rows, then the stock, the waste and the reserve. */
const pilesOf = (p: Readonly<Position>): readonly (readonly number[])[] => [...p.rows, p.stock, p.waste, p.reserve];

/** Writes position `p` into `s` from byte `o`. */
export function writeSnapshot(p: Readonly<Position>, s: Uint8Array, o: number): void {
  const piles = pilesOf(p);
  for (const row of piles) s[o++] = row.length;
  for (const row of piles) for (const c of row) s[o++] = c;
  for (const c of p.cells) s[o++] = c === NO_CARD ? EMPTY_CELL : c;
  for (const n of p.foundations) s[o++] = n;
  s[o] = p.base;
}

/** Sets `p` (same rules' shape) to the snapshot in `s` at byte `o`. */
export function readSnapshot(p: Position, s: Uint8Array, o: number): void {
  const lengths = o;
  const piles = pilesOf(p) as number[][];
  o += piles.length;
  for (let r = 0; r < piles.length; r++) {
    const row = piles[r]!;
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
