// A part whose code cannot load (the network dropped while its chunk was on its
// way) leaves the rest of the site working: a layer stays away, a page shows
// "Loading failed" with its retry button, and the app around it stays (React
// would otherwise unmount the whole root; src/app/ui/ChunkBoundary.tsx).
import type { Page } from '@playwright/test';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

const brand = BRANDS[0]!;
const t = brandStrings(brand, 'common', enCommon);
// Home's sections are unnamed <section>s (data-section: the layout's type): one on screen means home is.
const homeSection = (page: Page) => page.locator('[data-section]').first();
const EXPECTED = /Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/;

// A service worker that has taken over serves the chunks from its precache, where
// the page's route cannot fail them: this test is about the network, not the worker.
test.use({ serviceWorkers: 'block' });

test(`${brand.id}: a layer or a page whose code cannot load leaves the rest of the site working`, async ({ page, consoleErrors }) => {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
  await page.route(/\/_astro\/(NoticePopupsSlot|PromotionsPage)\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));

  await page.goto(brandUrl(brand, '/m/home'));
  await hydrated(page);
  // The notice popups' layer loads its code once the app has hydrated: it fails, the home page stays.
  await expect.poll(() => failed.some((p) => p.includes('/NoticePopupsSlot.'))).toBe(true);
  await expect(homeSection(page)).toBeVisible();

  // A page whose code fails shows the retry state inside the app.
  await page.getByRole('navigation', { name: t.menu.bottom, exact: true }).getByRole('button', { name: t.bottom.promotion, exact: true }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
  const retry = page.getByRole('main').getByRole('alert').filter({ hasText: t.status.loadFailed });
  await expect(retry).toBeVisible();
  await expect(retry.getByRole('button', { name: t.action.retry, exact: true })).toBeVisible();
  const back = page.getByRole('banner').getByRole('button', { name: t.action.back, exact: true });
  await expect(back).toBeVisible();

  // Back home, the app still answers.
  await back.click();
  await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
  await expect(homeSection(page)).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !EXPECTED.test(e)));
});
