import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { audit } from './axe';
import { keyMove, screenshot } from './table-page';
import { openSeeded } from './seeded-page';
import { GAME_IDS, GAMES, type GameId } from '../../shared/engine/games';
import { boardPlays } from '../../shared/solver/plans';
import { formatPosition } from '../../shared/formats/position-text';
import { oneMoveFromWin } from './family-positions';
import { dealPosition } from '../../shared/engine/deal';
import type { Move } from '../../shared/engine/moves';
import { solve } from '../../shared/solver/api/solve';
import { movesToText } from '../../shared/formats/move-text';
import { SAVED_GAME_FORMAT, serializeSavedGame } from '../../shared/formats/saved-game';
import { translate } from '../../shared/i18n/translate';
import { cardLabel } from '../../renderer/table/names';

// An accessibility audit: axe-core (the copy in node_modules, injected into the page) with the WCAG
// 2.1 A and AA rules and its best practices, on the table and on every dialog the browser build
// opens (Statistics, Settings, Help, the shortcut list, the end-of-game panel), for every game, in
// the light and the dark theme. One page load per game: the game is seeded one move before its win,
// the dialogs are opened in turn, the theme is changed in Settings, and the last move brings the
// end-of-game panel.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The first deal of `game` from 1 up that the solver wins quickly, and its winning line. */
function quickWin(game: GameId): { deal: number; line: Move[] } {
  for (let deal = 1; deal < 50; deal++) {
    const r = solve(dealPosition(game, deal), { budget: 200_000 });
    if (r.verdict === 'winnable') return { deal, line: r.moves };
  }
  throw new Error(`no quick win for ${game}`);
}

/**
 * A game one move before its win, and that move: a deal the fast solver wins played up to its last
 * move, or, in the games it does not play (the family's newer rules), a position with every card
 * home but the King of spades on row 1.
 */
function nearWin(game: GameId): { start: { deal: number } | { position: string }; moves: string; last: Move } {
  if (!boardPlays(GAMES[game])) {
    const { position, last } = oneMoveFromWin(game);
    return { start: { position: formatPosition(position) }, moves: '', last };
  }
  const { deal, line } = quickWin(game);
  return { start: { deal }, moves: movesToText(line.slice(0, -1)), last: line.at(-1)! };
}

/** The game seeded as the saved game in progress, in the theme and language asked. */
function openGame(game: GameId, theme: 'light' | 'dark', start: number | { deal: number } | { position: string }, moves: string, language = 'en'): Promise<Page> {
  const from = typeof start === 'number' ? { deal: start } : 'deal' in start ? start : { deal: null, position: start.position };
  const saved = serializeSavedGame({ format: SAVED_GAME_FORMAT, game, ...from, moves, elapsedSeconds: 30 });
  const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, theme, game, language });
  // bypassCSP: the app's Content-Security-Policy refuses inline scripts, axe's among them
  return openSeeded(browser, '', { 'castle.settings': settings, 'castle.game': saved }, { bypassCSP: true });
}

const DIALOGS: readonly { readonly name: string; readonly key: string }[] = [
  { name: 'statistics', key: 'Shift+S' },
  { name: 'settings', key: ',' },
  { name: 'help', key: 'F1' },
  { name: 'shortcuts', key: '?' },
];

/** The theme chosen in the Settings dialog, as a player does, and the page redrawn in it. */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.keyboard.press(',');
  await page.locator('[data-test=theme]').selectOption(theme);
  await page.keyboard.press('Escape');
  await page.locator('[role=dialog][aria-modal=true]').waitFor({ state: 'detached' });
  // colours change with no transition: the new theme's attribute is the page drawn in it
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

describe('accessibility audit (axe-core, WCAG 2.1 AA and best practices)', () => {
  // The dialogs barely change from game to game, so each game audits them in one theme, the games
  // taking light and dark in turn (every dialog is still audited in both themes many times over);
  // the table and the end-of-game panel, which each game lays out its own way, in both. One page a
  // game: it starts in the dialogs' theme and changes theme in the Settings dialog, as a player
  // would, so the audit also sees the page redrawn in the other theme. That keeps the e2e stage
  // inside CI's time.
  GAME_IDS.forEach((game, i) => {
    const [first, second] = i % 2 === 0 ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    it(`${game}: the table and the end-of-game panel light and dark, every dialog ${first}`, async () => {
      const { start, moves, last } = nearWin(game);
      const found: string[] = [];
      const page = await openGame(game, first, start, moves);
      for (const v of await audit(page)) found.push(`${first} table: ${v}`);
      for (const d of DIALOGS) {
        await page.keyboard.press(d.key);
        await page.locator('[role=dialog][aria-modal=true]').waitFor();
        for (const v of await audit(page, '[role=dialog][aria-modal=true]')) found.push(`${first} ${d.name}: ${v}`);
        await page.keyboard.press('Escape');
        await page.locator('[role=dialog][aria-modal=true]').waitFor({ state: 'detached' });
      }
      await chooseTheme(page, second);
      for (const v of await audit(page)) found.push(`${second} table: ${v}`);
      await keyMove(page, last);
      await page.locator('[data-test=won]').waitFor();
      for (const theme of [second, first]) {
        if (theme === first) await chooseTheme(page, first);
        for (const v of await audit(page, '[data-test=won]')) found.push(`${theme} end of game: ${v}`);
        if (game === 'masterpiece' || game === 'castles-end') await screenshot(page, `a11y-${game}-${theme}`);
      }
      await page.context().close();
      expect(found).toEqual([]);
    });
  });

  it('in Kiswahili: a card is named by the Swahili catalogue, and the table passes the audit', async () => {
    const { deal, line } = quickWin('beleaguered-castle');
    const page = await openGame('beleaguered-castle', 'light', deal, movesToText(line.slice(0, 1)), 'sw');
    const first = page.locator('[data-card-id]').first();
    const id = Number(await first.getAttribute('data-card-id'));
    const label = await first.locator('svg').getAttribute('aria-label');
    expect(label).toBe(cardLabel((key, params) => translate('sw', key, params), id));
    // not the English name: a Swahili rank or suit word is in it
    expect(label).toMatch(/ ya (kopa|pau|karo|shupaza)$/);
    expect(await page.locator('[data-card-id] svg[aria-label="Mzungu wa nne ya shupaza"]').count()).toBe(1);
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });
});
