// Prebuilt pages paint the platform's content from their HTML (the build's
// content snapshot, npm start builds against its own platform): with
// JavaScript off a visitor sees the banners, games, promotions and help; with
// it on, the app takes over the same content and replaces what changed at the
// platform since the build, without moving anything.
import { bannerRequest, helpRequest, promotionsRequest } from '../../src/platform/public-requests.ts';
import { panelPageCall } from '../../src/app/features/lobby/list-requests.ts';
import { initialFilter } from '../../src/app/features/lobby/logic/game-types.ts';
import { BRANDS, PLATFORM, brandUrl, expect, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { shifts, watchShifts } from './layout-shift.ts';
import { client } from './players.ts';

const pathOf = (url: string) => new URL(url).pathname;

for (const brand of BRANDS) {
  test.describe(brand.id, () => {
    const api = client(PLATFORM, brand);
    const homeGroup = brand.layout.homeSections.find((s) => s.type === 'banners')?.group;

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('home shows its first banner as an image and the promotions', async ({ page }) => {
        test.skip(!homeGroup, 'no banner section on home');
        const banners = (await api.announcements(bannerRequest(homeGroup!).request)).banners
          .filter((b) => b.groupName === homeGroup)
          .sort((a, b) => a.sort - b.sort);
        await page.goto(brandUrl(brand, '/m/home'));
        const first = page.locator('.lk-banners img').first();
        await expect(first).toBeVisible();
        expect(pathOf((await first.getAttribute('src')) ?? '')).toBe(pathOf(banners[0]!.url));
        expect(await first.getAttribute('fetchpriority')).toBe('high');
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        if (brand.layout.homeSections.some((s) => s.type === 'promotions')) {
          const promotions = (await api.announcements(promotionsRequest.request)).promotion;
          await expect(page.locator('[data-section="promotions"]').getByText(promotions[0]!.title, { exact: true }).first()).toBeVisible();
        }
      });

      test('a category page shows its games, promotions and help their titles', async ({ page }) => {
        const start = initialFilter('RNG', brand.games);
        const { call, request } = panelPageCall({ dataType: start.dataType, filter: start.filter, page: 1, pageSize: brand.constants.gameListPageSize });
        const games = (await (api[call] as (r: object) => Promise<{ games: { gameName: string }[] }>)(request)).games;
        await page.goto(brandUrl(brand, '/m/slot-games'));
        // A card shows its picture, named by the game (the name under it is for cards without one).
        for (const g of games.slice(0, 4)) await expect(page.locator('.lkg-list').getByAltText(g.gameName, { exact: true }).first()).toBeVisible();

        const promotions = (await api.announcements(promotionsRequest.request)).promotion;
        await page.goto(brandUrl(brand, '/m/activity'));
        for (const p of promotions.slice(0, 3)) await expect(page.getByText(p.title, { exact: true }).first()).toBeVisible();

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
      const strip = page.locator('[data-section="promotions"]');
      await expect(strip.getByText(built, { exact: true }).first()).toBeVisible();
      await expect(page.locator('.lk-banners img').first()).not.toHaveAttribute('alt', liveBanner);
      release();
      // A section takes over (and asks the platform again) once it is near the viewport.
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByText(liveTitle, { exact: true }).first()).toBeVisible();
      // The banners may not have taken over before the strip scrolled them away: bring them back.
      await page.locator('.lk-banners').first().scrollIntoViewIfNeeded();
      await expect(page.locator('.lk-banners img').first()).toHaveAttribute('alt', liveBanner);
      expect(await shifts(page)).toBeLessThanOrEqual(0.01);
    });

    for (const prebuilt of [true, false]) {
      test(`a category page keeps still while its list ${prebuilt ? 'revalidates' : 'loads (no snapshot)'}`, async ({ page }) => {
        await quietPage(page);
        await watchShifts(page);
        if (!prebuilt) {
          // A build with no platform: the same page without its answers.
          await page.route('**/m/slot-games', async (route) => {
            // Node cannot resolve <brand>.localhost: ask the same server by address, with the page's host.
            const url = new URL(route.request().url());
            const response = await route.fetch({
              url: url.href.replace(url.host, `127.0.0.1:${url.port}`),
              headers: { ...route.request().headers(), host: url.host },
            });
            await route.fulfill({ response, body: (await response.text()).replace(/<script type="application\/json" id="lk-data">.*?<\/script>/s, '') });
          });
        }
        await page.goto(brandUrl(brand, '/m/slot-games'));
        const list = page.locator('.lkg-list');
        await expect(list).toHaveAttribute('aria-busy', 'false');
        await expect(list.locator('.lkg-card').first()).toBeVisible();
        await expect
          .poll(() =>
            page.locator('.lkg-list img').evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((i) => i.loading !== 'lazy').every((i) => i.complete)),
          )
          .toBe(true);
        expect(await shifts(page)).toBeLessThanOrEqual(0.01);
      });
    }
  });
}
