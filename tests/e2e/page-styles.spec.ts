// A prebuilt page paints with the CSS inlined in its head, and the whole
// stylesheet that follows changes nothing on it (src/layouts/page-styles.ts):
// every element of the prebuilt HTML has the same computed style, box and
// position with the page's own rules alone as with the whole stylesheet.
// JavaScript is off, so the page stays exactly as the HTML built it.
import type { Page } from '@playwright/test';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';

const PAGES = ['/m/home', '/m/slot-games', '/m/activity', '/m/help', '/m/notice', '/m/login'];

type Look = { box: string; style: string[] }[];
type Window = { __look: () => Look; __before: Look };

/**
 * Styles the page with the whole stylesheet added (the same file, by another
 * URL) and returns every element whose box or computed style (every property)
 * changed, with what. The page runs no script of its own, so no event says
 * when the stylesheet applies: its rules are polled for.
 */
async function wholeStylesheetChanges(page: Page, href: string): Promise<string[]> {
  await page.evaluate((url) => {
    const w = window as unknown as Window;
    w.__look = () => {
      // Placeholders shimmer: every animation is held at its start, so only the styles compare.
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = 0;
      }
      // Every element's computed style: a look compared whole, whatever roles the elements have.
      return [...document.body.querySelectorAll('*')].map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { box: `${box.x},${box.y} ${box.width}x${box.height}`, style: [...style].map((p) => `${p}: ${style.getPropertyValue(p)}`) };
      });
    };
    w.__before = w.__look();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.id = 'lk-whole';
    document.head.append(link);
  }, href);
  await expect.poll(() => page.evaluate(() => (document.getElementById('lk-whole') as HTMLLinkElement).sheet?.cssRules.length ?? 0)).toBeGreaterThan(0);
  return page.evaluate(() => {
    const w = window as unknown as Window;
    const after = w.__look();
    // The same elements, in the same order, as the look taken before.
    const elements = [...document.body.querySelectorAll('*')];
    return w.__before.flatMap((b, i) => {
      const a = after[i]!;
      const changed = b.style.flatMap((p, j) => (p === a.style[j] ? [] : [`${p} -> ${a.style[j]}`]));
      if (b.box === a.box && !changed.length) return [];
      const el = elements[i]!;
      return [`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${b.box} -> ${a.box} ${changed.slice(0, 4).join('; ')}`];
    });
  });
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} page styles`, () => {
    test.use({ javaScriptEnabled: false });

    for (const path of PAGES) {
      test(`${path}: the inline CSS styles the page as the whole stylesheet does`, async ({ page }) => {
        // Every property of every element, twice: home has over a thousand elements.
        test.setTimeout(180_000);
        // The page's own <noscript> stylesheet answers empty: the page shows with its inline rules alone.
        await page.route('**/_astro/*.css', (route) =>
          new URL(route.request().url()).search ? route.continue() : route.fulfill({ contentType: 'text/css', body: '' }),
        );
        await page.goto(brandUrl(brand, path), { waitUntil: 'load' });
        // Without JavaScript the <noscript> holds a real <link> (the head's markup: no role).
        const href = (await page.locator('noscript#lk-styles link[rel="stylesheet"]').getAttribute('href')) ?? '';
        expect(href).toMatch(/^\/_astro\/.+\.css$/);
        expect(await wholeStylesheetChanges(page, `${href}?whole`)).toEqual([]);
      });
    }
  });
}
