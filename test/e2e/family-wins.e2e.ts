// One game of each of the family's newer rules won by clicks in Chromium, from a near-won position
// opened with Open Deal's board text: a base the first foundation card chooses (Chessboard), a run
// that moves whole (Penelope's Web, by drag and by keys), reserves that only give (Castles End) and
// a foundation's top card taken back into play (Bastion, by mouse and by keys), two decks with
// two foundations a suit (Lightweight), foundations that ignore suit beside reserve rows that
// only give (Castle of Indolence), rows that feed given piles under compulsory play (Rittenhouse), and
// a face-down stock turned onto a waste beside a reserve pile, with empty rows for Queens only (Zerline).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { fingerDrag, moveCount, screenshot, waitLanded } from './table-page';
import { openSeeded } from './seeded-page';
import { formatPosition } from '../../shared/formats/position-text';
import type { GameId } from '../../shared/engine/games';
import type { Position } from '../../shared/engine/position';
import { parseCard } from '../../shared/engine/cards';
import { CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE, foundationPile } from '../../shared/engine/moves';
import { bastionBack, castlesEndReserve, chessboardUnbased, indolenceReserve, lightweightTwins, penelopeRun, rittenhouseEnd, zerlineEnd, chequersEnd } from './family-positions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const SETTINGS = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true });

/** A fresh table with `position` opened through Open Deal (Ctrl+O), its board text pasted. */
async function openPosition(game: GameId, position: Position, hasTouch = false): Promise<Page> {
  const page = await openSeeded(browser, `?game=${game}&deal=1`, { 'castle.settings': SETTINGS }, { hasTouch });
  await page.keyboard.press('Shift+O');
  const dialog = page.getByRole('dialog', { name: 'Open Deal' });
  await dialog.waitFor();
  await dialog.getByLabel('Game').selectOption(game);
  await dialog.getByLabel('Deal number, share link or position').fill(formatPosition(position));
  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitLanded(page);
  return page;
}

const id = (text: string): number => parseCard(text);
const cardEl = (page: Page, text: string) => page.locator(`[data-card-id="${id(text)}"]`);
/** The slot the card of id `cardId` lies in (ids tell a second deck's copy apart: + 52). */
const slotOfId = (page: Page, cardId: number): Promise<string | null> => page.locator(`[data-card-id="${cardId}"]`).getAttribute('data-slot');
const slotEl = (page: Page, slot: number) => page.locator(`.slot[data-slot="${slot}"]`);
const HOME = { H: foundationPile(0), C: foundationPile(1), D: foundationPile(2), S: foundationPile(3) } as const;
const home = (text: string): number => HOME[text.at(-1) as keyof typeof HOME];
/** The slot of foundation pile `pile` (0-based), where the piles are not one a suit. */
const F = foundationPile;

/** Click the card, then the pile it goes to. */
async function click(page: Page, card: string, slot: number): Promise<void> {
  await cardEl(page, card).click();
  await slotEl(page, slot).click({ force: true });
}
const sendHome = (page: Page, card: string): Promise<void> => click(page, card, home(card));
/** The first deck's heart of `rank` as text: `TH`, `KH`. */
const cardText = (rank: number): string => `${'A23456789TJQK'[rank - 1]}H`;

/** The slots lit as destinations now. */
const lit = (page: Page): Promise<number[]> =>
  page.locator('.slot:has(.slot__glow)').evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.slot)).sort((a, b) => a - b));

async function expectWon(page: Page, name: string): Promise<void> {
  await page.locator('[data-test=won]').waitFor();
  await screenshot(page, name);
}

describe('the family games won by clicks', () => {
  it('Chessboard: the first card home chooses the base, written beside the foundations, and the rest follow it', async () => {
    const page = await openPosition('chessboard', chessboardUnbased());
    const label = page.locator('[data-test=base-label]');
    expect(await label.innerText()).toBe('Base: not chosen yet');
    expect(await slotEl(page, HOME.C).getAttribute('aria-label')).toBe('Clubs foundation');
    await screenshot(page, 'family-chessboard-unbased');
    // any rank may start: the 9 of hearts goes home and sets the base
    await cardEl(page, '9H').click();
    expect(await lit(page)).toContain(HOME.H);
    await slotEl(page, HOME.H).click({ force: true });
    expect(await label.innerText()).toBe('Base: 9');
    // an empty foundation now takes a 9: the 9 of clubs lights its own
    await cardEl(page, '9C').click();
    expect(await lit(page)).toContain(HOME.C);
    await page.keyboard.press('Escape');
    const order = ['9', 'T', 'J', 'Q', 'K', 'A', '2', '3', '4', '5', '6', '7', '8'];
    for (const suit of ['H', 'C', 'D', 'S']) for (const rank of order) if (!(suit === 'H' && rank === '9')) await sendHome(page, rank + suit);
    await expectWon(page, 'family-chessboard-won');
    expect(await moveCount(page)).toBe(52);
    await page.context().close();
  });

  it("Penelope's Web: the Queen and Jack move onto the King as one move, by drag and by keys", async () => {
    const page = await openPosition('penelopes-web', penelopeRun());
    await screenshot(page, 'family-penelopes-web-run');
    // drag the run by its bottom card, the Queen: the visible strip of it beside the Jack
    const queen = (await cardEl(page, 'QH').boundingBox())!;
    const jack = (await cardEl(page, 'JH').boundingBox())!;
    const grip = { x: jack.x > queen.x ? queen.x + 5 : queen.x + queen.width - 5, y: queen.y + queen.height / 2 };
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    const king = (await slotEl(page, 1).locator('.slot__mark').boundingBox())!;
    await page.mouse.move(king.x + king.width / 2, king.y + king.height / 2, { steps: 5 });
    expect(await lit(page)).toEqual([1]);
    await page.mouse.up();
    expect(await moveCount(page)).toBe(1);
    expect(await cardEl(page, 'JH').getAttribute('data-slot')).toBe('1');
    expect(await cardEl(page, 'QH').getAttribute('data-slot')).toBe('1');
    // one Undo takes the run back
    await page.keyboard.press('Control+z');
    expect(await moveCount(page)).toBe(0);
    expect(await cardEl(page, 'QH').getAttribute('data-slot')).toBe('0');
    // by keys: row 1's key twice takes the Jack and then the Queen under it, row 2's key puts them down
    await slotEl(page, 0).focus();
    await page.keyboard.press('1');
    await page.keyboard.press('1');
    expect(await lit(page)).toEqual([1]);
    await page.keyboard.press('2');
    expect(await moveCount(page)).toBe(1);
    expect(await cardEl(page, 'QH').getAttribute('data-slot')).toBe('1');
    // the focused row's ring lets the pointer through to its cards: the mouse takes over at once
    for (const card of ['TH', 'JH', 'QH', 'KH']) await sendHome(page, card);
    await expectWon(page, 'family-penelopes-web-won');
    expect(await moveCount(page)).toBe(5);
    await page.context().close();
  });

  it('Castles End: the reserves are named apart, never light up, and give their card', async () => {
    const page = await openPosition('castles-end', castlesEndReserve());
    expect(await slotEl(page, CELL_BASE).getAttribute('aria-label')).toBe('Reserve 1');
    expect(await slotEl(page, CELL_BASE + 1).getAttribute('aria-label')).toBe('Reserve 2');
    expect(await page.locator('[data-test=base-label]').innerText()).toBe('Base: 5');
    await cardEl(page, '2H').click();
    const dests = await lit(page);
    expect(dests).toContain(HOME.H);
    expect(dests.filter((s) => s >= CELL_BASE && s < FOUNDATION_BASE)).toEqual([]);
    await screenshot(page, 'family-castles-end-reserve');
    await slotEl(page, HOME.H).click({ force: true });
    await sendHome(page, '3H');
    await sendHome(page, '4H');
    await expectWon(page, 'family-castles-end-won');
    await page.context().close();
  });

  it('Bastion: the 5 of spades comes back from its foundation onto the 6, by mouse, finger and keys, and goes home again', async () => {
    const page = await openPosition('bastion', bastionBack(), true);
    await cardEl(page, '5S').click();
    // onto the 6, any of the nine empty rows, or a free cell
    expect(await lit(page)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, CELL_BASE, CELL_BASE + 1]);
    await slotEl(page, 0).click({ force: true });
    expect(await cardEl(page, '5S').getAttribute('data-slot')).toBe('0');
    expect(await slotEl(page, HOME.S).getAttribute('aria-label')).toBe('Spades foundation');
    await page.keyboard.press('Control+z');
    expect(await cardEl(page, '5S').getAttribute('data-slot')).toBe(String(HOME.S));
    // by finger, into a free cell
    await fingerDrag(page, id('5S'), CELL_BASE + 1);
    expect(await cardEl(page, '5S').getAttribute('data-slot')).toBe(String(CELL_BASE + 1));
    await page.keyboard.press('Control+z');
    expect(await cardEl(page, '5S').getAttribute('data-slot')).toBe(String(HOME.S));
    // by keys: the foundation focused, Enter picks its top card up, the row's key puts it down
    await slotEl(page, HOME.S).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    expect(await cardEl(page, '5S').getAttribute('data-slot')).toBe('0');
    await screenshot(page, 'family-bastion-back');
    // a focused pile's ring never catches the pointer: the clicks below reach the cards under it
    for (const card of ['5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS']) await sendHome(page, card);
    await expectWon(page, 'family-bastion-won');
    await page.context().close();
  });

  it('Lightweight: two decks, eight foundations; each 9 of hearts goes onto a hearts pile of its own, a run moves whole, and the game is won', async () => {
    const page = await openPosition('lightweight', lightweightTwins());
    // the second deck's cards are ids 52 up: its 9, 10, Queen and King of hearts
    const [nine, nine2, ten, ten2, queen2] = [8, 60, 9, 61, 63];
    const byId = (card: number) => page.locator(`[data-card-id="${card}"]`);
    const HEARTS_2 = foundationPile(4);
    expect(await slotEl(page, HOME.H).getAttribute('aria-label')).toBe('Hearts foundation 1');
    expect(await slotEl(page, HEARTS_2).getAttribute('aria-label')).toBe('Hearts foundation 2');
    await screenshot(page, 'family-lightweight-twins');
    // the first 9 lights the first hearts pile (and the 10 of row 1), and goes there
    await byId(nine).click();
    expect(await lit(page)).toEqual([0, HOME.H]);
    await slotEl(page, HOME.H).click({ force: true });
    // the first pile is at the 9 now: the other 9 lights the second pile
    await byId(nine2).click();
    expect(await lit(page)).toEqual([0, HEARTS_2]);
    await slotEl(page, HEARTS_2).click({ force: true });
    expect(await byId(nine).getAttribute('data-slot')).toBe(String(HOME.H));
    expect(await byId(nine2).getAttribute('data-slot')).toBe(String(HEARTS_2));
    // the Queen, Jack and 10 of row 3 go onto the King of row 2 as one move: dragged by the Queen's strip
    const queen = (await byId(queen2).boundingBox())!;
    await page.mouse.move(queen.x + queen.width / 2, queen.y + 6);
    await page.mouse.down();
    const king = (await slotEl(page, 1).locator('.slot__mark').boundingBox())!;
    await page.mouse.move(king.x + king.width / 2, king.y + king.height / 2, { steps: 5 });
    expect(await lit(page)).toEqual([1]);
    await page.mouse.up();
    expect(await moveCount(page)).toBe(3);
    expect(await byId(ten2).getAttribute('data-slot')).toBe('1');
    // the rest go home, each deck's card onto its own pile, the pile that was at its rank
    for (let rank = 10; rank <= 13; rank++) {
      await click(page, cardText(rank), HOME.H);
      expect(await byId(rank - 1).getAttribute('data-slot')).toBe(String(HOME.H));
      await byId(52 + rank - 1).click();
      await slotEl(page, HEARTS_2).click({ force: true });
    }
    expect(await byId(ten).getAttribute('data-slot')).toBe(String(HOME.H));
    await expectWon(page, 'family-lightweight-won');
    expect(await moveCount(page)).toBe(11);
    await page.context().close();
  });

  it('Castle of Indolence: a Queen of hearts from a reserve goes onto any Jack, a reserve takes nothing, and Auto-finish wins', async () => {
    const page = await openPosition('castle-of-indolence', indolenceReserve());
    expect(await slotEl(page, F(0)).getAttribute('aria-label')).toBe('Foundation 1');
    expect(await slotEl(page, 8).getAttribute('aria-label')).toBe('Reserve 1 (Row 9)');
    await screenshot(page, 'family-indolence-reserves');
    // the reserve's Queen lights the Kings on rows 1, 3 and 4, the empty rows 5-8 and the first
    // foundation at the Jack, whatever its suit; no reserve lights, not even one without a King
    await cardEl(page, 'QH').click();
    expect(await lit(page)).toEqual([0, 2, 3, 4, 5, 6, 7, F(6)]);
    await slotEl(page, F(6)).click({ force: true });
    expect(await cardEl(page, 'QH').getAttribute('data-slot')).toBe(String(F(6)));
    // a King lights the empty rows and the first foundation at the Queen; a click on a reserve moves nothing
    await cardEl(page, 'KH').click();
    expect(await lit(page)).toEqual([4, 5, 6, 7, F(0)]);
    await slotEl(page, 9).click({ force: true });
    expect(await moveCount(page)).toBe(1);
    expect(await cardEl(page, 'KH').getAttribute('data-slot')).toBe('0');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Auto-Finish' }).click();
    await expectWon(page, 'family-indolence-won');
    expect(await moveCount(page)).toBe(10);
    await page.context().close();
  });

  it('Rittenhouse: a card a fed pile takes goes home by itself, with the card it uncovers; a row feeds only its piles; one Undo takes it all back', async () => {
    const page = await openPosition('rittenhouse', rittenhouseEnd());
    const slotOf = (text: string): Promise<string | null> => cardEl(page, text).getAttribute('data-slot');
    await screenshot(page, 'family-rittenhouse-end');
    // the Ace of spades may go to the empty rows only: no foundation lights, play to them is the rules'
    await cardEl(page, 'AS').click();
    expect(await lit(page)).toEqual([4, 5, 6, 7, 8]);
    // onto row 5, which feeds every pile: the Ace goes to the first down pile, the King under it to pile 1
    await slotEl(page, 4).click({ force: true });
    await expect.poll(() => slotOf('KH')).toBe(String(F(0)));
    expect(await slotOf('AS')).toBe(String(F(4)));
    expect(await moveCount(page)).toBe(3);
    // one Undo takes back the move and the two that followed it
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitLanded(page);
    expect(await moveCount(page)).toBe(0);
    expect(await slotOf('AS')).toBe('0');
    expect(await slotOf('KH')).toBe('0');
    await click(page, 'AS', 4);
    await expect.poll(() => slotOf('KH')).toBe(String(F(0)));
    // row 6 feeds pile 5 alone, which is full now: the Ace of diamonds stays on it, and the King of
    // clubs it uncovered goes home
    await click(page, 'AD', 5);
    await expect.poll(() => slotOf('KC')).toBe(String(F(1)));
    expect(await slotOf('AD')).toBe('5');
    await screenshot(page, 'family-rittenhouse-fed');
    // row 7 feeds pile 6, which wants an Ace: home
    await click(page, 'AD', 6);
    await expect.poll(() => slotOf('AD')).toBe(String(F(5)));
    await click(page, 'AH', 7);
    await expect.poll(() => slotOf('KD')).toBe(String(F(2)));
    await click(page, 'AC', 8);
    await expectWon(page, 'family-rittenhouse-won');
    expect(await slotOf('KS')).toBe(String(F(3)));
    expect(await moveCount(page)).toBe(13);
    await page.context().close();
  });

  it('Zerline: the stock turns onto the waste by a click and shows no face; the reserve takes a row card; an empty row takes a Queen only', async () => {
    const page = await openPosition('zerline', zerlineEnd());
    const queen2 = id('QH') + 52;
    await screenshot(page, 'family-zerline-end');
    // the stock's two Jacks are face down: no card of the stock is on the page, its count is
    await expect.poll(() => page.locator('[data-test=stock]').innerText()).toBe('2');
    expect(await page.locator(`[data-card-id="${id('JH')}"], [data-card-id="${id('JH') + 52}"]`).count()).toBe(0);
    expect(await page.locator('footer').innerText()).toMatch(/Stock face down: no verdict/);
    // the Queen over the 10: the reserve or an empty row (Queens only), not home (the piles want a 10 and a Jack)
    await cardEl(page, 'QH').click();
    expect(await lit(page)).toEqual([2, 3, 4, 5, 6, 7, RESERVE]);
    await slotEl(page, RESERVE).click({ force: true });
    await expect.poll(() => slotOfId(page, id('QH'))).toBe(String(RESERVE));
    // the 10 goes home; an empty row does not take it
    await cardEl(page, 'TH').click();
    expect(await lit(page)).toEqual([F(4), RESERVE]);
    await slotEl(page, F(4)).click({ force: true });
    await expect.poll(() => slotOfId(page, id('TH'))).toBe(String(F(4)));
    // a click on the stock turns its next card onto the waste
    await slotEl(page, STOCK).click();
    await expect.poll(() => slotOfId(page, id('JH'))).toBe(String(WASTE));
    await expect.poll(() => page.locator('[data-test=stock]').innerText()).toBe('1');
    await screenshot(page, 'family-zerline-turned');
    // the waste's Jack: home, or onto row 2's Queen; never to the reserve, nor an empty row
    await cardEl(page, 'JH').click();
    expect(await lit(page)).toEqual([1, F(0)]);
    await slotEl(page, 1).click({ force: true });
    await expect.poll(() => slotOfId(page, id('JH'))).toBe('1');
    // the stock's last card by the x key, then home from the waste
    await page.keyboard.press('x');
    await expect.poll(() => slotOfId(page, id('JH') + 52)).toBe(String(WASTE));
    expect(await page.locator('[data-test=stock]').count()).toBe(0);
    await page.locator(`[data-card-id="${id('JH') + 52}"]`).click();
    await slotEl(page, F(0)).click({ force: true });
    await sendHomeTo(page, id('JH'), F(4));
    await sendHomeTo(page, queen2, F(0));
    // the reserve's Queen home ends the game
    await page.locator(`[data-card-id="${id('QH')}"]`).click();
    await slotEl(page, F(4)).click({ force: true });
    await expectWon(page, 'family-zerline-won');
    expect(await moveCount(page)).toBe(9);
    await page.context().close();
  });
});

describe('Chequers won by clicks and keys', () => {
  it("Chequers: a card both piles of its suit take goes where the player drops it (g: the King pile); the talon fills the emptied row by itself; then Auto-finish wins", async () => {
    const page = await openPosition('chequers', chequersEnd());
    const seven2 = id('7H') + 52;
    await screenshot(page, 'family-chequers-end');
    // the talon's card is face down: its count is on the page, its face is not
    await expect.poll(() => page.locator('[data-test=stock]').innerText()).toBe('1');
    expect(await cardEl(page, 'KC').count()).toBe(0);
    expect(await page.locator('footer').innerText()).toMatch(/Talon face down: no verdict/);
    // both hearts piles take a 7: the Ace pile (slot of pile 0) and the King pile (pile 4), side by
    // side; and so do the 8 and the 6 of hearts on rows 3 and 14, in suit
    await cardEl(page, '7H').click();
    expect(await lit(page)).toEqual([2, 13, F(0), F(4)]);
    await page.keyboard.press('Escape');
    // row 1's 7 by the keys: 1 picks it up, g drops it on the King pile
    await page.keyboard.press('1');
    await page.keyboard.press('g');
    await expect.poll(() => slotOfId(page, id('7H'))).toBe(String(F(4)));
    // the talon filled row 1 with its King of clubs, and is gone; the verdict comes back
    await expect.poll(() => slotOfId(page, id('KC'))).toBe('0');
    expect(await page.locator('[data-test=stock]').count()).toBe(0);
    await expect.poll(() => page.locator('footer').innerText()).not.toMatch(/face down/);
    await screenshot(page, 'family-chequers-refilled');
    // the other 7 now suits the Ace pile of the foundations alone
    await page.locator(`[data-card-id="${seven2}"]`).click();
    expect(await lit(page)).toEqual([2, 13, F(0)]);
    await slotEl(page, F(0)).click({ force: true });
    await expect.poll(() => slotOfId(page, seven2)).toBe(String(F(0)));
    // one Undo takes back that 7; then Auto-finish sends every card home
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => slotOfId(page, seven2)).toBe('1');
    await page.getByRole('button', { name: 'Auto-Finish' }).click();
    await expectWon(page, 'family-chequers-won');
    // 7 home, the refill, then the 25 cards left
    expect(await moveCount(page)).toBe(27);
    await page.context().close();
  });
});

/** Click the card with this id, then foundation slot `slot`. */
async function sendHomeTo(page: Page, card: number, slot: number): Promise<void> {
  await page.locator(`[data-card-id="${card}"]`).click();
  await slotEl(page, slot).click({ force: true });
}
