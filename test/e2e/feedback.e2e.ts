import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { clickMove, dragMove, moveCount, openTable, screenshot } from './table-page';
import { dealPosition } from '../../shared/engine/deal';
import { applyMove, cardAt, destinationsFrom, makeMove, moveCard, resolveMove, type Move } from '../../shared/engine/moves';
import { clonePosition } from '../../shared/engine/position';
import { explainRefusal } from '../../shared/engine/refusal';
import { analyse, clearAnalysisCache } from '../../shared/solver/services/analyse';
import { translate } from '../../shared/i18n/translate';
import type { MessageKey, MessageParams } from '../../shared/i18n/keys';
import { announcementText } from '../../renderer/table/names';
import { hintWords, refusalWords } from '../../renderer/session/move-words';
import type { Announcement } from '../../renderer/table/announcement';

// What the player is told (issue 37): an illegal drop shakes the card back and the status line says
// the engine's reason; a card with no move says so; a dragged card lifts; Hint says its move in words
// and, asked again, the next move of the solver's proven line; while the solver plays a bar says so
// and how to stop; in Zerline, whose stock lies face down, Hint is off and says why. Two pages.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const GAME = 'fortress';
const DEAL = 5;
const t = (key: MessageKey, params?: MessageParams): string => translate('en', key, params);
/** The status line's words for an announcement: cards as their corners show them (7♣). */
const shown = (a: Announcement): string => announcementText(t, a, dealPosition(GAME, DEAL).rules, true);

/** The solver's winning line from the deal, as the page's worker finds it. */
function winningLine(): readonly Move[] {
  clearAnalysisCache();
  const a = analyse({ game: GAME, deal: DEAL, moves: '' }, { withLine: true });
  if (a.verdict !== 'winnable' || !a.line) throw new Error(`${GAME} ${DEAL}: no winning line`);
  return a.line;
}

describe('feedback a player expects', () => {
  it('says why a drop is refused and shakes the card, lifts a dragged card, says a card has no move, and says the hint in words', async () => {
    const page = await openTable(browser, `?game=${GAME}&deal=${DEAL}`);
    const message = page.locator('[data-test=status-message]');
    const p = dealPosition(GAME, DEAL);

    // a drag onto a row the card does not build on: refused with the engine's reason, the card shakes
    let refused: { from: number; to: number } | null = null;
    for (let from = 0; from < p.rows.length && !refused; from++)
      for (let to = 0; to < p.rows.length && !refused; to++) {
        if (from !== to && !resolveMove(p, from, to).ok && cardAt(p, from) >= 0 && cardAt(p, to) >= 0) refused = { from, to };
      }
    const { from, to } = refused!;
    const card = cardAt(p, from);
    const lifted = await page.locator(`[data-card-id="${card}"]`).boundingBox();
    await page.mouse.move(lifted!.x + lifted!.width / 2, lifted!.y + lifted!.height / 2);
    await page.mouse.down();
    await page.mouse.move(lifted!.x + lifted!.width / 2 + 60, lifted!.y + lifted!.height / 2 + 40, { steps: 3 });
    const dragged = page.locator('.card--dragging');
    await dragged.waitFor();
    expect(await dragged.evaluate((el) => getComputedStyle(el).scale)).toBe('1.06');
    await screenshot(page, 'feedback-drag-lift');
    await page.mouse.up();
    await dragMove(page, makeMove(card, from, to), to);
    const checked = resolveMove(p, from, to);
    const why = shown(refusalWords(explainRefusal(p, checked.ok ? 'same-pile' : checked.error, card, to), to));
    await expect.poll(() => message.innerText()).toBe(why);
    expect(why).toMatch(/^\S+[♥♣♦♠] cannot go on \S+[♥♣♦♠]: /);
    expect(await page.locator(`[data-card-id="${card}"]`).getAttribute('class')).toContain('card--refused');
    expect(await moveCount(page)).toBe(0);
    await screenshot(page, 'feedback-refused');

    // a card with nowhere to go says so when picked up
    const stuck = p.rows.findIndex((_, r) => destinationsFrom(p, r).length === 0);
    if (stuck >= 0) {
      await page.locator(`[data-card-id="${cardAt(p, stuck)}"]`).click();
      await expect.poll(() => message.innerText()).toBe(shown({ key: 'feedback.noMove', card: cardAt(p, stuck) }));
      await page.keyboard.press('Escape');
    }

    // Hint in words; asked again, the next move of the same proven line; played, the hint goes on from there
    const line = winningLine();
    await page.keyboard.press('Shift+H');
    await expect.poll(() => message.innerText(), { timeout: 60_000 }).toBe(shown(hintWords(p, line, 0)));
    expect(Number(await page.locator('.card--hint').getAttribute('data-card-id'))).toBe(moveCard(line[0]!));
    await page.keyboard.press('Shift+H');
    await expect.poll(() => message.innerText()).toBe(shown(hintWords(p, line, 1)));
    expect(await message.innerText()).toMatch(/^Then: /);
    await screenshot(page, 'feedback-hint-again');
    await clickMove(page, line[0]!);
    const after = clonePosition(p);
    applyMove(after, line[0]!);
    // the solver keeps the line it proved: the next hint is its next move
    await page.keyboard.press('Shift+H');
    await expect.poll(() => message.innerText(), { timeout: 60_000 }).toBe(shown(hintWords(after, line.slice(1), 0)));

    // watching the solver: a bar says so and how to stop; a key stops it
    await page.keyboard.press('Shift+W');
    const bar = page.locator('[data-test=watch-bar]');
    await bar.waitFor({ timeout: 60_000 });
    expect(await bar.innerText()).toMatch(/The solver is playing this game to the win: \d+ moves left\. Press any key or click to stop\./);
    await screenshot(page, 'feedback-watching');
    await page.keyboard.press('x');
    await bar.waitFor({ state: 'detached' });
    expect(await page.locator('[data-test=won]').count()).toBe(0);

    // Zerline's stock lies face down: Hint is off, its tooltip and its key say why
    await page.goto(page.url().replace(/\?.*$/, '?game=zerline&deal=1'));
    await page.waitForSelector('html[data-ready=true]');
    const hint = page.locator('[data-command=hint]');
    expect(await hint.isDisabled()).toBe(true);
    const because = t('table.announce.hintHidden');
    expect(await hint.getAttribute('title')).toBe(`Hint (Shift+H) — ${because}`);
    expect(await page.locator('[data-command=watch-solver]').isDisabled()).toBe(true);
    await page.keyboard.press('Shift+H');
    await expect.poll(() => message.innerText()).toBe(because);
    await page.context().close();
  });
});
