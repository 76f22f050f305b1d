// The installed app on a train with no signal, every demo brand: the browser
// goes offline (Chromium's offline mode fails the service worker's own
// requests too, so nothing reaches the network). Home and a game list, visited
// once, open again from the worker with their prebuilt content and the "No
// Internet" state; a tap on a game says the platform cannot be reached; when
// the network returns the page recovers by itself, without a reload.
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { ROOT } from '../../src/config/schema-files.ts';
import { catalogFor } from '../../src/i18n/catalog.ts';
import { quietPage } from './content-fixtures.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';

// The service worker is the subject here (the suite blocks it elsewhere, tests/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** What a browser logs while the network is gone: expected here, and only here. */
const EXPECTED_WHILE_OFFLINE = /Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/;

/**
 * The device offline, for this page and every document it loads. Chromium 150 (Debian's, which CI installs) keeps
 * failing a document's requests once its offline emulation is on, but a document loaded meanwhile reads
 * navigator.onLine true and is sent no online or offline event, where a phone without signal reads false: the app
 * would be shown a device online whose requests all fail. The condition sent again on a DevTools session of the
 * test's own, once a document has loaded, reaches that document (its offline event fires). Kept attached until the
 * network returns: detached, its condition goes with it.
 */
async function goOffline(context: BrowserContext, page: Page) {
  const offline = (cdp: CDPSession, on: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  return {
    /** After each navigation: the new document is offline too. */
    loaded: async () => {
      await offline(cdp, true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    },
    back: async () => {
      await offline(cdp, false);
      await cdp.detach();
      await context.setOffline(false);
    },
  };
}

for (const brand of BRANDS) {
  test(`${brand.id}: home and a game list open offline with their content and "No Internet"; a game tap says why; back online it recovers without a reload`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { errors, lobby } = catalogFor(brand.languages.default, join(ROOT, 'brands', brand.id)) as {
      errors: { network: Record<string, string> };
      lobby: { list: { label: string } };
    };
    const games = page.getByRole('list', { name: lobby.list.label, exact: true });
    await quietPage(page);
    const home = brandUrl(brand, '/m/home');
    const list = brandUrl(brand, '/m/slot-games');
    const noInternet = page.getByRole('status').filter({ hasText: errors.network.offline! });

    await page.goto(home);
    await hydrated(page);
    // The worker registers once the page has been idle a while, then installs the app shell.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 60_000 }).toBe('activated');
    await page.goto(list);
    await hydrated(page);
    // The name under a game's picture (hidden from assistive technology while the picture, named by it, shows): only its class finds it.
    const firstGame = page.locator('.lkg-list .lkg-card__name').first();
    await expect(firstGame).toBeVisible();
    const gameName = (await firstGame.textContent())?.trim() ?? '';
    expect(gameName.length).toBeGreaterThan(0);
    await expect(noInternet).toHaveCount(0);

    // The network goes.
    const network = await goOffline(context, page);

    await page.reload();
    await network.loaded();
    // The game list, as the worker's cached page renders it.
    await expect(games.getByText(gameName, { exact: true }).first()).toBeVisible();
    await hydrated(page);
    await expect(noInternet).toHaveText(errors.network.offline!);

    await page.goto(home);
    await network.loaded();
    // The home banners' section is an unnamed <section> (data-section: the layout's type).
    await expect(page.locator('[data-section="banners"]').getByRole('img').first()).toBeVisible();
    await hydrated(page);
    await expect(noInternet).toHaveText(errors.network.offline!);
    // A game tile has no single role (a picture button and a star toggle): its test id finds it, its first button opens it.
    const card = page.getByTestId('game-card').first().getByRole('button').first();
    await card.click();
    await expect(page.getByText(errors.network.unreachable!, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(home);

    // The network returns: the same page, never reloaded, drops the state and asks the platform again.
    await page.evaluate(() => Object.assign(window, { lkStillHere: true }));
    const platformCall = brandUrl(brand, '/api/');
    const asked = page.waitForResponse((r) => r.url().startsWith(platformCall) && !r.url().includes('/api/assets/') && r.ok());
    await network.back();
    await expect(noInternet).toHaveCount(0);
    await asked;
    // The tap that needed the platform now goes ahead: a visitor is sent to log in.
    await card.click();
    await expect(page).toHaveURL(brandUrl(brand, '/m/login'));
    expect(await page.evaluate(() => (window as { lkStillHere?: boolean }).lkStillHere)).toBe(true);

    const unexpected = consoleErrors.filter((e) => !EXPECTED_WHILE_OFFLINE.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
}
