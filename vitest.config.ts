import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

// Unit and integration tests: everything under test/ named *.test.ts. The browser end-to-end tests
// (*.e2e.ts) have their own config, run after the renderer is built.
export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks',
    // two workers on CI's two cores (vitest's default leaves one core to itself): most files are
    // CPU-bound searches, and the unit stage must leave CI time for the browser tests
    maxWorkers: 2,
  },
});
