// Path data for the 'castle' card back: crenellated towers built from one helper, so the small
// lattice tower and the medallion's castle share a shape.

/** A tower from x to x + w, its battlements at `top` (n merlons, n odd), standing on `bottom`. */
export function tower(x: number, top: number, w: number, bottom: number, n: number): string {
  const step = w / (2 * n - 1);
  const notch = Math.min(step, (bottom - top) / 4);
  let d = `M${x} ${bottom}V${top}`;
  for (let i = 0; i < n; i++) {
    const left = x + 2 * i * step;
    d += `H${left + step}`;
    if (i < n - 1) d += `V${top + notch}H${left + 2 * step}V${top}`;
  }
  return `${d}V${bottom}Z`;
}

/** One lattice cell is TILE units square: a diamond with a small tower in it. */
export const TILE = 30;
export const TILE_DIAMOND = `M${TILE / 2} 0L${TILE} ${TILE / 2}L${TILE / 2} ${TILE}L0 ${TILE / 2}Z`;
export const TILE_TOWER = tower(10, 10, 10, 21, 3);

/** The medallion's castle, centred on the card: a keep between two towers on a curtain wall. */
export const CASTLE =
  tower(86, 155, 22, 215, 3) +
  tower(142, 155, 22, 215, 3) +
  tower(106, 135, 38, 215, 5) +
  tower(96, 183, 58, 215, 7);

/** Openings cut out of the castle: the gate arch and three arrow slits. */
export const CASTLE_OPENINGS =
  'M117 215V200A8 8 0 0 1 133 200V215Z' +
  'M95 167h4v12h-4Z' +
  'M151 167h4v12h-4Z' +
  'M123 149h4v14h-4Z';
