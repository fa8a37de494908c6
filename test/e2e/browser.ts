import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium in its headless shell (package chromium-headless-shell: the same Blink and V8,
// without the desktop browser around them) when it is there: the browser tests run in less time
// than with the full /usr/bin/chromium, which they fall back to (README.md, Test, gives both times).
const SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the headless shell, else the browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
}

/** Debian's Chromium with the flags TOOLCHAIN.md lists (no background networking). */
export function launchChromium(executablePath = chromiumPath()): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
