// A new build reaches a player who has the site open, every part real: a
// brands folder and an output folder of the test's own, the real build run
// twice with one change (the brand's name), a private server (own-server.ts)
// serving that output. The open page finds the new worker when the player
// moves, gets the new version at the next move, and the caches hold the new
// build's files only.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { ROOT } from '../../src/config/schema-files.ts';
import type { SiteFiles } from '../../src/web-app/constants.ts';
import { TAKE_OVER_WAIT_MS } from '../../src/web-app/register.ts';
import { quietPage } from './content-fixtures.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { type OwnServer, ownServerPort, startOwnServer } from './own-server.ts';

// The service worker is the subject here (the suite blocks it elsewhere, tests/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const PORT = ownServerPort(3);
/** How many requests the test has had a worker hold: each is marked by its own query, `lk-held=<n>`. */
let holds = 0;
const brands = mkdtempSync(join(tmpdir(), 'lobbykit-update-brands-'));
const dist = mkdtempSync(join(tmpdir(), 'lobbykit-update-dist-'));
let server: OwnServer | undefined;

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.ts')], {
      cwd: ROOT,
      env: { ...process.env, LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build failed:\n${output}`))));
  });
}

function rename(name: string) {
  const file = join(brands, 'aurora', 'brand.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), name }, null, 2));
}

/** The cache keys the new build's worker should hold, from the file list at the top of its sw.js. */
function expectedPrecache(origin: string): string[] {
  const first = readFileSync(join(dist, 'aurora', 'sw.js'), 'utf8').split('\n', 1)[0]!;
  const files = JSON.parse(first.replace(/^self\.__LK_SITE=/, '').replace(/;$/, '')) as SiteFiles;
  return files.precache.map((e) => (typeof e === 'string' ? `${origin}${e}` : `${origin}${e.url}?__WB_REVISION__=${e.revision}`)).sort();
}

function lazyKeys(origin: string): string[] {
  const first = readFileSync(join(dist, 'aurora', 'sw.js'), 'utf8').split('\n', 1)[0]!;
  const files = JSON.parse(first.replace(/^self\.__LK_SITE=/, '').replace(/;$/, '')) as SiteFiles;
  return Object.entries(files.lazy).map(([path, revision]) => `${origin}${path}?__lk=${revision}`);
}

/** The page's worker in `state`: 'activated', the one that controls the page; 'installed', a new build's, waiting beside it. */
async function workerIn(page: Page, state: ServiceWorkerState): Promise<Worker> {
  const stateOf = (w: Worker) => w.evaluate(() => (self as unknown as { serviceWorker: ServiceWorker }).serviceWorker.state).catch(() => 'gone');
  let found: Worker | undefined;
  await expect
    .poll(async () => {
      for (const w of page.context().serviceWorkers()) if ((await stateOf(w)) === state) found = w;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * Has the worker that controls the page hold a request, as a slow network would: a picture of the page's own, at an
 * address of its own so that no cache answers it, whose fetch in the worker waits until `release`.
 */
async function holdRunningWorker(page: Page, origin: string): Promise<{ release: () => Promise<void> }> {
  const worker = await workerIn(page, 'activated');
  const mark = `lk-held=${++holds}`;
  await worker.evaluate((held) => {
    const scope = self as unknown as { fetch: typeof fetch; lkHeld: number; lkAnswered: number; lkRelease: () => void };
    const real = scope.fetch.bind(scope);
    const released = new Promise<void>((resolve) => (scope.lkRelease = resolve));
    scope.lkHeld = 0;
    scope.lkAnswered = 0;
    scope.fetch = async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes(held)) return real(input, init);
      scope.lkHeld++;
      await released;
      try {
        return await real(input, init);
      } finally {
        scope.lkAnswered++;
      }
    };
  }, mark);
  const picture = (await page.getByRole('main').getByRole('img').first().getAttribute('src'))!;
  await page.evaluate((src) => Object.assign(new Image(), { src }), `${new URL(picture, origin).href}${picture.includes('?') ? '&' : '?'}${mark}`);
  await expect.poll(() => worker.evaluate(() => (self as unknown as { lkHeld: number }).lkHeld)).toBe(1);
  return { release: () => worker.evaluate(() => (self as unknown as { lkRelease: () => void }).lkRelease()) };
}

/**
 * Where a take-over that does not come is stuck, for the failure to say: the registration's workers as the page sees
 * them, and each worker's own state with what it held and answered (holdRunningWorker) and whether it was asked.
 */
async function takeOverState(page: Page): Promise<string> {
  const registration = await page
    .evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const state = (w?: ServiceWorker | null) => w?.state ?? 'none';
      return `active ${state(r?.active)}, waiting ${state(r?.waiting)}, installing ${state(r?.installing)}, controller ${state(navigator.serviceWorker.controller)}`;
    })
    .catch((e: Error) => `unreadable (${e.message})`);
  const workers = await Promise.all(
    page
      .context()
      .serviceWorkers()
      .map((w) =>
        w
          .evaluate(() => {
            const s = self as unknown as { serviceWorker: ServiceWorker; lkHeld?: number; lkAnswered?: number; lkAsked?: boolean };
            return `${s.serviceWorker.state}: held ${s.lkHeld ?? '-'}, answered ${s.lkAnswered ?? '-'}, asked ${s.lkAsked ?? '-'}`;
          })
          .catch(() => 'gone'),
      ),
  );
  return `registration: ${registration}; workers: ${workers.join(' | ')}`;
}

/** Fails with takeOverState() when `check` does not pass. */
const saying = (page: Page, check: () => Promise<unknown>) =>
  check().catch(async (e: Error) => {
    throw new Error(`${e.message}\n${await takeOverState(page)}`);
  });

const newWorkerWaits = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
const quickMenu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Quick menu', exact: true }).getByRole('button', { name, exact: true });
const isOldPage = (page: Page) => page.evaluate(() => (window as { lkOldPage?: boolean }).lkOldPage);

/** Every cache of the origin and its keys. */
const cacheState = (page: Page) =>
  page.evaluate(async () =>
    Object.fromEntries(
      await Promise.all((await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((r) => r.url).sort()] as const)),
    ),
  );

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cpSync(join(ROOT, 'brands', 'aurora'), join(brands, 'aurora'), { recursive: true });
  await build();
  server = await startOwnServer(PORT, { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(brands, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

test('aurora: after a new build the open page gets it at the next navigation, and the old caches are gone', async ({ page }) => {
  test.setTimeout(300_000);
  const origin = new URL(server!.url('aurora')).origin;
  await quietPage(page);
  await page.goto(server!.url('aurora', '/m/home'));
  await hydrated(page);
  await expect(page).toHaveTitle('Aurora Play');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 60_000 }).toBe('activated');
  // A page opened once is kept in the page cache, under this build's revision.
  await page.goto(server!.url('aurora', '/m/slot-games'));
  await hydrated(page);
  await page.goto(server!.url('aurora', '/m/home'));
  await hydrated(page);
  const before = await cacheState(page);
  expect(before['lk-pages']?.some((url) => url.startsWith(`${origin}/m/slot-games?__lk=`))).toBe(true);
  // This page's side of the worker is running (its chunk loads once the page is idle, some seconds in).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/_astro\/register\.[^/]+\.js$/.test(e.name))), {
      timeout: 30_000,
    })
    .toBe(true);

  // A new build with one change, while the page stays open.
  rename('Aurora Play Next');
  await build();

  // The player moves: the page asks for the worker again, and the new one installs and waits.
  await quickMenu(page, 'Promotion').click();
  await expect(page).toHaveURL(server!.url('aurora', '/m/activity'));
  await saying(page, () => expect.poll(() => newWorkerWaits(page), { timeout: 60_000 }).toBe(true));
  // Until the next move the page is the old version, undisturbed.
  await expect(page).toHaveTitle(/Aurora Play$/);
  await page.evaluate(() => Object.assign(window, { lkOldPage: true }));

  // The new worker takes over only once the old one has answered every request it holds (Chromium looks again about
  // once a second). Here the old one holds an image, as on a slow network.
  const held = await holdRunningWorker(page, origin);

  // The next move shows home in the old version and asks the new worker to take over. Held longer than a tapped link
  // waits for that, the page is not reloaded: a reload then came from the old worker, and stayed old.
  await quickMenu(page, 'Home').click();
  await expect(page).toHaveURL(server!.url('aurora', '/m/home'));
  const movedAt = await page.evaluate(() => performance.now());
  await expect.poll(() => page.evaluate(() => performance.now()), { timeout: 30_000 }).toBeGreaterThan(movedAt + TAKE_OVER_WAIT_MS + 1000);
  expect(await isOldPage(page)).toBe(true);
  await expect(page).toHaveTitle(/Aurora Play$/);

  // Released, the new worker takes over and the page reloads from it.
  await held.release();
  await saying(page, () => expect(page).toHaveTitle('Aurora Play Next', { timeout: 30_000 }));
  await expect(page.getByRole('banner').getByRole('img', { name: 'Aurora Play Next', exact: true })).toBeVisible();
  expect(await isOldPage(page)).toBeUndefined();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none')).toBe('activated');

  // Only the new build's files are cached: what changed (the pages, config.json,
  // the manifest) is there in its new revision only, and no cache of another name is left.
  const after = await cacheState(page);
  expect(Object.keys(after).sort()).toEqual(expect.arrayContaining(['lk-pages', 'lk-precache-v2']));
  expect(Object.keys(after).every((name) => ['lk-images', 'lk-pages', 'lk-precache-v2'].includes(name))).toBe(true);
  expect(after['lk-precache-v2']).toEqual(expectedPrecache(origin));
  const gone = before['lk-precache-v2']!.filter((url) => !after['lk-precache-v2']!.includes(url));
  expect(gone).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/m\/home\?__WB_REVISION__=/), expect.stringMatching(/\/config\.json\?__WB_REVISION__=/)]),
  );
  const current = lazyKeys(origin);
  expect(after['lk-pages']!.every((url) => current.includes(url))).toBe(true);
  expect(after['lk-pages']!.some((url) => url.startsWith(`${origin}/m/slot-games?`))).toBe(false);

  // A third build. This time the player begins to use the page the move showed before the new worker has taken over:
  // the page is not reloaded under them, and their next move loads the new version.
  rename('Aurora Play Third');
  await build();
  await quickMenu(page, 'Promotion').click();
  await expect(page).toHaveURL(server!.url('aurora', '/m/activity'));
  // The page reloaded at the take-over, and a fast build ends inside its first REGISTER_AFTER_MS: this move may come
  // before the page's side of the worker has loaded, which then checks for the move it missed.
  await saying(page, () => expect.poll(() => newWorkerWaits(page), { timeout: 60_000 }).toBe(true));
  await page.evaluate(() => Object.assign(window, { lkOldPage: true }));
  const third = await holdRunningWorker(page, origin);
  // The player's key press comes after the page has asked the new worker to take over (the move's effect, after it is shown).
  const asked = await workerIn(page, 'installed');
  await asked.evaluate(() => self.addEventListener('message', () => Object.assign(self, { lkAsked: true })));
  await quickMenu(page, 'Home').click();
  await expect(page).toHaveURL(server!.url('aurora', '/m/home'));
  await expect.poll(() => asked.evaluate(() => (self as unknown as { lkAsked?: boolean }).lkAsked)).toBe(true);
  await page.keyboard.press('Shift');
  await third.release();
  // As long as the first take-over above may take: Chromium looks again about once a second, slower on a busy machine.
  await saying(page, () => expect.poll(() => newWorkerWaits(page), { timeout: 30_000 }).toBe(false));
  await expect(page).toHaveTitle('Aurora Play Next');
  expect(await isOldPage(page)).toBe(true);
  await quickMenu(page, 'Promotion').click();
  await expect(page).toHaveTitle(/Aurora Play Third$/, { timeout: 30_000 });
  await expect(page).toHaveURL(server!.url('aurora', '/m/activity'));
  expect(await isOldPage(page)).toBeUndefined();
});
