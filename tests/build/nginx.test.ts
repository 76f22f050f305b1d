// A built brand served by nginx (Debian's package) with the configuration the
// README gives (src/build/nginx-site.conf), the reference platform behind /api/,
// the headers the build wrote for the brand on every answer, and a short player
// session in Chromium under the brand's content security policy: home, a deep
// link, an unknown path, login, and a game list whose platform calls go through nginx. nginx runs
// unprivileged on loopback with its prefix, temp folders, logs and pid in a
// temp folder, and is stopped at the end.
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { nginxSite } from '../../src/build/nginx-config.ts';
import { HEADERS_FILE, inlineScriptHashes, parseSiteHeaders } from '../../src/build/site-headers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumMissingMessage } from '../chromium.ts';
import { DEMO_PASSWORD, startServer, type TestServer } from '../server/helpers.ts';
import { brandsFolder, cliAsync, tempDir } from './helpers.ts';
import { freePort } from '../free-port.ts';
import { nginxMissing, type RunningNginx, startNginx } from './nginx-run.ts';

/** A browser session of a few pages, on a machine that may be busy with other suites. */
const SESSION_MS = 120_000;

function missing(): string | undefined {
  return nginxMissing() ?? (existsSync(CHROMIUM_PATH) ? undefined : chromiumMissingMessage());
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET to nginx as a browser at the brand's host would send it. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `aurora.localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const problem = missing();

describe('a brand served by nginx', () => {
  let platform: TestServer;
  let nginx: RunningNginx | undefined;
  let browser: Browser;
  let port = 0;
  const prefix = tempDir('nginx');
  const dist = tempDir('dist');
  const site = join(dist, 'aurora');

  beforeAll(async () => {
    if (problem) throw new Error(problem);
    // The real clock: a login's encrypted payload carries the time it was sent.
    platform = await startServer({ now: () => Date.now() });
    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    const platformPort = (platform.app.server.address() as AddressInfo).port;
    port = await freePort();

    // Root's temp folders are private; nobody must read the site.
    chmodSync(dist, 0o755);
    nginx = startNginx(
      prefix,
      nginxSite({ listen: `127.0.0.1:${port}`, serverName: 'aurora.localhost', root: site, platform: `http://127.0.0.1:${platformPort}` }),
    );
    // nginx answers once it listens: the platform's status through /api/.
    await vi.waitFor(
      async () => {
        if (nginx?.process.exitCode !== null) throw new Error(`nginx stopped:\n${nginx?.log()}`);
        expect((await get(port, '/api/comm/status', { 'x-merchant-code': 'AURORA01' })).status).toBe(200);
      },
      { timeout: 20_000, interval: 200 },
    );

    // The site is built with its content taken through nginx, as a player's browser will ask.
    const r = await cliAsync('build', { brands: brandsFolder(['aurora']), dist }, ['--precompress', '--content-from', `http://127.0.0.1:${port}`]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('✓ content snapshot aurora');
    // nginx reads the site's headers file when it loads its configuration: reloaded after a build, as the README says.
    nginx.reload();
    await vi.waitFor(async () => expect((await get(port, '/m/home')).headers['content-security-policy']).toBeDefined(), { timeout: 20_000, interval: 200 });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await platform?.close();
    rmSync(prefix, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  const url = (path: string) => `http://aurora.localhost:${port}${path}`;

  /** A phone-sized page past the terms gate, failing the test on any console error. */
  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url(path));
    return { page, errors };
  }
  const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });

  test('pages are revalidated, hashed files cached as immutable, and the compressed twins sent as they are', async () => {
    const home = await get(port, '/m/home', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.body).equals(readFileSync(join(site, 'm/home/index.html')))).toBe(true);

    const gz = await get(port, '/m/register.html', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(readFileSync(join(site, 'm/register.html')))).toBe(true);

    const script = readdirSync(join(site, '_astro')).find((f) => f.endsWith('.js'))!;
    const boot = readdirSync(join(site, '_brand')).find((f) => f.endsWith('.json'))!;
    for (const path of [`/_astro/${script}`, `/_brand/${boot}`]) {
      const hashed = await get(port, path, { 'accept-encoding': 'br' });
      expect(hashed.status, path).toBe(200);
      expect(hashed.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
  });

  test('every answer carries the headers the build wrote for the brand; precompressed ones vary by encoding; the headers files are not served', async () => {
    const written = parseSiteHeaders(readFileSync(join(site, HEADERS_FILE), 'utf8'));
    const policy = written.find(([name]) => name === 'Content-Security-Policy')![1];
    // The policy names each inline script the pages run, by hash, and no other way to run one.
    const home = readFileSync(join(site, 'm/home/index.html'), 'utf8');
    for (const hash of inlineScriptHashes(home)) expect(policy).toContain(hash);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).toContain("frame-ancestors 'none'");

    const script = readdirSync(join(site, '_astro')).find((f) => f.endsWith('.js'))!;
    const boot = readdirSync(join(site, '_brand')).find((f) => f.endsWith('.json'))!;
    const paths = [
      '/',
      '/m/home',
      '/m/register.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/config.json',
      `/_astro/${script}`,
      `/_brand/${boot}`,
      '/no/such/page',
    ];
    for (const path of paths) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await get(port, path, { 'accept-encoding': encoding });
        expect(answer.status, path).toBe(path === '/no/such/page' ? 404 : 200);
        for (const [name, value] of written) expect(answer.headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
        if (answer.headers['content-encoding']) expect(answer.headers.vary, `${path} ${encoding}`).toBe('Accept-Encoding');
      }
    }
    expect((await get(port, '/m/home', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    for (const path of ['/_headers', '/_headers.nginx']) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('Content-Security-Policy');
    }
  });

  test(
    'an unknown path answers 404 with the brand 404.html, and the player lands on /m/home',
    async () => {
      const answer = await get(port, '/no/such/page');
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe(readFileSync(join(site, '404.html'), 'utf8'));
      const { page, errors } = await open('/no/such/page');
      await page.waitForURL(url('/m/home'));
      await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('Aurora Play');
      await page.context().close();
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    },
    SESSION_MS,
  );

  test(
    'home and a deep link paint their content and hydrate',
    async () => {
      const { page, errors } = await open('/');
      await page.locator('.lk-banners img').first().waitFor({ state: 'visible' });
      await hydrated(page);
      await page.goto(url('/m/slot-games'));
      await page.getByTestId('game-card').first().waitFor({ state: 'visible' });
      await hydrated(page);
      await page.context().close();
      expect(errors).toEqual([]);
    },
    SESSION_MS,
  );

  test(
    'a player logs in through the proxied platform',
    async () => {
      const { page, errors } = await open('/m/login');
      await hydrated(page);
      const form = page.locator('form[data-form="login"]');
      await form.locator('[data-field="username"] input').fill('demo0');
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      const login = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/login');
      await form.locator('[data-action="login"]').click();
      const answer = await login;
      expect(answer.status(), await answer.text()).toBe(200);
      await page.waitForURL(url('/m/home'));
      await page.locator('.lk-header__actions a[href="/m/voucherCenter"]').waitFor({ state: 'visible' });
      await page.context().close();
      expect(errors).toEqual([]);
    },
    SESSION_MS,
  );

  test(
    'a game list loads from the platform through /api/',
    async () => {
      const { page, errors } = await open('/m/slot-games');
      const calls: string[] = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/game/') && r.status() === 200) calls.push(path);
      });
      await hydrated(page);
      // After hydration the app revalidates the prebuilt list from the live platform.
      await expect.poll(() => calls.length, { timeout: 30_000 }).toBeGreaterThan(0);
      await page.getByTestId('game-grid').first().getByTestId('game-card').first().waitFor({ state: 'visible' });
      await page.context().close();
      expect(errors).toEqual([]);
      expect(nginx?.log()).toBe('');
    },
    SESSION_MS,
  );
});
