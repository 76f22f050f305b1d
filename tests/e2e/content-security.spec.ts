// Every route of every demo brand under the content security policy the build
// writes for it (src/build/site-headers.ts), as `npm start` sends it: the page
// hydrates, loads what it loads, and the browser reports no violation, neither
// as a `securitypolicyviolation` event nor in the console. The service worker
// and the manifest work under it, and no other origin can frame a page.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { prebuiltPaths } from '../../src/app/routes.ts';
import { ROOT } from '../../src/config/schema-files.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects every violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

for (const brand of BRANDS) {
  test(`${brand.id}: every route loads under the policy with no violation`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    await watchViolations(page);
    for (const path of prebuiltPaths()) {
      const response = await page.goto(brandUrl(brand, path));
      expect(response!.status(), path).toBe(200);
      expect(response!.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // Hydrated, or stopped by the policy (then the violation is the failure, not a timeout).
      await hydrated(page, () => window.cspViolations.length > 0);
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
      // What the page asks for once live (its chunks, its boot file, its platform calls, its images).
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
      expect(
        consoleErrors.filter((e) => /Content.Security.Policy/i.test(e)),
        path,
      ).toEqual([]);
    }
  });
}

/** One GET as a browser at the brand's host sends it (Node does not resolve *.localhost, Chromium does). */
function get(brand: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: E2E_PORT, path, headers: { host: `${brand}.localhost:${E2E_PORT}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test("every answer carries the brand's headers; compressed ones vary by encoding; the headers files are not served", async () => {
  for (const brand of BRANDS) {
    const [policy] = readFileSync(join(ROOT, 'dist', brand.id, '_headers'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('Content-Security-Policy:'))
      .map((l) => l.split(': ').slice(1).join(': '));
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    for (const path of ['/m/home', '/sw.js', '/manifest.webmanifest', '/config.json', `/${brand.theme.logo}`]) {
      const answer = await get(brand.id, path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-security-policy'], path).toBe(policy);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      if (answer.headers['content-encoding']) expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
    }
    expect((await get(brand.id, '/m/home', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    for (const path of ['/_headers', '/_headers.nginx']) {
      const answer = await get(brand.id, path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.body, path).not.toContain('Content-Security-Policy');
    }
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker installs, controls the page and serves it; the manifest loads', async ({ page }) => {
    const [brand] = BRANDS;
    await watchViolations(page);
    await page.goto(brandUrl(brand!, '/m/home'));
    await hydrated(page);
    // The manifest link is in the document's head, which has no roles.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await page.evaluate(async () => (await fetch('/manifest.webmanifest')).ok)).toBe(true);
    // Installed and activated: its precache (fetched by the worker under the policy) is complete.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
});

test.describe('framing', () => {
  let framer: Server;
  let framerOrigin: string;

  test.beforeAll(async () => {
    // Another site on loopback whose page frames a brand's login page.
    framer = createServer((req, res) => {
      const target = decodeURIComponent((req.url ?? '/').slice(1));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>framer</title><iframe id="victim" src="${target.replace(/"/g, '')}" width="400" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => framer.close(() => resolve())));

  // A page of its own, not the suite's: the refusal is a console error, which the suite's page would count as a failure.
  test('a page of another origin that frames the login page gets nothing rendered', async ({ browser }) => {
    const [brand] = BRANDS;
    const page = await browser.newPage();
    const blocked = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(`${framerOrigin}/${encodeURIComponent(brandUrl(brand!, '/m/login'))}`);
    await blocked;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its own error page: none of the site's document is there.
    await expect
      .poll(async () => frame && (await frame.evaluate(() => document.querySelector('astro-island, #lk-boot') !== null).catch(() => false)))
      .toBe(false);
    expect(frame?.url()).not.toBe(brandUrl(brand!, '/m/login'));
    await page.close();
  });
});
