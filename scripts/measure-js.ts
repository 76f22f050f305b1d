// JavaScript a page loads before any interaction (src/README.md, Budgets): every
// script Chromium requests in the first 5 s after navigation with no input,
// counted as brotli bytes. One definition, shared by `npm run bench` and the
// budget test, so the test enforces exactly the figure the bench prints
// (the budget itself: scripts/bench-budgets.ts).
//
// The window runs from the navigation, not from the load event: a page whose
// load is late (a busy machine, four pages at once) must not get a longer
// window, or code deliberately kept past 5 s (the banner carousel, see ui/BannerCarousel.tsx)
// would be counted on slow runs and not on fast ones.
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { devices, type Browser, type Page, type Request } from '@playwright/test';
import { FIRST_LOAD_MS } from '../src/config/first-load.ts';

/** Pages measured at once by measureRoutes(). */
const PARALLEL_PAGES = 4;

export interface JsLoad {
  bytes: number;
  files: { url: string; bytes: number }[];
}

const compress = promisify(brotliCompress);
/** Brotli sizes by the body's hash: every route loads mostly the same files, and quality 11 costs about 1.5 ms a KB. */
const sizes = new Map<string, Promise<number>>();

/**
 * Bytes of a body compressed as a CDN would serve it (brotli, quality 11). Off the event loop: compressing while
 * other pages are inside their window would delay the request events that say what they asked for.
 */
function brotliBytes(body: Buffer): Promise<number> {
  const key = createHash('sha256').update(body).digest('base64');
  let size = sizes.get(key);
  if (!size) {
    size = compress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((b) => b.length);
    sizes.set(key, size);
  }
  return size;
}

/**
 * A script, run or only fetched ahead: the app's code is prefetched into the cache before the page hydrates
 * (src/layouts/app-code.ts), and a prefetch is not a request of type script.
 */
const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/** Loads `url` and counts every script requested in the first `windowMs` after the navigation starts, each file once. */
export async function measureJs(page: Page, url: string, windowMs = FIRST_LOAD_MS): Promise<JsLoad> {
  const requested = new Map<string, Request>();
  const start = Date.now();
  // A file prefetched, then loaded from the cache, is one download: the first request for it counts.
  const onRequest = (request: Request) => {
    if (isScript(request) && Date.now() - start <= windowMs && !requested.has(request.url())) requested.set(request.url(), request);
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, start + windowMs - Date.now()));
  } finally {
    page.off('request', onRequest);
  }
  // A script requested inside the window counts even if its body arrives after it.
  const files = await Promise.all(
    [...requested.values()].map(async (r) => {
      // Chromium keeps no body for a prefetch to hand over: the file is asked for again, from the same server.
      const body = (await (await r.response())?.body().catch(() => undefined)) ?? (await getFile(r.url()).catch(() => undefined));
      return { url: new URL(r.url()).pathname, bytes: body ? await brotliBytes(body) : 0 };
    }),
  );
  // Inline scripts (Astro's island loader, the language guard) count too.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map((s) => s.textContent ?? '').join('\n'),
  );
  files.push({ url: '(inline)', bytes: await brotliBytes(Buffer.from(inline)) });
  return { bytes: files.reduce((s, f) => s + f.bytes, 0), files };
}

/**
 * GETs a file of http://<id>.localhost:<port> (loopback; Node does not resolve *.localhost as Chromium does), in
 * `encoding`, and gives its body as sent.
 */
export function getFile(url: string, encoding = 'identity'): Promise<Buffer> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname + search, headers: { host, 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** Asks for a page once, as a phone would, compressed. */
const askOnce = (url: string) => getFile(url, 'br').then(() => undefined);

/** Each URL as a phone opens it the first time (a fresh context per worker, PARALLEL_PAGES at a time), each with its full window. */
export async function measureRoutes(browser: Browser, urls: string[]): Promise<Map<string, JsLoad>> {
  // npm start compresses each file the first time it is asked for (a deployment
  // serves files compressed by the build): ask for every page once first, so a
  // window measures the page and not the server's first compression of it.
  await Promise.all(urls.map(askOnce));
  // And Chromium starts its first pages slowly (no script was asked for within
  // 5 s on the first four of a run): one page loaded and closed first pays that.
  const warm = await browser.newContext(devices['Pixel 7']);
  await (await warm.newPage()).goto(urls[0]!, { waitUntil: 'load' });
  await warm.close();
  const results = new Map<string, JsLoad>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_PAGES, urls.length) }, async () => {
      const context = await browser.newContext(devices['Pixel 7']);
      try {
        const page = await context.newPage();
        for (let url = queue.shift(); url; url = queue.shift()) results.set(url, await measureJs(page, url));
      } finally {
        await context.close();
      }
    }),
  );
  return results;
}
