// A brand's string overrides that use i18next's features (tests/i18n-feature-overrides.ts:
// nesting, context, a plural's _zero form, an unescaped value and <Trans> markup),
// on a copy of siam built for this suite and served by a private server
// (own-server.ts): the prebuilt HTML has them, hydration keeps it (no console
// error, the parsed page element stays), the browser-only parts render them,
// and a language picked later, loaded through the compact backend, has them too.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../src/config/schema-files.ts';
import { cliAsync, editBrand, tempDir } from '../build/helpers.ts';
import { writeFeatureOverrides } from '../i18n-feature-overrides.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { type OwnServer, ownServerPort, startOwnServer } from './own-server.ts';

const ID = 'tongues';
const FSI = '\u2068';
const PDI = '\u2069';

let server: OwnServer;
let folders: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One small brand built for this suite: a minute or two on a busy 2-core machine.
  test.setTimeout(480_000);
  const brands = tempDir('brands');
  const dist = tempDir('dist');
  folders = [brands, dist];
  cpSync(join(ROOT, 'brands', 'siam'), join(brands, ID), { recursive: true });
  editBrand(brands, ID, (json) => {
    json.id = ID;
    json.name = 'Tongues & Co';
    json.merchantCode = 'TONGUES01';
    json.origins = [`https://${ID}.example`];
  });
  for (const lng of ['th', 'en']) writeFeatureOverrides(join(brands, ID), lng);
  // A port per worker: repeated runs of this suite may build and serve at the same time.
  server = await startOwnServer(ownServerPort(13 + test.info().parallelIndex), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
  const built = await cliAsync('build', { brands, dist }, ['--content-from', `http://127.0.0.1:${server.port}`]);
  if (built.code !== 0) throw new Error(`building the test brand failed:\n${built.stdout}\n${built.stderr}`);
});

test.afterAll(async () => {
  await server?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Remembers the page element the HTML parsed, to tell hydration (kept) from a fresh render (replaced). It is the
 * same DOM node that is compared, not a control: read by its class in the page itself, before and after.
 */
async function keepParsedPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __parsed: Element | null }).__parsed = document.querySelector('.lk-page');
    });
  });
}

// The brand's overrides rename the bottom menu's promotion entry (in Thai and English): found by that name, it is the override shown.
const promotionTab = (page: Page) => page.getByRole('button', { name: 'Hot offers ★' });

test('the prebuilt page has the nested context form, and hydration keeps it as it is', async ({ page }) => {
  await keepParsedPage(page);
  const response = await page.goto(server.url(ID));
  // The HTML as served, before any script ran.
  expect(await response!.text()).toContain('Hot offers ★');
  await hydrated(page);
  await expect(promotionTab(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __parsed: Element | null }).__parsed === document.querySelector('.lk-page'))).toBe(true);
});

test('the footer renders <Trans> markup, the unescaped brand name and a nested context form', async ({ page }) => {
  await page.goto(server.url(ID));
  await hydrated(page);
  const copyright = page.getByRole('paragraph').filter({ hasText: /^© \d{4} / });
  // Home sections mount near the viewport: scroll until the footer is there.
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(copyright).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(copyright.getByRole('strong')).toHaveText(`${FSI}Tongues & Co${PDI}`);
  await expect(copyright).toHaveText(new RegExp(`^© \\d{4} ${FSI}Tongues & Co${PDI}\\. Play responsibly$`));
});

test('a search with no result shows the _zero form, which nests another namespace', async ({ page }) => {
  await page.goto(server.url(ID, '/m/search'));
  await hydrated(page);
  const box = page.getByTestId('search-input');
  await box.fill('zzqxqzz');
  await box.press('Enter');
  await expect(page.getByTestId('result-count')).toHaveText('Nothing yet: try หน้าแรก');
});

test('a language picked later, loaded through the backend, has the overrides too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/locales/en.json');
  await page.goto(server.url(ID));
  await loaded;
  // The document's language is an attribute of <html>, which has no role.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Quick menu', exact: true }).getByRole('button', { name: 'Home', exact: true })).toBeVisible();
  await expect(promotionTab(page)).toBeVisible();
});
