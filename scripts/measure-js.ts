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

/** Loads `url` and counts every script requested in the first `windowMs` after the navigation starts. */
export async function measureJs(page: Page, url: string, windowMs = FIRST_LOAD_MS): Promise<JsLoad> {
  const requested: Request[] = [];
  const start = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script' && Date.now() - start <= windowMs) requested.push(request);
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
    requested.map(async (r) => {
      const body = await (await r.response())?.body().catch(() => undefined);
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

/** GETs a page of http://<id>.localhost:<port> (loopback; Node does not resolve *.localhost as Chromium does). */
function askOnce(url: string): Promise<void> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname + search, headers: { host, 'accept-encoding': 'br' } }, (res) => res.resume().on('end', resolve)).on(
      'error',
      reject,
    );
  });
}

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
