// The platform stopped mid-session, every demo brand, on a private server
// (tests/e2e/own-server.ts: same build, own port, own in-memory database):
// the player is using the site, the platform goes away while a page asks it
// for content, the page shows its retry state instead of breaking, and a tap
// on retry after the platform is back brings the content. Then the platform
// goes into maintenance mid-session: the next content call's answer switches
// the site to the maintenance screen at once, without waiting for a status poll.
import { BRANDS, expect, hydrated, test } from './fixtures.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';
import { quietPage } from './content-fixtures.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

test.describe.configure({ mode: 'serial' });

const PORT = ownServerPort(1);
let server: OwnServer | undefined;

test.beforeAll(async () => {
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * What a browser logs when the server it talks to is gone or in maintenance (503): expected here, and only here.
 * A part whose code was still to come when the platform stopped cannot load it (the page goes on without it).
 */
const EXPECTED_WHILE_DOWN =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to load resource|Failed to fetch dynamically imported module/;

async function setMaintenance(merchantCode: string, on: boolean) {
  const r = await fetch(`${server!.api}/dev/switches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Merchant-Code': merchantCode },
    body: JSON.stringify({ maintenance: on }),
  });
  expect(r.status).toBe(200);
}

for (const brand of BRANDS) {
  test(`${brand.id}: platform stopped mid-session shows the retry state and recovers when it returns`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await quietPage(page);
    await page.goto(server!.url(brand.id, '/m/home'));
    await hydrated(page);
    // The site works: home content is there.
    const t = brandStrings(brand, 'common', enCommon);
    // The home banners' section is an unnamed <section> (data-section: the layout's type).
    await expect(page.locator('[data-section="banners"]').getByRole('img').first()).toBeVisible();

    // The next content request (the promotion categories) is held until the platform is gone.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route('**/api/promo/categories*', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: t.menu.bottom, exact: true }).getByRole('button', { name: t.bottom.promotion, exact: true }).click();
    await expect(page).toHaveURL(server!.url(brand.id, '/m/activity'));
    await expect.poll(() => asked).toBe(true);
    // While it is pending, the tabs keep their placeholder (decorative, hidden from assistive technology: no role).
    await expect(page.locator('.lk-tabs--loading')).toBeVisible();

    await server!.stop();
    release();
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: t.action.retry, exact: true })).toBeVisible();
    // The promotions already loaded stay on screen.
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    // Retrying while it is still down keeps the retry state.
    await page.unroute('**/api/promo/categories*');
    await failed.getByRole('button').click();
    await expect(failed).toBeVisible();

    server = await startOwnServer(PORT);
    await failed.getByRole('button').click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(failed).toHaveCount(0);

    // Maintenance starts mid-session: the next content call (the winners board of
    // /m/leaderBoard, reached in the app) brings the maintenance screen.
    await setMaintenance(brand.merchantCode, true);
    try {
      await page.evaluate(() => {
        history.pushState({}, '', '/m/leaderBoard');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      // The maintenance screen: its data-status is the platform's status code.
      await expect(page.getByRole('alert')).toHaveAttribute('data-status', '1');
    } finally {
      await setMaintenance(brand.merchantCode, false);
    }

    // The failed requests while the platform was down were expected; nothing else may have gone wrong.
    const unexpected = consoleErrors.filter((e) => !EXPECTED_WHILE_DOWN.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
}
