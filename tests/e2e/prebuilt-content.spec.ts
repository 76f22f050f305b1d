// Prebuilt pages paint the platform's content from their HTML (the build's
// content snapshot, npm start builds against its own platform): with
// JavaScript off a visitor sees the banners, games, promotions and help; with
// it on, the app takes over the same content and replaces what changed at the
// platform since the build, without moving anything.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../src/config/schema-files.ts';
import { bannerRequest, helpRequest, promotionsRequest } from '../../src/platform/public-requests.ts';
import { panelPageCall } from '../../src/app/features/lobby/list-requests.ts';
import { initialFilter } from '../../src/app/features/lobby/logic/game-types.ts';
import { BRANDS, PLATFORM, brandUrl, expect, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { shiftSources, shifts, watchShifts } from './layout-shift.ts';
import { client } from './players.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';
import { cliAsync, tempDir } from '../build/helpers.ts';
import { brandStrings } from './strings.ts';
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

const pathOf = (url: string) => new URL(url).pathname;

// What these tests look at is the prebuilt HTML and its layout, before and while the app takes over: home's sections
// are unnamed <section>s (data-section: the layout's type), the image asked for first is marked by its fetchpriority
// attribute, and a game list's wrapper (aria-busy), cards and row items are measured as boxes. Those stay CSS; the
// banner and the games' pictures are found by role.
const homeSection = (page: Page, type: string) => page.locator(`[data-section="${type}"]`);
const bannerImage = (page: Page) => homeSection(page, 'banners').getByRole('img').first();
// The image asked for first: the attribute is what is tested, whichever picture it is on.
const firstImage = (page: Page) => page.locator('img[fetchpriority="high"]');

for (const brand of BRANDS) {
  test.describe(brand.id, () => {
    const api = client(PLATFORM, brand);
    const l = brandStrings(brand, 'lobby', enLobby);
    const homeGroup = brand.layout.homeSections.find((s) => s.type === 'banners')?.group;

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('home shows its lead image, names its first banner as an image, and shows the promotions', async ({ page }) => {
        test.skip(!homeGroup, 'no banner section on home');
        const banners = (await api.announcements(bannerRequest(homeGroup!).request)).banners
          .filter((b) => b.groupName === homeGroup)
          .sort((a, b) => a.sort - b.sort);
        await page.goto(brandUrl(brand, '/m/home'));
        // It is the one image asked for first: every other picture waits for it to be on screen (src/build/lead-first.ts),
        // and with JavaScript off goes on waiting. The app's code waits for it to paint.
        await expect(firstImage(page)).toHaveCount(1);
        const lead = firstImage(page);
        await expect(lead).toBeVisible();
        expect(await lead.getAttribute('elementtiming')).toBe('lead');
        expect(await lead.getAttribute('loading')).toBe('eager');
        await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // The first banner is a sized image in the HTML, whether it leads (on most homes) or waits for the picture that
        // does (the game centre's large tile below it on falak's): a waiting picture is hidden, so no role finds it.
        const first = homeSection(page, 'banners').locator('img').first();
        const leads = (await first.getAttribute('fetchpriority')) === 'high';
        const attribute = (name: string) => first.getAttribute(leads ? name : `data-lk-${name}`);
        expect(pathOf((await attribute('src')) ?? '')).toBe(pathOf(banners[0]!.url));
        expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await first.getAttribute('height'))).toBeGreaterThan(0);
        // Phone widths in a srcset: the phone picks the smallest that fills its screen, and it stays small.
        const srcset = (await attribute('srcset')) ?? '';
        expect(srcset.split(',').map((c) => pathOf(c.trim().split(' ')[0]!))).toEqual(banners[0]!.variants!.map((v) => pathOf(v.url)));
        expect(await first.getAttribute('sizes')).toBeTruthy();
        if (leads) {
          const fetched = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
          expect(srcset).toContain(pathOf(fetched));
          const bytes = (await (await page.request.get(fetched.replace(/\/\/[^/]+\.localhost:/, '//127.0.0.1:'))).body()).length;
          expect(bytes).toBeLessThanOrEqual(40 * 1024);
        }
        // Only what a phone sees first loads at once; the rest of home waits until scrolled near.
        const eagerBelowFold = await page.evaluate(() =>
          [...document.images]
            .filter((img) => img.loading !== 'lazy' && img.getBoundingClientRect().top > innerHeight)
            .map((img) => img.outerHTML.slice(0, 120)),
        );
        expect(eagerBelowFold).toEqual([]);
        if (brand.layout.homeSections.some((s) => s.type === 'promotions')) {
          const promotions = (await api.announcements(promotionsRequest.request)).promotion;
          await expect(homeSection(page, 'promotions').getByText(promotions[0]!.title, { exact: true }).first()).toBeVisible();
        }
      });

      test('a category page shows its games, promotions and help their titles', async ({ page }) => {
        const start = initialFilter('RNG', brand.games);
        const { call, request } = panelPageCall({ dataType: start.dataType, filter: start.filter, page: 1, pageSize: brand.constants.gameListPageSize });
        const games = (await (api[call] as (r: object) => Promise<{ games: { gameName: string }[] }>)(request)).games;
        await page.goto(brandUrl(brand, '/m/slot-games'));
        // A card shows its picture, named by the game (the name under it is for cards without one).
        const list = page.getByRole('list', { name: l.list.label, exact: true });
        for (const g of games.slice(0, 4)) await expect(list.getByRole('img', { name: g.gameName, exact: true }).first()).toBeVisible();
        // The first game's picture is the page's largest paint, the one image asked for first.
        await expect(firstImage(page)).toHaveCount(1);
        await expect(firstImage(page)).toHaveAttribute('alt', games[0]!.gameName);

        const promotions = (await api.announcements(promotionsRequest.request)).promotion;
        await page.goto(brandUrl(brand, '/m/activity'));
        for (const p of promotions.slice(0, 3)) await expect(page.getByText(p.title, { exact: true }).first()).toBeVisible();
        // The first promotion's picture leads the page, at the phone's width from its srcset, not the full PNG.
        const lead = page.getByRole('img', { name: promotions[0]!.title, exact: true }).first();
        await expect(lead).toHaveAttribute('fetchpriority', 'high');
        const variants = promotions[0]!.announcementImages.find((i) => i.sequence === 1)!.variants!;
        const leadSrcset = (await lead.getAttribute('srcset')) ?? '';
        expect(leadSrcset.split(',').map((c) => pathOf(c.trim().split(' ')[0]!))).toEqual(variants.map((v) => pathOf(v.url)));
        await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(variants.map((v) => pathOf(v.url))).toContain(pathOf(await lead.evaluate((img: HTMLImageElement) => img.currentSrc)));

        const help = await api.helpCentre(helpRequest(brand.languages.default).request);
        await page.goto(brandUrl(brand, '/m/help'));
        for (const item of help) await expect(page.getByText(item.title, { exact: true }).first()).toBeVisible();
      });
    });

    test("home paints the build's banner and promotion first, then what the platform has now, with no shift", async ({ page }) => {
      test.skip(!homeGroup || !brand.layout.homeSections.some((s) => s.type === 'promotions'), 'needs banners and promotions on home');
      await quietPage(page);
      await watchShifts(page);
      const built = (await api.announcements(promotionsRequest.request)).promotion[0]!.title;
      const liveTitle = `Live ${built}`.slice(0, built.length + 5);
      const liveBanner = 'Banner changed after the build';
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      // The platform changed since the build: a new title for the first promotion and for the first banner.
      await page.route('**/api/content/announcements?**', async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({
          url: url.href.replace(url.host, `127.0.0.1:${url.port}`),
          headers: { ...route.request().headers(), host: url.host },
        });
        const body = (await response.json()) as { value: { promotion: { title: string }[]; banners: { title: string; sort: number; groupName: string }[] } };
        if (url.searchParams.get('types') === 'PR') body.value.promotion[0]!.title = liveTitle;
        const first = body.value.banners.filter((b) => b.groupName === homeGroup).sort((a, b) => a.sort - b.sort)[0];
        if (first) first.title = liveBanner;
        await released; // the snapshot must be seen first
        await route.fulfill({ response, json: body });
      });
      await page.goto(brandUrl(brand, '/m/home'));
      const strip = homeSection(page, 'promotions');
      await expect(strip.getByText(built, { exact: true }).first()).toBeVisible();
      await expect(bannerImage(page)).not.toHaveAttribute('alt', liveBanner);
      release();
      // A section takes over (and asks the platform again) once it is near the viewport.
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByText(liveTitle, { exact: true }).first()).toBeVisible();
      expect(await shifts(page)).toBeLessThanOrEqual(0.01);
      // The banners take over once near the viewport again, if the strip scrolled them away first.
      // The section element stays while its prebuilt banners give way to the live ones (the carousel may be replaced mid-scroll).
      await homeSection(page, 'banners').first().scrollIntoViewIfNeeded();
      await expect(bannerImage(page)).toHaveAttribute('alt', liveBanner);
      expect(await shifts(page)).toBeLessThanOrEqual(0.01);
    });

    test('a category page keeps still while its list revalidates', async ({ page }) => {
      await categoryPageKeepsStill(page, brandUrl(brand, '/m/slot-games'));
    });

    test("a home row's cards past the first screen keep their box, and scrolling the row to them moves nothing", async ({ page }) => {
      const row = brand.layout.homeSections.find((s) => s.type === 'hotGames' || s.type === 'newGames');
      test.skip(!row, 'no game row on home');
      await quietPage(page);
      await watchShifts(page);
      await page.goto(brandUrl(brand, '/m/home'));
      const section = homeSection(page, row!.type);
      // Every item's box, the placeholders' (hidden from assistive technology) as well as the cards': layout measured.
      const items = section.locator('.lkg-scroller__item');
      // These are laid out only as the row scrolls them near (lobby.css .lkg-scroller__item--later).
      await expect(section.locator('.lkg-scroller__item--later').first()).toBeAttached();
      const sameBoxes = async () => {
        const boxes = await items.evaluateAll((all) =>
          all.map((i) => `${Math.round(i.getBoundingClientRect().width)}x${Math.round(i.getBoundingClientRect().height)}`),
        );
        expect(new Set(boxes), 'every card of the row, laid out or not, has the same box').toEqual(new Set([boxes[0]]));
      };
      // The prebuilt row (most likely: the section goes live once near the viewport), then the live one.
      await sameBoxes();
      await expect(section).toHaveAttribute('data-live', '');
      await sameBoxes();
      const last = items.last();
      await last.scrollIntoViewIfNeeded();
      // The name under the card's picture: shown, but hidden from assistive technology while the picture (named by it) is there.
      const name = last.locator('.lkg-card__name');
      await expect(name).toBeVisible();
      await expect(name).not.toHaveText('');
      expect(await shifts(page)).toBeLessThanOrEqual(0.01);
    });
  });
}

// A build whose platform could not be reached: its pages paint placeholders,
// and the list that replaces them must not move the page either.
test.describe('built with no platform', () => {
  // One build and one server on one port for the suite: its tests share a worker.
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  let dist = '';

  test.beforeAll(async () => {
    // The demo brands built once more for this suite: a minute or two on a busy 2-core machine.
    test.setTimeout(400_000);
    dist = tempDir('dist');
    // Port 1 on loopback: nothing listens there, so every snapshot call is refused.
    const built = await cliAsync('build', { brands: join(ROOT, 'brands'), dist }, ['--content-from', 'http://127.0.0.1:1']);
    if (built.code !== 0) throw new Error(`the build with no platform failed:\n${built.output}`);
    for (const brand of BRANDS)
      expect(built.output, 'the build summary names each brand without a snapshot').toContain(`! no content snapshot for ${brand.id} `);
    server = await startOwnServer(ownServerPort(10 + test.info().parallelIndex), { env: { LOBBYKIT_DIST_DIR: dist } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  for (const brand of BRANDS) {
    test(`${brand.id}: a category page keeps still while its list loads`, async ({ page }) => {
      const html = readFileSync(join(dist, brand.id, 'm', 'slot-games', 'index.html'), 'utf8');
      expect(html, 'a page built with no platform carries no snapshot').not.toContain('id="lk-data"');
      await categoryPageKeepsStill(page, server.url(brand.id, '/m/slot-games'));
    });

    test(`${brand.id}: home's game rows keep still while their games load`, async ({ page }) => {
      const rows = brand.layout.homeSections.filter((s) => s.type === 'hotGames' || s.type === 'newGames' || s.type === 'categories');
      test.skip(rows.length === 0, 'no game rows on home');
      await quietPage(page);
      await watchShifts(page);
      await page.goto(server.url(brand.id, '/m/home'));
      // Each row as a player scrolls to it: its placeholder holds the row's height until the games arrive.
      for (const { type } of rows) {
        const section = homeSection(page, type);
        await section.scrollIntoViewIfNeeded();
        // A row loads when the section is near and again when the row is: several calls in turn on a busy machine.
        await expect(section.getByTestId('game-card').first()).toBeVisible({ timeout: 30_000 });
      }
      expect(await shifts(page), await shiftSources(page)).toBeLessThanOrEqual(0.01);
    });
  }
});

async function categoryPageKeepsStill(page: Page, url: string) {
  await quietPage(page);
  await watchShifts(page);
  await page.goto(url);
  // The game list's wrapper, a box with no role that says aria-busy while it loads.
  const list = page.locator('.lkg-list');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.getByTestId('game-card').first()).toBeVisible();
  // Every picture of the list, decorative ones (alt="", no role) too: whether each has loaded is what is read.
  await expect
    .poll(() => list.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((i) => i.loading !== 'lazy').every((i) => i.complete)))
    .toBe(true);
  expect(await shifts(page), await shiftSources(page)).toBeLessThanOrEqual(0.01);
}
