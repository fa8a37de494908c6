import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { waitReady } from './table-page';

/**
 * A fresh browser context whose localStorage holds `storage` (settings, a saved game, damaged data)
 * before the app's first load, on the table at `query`, ready to play. Reloads keep what the app
 * stored since: the entries are written once, while the settings entry is still missing.
 */
export async function openSeeded(browser: Browser, query: string, storage: Readonly<Record<string, string>>, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript((entries) => {
    if (localStorage.getItem('castle.settings') !== null || sessionStorage.getItem('castle.seeded') !== null) return;
    sessionStorage.setItem('castle.seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto((inject('baseUrl') as string) + query);
  await waitReady(page);
  return page;
}
