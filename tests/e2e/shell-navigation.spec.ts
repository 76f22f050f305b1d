// Moving through the app with React Router (issue 36), for every demo brand:
// back and forward return to where the player had scrolled, a new page starts
// at its top, and after a move the focus is on the new page's heading, which a
// polite live region names.
import type { Page } from '@playwright/test';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { open, prepare } from './lobby-helpers.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The live region that names the page a move arrived at (shell/PageArrival.tsx). */
const arrival = (page: Page, name: string) => page.getByRole('status').filter({ hasText: name });

for (const brand of BRANDS) {
  test.describe(`${brand.id} navigation`, () => {
    const t = brandStrings(brand, 'common', enCommon);
    /** The page's heading: the header's level-1 heading (home's header and a page's header take turns). */
    const pageHeading = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
    test.beforeEach(async ({ page }) => prepare(page));

    test('back after scrolling a game list returns to the same place; the page it left for starts at the top', async ({ page }) => {
      await open(page, brand, '/m/slot-games');
      const cards = page.getByTestId('game-grid').first().getByTestId('game-card');
      await expect(cards.first()).toBeVisible();
      // Halfway down the list, as the player scrolls it.
      const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(room, 'the list is taller than the screen').toBeGreaterThan(200);
      const place = Math.round(Math.min(900, room / 2));
      await page.mouse.move(100, 300);
      await page.mouse.wheel(0, place);
      await expect.poll(() => scrollY(page)).toBe(place);

      // A visitor's tap on a card on screen opens the login page (a new entry), at its top; closing it leaves home there.
      const onScreen = await cards.evaluateAll((els) =>
        els.findIndex((e) => {
          const r = e.getBoundingClientRect();
          return r.top > 80 && r.bottom < window.innerHeight - 80;
        }),
      );
      expect(onScreen).toBeGreaterThanOrEqual(0);
      await cards.nth(onScreen).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/login'));
      const login = page.getByRole('dialog');
      await expect(login).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await login
        .getByRole('button', { name: /close|ปิด|إغلاق/i })
        .first()
        .click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(login).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(brandUrl(brand, '/m/slot-games'));
      await expect(cards.first()).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(place);

      // Forward and back again: each entry keeps its own place.
      await page.goForward();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(brandUrl(brand, '/m/slot-games'));
      await expect.poll(() => scrollY(page)).toBe(place);
    });

    test("after a move the focus is on the new page's heading, and the live region names it", async ({ page }) => {
      await open(page, brand, '/m/home');
      const homeHeading = pageHeading(page);
      const homeName = (await homeHeading.textContent()) ?? '';
      expect(homeName).not.toBe('');
      // The page the player opened keeps the browser's focus, and says nothing.
      await expect(homeHeading).not.toBeFocused();
      await expect(arrival(page, homeName)).toHaveCount(0);

      // With the keyboard: the bottom menu's deposit entry.
      await page.getByRole('navigation', { name: t.menu.bottom, exact: true }).getByRole('button', { name: t.bottom.deposit, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(brandUrl(brand, '/m/voucherCenter'));
      const heading = pageHeading(page);
      await expect(heading).toBeFocused();
      const name = (await heading.textContent()) ?? '';
      expect(name).not.toBe('');
      await expect(arrival(page, name)).toHaveText(name);

      // The back arrow: home's heading, named in turn.
      await page.getByRole('banner').getByRole('button', { name: t.action.back, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(homeHeading).toBeFocused();
      await expect(arrival(page, homeName)).toHaveText(homeName);
    });
  });
}
