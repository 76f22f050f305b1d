// JavaScript a page loads before any interaction (DESIGN.md section 5): every
// script Chromium fetches with no input, counted as brotli bytes. Shared by
// `npm run bench` (which waits the full 5 s) and the budget test.
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';

export const JS_BUDGET_BYTES = 130 * 1024;

export interface JsLoad {
  bytes: number;
  files: { url: string; bytes: number }[];
}

/** Bytes of a body compressed as a CDN would serve it (brotli, quality 11). */
export const brotliBytes = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Loads `url`, waits `waitMs` with no input (or for the network to go quiet), and sums the scripts. */
export async function measureJs(page: Page, url: string, waitMs?: number): Promise<JsLoad> {
  const pending: Promise<{ url: string; bytes: number } | undefined>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((b) => ({ url: new URL(response.url()).pathname, bytes: brotliBytes(b) }), () => undefined));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  if (waitMs) await page.waitForTimeout(waitMs);
  else await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = (await Promise.all(pending)).filter((f): f is { url: string; bytes: number } => Boolean(f));
  // Inline scripts (Astro's island loader, the language guard) count too.
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type="application/json"])')].map((s) => s.textContent ?? '').join('\n'));
  files.push({ url: '(inline)', bytes: brotliBytes(Buffer.from(inline)) });
  return { bytes: files.reduce((s, f) => s + f.bytes, 0), files };
}
