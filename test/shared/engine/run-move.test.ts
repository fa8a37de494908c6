import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GAME_IDS,
  GAMES,
  type GameId,
  type Move,
  type Position,
  CELL_BASE,
  ANY_FOUNDATION,
  NO_CARD,
  applyMove,
  buildsOn,
  cellsOpen,
  checkMove,
  clonePosition,
  createPosition,
  legalMoves,
  mulberry32,
  shuffle,
  uniformBelow,
  makeCard,
  moveCard,
  moveFrom,
  moveTo,
  planRunMove,
  positionsEqual,
  runCapacity,
  runDestinations,
  runLength,
} from '../../../shared/engine';
import { card, position } from './helpers';

/** The capacity formula, counted here from the position as the rule states it. */
function formula(p: Position, to: number): number {
  const cells = cellsOpen(p) ? p.cells.filter((c) => c === NO_CARD).length : 0;
  const empty = p.rules.emptyRowTakes === 'any' ? p.rows.filter((r, i) => i !== to && r.length === 0 && !p.rules.auxiliaryRows.includes(i)).length : 0;
  return (cells + 1) * 2 ** empty;
}

/** Plays `line` with every move checked; the position reached, or the index of the first illegal move. */
function playChecked(start: Position, line: readonly Move[]): Position | number {
  const p = clonePosition(start);
  for (let i = 0; i < line.length; i++) {
    if (!checkMove(p, line[i]!).ok) return i;
    applyMove(p, line[i]!);
  }
  return p;
}

/** What the run move must give: the run on the host in its order, the source without it, the rest as it was. */
function expectedAfter(p: Position, from: number, depth: number, to: number): Position {
  const q = clonePosition(p);
  const run = q.rows[from]!.splice(q.rows[from]!.length - depth, depth);
  q.rows[to]!.push(...run);
  return q;
}

describe('runLength', () => {
  it('counts cards down by one in any suit, or in suit either way, from the exposed card', () => {
    expect(runLength(position('beleaguered-castle', ['KS 9H 8C 7H']), 0)).toBe(3);
    expect(runLength(position('beleaguered-castle', ['9H 8C 6H']), 0)).toBe(1);
    expect(runLength(position('beleaguered-castle', ['']), 0)).toBe(0);
    // in suit: up or down by one, never across suits
    expect(runLength(position('fortress', ['2C 5H 6H 7H']), 0)).toBe(3);
    expect(runLength(position('fortress', ['7H 6H 5C']), 0)).toBe(1);
    expect(runLength(position('fortress', ['9S 8S 7S']), 0)).toBe(3);
  });
});

describe('planRunMove', () => {
  it('carries a run through an empty row onto its host, and undoes nothing else', () => {
    const p = position('streets-and-alleys', ['KS 9H 8C 7H', '', '9D', 'KH', 'KC', 'KD', 'QS', 'TD']);
    expect(runCapacity(p, 2)).toBe(2);
    const line = planRunMove(p, 0, 2, 2);
    expect(line.ok).toBe(true);
    if (!line.ok) return;
    expect(line.value.map((m) => [moveCard(m), moveFrom(m), moveTo(m)])).toEqual([
      [card('7H'), 0, 1],
      [card('8C'), 0, 2],
      [card('7H'), 1, 2],
    ]);
    // three cards need two empty rows (or a cell): refused, with the reason
    expect(planRunMove(p, 0, 3, 7)).toEqual({ ok: false, error: 'too-many-cards' });
    expect(planRunMove(p, 0, 3, 2)).toEqual({ ok: false, error: 'does-not-build' });
    const q = position('streets-and-alleys', ['KS 9H 8C 7H', '', '9D', 'KH', 'KC', 'KD', '', 'TD']);
    expect(runCapacity(q, 7)).toBe(4);
    expect(planRunMove(q, 0, 3, 7).ok).toBe(true);
  });

  it('refuses a run that is not one, a run to a free cell, and one deeper than the row', () => {
    const p = position('fastness', ['KS 9H 8C 7H', 'TD'], { cells: ['-', '-'] });
    expect(planRunMove(p, 0, 4, 1)).toEqual({ ok: false, error: 'not-a-run' });
    expect(planRunMove(p, 0, 9, 1)).toEqual({ ok: false, error: 'not-a-run' });
    expect(planRunMove(p, 0, 0, 1)).toEqual({ ok: false, error: 'not-a-run' });
    expect(planRunMove(p, 0, 2, CELL_BASE)).toEqual({ ok: false, error: 'one-card-only' });
    expect(planRunMove(p, 0, 2, ANY_FOUNDATION)).toEqual({ ok: false, error: 'one-card-only' });
    expect(planRunMove(p, 0, 2, 0)).toEqual({ ok: false, error: 'same-pile' });
    // depth 1 is the plain move, with the plain move's reasons
    expect(planRunMove(p, 0, 1, 1)).toEqual({ ok: false, error: 'does-not-build' });
    expect(planRunMove(p, 0, 1, CELL_BASE).ok).toBe(true);
  });

  it('uses free cells, but not locked ones (Masterpiece), and never auxiliary rows', () => {
    // Masterpiece: the cell is locked while both auxiliary rows hold cards
    const rows = ['KS 4H 3H', '5H', 'QC', 'QD', 'AS', 'KC', 'QS', 'JS', 'JC', '2S'];
    const locked = position('masterpiece', rows, { cells: ['-'], foundations: [0, 0, 0, 0] });
    expect(runCapacity(locked, 1)).toBe(1);
    expect(planRunMove(locked, 0, 2, 1)).toEqual({ ok: false, error: 'too-many-cards' });
    const open = position('masterpiece', rows.map((r, i) => (i === 4 ? '' : r)), { cells: ['-'] });
    expect(runCapacity(open, 1)).toBe(2);
    expect(planRunMove(open, 0, 2, 1).ok).toBe(true);
    expect(planRunMove(open, 0, 2, 4)).toEqual({ ok: false, error: 'auxiliary-row' });
  });

  it('moves a run to an empty row without counting that row (and not in Exiled Kings unless a King leads)', () => {
    const p = position('beleaguered-castle', ['KS 9H 8C 7H', '', '', 'QH', 'KC', 'KD', 'QS', 'JS']);
    expect(runCapacity(p, 1)).toBe(2);
    expect(planRunMove(p, 0, 2, 1).ok).toBe(true);
    expect(planRunMove(p, 0, 3, 1)).toEqual({ ok: false, error: 'too-many-cards' });
    const kings = position('exiled-kings', ['9H KS QH JH', '', 'TD']);
    expect(runCapacity(kings, 1)).toBe(1);
    expect(planRunMove(kings, 0, 3, 1)).toEqual({ ok: false, error: 'too-many-cards' });
    expect(planRunMove(kings, 0, 2, 1)).toEqual({ ok: false, error: 'empty-row-takes-king' });
  });
});

describe('runDestinations', () => {
  it('lists the single card places first, then the rows each deeper run may go to', () => {
    const p = position('stronghold', ['KS 9H 8C 7H', '', 'TD', '9S', 'KC', 'KD', 'QS', 'QD'], { cells: ['-'] });
    const d = runDestinations(p, 0);
    expect(d).toHaveLength(3);
    expect(d[0]).toEqual(expect.arrayContaining([1, CELL_BASE]));
    expect(d[1]).toEqual([1, 3]);
    expect(d[2]).toEqual([2]);
  });
});

/**
 * A random position of `game` with runs in it: each row gets a few random cards, then a tail of cards
 * that each build on the one before (picked from what is left), some rows and cells stay empty. It
 * need not hold all 52 cards: a run move looks only at the rows and cells.
 */
function positionWithRuns(game: GameId, seed: number): Position {
  const rules = GAMES[game];
  const next = mulberry32(seed);
  const deck = shuffle(Array.from({ length: 52 }, (_, c) => c), next);
  const rows = rules.rowLengths.map(() => {
    if (uniformBelow(next, 4) === 0) return [];
    const row = deck.splice(0, 1 + uniformBelow(next, 3));
    for (let tail = uniformBelow(next, 6); tail > 0; tail--) {
      const i = deck.findIndex((c) => buildsOn(rules, row.at(-1)!, c));
      if (i < 0) break;
      row.push(deck.splice(i, 1)[0]!);
    }
    return row;
  });
  const cells = Array.from({ length: rules.cells }, () => (uniformBelow(next, 2) === 0 ? deck.pop()! : NO_CARD));
  return createPosition(rules, rows, [0, 0, 0, 0], cells);
}

// Property tests over random positions with runs: every run move the engine offers is a legal line of
// single-card moves that ends with the run on its host, within the formula, and what it refuses for
// capacity is beyond the formula.
describe('run moves over random positions', () => {
  it('are legal, end with the run on the host, and never exceed (cells + 1) x 2^(empty rows)', () => {
    let offered = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), (game, seed) => {
        const p = positionWithRuns(game, seed);
        for (let from = 0; from < p.rows.length; from++) {
          const byDepth = runDestinations(p, from);
          for (let depth = 2; depth <= byDepth.length; depth++) {
            for (let to = 0; to < p.rows.length; to++) {
              const line = planRunMove(p, from, depth, to);
              expect(line.ok).toBe(byDepth[depth - 1]!.includes(to));
              if (!line.ok) {
                if (line.error === 'too-many-cards') {
                  refused++;
                  expect(depth).toBeGreaterThan(formula(p, to));
                }
                continue;
              }
              offered++;
              // a run that moves whole is one move of the engine: no carrying limit
              if (p.rules.groupMoves === 'none') expect(depth).toBeLessThanOrEqual(formula(p, to));
              else expect(line.value).toHaveLength(1);
              const after = playChecked(p, line.value);
              expect(typeof after).not.toBe('number');
              expect(positionsEqual(after as Position, expectedAfter(p, from, depth, to))).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
    // the property looked at real run moves, both offered and refused
    expect(offered).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(20);
  });
});

/**
 * Whether the run of `depth` cards can reach `to` by single-card moves of the run's own cards among
 * the source, the destination, the empty rows and the free cells: a search over every such line.
 */
function bruteForceCanMove(start: Position, from: number, depth: number, to: number): boolean {
  const run = new Set(start.rows[from]!.slice(-depth));
  const target = expectedAfter(start, from, depth, to);
  const piles = new Set<number>([from, to]);
  start.rows.forEach((r, i) => r.length === 0 && piles.add(i));
  start.cells.forEach((c, i) => c === NO_CARD && piles.add(CELL_BASE + i));
  const key = (p: Position): string => `${p.cells.join(',')}|${p.rows.map((r) => r.join(',')).join('/')}`;
  const seen = new Set<string>([key(start)]);
  const queue = [start];
  while (queue.length > 0) {
    const p = queue.shift()!;
    if (positionsEqual(p, target)) return true;
    for (const m of legalMoves(p)) {
      if (!run.has(moveCard(m)) || !piles.has(moveFrom(m)) || !piles.has(moveTo(m))) continue;
      const q = clonePosition(p);
      applyMove(q, m);
      const k = key(q);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(q);
    }
    // another empty cell is the same as the first for the generator: try every empty cell too
    for (let c = 0; c < p.cells.length; c++) {
      if (p.cells[c] !== NO_CARD || !piles.has(CELL_BASE + c)) continue;
      for (const r of piles) {
        if (r >= CELL_BASE || p.rows[r]!.length === 0 || !run.has(p.rows[r]!.at(-1)!)) continue;
        const q = clonePosition(p);
        applyMove(q, (p.rows[r]!.at(-1)! << 14) | (r << 7) | (CELL_BASE + c));
        const k = key(q);
        if (!seen.has(k)) {
          seen.add(k);
          queue.push(q);
        }
      }
    }
  }
  return false;
}

describe('run moves against a brute-force search on small positions', () => {
  // any-suit games with 0-2 cells; a run of ranks from `high` down on a blocker, a host one rank
  // above the run's bottom, fillers (aces and twos) that take no card of the run
  const shape = fc.record({
    game: fc.constantFrom<GameId>('beleaguered-castle', 'siegecraft', 'fastness'),
    depth: fc.integer({ min: 2, max: 7 }),
    empties: fc.integer({ min: 0, max: 3 }),
    cellsFull: fc.nat(),
    toEmpty: fc.boolean(),
  });
  it('agree whether a run can move: the formula is exact where cards build down only', () => {
    let yes = 0;
    let no = 0;
    fc.assert(
      fc.property(shape, ({ game, depth, empties, cellsFull, toEmpty }) => {
        const rules = GAMES[game];
        const high = 12;
        const runCards = Array.from({ length: depth }, (_, i) => makeCard(i % 4, high - i));
        const rows: number[][] = Array.from({ length: rules.rowLengths.length }, () => []);
        rows[0] = [makeCard(3, 13), ...runCards];
        rows[1] = toEmpty ? [] : [makeCard(1, high + 1)];
        const fillers = [0, 1, 2, 3].flatMap((s) => [makeCard(s, 1), makeCard(s, 2)]);
        let f = 0;
        for (let r = 2; r < rows.length; r++) if (r - 2 >= empties) rows[r] = [fillers[f++]!];
        const full = rules.cells === 0 ? 0 : cellsFull % (rules.cells + 1);
        const cells = Array.from({ length: rules.cells }, (_, i) => (i < full ? fillers[f++]! : NO_CARD));
        const p = createPosition(rules, rows, [0, 0, 0, 0], cells);
        const engine = planRunMove(p, 0, depth, 1);
        const brute = bruteForceCanMove(p, 0, depth, 1);
        expect(engine.ok).toBe(brute);
        if (brute) yes++;
        else no++;
      }),
      { numRuns: 120 },
    );
    // both answers were met often enough for the agreement to mean something
    expect(yes).toBeGreaterThan(10);
    expect(no).toBeGreaterThan(10);
  });

  it('in-suit games build both ways, so a search may move more than the formula: the engine stays within it', () => {
    const p = position('fortress', ['KS 7H 6H 5H', '8H', '', 'KC', 'QD', 'JC', '2S', '3S', 'KD', 'QC']);
    expect(bruteForceCanMove(p, 0, 3, 1)).toBe(true);
    expect(planRunMove(p, 0, 3, 1)).toEqual({ ok: false, error: 'too-many-cards' });
    expect(planRunMove(p, 0, 2, 1).ok).toBe(false); // 6H does not go on 8H
  });
});
