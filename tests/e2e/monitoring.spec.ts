// Errors and Web Vitals reported (src/app/monitoring.ts, the monitoringReport
// call, src/server/services/monitoring-store.ts), every part real: two copies of
// siam built for this suite, `watched` with monitoring.endpoint on the reference
// platform and `quiet` as the demo brands are (off), served by a private
// server (own-server.ts). What the platform stored for each brand is read
// through the studio's API, and the studio page shows it. A render error in a section (the platform's
// hot games answer broken on its way to the page), a hydration mismatch (the
// prebuilt HTML changed on its way) and a page's LCP, INP and CLS each reach
// the store; the quiet brand sends nothing and loads no Web Vitals code.
//
// These tests cause errors on purpose, so they use Playwright's own `test`,
// not fixtures.ts's, which fails a test on any console error.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { VITALS_MARK } from '../../src/app/monitoring.ts';
import { ROOT } from '../../src/config/schema-files.ts';
import { cliAsync, editBrand, tempDir } from '../build/helpers.ts';
import { answerChanged, quietPage } from './content-fixtures.ts';
import { hydrated } from './fixtures.ts';
import { type OwnServer, ownServerPort, startOwnServer } from './own-server.ts';

const test = base;
const WATCHED = { id: 'watched', merchantCode: 'WATCHED01' };
const QUIET = { id: 'quiet', merchantCode: 'QUIET01' };

interface Day {
  errorCount: number;
  errors: { source: string; message: string; route: string; lng: string; build: string; component?: string }[];
  vitals: Record<'LCP' | 'INP' | 'CLS', { count: number; p75: number } | null>;
}

let server: OwnServer;
let folders: string[] = [];
let studioToken = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two small brands built for this suite: a minute or two on a busy 2-core machine.
  test.setTimeout(480_000);
  const brands = tempDir('brands');
  const dist = tempDir('dist');
  folders = [brands, dist];
  for (const [brand, endpoint] of [
    [WATCHED, '/api/monitoring/reports'],
    [QUIET, ''],
  ] as const) {
    cpSync(join(ROOT, 'brands', 'siam'), join(brands, brand.id), { recursive: true });
    editBrand(brands, brand.id, (json) => {
      json.id = brand.id;
      json.name = `Siam ${brand.id}`;
      json.merchantCode = brand.merchantCode;
      json.origins = [`https://${brand.id}.example`];
      if (endpoint) json.monitoring = { endpoint };
      else delete json.monitoring;
    });
  }
  server = await startOwnServer(ownServerPort(2), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
  const built = await cliAsync('build', { brands, dist }, ['--content-from', `http://127.0.0.1:${server.port}`]);
  if (built.code !== 0) throw new Error(`building the test brands failed:\n${built.stdout}\n${built.stderr}`);
  const studio = await (await fetch(`http://127.0.0.1:${server.port}/studio/`)).text();
  studioToken = /name="lk-studio-token" content="([^"]+)"/.exec(studio)?.[1] ?? '';
});

test.afterAll(async () => {
  await server?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A brand's last day as the platform stored it, through the studio's API. */
async function lastDay(id = WATCHED.id): Promise<Day> {
  const r = await fetch(`http://127.0.0.1:${server.port}/studio/api/brands/${id}/monitoring`, { headers: { 'x-studio-token': studioToken } });
  const body = (await r.json()) as { day: Day | null };
  if (!body.day) throw new Error(`the studio has no reports for ${id}: ${JSON.stringify(body)}`);
  return body.day;
}

/** Hidden, the page sends what it kept (and web-vitals its final figures): leaving it does both. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test('a render error in a section reaches the error store, with route, language and build', async ({ page }) => {
  await quietPage(page);
  // The hot games answer, asked again once the page is live, comes back broken: the row throws as it renders it.
  await page.route('**/api/game/hot**', (route) => answerChanged(route, () => null));
  await page.goto(server.url(WATCHED.id, '/m/home'));
  await hydrated(page);
  // The row says Loading failed (its boundary caught the error).
  await expect(page.getByRole('alert').first()).toBeVisible();
  await leave(page);
  await expect
    .poll(async () => (await lastDay()).errors.find((e) => e.source === 'render'))
    .toMatchObject({
      route: '/m/home',
      lng: 'th',
      message: expect.stringContaining('TypeError'),
      build: expect.stringMatching(/^[\w-]+\/[\w-]+$/),
    });
});

test('a hydration mismatch reaches the error store', async ({ page }) => {
  await quietPage(page);
  // The prebuilt HTML, changed on its way: React's first render differs from it.
  await page.route(server.url(WATCHED.id, '/m/home'), async (route) => {
    // Node cannot resolve <brand>.localhost: the same server by address, with the page's host.
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: url.href.replace(url.host, `127.0.0.1:${url.port}`), headers: { ...route.request().headers(), host: url.host } });
    const html = await response.text();
    const island = html.indexOf('<astro-island');
    // Its first text (the skip link), one word longer.
    const changed = html.slice(0, island) + html.slice(island).replace(/>([^<>\s][^<>]*)</, '>$1 (changed)<');
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => k !== 'content-encoding' && k !== 'content-length'));
    await route.fulfill({ status: response.status(), body: changed, headers });
  });
  await page.goto(server.url(WATCHED.id, '/m/home'));
  await hydrated(page);
  // React recovers by rendering the page again in the browser, in a transition that can end after the island
  // lost its ssr mark; its report is made then. Leave only once the changed text is gone.
  await expect(page.getByText('(changed)')).toHaveCount(0);
  await leave(page);
  await expect.poll(async () => (await lastDay()).errors.find((e) => e.source === 'hydration')?.route).toBe('/m/home');
});

test("a page's LCP, INP and CLS reach the store, and the studio shows them", async ({ page }) => {
  await quietPage(page);
  await page.goto(server.url(WATCHED.id, '/m/home'));
  await hydrated(page);
  // The observers are registered (the chunk arriving is not enough: on a busy page the click is handled before the
  // chunk runs, and a page left before then reports no INP).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_MARK);
  // An interaction, for INP.
  await page.getByRole('heading', { level: 2 }).first().click();
  // The browser times an interaction after its next paint: leaving before then would leave INP nothing to measure.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // web-vitals counts the interaction in the page's next idle moment (at most 1 s later), and a page hidden before
  // then reports no INP: its hidden handler runs first and finds nothing counted. Two idle moments of the page's
  // own, asked for after its, come after it.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 5000 }), { timeout: 5000 })));
  await leave(page);
  await expect.poll(async () => Object.values((await lastDay()).vitals).map((v) => (v?.count ?? 0) > 0)).toEqual([true, true, true]);

  await page.goto(`http://127.0.0.1:${server.port}/studio/${WATCHED.id}/`);
  const panel = page.getByRole('region', { name: "Players' last 24 hours" });
  for (const name of ['LCP', 'INP', 'CLS'])
    await expect(
      panel
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .getByRole('cell')
        .nth(1),
    ).not.toHaveText('no reports');
  await expect(panel.getByRole('listitem').filter({ hasText: 'hydration' }).first()).toBeVisible();
});

test('a brand with monitoring off sends nothing and loads no Web Vitals code', async ({ page }) => {
  const vitalsCode: string[] = [];
  page.on('request', (r) => /\/_astro\/vitals[.-]/.test(new URL(r.url()).pathname) && vitalsCode.push(r.url()));
  await quietPage(page);
  await page.route('**/api/game/hot**', (route) => answerChanged(route, () => null));
  await page.goto(server.url(QUIET.id, '/m/home'));
  await hydrated(page);
  // The same broken answer as above: the quiet brand's row fails too, and says so on screen.
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByRole('heading', { level: 2 }).first().click();
  await leave(page);
  expect(vitalsCode).toEqual([]);
  // The watched brand, the same way, right after: its beacon arrives, so one the quiet page sent before would have too.
  const before = (await lastDay()).errorCount;
  await page.goto(server.url(WATCHED.id, '/m/home'));
  await hydrated(page);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect.poll(() => vitalsCode.length).toBe(1);
  await leave(page);
  await expect.poll(async () => (await lastDay()).errorCount).toBeGreaterThan(before);
  const quiet = await lastDay(QUIET.id);
  expect(quiet.errorCount).toBe(0);
  expect(quiet.vitals).toEqual({ LCP: null, INP: null, CLS: null });
});
