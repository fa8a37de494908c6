import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { launchChromium } from './browser';
import { keyMove, moveCount, openTable, readTable, SCREENSHOTS, screenshot, waitReady, winningLine } from './table-page';
import { rateDeal, DIFFICULTY_LEVELS } from '../../shared/solver/services/difficulty';
import { findPar } from '../../shared/solver/services/par';
import { dealPosition } from '../../shared/engine/deal';
import { GameRecord } from '../../shared/engine/record';
import { lineWins } from '../../shared/engine/moves';
import { audit } from './axe';
import { openSeeded } from './seeded-page';
import { SAVED_GAME_FORMAT, serializeSavedGame } from '../../shared/formats/saved-game';
import { movesToText } from '../../shared/formats/move-text';

// A small deal (Fortress 5) shows its difficulty and par before the first move; after a win the panel
// sets the moves beside par, and the solver's line plays back on the table, by mouse and keyboard.
// The expected level and par are worked out here by the same solver code the worker runs.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const rating = rateDeal('fortress', 5);
// bounded by positions alone, not by findPar's clock (PAR_TIME_MS), which a busy machine could run
// out: the same par on every machine, and it is proved (no shorter line exists), so the worker's
// search, which ends on its own long before its clock on this small deal, finds the same line
const par = findPar(dealPosition('fortress', 5), { timeLimitMs: Infinity });

/** The rows and foundations after the first `n` moves of the par line, as readTable reads them. */
function afterMoves(n: number): { rows: number[][]; home: number[] } {
  const r = GameRecord.fromDeal('fortress', 5);
  for (const m of par.line.slice(0, n)) r.play(m);
  return { rows: r.position.rows.map((row) => [...row]), home: [...r.position.foundations] };
}

async function drawn(page: Page): Promise<{ rows: number[][]; home: number[] }> {
  const t = await readTable(page);
  return { rows: t.rows, home: t.home };
}

const stepText = (page: Page) => page.locator('[data-test=replay-step]').innerText();

describe('difficulty, par and the solver’s line', () => {
  it('a deal shows both before play; after a win the line plays back with step, play and pause', async () => {
    if (!rating.ok || rating.value.level === null || par.par === null) throw new Error('Fortress 5 is expected to be rated and to have a par');
    expect(par.lowerBound, 'a proved par').toBe(par.par);
    const page = await openTable(browser, '?game=fortress&deal=5');
    const level = DIFFICULTY_LEVELS[rating.value.level - 1];
    await page.locator('[data-test=status-difficulty]').waitFor();
    expect(await page.locator('[data-test=status-difficulty]').innerText()).toBe(`Difficulty: ${level}`);
    await page.locator('[data-test=status-par]').waitFor();
    const parItem = page.locator('[data-test=status-par]');
    expect(await parItem.innerText()).toMatch(new RegExp(`^Par ${par.par}\\b`));
    const title = await parItem.getAttribute('title');
    expect(title).toBe(par.lowerBound >= par.par ? 'The fewest moves the solver found; no shorter line exists.' : `The fewest moves the solver found; no line shorter than ${par.lowerBound} moves exists.`);
    expect(await moveCount(page)).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('footer.status').screenshot({ path: `${SCREENSHOTS}par-status-bar.png` });

    const line = winningLine('fortress', 5);
    for (const m of line) await keyMove(page, m);
    await page.locator('[data-test=won]').waitFor();
    const over = line.length - par.par;
    expect(await page.locator('[data-test=won-par]').innerText()).toBe(`Your moves: ${line.length}, par ${par.par}: ${over === 0 ? 'Par!' : `${over} over par`}`);

    // by mouse
    await page.locator('[data-test=show-line]').click();
    await page.locator('[data-test=replay]').waitFor();
    expect(await page.locator('[data-test=won]').count()).toBe(0);
    expect(await stepText(page)).toBe(`Move 0 of ${par.par}`);
    expect(await drawn(page)).toEqual(afterMoves(0));
    await page.locator('[data-test=replay-forward]').click();
    await page.locator('[data-test=replay-forward]').click();
    expect(await stepText(page)).toBe(`Move 2 of ${par.par}`);
    expect(await drawn(page)).toEqual(afterMoves(2));
    await page.locator('[data-test=replay-back]').click();
    expect(await drawn(page)).toEqual(afterMoves(1));
    await page.locator('[data-test=replay-play]').click();
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => document.querySelector('[data-test=replay-step]')?.textContent?.startsWith('Move 3 '));
    await page.locator('[data-test=replay-play]').click();
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('false');
    const paused = await stepText(page);
    await screenshot(page, 'par-replay-1280x800');

    // the status bar tells of the replay's move, not of the won game's
    const statusReplay = () => page.locator('[data-test=status-replay]').innerText();
    expect(await statusReplay()).toBe(`Solver’s line: move ${/Move (\d+)/.exec(paused)![1]} of ${par.par}`);
    expect(await page.locator('[data-test=status-moves]').count()).toBe(0);
    expect(await page.locator('[data-test=status-score]').count()).toBe(0);

    // the move list, opened over the table by its button: every move in words and in the notation;
    // a move clicked is shown
    const listButton = page.locator('[data-test=replay-list]');
    expect(await listButton.getAttribute('aria-expanded')).toBe('false');
    await listButton.click();
    expect(await listButton.getAttribute('aria-expanded')).toBe('true');
    const items = page.locator('[data-test=replay-move]');
    expect(await items.count()).toBe(par.par);
    expect(await items.locator('code').allInnerTexts()).toEqual(movesToText(par.line, dealPosition('fortress', 5)).split(' '));
    expect(await items.nth(0).innerText()).toMatch(/^1\. (10|[2-9AJQK])[♥♣♦♠] (onto (10|[2-9AJQK])[♥♣♦♠]|to .+)/);
    await items.nth(9).click();
    expect(await stepText(page)).toBe(`Move 10 of ${par.par}`);
    expect(await drawn(page)).toEqual(afterMoves(10));
    expect(await statusReplay()).toBe(`Solver’s line: move 10 of ${par.par}`);
    expect(await page.locator('[data-test=replay-move][aria-current=step]').innerText()).toMatch(/^10\. /);

    // the slider, by its keys: to the end and back to the deal
    await page.locator('[data-test=replay-slider]').focus();
    await page.keyboard.press('End');
    expect(await stepText(page)).toBe(`Move ${par.par} of ${par.par}`);
    expect((await drawn(page)).home).toEqual([13, 13, 13, 13]);
    await page.keyboard.press('Home');
    expect(await stepText(page)).toBe(`Move 0 of ${par.par}`);
    expect(await drawn(page)).toEqual(afterMoves(0));

    // at 4x it plays on, to the end of the line
    await page.locator('[data-test=replay-speed]').selectOption('4');
    await items.nth(par.par - 4).click();
    await page.locator('[data-test=replay-play]').click();
    await page.waitForFunction((n) => document.querySelector('[data-test=replay-step]')?.textContent === `Move ${n} of ${n}`, par.par);
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'replay-list-1280x800');
    await items.nth(Number(/Move (\d+)/.exec(paused)![1]) - 1).click();

    // by keyboard, on the bar
    await page.locator('[data-test=replay]').focus();
    const at = Number(/Move (\d+)/.exec(paused)![1]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await stepText(page)).toBe(`Move ${at + 2} of ${par.par}`);
    await page.keyboard.press('ArrowLeft');
    expect(await stepText(page)).toBe(`Move ${at + 1} of ${par.par}`);
    expect(await drawn(page)).toEqual(afterMoves(at + 1));
    await page.keyboard.press(' ');
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction((n) => document.querySelector('[data-test=replay-step]')?.textContent?.startsWith(`Move ${n} `), at + 2);
    await page.keyboard.press(' ');
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('false');
    // Space on a focused button of the bar plays or pauses once, not twice
    await page.locator('[data-test=replay-forward]').focus();
    await page.keyboard.press(' ');
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press(' ');
    expect(await page.locator('[data-test=replay-play]').getAttribute('aria-pressed')).toBe('false');

    // Escape: first the open list of moves closes, then the replay, and the game is back as it was,
    // won, with its own moves
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-test=replay-list]').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-test=replay]').count()).toBe(0);
    await page.locator('[data-test=won]').waitFor();
    expect(await moveCount(page)).toBe(line.length);
    expect((await readTable(page)).home).toEqual([13, 13, 13, 13]);
    await page.context().close();
  });

  it('New Game deals a deal of the difficulty chosen in Settings', async () => {
    // a first deal the solver proves winnable at once: the search for a new one waits behind no long analysis
    const page = await openTable(browser, '?game=citadel&deal=4');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    // openTable stores winnable-only off: the level waits for it
    expect(await page.locator('[data-test=dealLevel]').isDisabled()).toBe(true);
    await page.locator('[data-test=winnableOnly]').check();
    await page.locator('[data-test=dealLevel]').selectOption('2');
    await page.locator('[role=dialog]').screenshot({ path: `${SCREENSHOTS}settings-deal-level.png` });
    await page.locator('[role=dialog] [data-test=close]').click();
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    // about one Citadel deal in seven is Easy: one within the 200 candidates is all but certain
    await page.waitForFunction(() => !/^Deal 4(\D|$)/.test(document.querySelector('[data-test=status-deal]')?.textContent?.trim() ?? 'Deal 4'));
    await page.locator('[data-test=status-difficulty]').waitFor();
    expect(await page.locator('[data-test=status-difficulty]').innerText()).toBe('Difficulty: Easy');
    const deal = Number(/Deal (\d+)/.exec(await page.locator('[data-test=status-deal]').innerText())![1]);
    const r = rateDeal('citadel', deal);
    expect(r.ok && r.value.level).toBe(2);
    await page.context().close();
  });

  it('the status bar, the end-of-game panel and the replay bar pass the audit, light and dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // the game in progress one move before the win (a won game is not resumed), the last move then played
      const line = winningLine('fortress', 5);
      const saved = serializeSavedGame({ format: SAVED_GAME_FORMAT, game: 'fortress', deal: 5, moves: movesToText(line.slice(0, -1)), elapsedSeconds: 30 });
      const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, theme, game: 'fortress' });
      // bypassCSP: the app's Content-Security-Policy refuses inline scripts, axe's among them
      const page = await openSeeded(browser, '', { 'castle.settings': settings, 'castle.game': saved }, { bypassCSP: true });
      await page.locator('[data-test=status-par]').waitFor();
      for (const v of await audit(page, 'footer.status')) found.push(`${theme} status bar: ${v}`);
      await keyMove(page, line.at(-1)!);
      await page.locator('[data-test=won-par]').waitFor();
      for (const v of await audit(page, '[data-test=won]')) found.push(`${theme} end of game: ${v}`);
      await page.locator('[data-test=show-line]').click();
      await page.locator('[data-test=replay-forward]').click();
      for (const v of await audit(page, '[data-test=replay]')) found.push(`${theme} replay: ${v}`);
      for (const v of await audit(page, 'footer.status')) found.push(`${theme} status bar in the replay: ${v}`);
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it("a two-deck deal New Game deals shows its level, rated along New Game's own proof in the other worker", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // winnable deals only; and every rate request to a solver worker kept, with the line it carries
    await context.addInitScript(() => {
      if (localStorage.getItem('castle.settings') === null) localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'off', winnableOnly: true, welcomeSeen: true }));
      const rates: unknown[] = [];
      (window as unknown as { rateRequests: unknown[] }).rateRequests = rates;
      type Post = (this: Worker, ...args: unknown[]) => void;
      const proto = Worker.prototype as unknown as { postMessage: Post };
      const post = proto.postMessage;
      proto.postMessage = function (this: Worker, ...args: unknown[]) {
        if ((args[0] as { kind?: unknown } | null)?.kind === 'rate') rates.push(args[0]);
        post.apply(this, args);
      };
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(inject('baseUrl'));
    await waitReady(page);
    const dealText = page.locator('[data-test=status-deal]');
    const first = (await dealText.innerText()).trim();
    // the game chosen in the status bar: New Game deals it from then on
    await page.locator('[data-test=status-game]').selectOption('castle-of-indolence');
    // the first start may still swap its Beleaguered Castle deal for a winnable one (a change of the deal
    // shown too): wait for the deal whose rating was asked as Castle of Indolence's
    await page.waitForFunction((before) => {
      const shown = document.querySelector('[data-test=status-deal]')?.textContent?.trim() ?? before;
      const deal = Number(/\d+/.exec(shown)?.[0]);
      const rates = (window as unknown as { rateRequests: { game: string; deal: number }[] }).rateRequests;
      return shown !== before && rates.some((r) => r.game === 'castle-of-indolence' && r.deal === deal);
    }, first);
    await page.locator('[data-test=status-difficulty]').waitFor();
    const number = Number((await dealText.innerText()).match(/\d+/)![0]);
    // the rating was asked with New Game's line, which wins the deal: the deal worker did not search again
    const asked = (await page.evaluate(() => (window as unknown as { rateRequests: unknown[] }).rateRequests)) as { game: string; deal: number; line?: number[] }[];
    const request = asked.filter((r) => r.deal === number).at(-1);
    expect(request?.game).toBe('castle-of-indolence');
    expect(request?.line?.length).toBeGreaterThan(0);
    expect(lineWins(dealPosition('castle-of-indolence', number), request!.line!)).toBe(true);
    // and the level shown is the one the same code gives along that line
    const expected = rateDeal('castle-of-indolence', number, { line: request!.line! });
    if (!expected.ok || expected.value.level === null) throw new Error(`deal ${number} is expected to be rated`);
    expect(await page.locator('[data-test=status-difficulty]').innerText()).toBe(`Difficulty: ${DIFFICULTY_LEVELS[expected.value.level - 1]}`);
    await page.locator('footer.status').screenshot({ path: `${SCREENSHOTS}new-game-level-status-bar.png` });
    await context.close();
  });
});
