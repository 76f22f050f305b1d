// Every demo brand on a phone: home, a game list, the provider panel, the game
// card popup, register, login and promotions show all their text whole (none
// cut by its box or covered by another element, no squashed field, a logo whose
// name fits), the "No Internet" strip covers no header, and the captcha sits in
// the form's tone on light and dark themes. Each screen is written to
// <test output>/screens/<brand>-<page>.png (overflow.ts).
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { luminance, parseHex } from '../../src/config/colour.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { allowFailedRequests } from './account-helpers.ts';
import { newPlayer, open, prepare } from './lobby-helpers.ts';
import { expectNoTextProblems, logoProblems, screen, settled, textProblems } from './overflow.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

/** The page's text checked, and its screen written. */
async function check(page: Page, brand: BrandConfig, name: string) {
  await settled(page);
  const file = await screen(page, test.info(), `${brand.id}-${name}`);
  test.info().annotations.push({ type: 'screen', description: file });
  expectNoTextProblems(await textProblems(page), `${brand.id} ${name}`);
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} text fits`, () => {
    const a = brandStrings(brand, 'account', enAccount);
    const l = brandStrings(brand, 'lobby', enLobby);
    // A game tile has no single role (a picture button and a star toggle): its test id finds it.
    const listCards = (page: Page) => page.getByRole('list', { name: l.list.label, exact: true }).getByTestId('game-card');
    test.beforeEach(async ({ page }) => prepare(page));

    test('home, and its logo', async ({ page }) => {
      await open(page, brand, '/m/home');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await check(page, brand, 'home');
      const logo = page.getByRole('banner').getByRole('img', { name: brand.name, exact: true });
      expectNoTextProblems(await logoProblems(page, logo), `${brand.id} logo`);
    });

    test('a game list', async ({ page }) => {
      await open(page, brand, '/m/slot-games');
      await expect(listCards(page).getByRole('img').first()).toBeVisible();
      await check(page, brand, 'game-list');
    });

    test('the provider panel and its search box', async ({ page }) => {
      await open(page, brand, '/m/provider');
      await expect(page.getByTestId('vendor-search')).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').getByRole('button').first()).toBeVisible();
      await check(page, brand, 'provider');
    });

    test('promotions', async ({ page }) => {
      await open(page, brand, '/m/activity');
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
      await check(page, brand, 'promotions');
    });

    test('register and login', async ({ page }) => {
      await open(page, brand, '/m/register');
      await expect(page.getByRole('dialog', { name: a.register.title, exact: true })).toBeVisible();
      await check(page, brand, 'register');
      await open(page, brand, '/m/login');
      await expect(page.getByRole('dialog', { name: a.login.title, exact: true })).toBeVisible();
      await check(page, brand, 'login');
    });

    test('the game card popup of a signed-in player', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      await open(page, brand, '/m/slot-games');
      const card = listCards(page).first();
      await expect(card.getByRole('img')).toBeVisible();
      // The card's first button opens it; the second is the favourite star.
      await card.getByRole('button').first().click();
      const popup = page.getByTestId('game-popup');
      await expect(popup.getByRole('img').first()).toBeVisible();
      await check(page, brand, 'game-popup');
    });

    test('"No Internet" covers no header text', async ({ page, context, consoleErrors }) => {
      const e = brandStrings(brand, 'errors', enErrors);
      await open(page, brand, '/m/slot-games');
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: e.network.offline })).toBeVisible();
      await settled(page);
      expectNoTextProblems(await textProblems(page), `${brand.id} offline`);
      await context.setOffline(false);
      // Requests the page makes while offline fail, as they should (calls, and code it loads when idle).
      const offline = /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/;
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.test(e)));
    });

    test("the captcha takes the form field's tone", async ({ page, consoleErrors }) => {
      await open(page, brand, '/m/login');
      const form = page.getByRole('dialog', { name: a.login.title, exact: true });
      // Failures count per name, known or not: a name of this test's own.
      await form.getByRole('textbox', { name: a.field.username, exact: true }).fill(`fit${Date.now().toString(36)}${test.info().repeatEachIndex}`);
      for (let i = 1; i <= 3; i++) {
        await form.getByRole('textbox', { name: a.field.password, exact: true }).fill(`wrong${i}pass`);
        const answered = page.waitForResponse((r) => r.url().includes('/api/account/login'));
        await form.getByRole('button', { name: a.login.submit, exact: true }).click();
        expect((await answered).status()).toBe(401);
      }
      const refresh = form.getByRole('button', { name: a.captcha.refresh, exact: true });
      // The picture is the button's face: decorative (alt=""), so only its tag finds it.
      const image = refresh.locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(form.getByRole('textbox', { name: a.field.captcha, exact: true })).toBeVisible();
      const shot = await refresh.screenshot({ animations: 'disabled' });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // The median pixel is the captcha's ground: it must be near the field's colour, not a light slab on a dark form.
      const lum: number[] = [];
      for (let i = 0; i < data.length; i += info.channels) lum.push(luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
      lum.sort((a, b) => a - b);
      const ground = lum[Math.floor(lum.length / 2)]!;
      const field = luminance(parseHex(brand.theme.colors.background)!);
      expect(Math.abs(ground - field), `captcha ground ${ground.toFixed(2)} against the field's ${field.toFixed(2)}`).toBeLessThan(0.25);
      // The three refused logins, as they should be.
      allowFailedRequests(consoleErrors, [401]);
    });
  });
}
