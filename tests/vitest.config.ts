// Unit, server and build suites. Browser suites run under Playwright (tests/playwright.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Build suites run the real multi-brand build; one at a time keeps 2 cores usable.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
