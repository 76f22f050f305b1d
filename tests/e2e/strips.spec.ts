// The strips a player scrolls sideways (ui/use-strip.ts: Swiper in cssMode on a
// native scroller) in Chromium, on every demo brand (falak right to left): a
// home row of cards, scrolled by the player before any of Swiper is there,
// then moved by its arrows constants.scrollerStep cards on and back in the
// reading direction, by Swiper (which marks the row it started on); the game
// centre's category tabs, chosen by key and by pointer, the chosen one brought
// to the middle of the strip, or as far as the strip goes, the tabs keeping
// their roving tab order; the vendor tab bar's arrows, a step of tabs each way.
import type { Locator, Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

/** The strings the strips are named by, in the brand's default language. */
function strings(brand: BrandConfig): { next: string; previous: string; categories: string; vendors: string } {
  const common = brandStrings(brand, 'common', enCommon);
  const lobby = brandStrings(brand, 'lobby', enLobby);
  return { next: common.action.next, previous: common.action.previous, categories: lobby.centre.tabs, vendors: lobby.vendor.label };
}

// What these tests measure is Swiper's hold on a strip: the class it puts on the element it starts on (a row's
// region, the tab strip's frame, the vendor bar's frame) and how far the strip has scrolled. Those frames and the
// vendor bar (its strip, arrows and "more" button together) have no role, and home's sections are unnamed <section>s
// (data-section: the layout's type; data-live: its code running), so those stay CSS; the rows, tabs and arrows are found by role.

/** The class Swiper puts on a strip's container as it starts there (carousel-kit.ts mountStrip, containerModifierClass). */
const SWIPER_STARTED = /\blk-strip--initialized\b/;

/** How far item `i` of the scrolling element `list` starts from the strip's start edge, in the reading direction. */
const startOf = (list: Locator, i: number) =>
  list.evaluate((el, i) => {
    const box = el.getBoundingClientRect();
    const item = el.children[i]!.getBoundingClientRect();
    return getComputedStyle(el).direction === 'rtl' ? box.right - item.right : item.left - box.left;
  }, i);

/** Whether item `i` is at the strip's start edge (a pixel either way, for rounding). */
const atStart = async (list: Locator, i: number) => Math.abs(await startOf(list, i)) <= 1;

/** How far item `i`'s centre is from the centre of the strip `list`. */
const offCentre = (list: Locator, i: number) =>
  list.evaluate((el, i) => {
    const box = el.getBoundingClientRect();
    const item = el.children[i]!.getBoundingClientRect();
    return item.left + item.width / 2 - (box.left + box.width / 2);
  }, i);

/** Whether item `i` is in the middle of the strip: within half the gap between tabs, as Swiper measures a tab with its end margin, and a pixel for rounding. */
const centred = async (list: Locator, i: number) => Math.abs(await offCentre(list, i)) <= 4;

/** How far the strip `list` is scrolled, in the reading direction. */
const scrolled = (list: Locator) => list.evaluate((el) => Math.abs(el.scrollLeft));

/** The strip's width, how far it scrolls, and each item's centre from its start edge, unscrolled. */
const geometryOf = (list: Locator) =>
  list.evaluate((el) => {
    const rtl = getComputedStyle(el).direction === 'rtl';
    const box = el.getBoundingClientRect();
    return {
      width: el.clientWidth,
      room: el.scrollWidth - el.clientWidth,
      centres: [...el.children].map((item) => {
        const r = item.getBoundingClientRect();
        return (rtl ? box.right - r.right - el.scrollLeft : r.left - box.left + el.scrollLeft) + r.width / 2;
      }),
    };
  });

/** Resolves once the strip `list` has held still for ten frames. */
const settled = (list: Locator) =>
  list.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          still = el.scrollLeft === last ? still + 1 : 0;
          last = el.scrollLeft;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

for (const brand of BRANDS) {
  test.describe(`${brand.id} strips`, () => {
    test('a row of cards: scrolled by the player first, then its arrows move it scrollerStep cards each way, by Swiper', async ({ page }) => {
      const { next, previous } = strings(brand);
      const step = brand.constants.scrollerStep;
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The first home section with a row of cards (hot games, or the category rows), once its own code runs there
      // (until then it is the prebuilt HTML, which the live section replaces), and its first row with arrows.
      // A row of cards is a region (named by its title) holding a list of game cards.
      const rows = (scope: Page | Locator) => scope.getByRole('region').filter({ has: page.getByRole('list').getByTestId('game-card') });
      // The home section is an unnamed <section> (data-section: the layout's type; data-live: its code running).
      const section = page
        .locator('[data-section]')
        .filter({ has: rows(page) })
        .first();
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('data-live', '');
      const row = rows(section)
        .filter({ has: page.getByRole('button', { name: next }) })
        .first();
      await row.scrollIntoViewIfNeeded();
      const list = row.getByRole('list');
      // Enough cards for two steps on from the second card, with a screen of cards after (3.25 show at once); a live
      // row shows its first cards until it is near the viewport, then all.
      await expect.poll(() => row.getByRole('listitem').count(), { message: 'cards in the row' }).toBeGreaterThanOrEqual(1 + 2 * step + 4);
      await expect(row).not.toHaveClass(SWIPER_STARTED);

      // The player scrolls the row natively (as a finger would) before Swiper is on the page: it moves.
      await row
        .getByRole('listitem')
        .nth(1)
        .evaluate((card) => card.scrollIntoView({ block: 'nearest', inline: 'start' }));
      await expect.poll(() => atStart(list, 1)).toBe(true);
      await expect(row).not.toHaveClass(SWIPER_STARTED);

      // Next: Swiper starts on the row and moves it on from where the player left it.
      await row.getByRole('button', { name: next }).click();
      await expect(row).toHaveClass(SWIPER_STARTED);
      await expect.poll(() => atStart(list, 1 + step)).toBe(true);
      await row.getByRole('button', { name: next }).click();
      await expect.poll(() => atStart(list, 1 + 2 * step)).toBe(true);
      // Previous, back the same way, to the start and no further.
      await row.getByRole('button', { name: previous }).click();
      await expect.poll(() => atStart(list, 1 + step)).toBe(true);
      await row.getByRole('button', { name: previous }).click();
      await expect.poll(() => atStart(list, 1)).toBe(true);
      await row.getByRole('button', { name: previous }).click();
      await expect.poll(() => scrolled(list)).toBe(0);
      expect(await atStart(list, 0)).toBe(true);
    });

    test('category tabs: the tab chosen by key or pointer comes to the middle of the strip, by Swiper, as far as the strip goes', async ({ page }) => {
      const { categories } = strings(brand);
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/gameCenter'));
      await hydrated(page);
      const tablist = page.getByRole('tablist', { name: categories });
      const tabs = tablist.getByRole('tab');
      // The strip's frame, whose class says whether Swiper has started: a box around the tablist, no role.
      const frame = page.locator('.lkg-tabs-frame').filter({ has: tablist });
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const geometry = await geometryOf(tablist);
      expect(geometry.room, 'the category strip overflows on a phone').toBeGreaterThan(50);
      // A tab the strip can bring to the middle, and the one after it too (favourites and recent, the last two,
      // ask a visitor to log in instead).
      const centreable = (i: number) =>
        i < geometry.centres.length - 2 && geometry.centres[i]! - geometry.width / 2 > 20 && geometry.centres[i]! - geometry.width / 2 < geometry.room - 20;
      const target = geometry.centres.findIndex((_, i) => centreable(i) && centreable(i + 1));
      expect(target, 'two category tabs in a row that can come to the middle').toBeGreaterThan(0);

      /** Only the selected tab is in the tab order. */
      const tabOrder = () => tabs.evaluateAll((els) => els.map((e) => e.getAttribute('tabindex')));
      const only = (i: number) => geometry.centres.map((_, j) => (j === i ? '0' : '-1'));

      await expect(frame).not.toHaveClass(SWIPER_STARTED);
      // By key, from the selected tab, one tab at a time in the reading direction: Swiper starts with the first move.
      // The document's direction is an attribute of <html>, which has no role.
      const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
      const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await tabs.first().focus();
      for (let i = 1; i <= target; i++) {
        await page.keyboard.press(forward);
        await expect(tabs.nth(i)).toBeFocused();
      }
      await expect(frame).toHaveClass(SWIPER_STARTED);
      await expect(tabs.nth(target)).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => centred(tablist, target)).toBe(true);
      expect(await tabOrder()).toEqual(only(target));

      // By pointer, the tab beside it (in view: nothing scrolls it there but Swiper).
      await tabs.nth(target + 1).click();
      await expect(tabs.nth(target + 1)).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => centred(tablist, target + 1)).toBe(true);
      expect(await tabOrder()).toEqual(only(target + 1));

      // Back by key to the first tab, which cannot come to the middle: the strip goes back to its start, no further.
      await tabs.nth(target + 1).focus();
      for (let i = target; i >= 0; i--) {
        await page.keyboard.press(back);
        await expect(tabs.nth(i)).toBeFocused();
      }
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => scrolled(tablist)).toBe(0);
      expect(await atStart(tablist, 0)).toBe(true);
    });

    test('the vendor tab bar: its arrows move scrollerStep tabs each way, by Swiper, the tab in the middle moving on', async ({ page }) => {
      const { next, previous, vendors } = strings(brand);
      const step = brand.constants.scrollerStep;
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/slot-games'));
      await hydrated(page);
      const strip = page.getByRole('tablist', { name: vendors });
      // The vendor bar around the tablist and its arrows: a box with no role.
      const bar = page.locator('.lkg-vendorbar').filter({ has: strip });
      // The bar's frame, whose class says whether Swiper has started: a box with no role.
      const frame = bar.locator('.lkg-vendorbar__frame');
      await expect(strip.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      const { width, room, centres } = await geometryOf(strip);
      /** Where the strip rests with tab i in its middle, as far as it scrolls (its tabs snap to the middle). */
      const place = (i: number) => Math.min(room, Math.max(0, centres[i]! - width / 2));
      // The tab in the middle of the strip as it starts, and the tab a step on, which the strip can bring there.
      const first = centres.reduce((best, c, i) => (Math.abs(c - width / 2) < Math.abs(centres[best]! - width / 2) ? i : best), 0);
      expect(centres[first + step]! - width / 2, 'the vendor strip can bring the tab a step on to its middle').toBeLessThan(room);
      await expect(frame).not.toHaveClass(SWIPER_STARTED);

      // The first press starts Swiper and moves a step on from the tab in the middle.
      await bar.getByRole('button', { name: next }).click();
      await expect(frame).toHaveClass(SWIPER_STARTED);
      await expect.poll(() => centred(strip, first + step)).toBe(true);
      // Back a step, and back to the start, no further.
      await bar.getByRole('button', { name: previous }).click();
      await expect.poll(async () => Math.abs((await scrolled(strip)) - place(first))).toBeLessThanOrEqual(1);
      await bar.getByRole('button', { name: previous }).click();
      await expect.poll(() => scrolled(strip)).toBe(0);
      await bar.getByRole('button', { name: previous }).click();
      await settled(strip);
      expect(await scrolled(strip)).toBe(0);
    });
  });
}
