import { describe, it, expect } from 'vitest';
import { foundationPile } from '../../../shared/engine/moves';
import { computeFrame, computeLayout, MIN_FAN_DOWN, type Rect, type TableFrame } from '../../../renderer/table/layout';
import { CARD_RATIO } from '../../../renderer/table/frame';
import { rowRoom } from '../../../renderer/table/frame-line';
import { dealPosition } from '../../../shared/engine/deal';
import { GAME_IDS, GAMES, type GameId } from '../../../shared/engine/games';
import { CELL_BASE, RESERVE, STOCK, WASTE } from '../../../shared/engine/moves';
import { foundationCount, pileBuildsDown } from '../../../shared/engine/position';
import { foundationSlots, isFoundationSlot, leftColumn, rightColumn, sideSlots } from '../../../renderer/table/slots';

// The frames of the three shapes: where the piles stand against each other, what each caption names,
// and how the options (the player's card size, the room for long rows) size them.

const SIZES = [
  [1024, 580],
  [1280, 670],
  [1920, 940],
] as const;
const frameOf = (id: GameId, w: number, h: number, options = {}): TableFrame => computeFrame(dealPosition(id, 1), w, h, options);
const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;
const within = (a: Rect, f: TableFrame): boolean => a.x >= -1e-6 && a.y >= -1e-6 && a.x + a.w <= f.width + 1e-6 && a.y + a.h <= f.height + 1e-6;

describe('table frames', () => {
  it('every game at three sizes: piles and captions inside the table, none over another', () => {
    for (const id of GAME_IDS) {
      for (const [w, h] of SIZES) {
        const f = frameOf(id, w, h);
        const boxes = [...f.slots.values(), ...f.captions.map((c) => c.rect)];
        for (let i = 0; i < boxes.length; i++) {
          expect(within(boxes[i]!, f), `${id} ${w}x${h} box ${i}`).toBe(true);
          for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${id} ${w}x${h} boxes ${i} and ${j}`).toBe(false);
        }
        expect(f.width <= w + 1e-6 && f.height <= h + 1e-6, `${id} ${w}x${h}`).toBe(true);
      }
    }
  });

  it('every cell, reserve, stock, waste and auxiliary row has its caption; every foundation is in one; every feeding row has its feeds', () => {
    for (const id of GAME_IDS) {
      const rules = GAMES[id];
      const f = frameOf(id, 1280, 670);
      const named = f.captions.filter((c) => c.kind === 'pile').map((c) => c.slots[0]!);
      const cells = Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i);
      expect(named.sort((a, b) => a - b), id).toEqual([...rules.auxiliaryRows, ...cells, ...sideSlots(rules)].sort((a, b) => a - b));
      const grouped = f.captions.filter((c) => c.kind === 'foundations').flatMap((c) => c.slots);
      expect(grouped.sort((a, b) => a - b), id).toEqual(foundationSlots(rules).sort((a, b) => a - b));
      // a caption over foundations speaks of piles that start alike and build the same way
      for (const c of f.captions.filter((k) => k.kind === 'foundations')) {
        const ways = new Set(c.slots.map((s) => pileBuildsDown(rules, s - foundationPile(0))));
        expect(ways.size, id).toBe(1);
      }
      expect(f.captions.filter((c) => c.kind === 'feeds').map((c) => c.slots[0]), id).toEqual(rules.rowFeeds?.map((_, row) => row) ?? []);
    }
  });

  it('Rittenhouse and Chequers: the piles built down have captions of their own', () => {
    for (const id of ['rittenhouse', 'chequers'] as const) {
      const f = frameOf(id, 1280, 670);
      const groups = f.captions.filter((c) => c.kind === 'foundations');
      // Rittenhouse's four up and four down; Chequers' eight piles each alone, up and down in turn
      expect(groups.map((g) => g.slots.length)).toEqual(id === 'rittenhouse' ? [4, 4] : [1, 1, 1, 1, 1, 1, 1, 1]);
    }
  });

  it('wings: each foundation line level with a line of rows, the cells that find no line under the foundations in a column at their right, level with the last rows', () => {
    for (const id of GAME_IDS.filter((g) => GAMES[g].layout === 'wings')) {
      const rules = GAMES[id];
      for (const [w, h] of SIZES) {
        const f = frameOf(id, w, h);
        const rowYs = [...leftColumn(rules), ...rightColumn(rules)].map((r) => f.slots.get(r)!.y);
        const pitch = f.slots.get(1)!.y - f.slots.get(0)!.y;
        for (const slot of foundationSlots(rules)) {
          const y = f.slots.get(slot)!.y;
          // on a line of rows, or (four foundations beside five rows: Fortress) midway between two
          const offset = Math.min(...rowYs.map((r) => Math.abs(y - r)));
          expect(offset < 1e-6 || Math.abs(offset - pitch / 2) < 1e-6, `${id} ${w}x${h} foundation ${slot}`).toBe(true);
        }
        const foundationsRight = Math.max(...foundationSlots(rules).map((s) => f.slots.get(s)!.x)) + f.cardW;
        const left = leftColumn(rules);
        for (let c = 0; c < rules.cells; c++) {
          const cell = f.slots.get(CELL_BASE + c)!;
          // Masterpiece's cell stands between its auxiliary rows; the others' right of the foundations,
          // each level with one of the last lines of rows, no lower than the wings
          if (id === 'masterpiece') expect(cell.y).toBeCloseTo(f.slots.get(4)!.y, 6);
          else {
            expect(cell.y, id).toBeCloseTo(f.slots.get(left[left.length - rules.cells + c]!)!.y, 6);
            expect(cell.x, id).toBeGreaterThan(foundationsRight);
            expect(cell.x + cell.w, id).toBeLessThan(f.slots.get(rightColumn(rules)[0]!)!.x);
          }
        }
      }
    }
  });

  it('Siegecraft, Stronghold, Fastness: their cells beside the foundations cost no line of height, the cards larger than with a band under the wings', () => {
    // with the cells in a band under the wings the cards were 69, 80 and 112 px wide in these areas
    for (const id of ['siegecraft', 'stronghold', 'fastness'] as const) {
      for (const [[w, h], least] of SIZES.map((size, i) => [size, [78, 90, 125][i]!] as const)) expect(frameOf(id, w, h).cardW, `${id} ${w}x${h}`).toBeGreaterThanOrEqual(least);
    }
  });

  it('Streets and Alleys: its rows dealt seven on the left, six on the right, stand balanced about the middle', () => {
    const p = dealPosition('streets-and-alleys', 1);
    const l = computeLayout(p, 1280, 670);
    const xs = l.cards.filter((c) => c !== undefined && c.slot < CELL_BASE).map((c) => c!.x);
    const left = Math.min(...xs);
    const right = l.width - (Math.max(...xs) + l.cardW);
    expect(Math.abs(left - right)).toBeLessThan(0.05 * l.cardW);
  });

  it('Palace: eighteen rows in two lines of nine, the foundations a block at either side, a suit a line', () => {
    const rules = GAMES.palace;
    for (const [w, h] of SIZES) {
      const f = frameOf('palace', w, h);
      const rows = Array.from({ length: 18 }, (_, r) => f.slots.get(r)!);
      for (let r = 1; r < 18; r++) expect(rows[r]!.y, `row ${r + 1}`).toBe(rows[r < 9 ? 0 : 9]!.y);
      expect(rows[9]!.y).toBeGreaterThan(rows[0]!.y + rows[0]!.h);
      expect(rows[9]!.x).toBeCloseTo(rows[0]!.x, 6);
      const rowsLeft = rows[0]!.x;
      const rowsRight = rows[8]!.x + f.cardW;
      for (const [i, slot] of foundationSlots(rules).entries()) {
        const r = f.slots.get(slot)!;
        const suit = Math.floor(i / rules.decks);
        expect(r.y, `pile ${i}`).toBeCloseTo(rows[0]!.y + suit * (f.cardH + 0.12 * f.cardW), 6);
        expect(r.x + r.w < rowsLeft || r.x > rowsRight, `pile ${i} beside the rows`).toBe(true);
      }
      // the rows hold their dealt eleven and one more at the least step
      expect(rows[0]!.h).toBeGreaterThanOrEqual(f.cardH + 11 * MIN_FAN_DOWN * f.cardW - 1e-6);
    }
  });

  it('a line takes the whole height: its rows reach the bottom, the cards as large as the width or the room for rows allows', () => {
    for (const id of GAME_IDS.filter((g) => GAMES[g].layout === 'line')) {
      for (const [w, h] of SIZES) {
        const f = frameOf(id, w, h);
        expect(f.height).toBeCloseTo(h, 6);
        const bottom = Math.max(...[...f.slots.values()].map((r) => r.y + r.h));
        expect(h - bottom).toBeCloseTo(0.12 * f.cardW, 6);
        // every row holds its game's room at the least step
        expect(f.slots.get(0)!.h, `${id} ${w}x${h}`).toBeGreaterThanOrEqual(f.cardH + (rowRoom(GAMES[id]) - 1) * MIN_FAN_DOWN * f.cardW - 1e-6);
        // and the cards could be no larger: the width is full, or the rows have no more than their room
        const full = f.width > w - 1e-6 || f.slots.get(0)!.h < f.cardH + (rowRoom(GAMES[id]) - 1) * MIN_FAN_DOWN * f.cardW + 1e-6;
        expect(full, `${id} ${w}x${h}`).toBe(true);
      }
    }
  });

  it('a long row makes room for itself: the cards shrink until each of its cards shows its index', () => {
    const at = (cards: number) => frameOf('chessboard', 1280, 670, { rowCards: cards });
    const room = rowRoom(GAMES.chessboard);
    expect(at(room - 3).cardW).toBe(at(room).cardW);
    for (const cards of [room + 1, room + 6, 30]) {
      const f = at(cards);
      expect(f.cardW).toBeLessThan(at(cards - 1).cardW);
      expect(f.slots.get(0)!.h).toBeGreaterThanOrEqual(f.cardH + (cards - 1) * MIN_FAN_DOWN * f.cardW - 1e-6);
    }
  });

  it('the player’s card size: drawn that wide where it fits, as large as fits where it does not, the table centred', () => {
    for (const id of ['beleaguered-castle', 'bastion', 'chequers', 'palace'] as const) {
      const auto = frameOf(id, 1280, 670);
      const small = frameOf(id, 1280, 670, { cardWidth: 60 });
      expect(small.cardW).toBe(Math.min(60, auto.cardW));
      expect(small.cardH).toBeCloseTo(small.cardW * CARD_RATIO, 6);
      expect(frameOf(id, 1280, 670, { cardWidth: 500 }).cardW).toBe(auto.cardW);
      // each pile keeps its place in proportion: a smaller table, the same shape
      const ratio = small.cardW / auto.cardW;
      const first = foundationSlots(GAMES[id])[0]!;
      expect(small.slots.get(first)!.w).toBeCloseTo(auto.slots.get(first)!.w * ratio, 6);
    }
  });

  it('a thumbnail: any size lays out, the shape kept', () => {
    for (const id of GAME_IDS) {
      const f = frameOf(id, 160, 100);
      expect(f.cardW).toBeGreaterThan(0);
      expect(f.width).toBeLessThanOrEqual(160 + 1e-6);
      for (const r of f.slots.values()) expect(within(r, f), id).toBe(true);
    }
  });

  it('Zerline, Soother: the stock and the waste stand apart enough to be named under each', () => {
    for (const id of ['zerline', 'soother'] as const) {
      const f = frameOf(id, 1280, 670);
      const caption = (slot: number) => f.captions.find((c) => c.kind === 'pile' && c.slots[0] === slot)!.rect;
      expect(overlap(caption(STOCK), caption(WASTE))).toBe(false);
      expect(caption(RESERVE).y).toBeGreaterThanOrEqual(f.slots.get(RESERVE)!.y + f.cardH - 1e-6);
      expect(foundationSlots(GAMES[id]).every((s) => isFoundationSlot(s))).toBe(true);
      expect(foundationCount(GAMES[id])).toBe(foundationSlots(GAMES[id]).length);
    }
  });
});
