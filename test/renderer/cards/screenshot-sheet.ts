// Builds renderer/cards/sheet.html with Vite and photographs it in Chromium, to look at the card art:
//   npx tsx test/renderer/cards/screenshot-sheet.ts
// Writes test-output/screenshots/card-sheet.png (the whole sheet) and card-overlap.png (the
// overlapped rows at their real pixel size, the readability check for compressed rows) and
// card-sizes.png (a few cards from 40 to 220 px); card-overlap-zoom.png is the overlap shot
// enlarged pixel for pixel.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import vue from '@vitejs/plugin-vue';
import { chromium } from 'playwright-core';

const repo = new URL('../../../', import.meta.url).pathname;
const root = join(repo, 'renderer/cards');
const outDir = join(repo, 'test-output/card-sheet');
const shots = join(repo, 'test-output/screenshots');

await build({
  configFile: false,
  root,
  base: './',
  logLevel: 'warn',
  plugins: [vue()],
  build: { outDir, emptyOutDir: true, rollupOptions: { input: join(root, 'sheet.html') } },
});

// Module scripts do not load from file:// URLs, so serve the build over loopback.
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  readFile(join(outDir, path === '/' ? 'sheet.html' : path)).then(
    (body) => res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
    () => res.writeHead(404).end(),
  );
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await mkdir(shots, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1460, height: 900 }, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://127.0.0.1:${port}/sheet.html`);
  await page.waitForSelector('#overlap svg');
  await page.screenshot({ path: join(shots, 'card-sheet.png'), fullPage: true });
  const overlap = await page.locator('#overlap').screenshot({ path: join(shots, 'card-overlap.png') });
  // the same real pixels blown up 3x without smoothing, so a reader judges what a screen shows
  const zoom = await browser.newPage({ viewport: { width: 1460, height: 900 } });
  await zoom.setContent(
    `<body style="margin:0"><img style="image-rendering:pixelated;zoom:3" src="data:image/png;base64,${overlap.toString('base64')}"></body>`,
  );
  await zoom.locator('img').screenshot({ path: join(shots, 'card-overlap-zoom.png') });
  await page.locator('#sizes').screenshot({ path: join(shots, 'card-sizes.png') });
  console.log(`wrote ${join(shots, 'card-sheet.png')} and card-overlap.png`);
} finally {
  await browser.close();
  server.close();
}
