// Browser suites: real Chromium against `npm start` (every demo brand and the
// reference platform with an in-memory database) on loopback.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
// Two on two cores. Three kept the cores busier on the languages suite (3.7 min instead of 4.5), but over a whole
// run's first 123 tests each took 1.48x as long, for the same wall time: the suites are CPU-bound.
export const WORKERS = 2;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: WORKERS,
  // CI retries a failed test once; npm test names every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  // npm test reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME); alone, just the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // Every test is a first visit in a fresh profile. With the site's service
    // worker (src/web-app/README.md) each would download and cache the whole app
    // shell a few seconds in, which a player's browser does once, and page.route
    // does not see the image requests a worker answers. The installed-app suites
    // (web-app-*.spec.ts) allow it and test it.
    serviceWorkers: 'block',
  },
  webServer: {
    // Every suite signs players up from 127.0.0.1: the per-address limits x20.
    command: `node scripts/start.ts --port ${E2E_PORT} --memory --rate-limit-scale 20`,
    cwd: new URL('..', import.meta.url).pathname,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Stopped as Ctrl+C stops it, so the in-memory platform removes its uploads folder (SIGKILL, the default, left one per run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
