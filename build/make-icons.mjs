#!/usr/bin/env node
// Renders build/icon.svg to the PNG sizes the installers need (build/icons/16x16.png ... 1024x1024.png)
// in Debian's Chromium through playwright-core. Run it after changing the SVG; the PNGs are committed,
// so packaging never needs a browser.
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

export const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const svg = readFileSync(fileURLToPath(new URL('./icon.svg', import.meta.url)), 'utf8');
const outDir = fileURLToPath(new URL('./icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    // the SVG scaled to the whole viewport, on a transparent page
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('width="1024" height="1024"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    await page.screenshot({ path: `${outDir}${size}x${size}.png`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`build/icons/${size}x${size}.png`);
  }
} finally {
  await browser.close();
}
