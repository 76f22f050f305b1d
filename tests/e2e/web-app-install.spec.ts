// Every demo brand is installable: Chromium itself (DevTools
// Page.getInstallabilityErrors) finds nothing missing in its manifest, icons
// and page, and its manifest parses without errors. Chromium never installs
// from an incognito window, which is what a test's browser context is, so these
// run in a browser profile of their own, as a player's browser does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const profile = mkdtempSync(join(tmpdir(), 'lobbykit-profile-'));
let context: BrowserContext;

test.beforeAll(async () => {
  context = await chromium.launchPersistentContext(profile, { ...devices['Pixel 7'], executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

for (const brand of BRANDS) {
  test(`${brand.id}: Chromium reports no installability errors`, async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
    await page.goto(brandUrl(brand, '/m/home'));
    await hydrated(page);
    // The page names its manifest; the app links it once it runs (src/web-app/README.md).
    // The manifest link is in the document's head, which has no roles.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toBe(brandUrl(brand, '/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: brand.name, start_url: '/m/home', display: 'standalone' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    await page.close();
  });
}
