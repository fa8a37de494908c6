import { describe, it, expect } from 'vitest';
import { foundationPile, FOUNDATION_BASE } from '../../../shared/engine/moves';
import fc from 'fast-check';
import { BURIED, computeFrame, computeLayout, placeCards, MIN_FAN, MIN_FAN_DOWN, slotAt, tableUnits, type Rect } from '../../../renderer/table/layout';
import { dealPosition } from '../../../shared/engine/deal';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { CELL_BASE, RESERVE, STOCK, WASTE, applyMove, legalMoves } from '../../../shared/engine/moves';
import { INDEX_FRACTION } from '../../../renderer/cards/card-geometry';
import { focusLines, foundationSlots, slotsOf } from '../../../renderer/table/slots';
import { cardCount } from '../../../shared/engine/position';

describe('table layout', () => {
  it('places every card of every game exactly once, inside the table', () => {
    for (const id of GAME_IDS) {
      const p = dealPosition(id, 11);
      const l = computeLayout(p, 1280, 740);
      // every card but the stock's, whose faces the table never draws (Zerline)
      expect(l.cards.filter(Boolean)).toHaveLength(cardCount(GAMES[id]) - p.stock.length);
      for (const card of p.stock) expect(l.cards[card]).toBeUndefined();
      for (const c of l.cards.filter(Boolean)) {
        expect(c!.x).toBeGreaterThanOrEqual(0);
        expect(c!.x + l.cardW).toBeLessThanOrEqual(l.width + 1e-6);
        expect(c!.y + l.cardH).toBeLessThanOrEqual(l.height + 1e-6);
      }
      expect(new Set(l.slots.keys())).toEqual(new Set(slotsOf(GAMES[id])));
    }
  });

  it('Zerline: the foundations in two columns of four between the wings, the stock, waste and reserve in a band under them', () => {
    for (const [w, h] of [[1280, 740], [1920, 1020]] as const) {
      const p = dealPosition('zerline', 3);
      const l = computeLayout(p, w, h);
      const rect = (slot: number) => l.slots.get(slot)!;
      const piles = foundationSlots(GAMES.zerline);
      // a suit's two piles side by side, the suits one under the other
      for (let k = 0; k < 8; k += 2) {
        expect(rect(piles[k]!).y).toBe(rect(piles[k + 1]!).y);
        expect(rect(piles[k + 1]!).x).toBeGreaterThan(rect(piles[k]!).x + l.cardW);
      }
      expect(rect(piles[2]!).y).toBeGreaterThan(rect(piles[0]!).y + l.cardH);
      // the wings clear the centre, and the band lies under every row
      expect(rect(0).x + rect(0).w).toBeLessThan(rect(piles[0]!).x);
      expect(rect(4).x).toBeGreaterThan(rect(piles[1]!).x + l.cardW);
      const rowsBottom = Math.max(...[0, 1, 2, 3, 4, 5, 6, 7].map((r) => rect(r).y + rect(r).h));
      for (const slot of [STOCK, WASTE, RESERVE]) expect(rect(slot).y).toBeGreaterThan(rowsBottom);
      expect(rect(WASTE).x).toBeGreaterThan(rect(STOCK).x + l.cardW);
      expect(rect(RESERVE).x).toBeGreaterThan(rect(WASTE).x + l.cardW);
      expect(rect(RESERVE).y + l.cardH).toBeLessThanOrEqual(l.height + 1e-6);
      expect(l.width).toBeLessThanOrEqual(w);
      expect(l.height).toBeLessThanOrEqual(h);
      // the waste squared, its top card over the rest
      const waste = l.cards[p.waste[0]!]!;
      expect(waste).toMatchObject({ slot: WASTE, exposed: true, x: rect(WASTE).x, y: rect(WASTE).y });
    }
  });

  it('Zerline: the reserve fans to the right, only its top card exposed', () => {
    const p = dealPosition('zerline', 3);
    for (const r of [0, 1, 2]) p.reserve.push(p.rows[r]!.pop()!);
    const l = computeLayout(p, 1280, 740);
    const [a, b, c] = p.reserve.map((card) => l.cards[card]!);
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(c!.x).toBeGreaterThan(b!.x);
    expect([a!.exposed, b!.exposed, c!.exposed]).toEqual([false, false, true]);
    expect(c!.z).toBeGreaterThan(b!.z);
  });

  it('rows are wings: the exposed card is the outermost, the first card next to the foundations', () => {
    const p = dealPosition('beleaguered-castle', 3);
    const l = computeLayout(p, 1280, 740);
    const centre = l.slots.get(foundationPile(0))!;
    const left = p.rows[0]!;
    const right = p.rows[4]!;
    expect(l.cards[left.at(-1)!]!.x).toBeLessThan(l.cards[left[0]!]!.x);
    expect(l.cards[left[0]!]!.x + l.cardW).toBeLessThan(centre.x);
    expect(l.cards[right.at(-1)!]!.x).toBeGreaterThan(l.cards[right[0]!]!.x);
    expect(l.cards[right[0]!]!.x).toBeGreaterThan(centre.x + l.cardW);
    expect(l.cards[left.at(-1)!]!.exposed).toBe(true);
    expect(l.cards[left.at(-1)!]!.z).toBeGreaterThan(l.cards[left[0]!]!.z);
  });

  it('keeps its proportions: the table scales as one at 800x600, 1280x800 and 4K', () => {
    const p = dealPosition('fortress', 5);
    const u = tableUnits(p);
    for (const [w, h] of [[800, 540], [1280, 740], [3840, 2100]] as const) {
      const l = computeLayout(p, w, h);
      expect(l.width / l.height).toBeCloseTo(u.w / u.h, 6);
      expect(l.width <= w + 1e-6 && l.height <= h + 1e-6).toBe(true);
      expect(l.width > w - 1 || l.height > h - 1).toBe(true);
    }
  });

  it('long rows compress but always show each card’s corner index (random play)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.nat(), fc.array(fc.nat(), { maxLength: 120 }), (id, deal, picks) => {
        const p = dealPosition(id, deal);
        for (const k of picks) {
          const moves = legalMoves(p);
          if (moves.length === 0) break;
          applyMove(p, moves[k % moves.length]!);
        }
        const l = computeLayout(p, 800, 540);
        // a line's rows fan down, the wings' sideways
        const down = GAMES[id].layout === 'line';
        // a line's rows make room for the longest of them
        for (const row of p.rows) {
          for (let i = 1; i < row.length; i++) {
            const [a, b] = [l.cards[row[i - 1]!]!, l.cards[row[i]!]!];
            const step = down ? b.y - a.y : Math.abs(b.x - a.x);
            expect(step).toBeGreaterThanOrEqual((down ? MIN_FAN_DOWN : MIN_FAN) * l.cardW - 1e-6);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the longest row a game can build still fits its wing with readable indices', () => {
    // 19 cards: a deal row of 7 plus a full run King..2 built on it is more than play can reach
    const p = dealPosition('streets-and-alleys', 1);
    const all = p.rows.flat();
    p.rows[0]!.splice(0, p.rows[0]!.length, ...all.slice(0, 19));
    const l = computeLayout(p, 800, 540);
    const row = p.rows[0]!;
    const step = l.cards[row[0]!]!.x - l.cards[row[1]!]!.x;
    expect(step).toBeGreaterThanOrEqual(INDEX_FRACTION * l.cardW - 1e-6);
    expect(l.cards[row.at(-1)!]!.x).toBeGreaterThanOrEqual(0);
  });

  it('Masterpiece sets its auxiliary rows apart and has a free cell in the centre', () => {
    const p = dealPosition('masterpiece', 2);
    const l = computeLayout(p, 1280, 740);
    const gapAbove = (r: number) => l.slots.get(r)!.y - (l.slots.get(r - 1)!.y + l.cardH);
    expect(gapAbove(4)).toBeGreaterThan(gapAbove(3));
    expect(gapAbove(9)).toBeGreaterThan(gapAbove(8));
    expect(l.slots.get(CELL_BASE)!.x).toBe(l.slots.get(foundationPile(0))!.x);
  });

  const lineGames = GAME_IDS.filter((id) => GAMES[id].layout === 'line');
  const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;

  it('a line: cells and foundations in a top row, the rows in one line under it, no two piles overlapping', () => {
    expect(lineGames).toEqual(['chessboard', 'lasker', 'morphy', 'castles-end', 'bastion', 'ten-by-one', 'lightweight', 'castle-of-indolence', 'rittenhouse', 'castle-mount', 'soother', 'palace']);
    // (Soother's top has two lines, Palace's rows two lines: below)
    for (const id of lineGames.filter((g) => g !== 'soother' && g !== 'palace')) {
      const p = dealPosition(id, 4);
      const l = computeLayout(p, 1280, 740);
      const top = [...l.slots].filter(([s]) => s >= CELL_BASE);
      const rows = [...l.slots].filter(([s]) => s < CELL_BASE);
      expect(rows).toHaveLength(GAMES[id].rowLengths.length);
      expect(top).toHaveLength(GAMES[id].cells + 4 * GAMES[id].decks);
      for (const [, r] of top) expect(r.y + r.h).toBeLessThan(Math.min(...rows.map(([, q]) => q.y)));
      // the rows left to right in their order, one line
      rows.forEach(([, r], i) => {
        expect(r.y).toBe(rows[0]![1].y);
        if (i > 0) expect(r.x).toBeGreaterThan(rows[i - 1]![1].x + l.cardW);
      });
      const all = [...l.slots.values()];
      for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!), `${id} ${i} ${j}`).toBe(false);
      // the exposed card is the lowest of its row
      const row = p.rows[0]!;
      expect(l.cards[row.at(-1)!]!.y).toBeGreaterThan(l.cards[row[0]!]!.y);
      expect(l.cards[row.at(-1)!]!.x).toBe(l.cards[row[0]!]!.x);
      // the foundations' caption over them, clear of every pile
      const caption = l.captions.find((c) => c.kind === 'foundations')!;
      expect(caption.rect.y + caption.rect.h).toBeLessThanOrEqual(Math.min(...top.map(([, r]) => r.y)) + 1e-6);
      for (const c of l.captions) for (const r of all) expect(overlap(c.rect, r), `${id} caption ${c.kind} ${c.slots.join()}`).toBe(false);
    }
  });

  it('Soother: the stock, the waste and the reserve over the rows, the sixteen foundations in a block at their right, a suit a line', () => {
    const p = dealPosition('soother', 4);
    const l = computeLayout(p, 1280, 740);
    const at = (slot: number): Rect => l.slots.get(slot)!;
    const foundations = foundationSlots(GAMES.soother);
    expect(foundations).toHaveLength(16);
    expect(at(WASTE).y).toBe(at(STOCK).y);
    expect(at(RESERVE).y).toBe(at(STOCK).y);
    expect(at(WASTE).x).toBeGreaterThan(at(STOCK).x + l.cardW);
    // the reserve fans to the right over room for its eight cards
    expect(at(RESERVE).x).toBeGreaterThan(at(WASTE).x + l.cardW);
    expect(at(RESERVE).w).toBeGreaterThan(3 * l.cardW);
    const rows = Array.from({ length: 9 }, (_, r) => at(r));
    for (const r of rows) expect(r.y).toBeGreaterThan(at(STOCK).y + l.cardH);
    expect(at(STOCK).x).toBe(rows[0]!.x);
    const rowsRight = rows[8]!.x + rows[8]!.w;
    expect(at(RESERVE).x + at(RESERVE).w).toBeLessThanOrEqual(rowsRight + 1e-6);
    foundations.forEach((slot, i) => {
      // four lines of four, a suit a line, each pile under the one above it, right of the rows
      expect(at(slot).x, `pile ${i}`).toBeCloseTo(at(foundations[i % 4]!).x, 6);
      expect(at(slot).y, `pile ${i}`).toBeCloseTo(at(foundations[4 * Math.floor(i / 4)]!).y, 6);
      if (i >= 4) expect(at(slot).y).toBeGreaterThan(at(foundations[i - 4]!).y + l.cardH);
      expect(at(slot).x).toBeGreaterThan(rowsRight);
    });
    // one caption over the block
    const caption = l.captions.find((c) => c.kind === 'foundations')!;
    expect(caption.slots).toEqual(foundations);
    expect(caption.rect.y + caption.rect.h).toBeLessThanOrEqual(at(foundations[0]!).y + 1e-6);
    const all = [...l.slots.values()];
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!), `${i} ${j}`).toBe(false);
    for (const c of l.captions) for (const r of all) expect(overlap(c.rect, r), `caption ${c.kind} ${c.slots.join()}`).toBe(false);
    // the keyboard walks the top as one line: stock, waste, reserve, the foundations; then the rows
    expect(focusLines(GAMES.soother)).toEqual([[STOCK, WASTE, RESERVE, ...foundations], [0, 1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('Soother: larger cards than with its sixteen foundations in two lines over the rows', () => {
    // the table areas of 1920x1080, 1280x800 and 1024x700 windows; the two-line top took 4.16 card
    // widths of height over rows of 5.0: 101, 72 and 62 px
    for (const [w, h, least] of [[1920, 940, 120], [1280, 670, 80], [1024, 580, 65]] as const) expect(computeLayout(dealPosition('soother', 4), w, h).cardW, `${w}x${h}`).toBeGreaterThanOrEqual(least);
  });

  it('a line fits 1280x800 and 1920x1080 with its longest rows: a dealt row of 6 with 12 built on it', () => {
    // the table area of those windows, less the toolbar and the status bar
    for (const [w, h] of [[1280, 740], [1920, 1020]] as const) {
      for (const id of lineGames) {
        const p = dealPosition(id, 1);
        const all = p.rows.flat();
        // rows 1 and 2 with 18 cards each, the rest spread over the others
        p.rows.forEach((r) => r.splice(0));
        p.rows[0]!.push(...all.slice(0, 18));
        p.rows[1]!.push(...all.slice(18, 36));
        all.slice(36).forEach((c, i) => p.rows[2 + (i % (p.rows.length - 2))]!.push(c));
        const l = computeLayout(p, w, h);
        expect(l.width).toBeLessThanOrEqual(w + 1e-6);
        expect(l.height).toBeLessThanOrEqual(h + 1e-6);
        for (const c of l.cards.filter(Boolean)) expect(c!.y + l.cardH).toBeLessThanOrEqual(l.height + 1e-6);
        const row = p.rows[0]!;
        expect(l.cards[row[1]!]!.y - l.cards[row[0]!]!.y).toBeGreaterThanOrEqual(MIN_FAN_DOWN * l.cardW - 1e-6);
        // figures for the report: the card width each window gets
        if (id === lineGames[0]) console.log(`line layout at ${w}x${h}: cards ${l.cardW.toFixed(1)} px wide, table ${l.width.toFixed(0)}x${l.height.toFixed(0)}`);
      }
    }
  });

  it('a foundation shows the top card the engine names, the cards under it buried', () => {
    const p = dealPosition('chessboard', 2);
    // a chosen base of 9: the 9, 10 and Jack of hearts on its foundation
    const moved = [9, 10, 11].map((rank) => rank - 1);
    for (const row of p.rows) for (let i = row.length - 1; i >= 0; i--) if (moved.includes(row[i]!)) row.splice(i, 1);
    p.foundations[0] = 3;
    p.base = 9;
    const l = computeLayout(p, 1280, 740);
    expect(l.cards[10]).toMatchObject({ slot: foundationPile(0), exposed: true, index: -1 });
    for (const c of [8, 9]) expect(l.cards[c]).toMatchObject({ slot: foundationPile(0), exposed: false, index: BURIED });
    expect(l.cards[10]!.z).toBeGreaterThan(l.cards[9]!.z);
  });

  it('with two decks: eight foundations, each suit\'s two side by side, each showing the face the engine counts', () => {
    const p = dealPosition('lightweight', 3);
    const l = computeLayout(p, 1280, 740);
    // the Aces start home: one on each pile, hearts' two piles first
    const tops = [...l.slots.keys()].filter((s) => s >= FOUNDATION_BASE).sort((a, b) => l.slots.get(a)!.x - l.slots.get(b)!.x);
    expect(tops).toEqual([0, 4, 1, 5, 2, 6, 3, 7].map((k) => foundationPile(k)));
    const aces = [0, 52].map((ace) => l.cards[ace]!.slot).sort();
    expect(aces).toEqual([foundationPile(0), foundationPile(4)]);
    for (const ace of [0, 52]) expect(l.cards[ace]).toMatchObject({ exposed: true, index: -1 });
  });

  it('with two decks a foundation card stays on its pile when the other copy of its face comes home', () => {
    const p = dealPosition('lightweight', 3);
    // both 2 of hearts (ids 1 and 53) out of the rows: the deck-2 copy home first, on pile 0
    for (const row of p.rows) for (let i = row.length - 1; i >= 0; i--) if (row[i] === 1 || row[i] === 53) row.splice(i, 1);
    p.rows[0]!.push(1);
    p.foundations[0] = 2;
    const before = computeLayout(p, 1280, 740);
    expect(before.cards[53]).toMatchObject({ slot: foundationPile(0), exposed: true });
    expect(before.cards[1]!.slot).toBe(0);
    // the deck-1 copy goes home too, onto pile 4: the copy on pile 0 stays there
    p.rows[0]!.pop();
    p.foundations[4] = 2;
    const frame = computeFrame(p, 1280, 740);
    const after = placeCards(p, frame, before.cards);
    expect(after[53]).toMatchObject({ slot: foundationPile(0), exposed: true });
    expect(after[1]).toMatchObject({ slot: foundationPile(4), exposed: true });
    // without the earlier places the copies go to the piles in id order
    expect(placeCards(p, frame)[1]!.slot).toBe(foundationPile(0));
    // and the Aces under them are buried
    for (const ace of [0, 52]) expect(after[ace]).toMatchObject({ exposed: false, index: BURIED });
  });

  it('Castle of Indolence: its reserves stand apart at the end of the line, and its foundations in pile order', () => {
    const p = dealPosition('castle-of-indolence', 3);
    const l = computeLayout(p, 1280, 740);
    const gapBefore = (r: number) => l.slots.get(r)!.x - (l.slots.get(r - 1)!.x + l.cardW);
    // the reserves are rows 9-12: a wider gap before the first, the usual one between the others
    expect(gapBefore(8)).toBeGreaterThan(2 * gapBefore(7));
    expect(gapBefore(9)).toBeCloseTo(gapBefore(7));
    const tops = [...l.slots.keys()].filter((s) => s >= FOUNDATION_BASE).sort((a, b) => l.slots.get(a)!.x - l.slots.get(b)!.x);
    expect(tops).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((k) => foundationPile(k)));
    // the foundations stay centred over the table, gap and all
    const first = l.slots.get(foundationPile(0))!;
    const last = l.slots.get(foundationPile(7))!;
    expect(first.x + (last.x + last.w) - l.width).toBeCloseTo(0, 5);
  });

  it('where foundations ignore suit, each rank lies once on each pile that reached it, and a card stays on its pile', () => {
    const p = dealPosition('castle-of-indolence', 3);
    // every Ace and the 2 of spades (id 40) and 2 of hearts of deck 2 (id 53) out of play
    const out = new Set([0, 13, 26, 39, 52, 65, 78, 91, 40, 53]);
    for (const row of p.rows) for (let i = row.length - 1; i >= 0; i--) if (out.has(row[i]!)) row.splice(i, 1);
    p.foundations.splice(0, 8, 2, 2, 1, 1, 1, 1, 1, 1);
    const before = computeLayout(p, 1280, 740);
    const slotOf = (c: number) => before.cards[c]!.slot;
    // eight Aces, one a pile; the two 2s on the two piles at 2, on top
    expect(new Set([0, 13, 26, 39, 52, 65, 78, 91].map(slotOf)).size).toBe(8);
    expect([40, 53].map(slotOf).sort()).toEqual([foundationPile(0), foundationPile(1)]);
    for (const c of [40, 53]) expect(before.cards[c]).toMatchObject({ exposed: true, index: -1 });
    // a third 2 (the 2 of clubs, id 14) arrives on pile 2: the two already home keep their piles
    const at14 = p.rows.findIndex((r) => r.includes(14));
    p.rows[at14]!.splice(p.rows[at14]!.indexOf(14), 1);
    p.foundations[2] = 2;
    const after = placeCards(p, computeFrame(p, 1280, 740), before.cards);
    expect([after[40]!.slot, after[53]!.slot]).toEqual([slotOf(40), slotOf(53)]);
    expect(after[14]).toMatchObject({ slot: foundationPile(2), exposed: true });
  });

  it('slotAt finds the pile under a point', () => {
    const p = dealPosition('citadel', 9);
    const l = computeLayout(p, 1000, 600);
    for (const [slot, r] of l.slots) expect(slotAt(l, r.x + r.w / 2, r.y + r.h / 2)).toBe(slot);
    expect(slotAt(l, -5, -5)).toBeNull();
  });
});
