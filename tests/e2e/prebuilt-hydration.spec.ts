// A prebuilt page hydrates in place: React adopts the page's HTML, never throws
// it away and renders it again, even when what the build could not know (a
// stored session, another stored language) arrives while parts of the page are
// still hydrating, and the page's code arrives late (src/app/page-ready.ts,
// src/app/state/jotai.ts). Every script here comes 300 ms late, as on a slow
// network, so the shell is live well before the page's own chunk is here.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { registerPlayer } from './players.ts';

/** Remembers the prebuilt page element as parsed, and makes every script late. */
async function slowScriptsKeepingPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __prebuilt: Element | null }).__prebuilt = document.querySelector('.lk-page');
    });
  });
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
}

/** Whether the element the HTML parsed is still the one on screen. */
const samePageElement = (page: Page) =>
  page.evaluate(() => {
    const prebuilt = (window as unknown as { __prebuilt: Element | null }).__prebuilt;
    return Boolean(prebuilt) && prebuilt === document.querySelector('.lk-page');
  });

for (const brand of BRANDS) {
  test.describe(`${brand.id} prebuilt page hydration`, () => {
    test('the notices page keeps its HTML while a stored session arrives, then shows read marks', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      await quietPage(page);
      await signIn(page, player);
      await slowScriptsKeepingPage(page);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      // The session's view (read marks) replaces the visitor's in place.
      await expect(page.locator('.lk-notice[data-read]').first()).toBeAttached();
      expect(await samePageElement(page)).toBe(true);
    });

    test('the help page keeps its HTML while another stored language arrives, then shows that language', async ({ page }) => {
      const other = brand.languages.supported.find((l) => l !== brand.languages.default && ['en', 'th', 'ar'].includes(l))!;
      await quietPage(page);
      await page.addInitScript((lng) => localStorage.setItem('language', lng), other);
      await slowScriptsKeepingPage(page);
      await page.goto(brandUrl(brand, '/m/help'));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('details.lk-help__item').first()).toBeVisible();
      expect(await samePageElement(page)).toBe(true);
    });
  });
}
