// The home banner carousel (ui/Carousel.tsx, Swiper) in Chromium, every demo
// brand with more than one home banner: a still first banner until the player
// comes near, then Swiper: a swipe moves it both ways in the reading direction
// (right to left on falak), the slides out of view are inert, the dots are
// buttons that move it, the arrow keys move it while focus is inside, and
// autoplay steps on after constants.bannerAutoplayMs, rests under the pointer
// (also one that was there before Swiper came in), stops for good on keyboard
// focus and has a pause button that stops and starts it (WCAG 2.2.2).
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { client } from './players.ts';
import { brandStrings, oneOf, templatePattern } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

/** The carousel's strings in the brand's default language. */
const carouselStrings = (brand: BrandConfig) => brandStrings(brand, 'common', enCommon).carousel;

/** Drags the mouse across the frame by `dx` px, in small steps as a finger would. */
async function swipe(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number) {
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from + (dx * i) / 10, y);
  await page.mouse.up();
}

/**
 * Home's first banner frame, the carousel once Swiper has taken over from the still frame, its parts, and which slide is shown.
 * The home section is an unnamed <section> (data-section: the layout's type); the frame is the same element before and after
 * Swiper, told apart only by data-still; the row (aria-live) and the viewport (measured) are Swiper's internals, with no role.
 * Slides, dots and the pause button are found by role.
 */
function homeCarousel(page: Page, brand: BrandConfig) {
  const t = carouselStrings(brand);
  const section = page.locator('[data-section="banners"]').first();
  const frame = section.locator('.lk-banners');
  const live = section.locator('.lk-banners:not([data-still])');
  const slides = live.getByRole('group');
  const dots = live.getByRole('button', { name: templatePattern(t.goTo) });
  /** The dot Swiper marks as the current one. */
  const active = () => dots.evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'));
  /** The slides a player can reach: the ones not inert. */
  const reachable = () => slides.evaluateAll((els) => els.flatMap((e, i) => (e.hasAttribute('inert') ? [] : [i])));
  const track = live.locator('.lk-carousel__track');
  const viewport = live.locator('.lk-carousel__viewport');
  return { section, frame, live, track, viewport, slides, dots, active, reachable, pause: frame.getByRole('button', { name: oneOf(t.pause, t.play) }) };
}

async function bannersOf(brand: BrandConfig): Promise<number> {
  const section = brand.layout.homeSections.find((s) => s.type === 'banners');
  if (!section || !('group' in section)) return 0;
  const group = section.group;
  const { banners } = await client(PLATFORM, brand).announcements({ types: 'B', groupName: group, platform: 'M' });
  return banners.filter((b) => b.groupName === group).length;
}

// The document's direction is an attribute of <html>, which has no role.
const rtlOf = async (page: Page) => (await page.locator('html').getAttribute('dir')) === 'rtl';

for (const brand of BRANDS) {
  test.describe(`${brand.id} banner carousel`, () => {
    test('a still first banner, then Swiper: swipes both ways in the reading direction, inert slides out of view, autoplay', async ({ page }) => {
      const count = await bannersOf(brand);
      test.skip(count < 2, 'fewer than two banners: no carousel');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);

      const { frame, track, viewport, slides, active, reachable } = homeCarousel(page, brand);
      await expect(frame).toHaveAttribute('data-still', 'true');
      await expect(frame.getByRole('group')).toHaveCount(1);
      // Near the player's pointer, Swiper takes over with every banner, the first still in view.
      await frame.hover();
      await expect(slides).toHaveCount(count);
      await expect.poll(active).toBe(0);
      // Under the pointer autoplay rests, and the row is announced instead.
      await expect(track).toHaveAttribute('aria-live', 'polite');
      // Only the banner in view can be reached: the others are inert.
      await expect.poll(reachable).toEqual([0]);

      const box = (await viewport.boundingBox())!;
      // Towards the reading start brings the next banner: leftwards, or rightwards right to left.
      const next = (await rtlOf(page)) ? box.width / 2 : -box.width / 2;
      await swipe(page, box, next);
      await expect.poll(active).toBe(1);
      await expect.poll(reachable).toEqual([1]);
      // The second banner now fills the frame (the row has finished sliding).
      await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x - box.x)).toBe(0);
      // A swipe the other way returns to the first.
      await swipe(page, box, -next);
      await expect.poll(active).toBe(0);
      await expect.poll(async () => Math.round((await slides.nth(0).boundingBox())!.x - box.x)).toBe(0);
      await expect.poll(reachable).toEqual([0]);

      // With the pointer gone it steps on by itself.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 300);
      await expect.poll(active, { timeout: brand.constants.bannerAutoplayMs + 10_000 }).toBe(1);
    });

    test('autoplay rests while the pointer rests on the banners, as they come in under it', async ({ page }) => {
      test.skip((await bannersOf(brand)) < 2, 'fewer than two banners: no carousel');
      // With the page's clock installed the test moves it on by whole autoplay intervals, instead of waiting them out.
      await page.clock.install();
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const { frame, track, active } = homeCarousel(page, brand);
      await frame.hover();
      await expect(track).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(brand.constants.bannerAutoplayMs * 2);
      expect(await active()).toBe(0);
      // The pointer goes: one interval later the next banner.
      await page.mouse.move(0, 0);
      await expect(track).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(brand.constants.bannerAutoplayMs);
      await expect.poll(active).toBe(1);
    });

    test('keyboard: focus stops autoplay, the pause button starts and stops it, arrow keys and dots move it', async ({ page }) => {
      const count = await bannersOf(brand);
      test.skip(count < 2, 'fewer than two banners: no carousel');
      const strings = carouselStrings(brand);
      await page.clock.install();
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const { section, live, dots, active, reachable, pause } = homeCarousel(page, brand);

      // Tab through the page as a keyboard player does, until focus is in the banners:
      // the pause button comes first, and focus brings Swiper in with autoplay stopped.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (await section.evaluate((el) => el.contains(document.activeElement))) break;
      }
      await expect(pause).toBeFocused();
      await expect(live).toBeAttached();
      await expect(pause).toHaveAttribute('aria-label', strings.play);
      await page.clock.runFor(brand.constants.bannerAutoplayMs * 3);
      expect(await active()).toBe(0);

      // The pause button starts it: one interval later the next banner; pressed again, it stops.
      await page.keyboard.press('Enter');
      await expect(pause).toHaveAttribute('aria-label', strings.pause);
      await page.clock.runFor(brand.constants.bannerAutoplayMs);
      await expect.poll(active).toBe(1);
      await page.keyboard.press('Enter');
      await expect(pause).toHaveAttribute('aria-label', strings.play);
      await page.clock.runFor(brand.constants.bannerAutoplayMs * 3);
      expect(await active()).toBe(1);

      // Arrow keys move it in the reading direction while focus is inside.
      const rtl = await rtlOf(page);
      await page.keyboard.press(rtl ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(active).toBe(0);
      await expect.poll(reachable).toEqual([0]);
      await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(active).toBe(1);
      await expect.poll(reachable).toEqual([1]);

      // The dots are buttons: pressed by pointer or by key, each brings its banner.
      await expect(dots).toHaveCount(count);
      for (const dot of await dots.all()) await expect(dot).toHaveRole('button');
      await dots.nth(0).click();
      await expect.poll(active).toBe(0);
      await expect.poll(reachable).toEqual([0]);
      await dots.nth(count - 1).focus();
      await page.keyboard.press('Enter');
      await expect.poll(active).toBe(count - 1);
      await expect.poll(reachable).toEqual([count - 1]);

      // Arrow keys pressed elsewhere on the page leave it where it is.
      await dots.nth(count - 1).blur();
      await page.keyboard.press(rtl ? 'ArrowRight' : 'ArrowLeft');
      await page.clock.runFor(1000);
      expect(await active()).toBe(count - 1);
    });
  });
}
