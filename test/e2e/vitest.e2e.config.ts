import { defineConfig } from 'vitest/config';

// Browser tests against the built renderer (out/web, `npm run build:web` first): one static server
// for all files (global setup), one Chromium per file, files one after another (2 cores).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
