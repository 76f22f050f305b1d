// Accessibility and layout stability of the content pages, every demo brand:
// an axe-core scan of home, promotions, the notice list and download with no
// serious or critical violation, and home's cumulative layout shift at most
// 0.01 while banners and the other sections load (src/README.md, Budgets). The
// CLS of the whole home page includes other features' sections; a second test
// pins the content features' own part: their home sections keep exactly the
// size of the shell's placeholders, and their fixed layers never move by themselves.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { shifts, watchShifts } from './layout-shift.ts';
import { brandStrings, filled } from './strings.ts';
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };

/** Home is scanned by its own test, every section mounted. */
const PAGES = ['/m/activity', '/m/notice', '/m/download'];
const CONTENT_SECTIONS = ['banners', 'noticeBar', 'promotions', 'tournaments', 'help', 'footer'];

// Layout, not controls, is what these tests measure: home's sections are unnamed <section>s the home page lays out
// (data-section is the layout's type, data-live marks a section's code running), and a carousel's data-still marks its
// prebuilt still form before Swiper takes over (the carousel's own internals).
const homeSections = (page: Page) => page.locator('[data-section]');
// The banners' home section, by its type; its first banner by role.
const bannerImage = (page: Page) => page.locator('[data-section="banners"]').getByRole('img').first();

/**
 * Anything still loading says so with aria-busy, on whatever element holds it: waits up to 15 s for none. A part
 * still loading then is scanned as it stands, since its placeholder must pass axe too.
 */
async function loadingDone(page: Page) {
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} content accessibility`, () => {
    const c = brandStrings(brand, 'content', enContent);
    for (const path of PAGES) {
      test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
        await quietPage(page);
        // With less motion asked for, no carousel steps on by itself: a slide that
        // fades in during the scan reads as low contrast (src/app/ui/motion.ts).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(brandUrl(brand, path));
        await hydrated(page);
        // Wait for the content itself, not its placeholders.
        if (path === '/m/activity') await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
        else if (path === '/m/notice') await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        else
          await expect(
            page.getByRole('main').getByRole('heading', { name: filled(c.download.heading, { brand: brand.name }, brand), exact: true }),
          ).toBeVisible();
        await loadingDone(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('axe: home, every section mounted, has no serious or critical violation with its carousels still and then live', async ({ page }) => {
      // Home mounts every section, then axe scans the whole page twice: from 20 s to nearly 2 minutes on a busy 2-core machine.
      test.setTimeout(180_000);
      // No popup of the site's own: one due over home (5 s without input) would cover the carousels being woken.
      await quietPage(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // Bring every section near the viewport once, so each one mounts.
      for (const section of await homeSections(page).all()) {
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveAttribute('data-live', '');
      }
      await expect(page.getByRole('region', { name: c.notices.bar, exact: true })).toHaveCount(
        brand.layout.homeSections.some((s) => s.type === 'noticeBar') ? 1 : 0,
      );
      await expect(bannerImage(page)).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 0));
      await loadingDone(page);
      expect(await seriousViolations(page), 'carousels still').toEqual([]);

      // Each carousel goes live as the pointer comes near: Swiper's dots, pause button and inert slides are scanned.
      // Every carousel, whatever it is named (banners, winners, promotions): found by its class, data-still its prebuilt form.
      const carousels = page.locator('.lk-carousel');
      for (let i = 0; i < (await carousels.count()); i++) {
        const carousel = carousels.nth(i);
        if ((await carousel.getAttribute('data-still')) === null) continue;
        await carousel.scrollIntoViewIfNeeded();
        await carousel.hover();
        await expect(carousel).not.toHaveAttribute('data-still');
      }
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page), 'carousels live').toEqual([]);
    });

    test('axe: the notice popup open over home, its carousel live, has no serious or critical violation', async ({ page }) => {
      test.setTimeout(120_000);
      await quietPage(page, { popups: true });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The first input makes the notice popups due (constants.noticeDisplayMs later; 5 s without one): the popup's carousel, scanned open.
      await page.keyboard.press('Shift');
      const popup = page.getByRole('dialog', { name: c.popups.title, exact: true });
      await expect(popup).toBeVisible({ timeout: 15_000 });
      // The popup's carousel, a region named as the popup is: data-still (its prebuilt still form) is gone once Swiper runs it.
      await expect(popup.getByRole('region', { name: c.popups.title, exact: true })).not.toHaveAttribute('data-still');
      expect(await seriousViolations(page, '.lk-notice-popup')).toEqual([]);
    });

    test('home: CLS stays at most 0.01 while banners and sections load', async ({ page }) => {
      await quietPage(page);
      await watchShifts(page);
      // Slow the banner images down, so they arrive after everything else.
      await page.route('**/api/assets/banners/**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await expect(bannerImage(page)).toBeVisible();
      await expect.poll(() => bannerImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      // Everything else the page loads has come in too.
      await page.waitForLoadState('networkidle');
      expect(await shifts(page)).toBeLessThanOrEqual(0.01);
    });

    test('home: content sections keep their placeholder size and the content layers never move by themselves', async ({ page }) => {
      await quietPage(page);
      await page.addInitScript(() => {
        const sizes: Record<string, number[]> = {};
        const moves: string[] = [];
        (window as unknown as { __sizes: typeof sizes; __moves: string[] }).__sizes = sizes;
        (window as unknown as { __moves: string[] }).__moves = moves;
        const ro = new ResizeObserver((entries) => {
          for (const e of entries) {
            const el = e.target as HTMLElement;
            // Observed in the page itself, before any test code runs: home's sections by their layout type.
            const key = `${el.dataset.section}#${[...document.querySelectorAll('[data-section]')].indexOf(el)}`;
            const h = Math.round(el.getBoundingClientRect().height * 10) / 10;
            const list = (sizes[key] ??= []);
            if (list[list.length - 1] !== h) list.push(h);
          }
        });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (e.hadRecentInput) continue;
            for (const s of e.sources ?? []) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              if (el?.closest('.lk-cs, .lk-dlbar')) moves.push(el.className);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Sizes count from the parsed page on: while the HTML is still being parsed, a
        // section can be laid out before its own children have arrived.
        document.addEventListener('DOMContentLoaded', () => {
          const observeAll = () => {
            for (const el of document.querySelectorAll('[data-section]')) ro.observe(el);
          };
          observeAll();
          new MutationObserver(observeAll).observe(document.body, { childList: true, subtree: true });
        });
      });
      await page.route('**/api/assets/banners/**', async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      for (const section of await homeSections(page).all()) {
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveAttribute('data-live', '');
      }
      await expect(bannerImage(page)).toBeAttached();
      // The slowed banner images and everything else the sections load have come in.
      await expect.poll(() => bannerImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const { sizes, moves } = await page.evaluate(() => ({
        sizes: (window as unknown as { __sizes: Record<string, number[]> }).__sizes,
        moves: (window as unknown as { __moves: string[] }).__moves,
      }));
      const changed = Object.entries(sizes).filter(([key, heights]) => {
        const type = key.split('#')[0]!;
        if (!CONTENT_SECTIONS.includes(type)) return false;
        // The footer ends the page and may grow downwards; it moves nothing.
        if (type === 'footer') return false;
        return heights.length > 1;
      });
      expect(changed).toEqual([]);
      expect(moves).toEqual([]);
    });
  });
}
