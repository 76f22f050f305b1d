// A phone on a slow line paints a page's HTML as it arrives. Held part-way through a box whose text is centred (the
// jackpot's figure), the page must paint none of that text until the box is whole: the rest of the text would move
// what was painted (lobby.css, the jackpot's end marker). A proxy in front of the suite's server holds the HTML.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from '../playwright.config.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { shiftSources, shifts, watchShifts } from './layout-shift.ts';

/** Serves the suite's server through 127.0.0.1: `path`'s HTML up to `cut(html)` at once, the rest on release(). */
async function holdingProxy(path: string, cut: (html: string) => number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = http.request({ host: '127.0.0.1', port: E2E_PORT, path: req.url, method: req.method, headers }, (up) => {
      if (req.url !== path || !String(up.headers['content-type']).startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const body: Buffer[] = [];
      up.on('data', (chunk: Buffer) => body.push(chunk));
      up.on('end', async () => {
        const html = Buffer.concat(body).toString('utf8');
        const at = cut(html);
        if (up.headers['content-encoding'] || at <= 0) {
          res.writeHead(502).end(`${path}: no plain HTML to hold (cut at ${at}, encoding ${up.headers['content-encoding']})`);
          return;
        }
        const { 'content-length': _length, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 200, rest);
        res.write(html.slice(0, at));
        await released;
        res.end(html.slice(at));
      });
    });
    upstream.on('error', (e) => res.destroy(e));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

for (const brand of BRANDS) {
  test(`${brand.id}: home held two characters into the jackpot figure paints none of the box until it is whole, and nothing moves`, async ({ page }) => {
    const proxy = await holdingProxy('/m/home', (html) => {
      const value = html.indexOf('class="lkg-jackpot__value"');
      return value < 0 ? value : html.indexOf('>', value) + 3;
    });
    try {
      await watchShifts(page);
      await page.goto(`http://${brand.id}.localhost:${proxy.port}/m/home`, { waitUntil: 'commit' });
      const box = page.getByTestId('jackpot');
      // The jackpot's figure and title: spans beside each other, with no role (what is tested is their paint).
      const figure = box.locator('.lkg-jackpot__value');
      await expect(figure).toBeAttached();
      // The page has painted, then painted a frame more, with its HTML still cut inside the figure.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      const frame = () => new Promise<string>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.readyState))));
      expect(await page.evaluate(frame)).toBe('loading');
      await expect(box).toBeVisible();
      // The title: a span with no role.
      await expect(box.locator('.lkg-jackpot__title')).toBeHidden();
      await expect(figure).toBeHidden();

      proxy.release();
      await expect(figure).toBeVisible();
      await expect(figure).toHaveText(/\d/);
      const cls = await shifts(page);
      const sources = await shiftSources(page);
      expect(sources, 'nothing in the jackpot moved').not.toContain('lkg-jackpot');
      expect(cls, sources).toBeLessThanOrEqual(0.01);
    } finally {
      await proxy.close();
    }
  });
}
