// The system-status wrapper (account spec section 2) driven by the platform's real
// per-merchant switches: status 1 maintenance (also with a region restriction),
// status 2 region or IP blocked with the player's IP, status 0 the site.
import { BRANDS, expect, hydrated, test } from './fixtures.ts';
import { brandStrings, templatePattern } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import { startOwnServer, type OwnServer } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function setSwitches(merchantCode: string, switches: { maintenance: boolean; regionRestriction: boolean }) {
  const r = await fetch(`${server.api}/dev/switches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Merchant-Code': merchantCode },
    body: JSON.stringify(switches),
  });
  expect(r.status).toBe(200);
}

for (const brand of BRANDS) {
  test(`${brand.id}: maintenance and region screens follow the platform's status`, async ({ page }) => {
    const t = brandStrings(brand, 'common', enCommon);
    // The screen's data-status is the platform's status code (1 maintenance, 2 region).
    const status = page.getByRole('alert');
    const bottomMenu = page.getByRole('navigation', { name: t.menu.bottom, exact: true });

    await setSwitches(brand.merchantCode, { maintenance: true, regionRestriction: false });
    await page.goto(server.url(brand.id));
    await hydrated(page);
    await expect(status).toHaveAttribute('data-status', '1');
    await expect(bottomMenu).toHaveCount(0);

    // Maintenance together with a region restriction still counts as maintenance.
    await setSwitches(brand.merchantCode, { maintenance: true, regionRestriction: true });
    await page.reload();
    await hydrated(page);
    await expect(status).toHaveAttribute('data-status', '1');

    await setSwitches(brand.merchantCode, { maintenance: false, regionRestriction: true });
    await page.reload();
    await hydrated(page);
    await expect(status).toHaveAttribute('data-status', '2');
    await expect(status.getByText(templatePattern(t.status.yourIp))).toContainText('127.0.0.1');

    await setSwitches(brand.merchantCode, { maintenance: false, regionRestriction: false });
    await page.reload();
    await hydrated(page);
    await expect(status).toHaveCount(0);
    await expect(bottomMenu).toBeVisible();
  });
}
