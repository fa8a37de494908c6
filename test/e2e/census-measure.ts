import type { Page } from 'playwright-core';

// What a page of the table shows, measured in the page: the boxes of the card area, the piles, the
// cards and the piles' written labels, for the layout census and the no-jump test.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableMeasure {
  /** The page scrolls. */
  readonly scrolls: boolean;
  /** Where the cards may lie: the table's area without the strips kept for the bars. */
  readonly area: Box;
  readonly slots: readonly { readonly slot: number; readonly box: Box; readonly mark: Box }[];
  readonly cards: readonly { readonly card: number; readonly slot: number; readonly box: Box }[];
  /**
   * The words written on the cloth, each with the box its text takes: a pile's name or a row's feeds
   * (`slot`, from data-pile-label; -1 for none), the start and direction of foundations (`foundations`).
   */
  readonly labels: readonly { readonly slot: number; readonly foundations: readonly number[]; readonly text: string; readonly box: Box }[];
  /** The table's own box (CastleTable's .table). */
  readonly table: Box;
}

export function measureTable(page: Page): Promise<TableMeasure> {
  return page.evaluate(() => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const doc = document.documentElement;
    const cardArea = document.querySelector('[data-test=card-area]') ?? document.querySelector('.table-area')!;
    return {
      scrolls: doc.scrollWidth > doc.clientWidth || doc.scrollHeight > doc.clientHeight,
      area: box(cardArea),
      slots: [...document.querySelectorAll<HTMLElement>('.slot')].map((el) => ({ slot: Number(el.dataset.slot), box: box(el), mark: box(el.querySelector('.slot__mark') ?? el) })),
      cards: [...document.querySelectorAll<HTMLElement>('[data-card-id]')].map((el) => ({ card: Number(el.dataset.cardId), slot: Number(el.dataset.slot), box: box(el) })),
      labels: [...document.querySelectorAll<HTMLElement>('.caption')].map((el) => {
        // the text's own extent: the caption's box is the room kept for it, which the text may overrun
        const spans = [...el.children].map(box);
        const x = Math.min(...spans.map((b) => b.x));
        const y = Math.min(...spans.map((b) => b.y));
        const text = { x, y, w: Math.max(...spans.map((b) => b.x + b.w)) - x, h: Math.max(...spans.map((b) => b.y + b.h)) - y };
        return {
          slot: el.dataset.pileLabel === undefined ? -1 : Number(el.dataset.pileLabel),
          foundations: el.dataset.foundations?.split(' ').map(Number) ?? [],
          text: el.innerText.trim(),
          box: spans.length > 0 ? text : box(el),
        };
      }),
      table: box(document.querySelector('.table')!),
    };
  });
}

/** Whether two boxes share more than half a pixel each way. */
export const meets = (a: Box, b: Box): boolean => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Whether `inner` lies inside `outer`, to half a pixel. */
export const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5;

/** The smallest box holding all of `boxes`. */
export function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}
