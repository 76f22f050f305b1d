// The home banner carousel (ui/Carousel.tsx) in Chromium, every demo brand with
// more than one home banner: a still first banner until the player comes near,
// then a carousel that a swipe moves in the reading direction (right to left
// on falak), whose dots follow, that a short swipe leaves where it was, and
// that steps on by itself after constants.bannerAutoplayMs once the pointer leaves;
// and whose autoplay rests under a pointer that was there before it came in.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { client } from './players.ts';

/** Drags the mouse across the frame by `dx` px, in small steps as a finger would. */
async function swipe(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number) {
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from + (dx * i) / 10, y);
  await page.mouse.up();
}

/** Home's first banner frame, the carousel once it has taken over from the still frame, and which of its dots is active. */
function homeCarousel(page: Page) {
  const frame = page.locator('[data-section="banners"]').first().locator('.lk-banners');
  const live = page.locator('[data-section="banners"]').first().locator('.lk-banners:not([data-still])');
  const active = () => live.locator('.lk-carousel__dots span').evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
  return { frame, live, active };
}

for (const brand of BRANDS) {
  const section = brand.layout.homeSections.find((s) => s.type === 'banners');
  test.describe(`${brand.id} banner carousel`, () => {
    test('a still first banner, then a carousel that swipes in the reading direction and autoplays', async ({ page }) => {
      test.skip(!section || !('group' in section), 'no home banners');
      const group = (section as { group: string }).group;
      const { banners } = await client(PLATFORM, brand).announcements({ types: 'B', groupName: group, platform: 'M' });
      const shown = banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort);
      test.skip(shown.length < 2, 'one banner: no carousel');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);

      const { frame, live, active } = homeCarousel(page);
      await expect(frame).toHaveAttribute('data-still', 'true');
      await expect(frame.locator('.lk-carousel__slide')).toHaveCount(1);
      // Near the player's pointer, the carousel takes over with every banner, the first still in view.
      await frame.hover();
      // Under the pointer autoplay rests, and the row is announced instead.
      await expect(live.locator('.lk-carousel__track')).toHaveAttribute('aria-live', 'polite');
      const slides = live.locator('.lk-carousel__slide');
      await expect(slides).toHaveCount(shown.length);
      await expect.poll(active).toBe(0);

      const viewport = live.locator('.lk-carousel__viewport');
      const box = (await viewport.boundingBox())!;
      // Towards the reading start brings the next banner: leftwards, or rightwards right to left.
      const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
      const next = rtl ? box.width / 2 : -box.width / 2;
      await swipe(page, box, next);
      await expect.poll(active).toBe(1);
      // The second banner now fills the frame (the row has finished sliding).
      await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x - box.x)).toBe(0);
      // A swipe too short to count leaves it, and a swipe back returns to the first.
      await swipe(page, box, -next / 10);
      await expect.poll(active).toBe(1);
      await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x - box.x)).toBe(0);
      await swipe(page, box, -next);
      await expect.poll(active).toBe(0);

      // With the pointer gone it steps on by itself.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 300);
      await expect.poll(active, { timeout: brand.constants.bannerAutoplayMs + 10_000 }).toBe(1);
    });

    test('autoplay rests while the pointer rests on the banners, as they come in under it', async ({ page }) => {
      test.skip(!section || !('group' in section), 'no home banners');
      // With the page's clock installed the test moves it on by whole autoplay intervals, instead of waiting them out.
      await page.clock.install();
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const { frame, live, active } = homeCarousel(page);
      test.skip((await frame.locator('.lk-carousel__dots span').count()) < 2, 'one banner: no carousel');
      await frame.hover();
      const track = live.locator('.lk-carousel__track');
      await expect(track).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(brand.constants.bannerAutoplayMs * 2);
      expect(await active()).toBe(0);
      // The pointer goes: one interval later the next banner.
      await page.mouse.move(0, 0);
      await expect(track).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(brand.constants.bannerAutoplayMs);
      await expect.poll(active).toBe(1);
    });
  });
}
