// Notices in Chromium against the reference platform, every demo brand: the
// home notice bar (marquee) opening /m/notice at the tapped notice, the list
// (title, YYYY-MM-DD, plain-text preview), the detail by a loaded id only, the
// read state flipping at once and persisting through a reload (the platform
// records it), no read marks for visitors, and the popup carousel (execution
// B for visitors, A for players) with its arrows disabled at the ends.
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';

const ymd = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} notices`, () => {
    test('notice bar: titles scroll; a tap opens /m/notice at that notice', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'noticeBar'), 'no notice bar');
      const { list } = await client(PLATFORM, brand).notices({ pageSize: 50 });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The prebuilt bar stands still until the section's code has taken over.
      await expect(page.locator('[data-section="noticeBar"][data-live]')).toBeAttached();
      const bar = page.locator('[data-section="noticeBar"] .lk-noticebar');
      await bar.scrollIntoViewIfNeeded();
      const items = bar.locator('.lk-marquee__item');
      await expect(items).toHaveText(list.map((n) => n.title));
      // It moves (40 fps, one pixel a frame), towards the reading start.
      const track = bar.locator('.lk-marquee__track');
      const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      const x0 = await x();
      const rtl = await track.evaluate((el) => getComputedStyle(el).direction === 'rtl');
      await expect.poll(async () => (rtl ? (await x()) - x0 : x0 - (await x()))).toBeGreaterThan(5);
      // Focus stops it and puts the titles back in place (WCAG 2.2.2); Enter opens the focused one.
      await items.nth(1).focus();
      await expect(track).toHaveCSS('transform', 'none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(brandUrl(brand, '/m/notice?i=1'));
      await expect(page.locator('.lk-notice[data-index="1"]')).toHaveClass(/is-current/);
      // A tap on a title (the pointer over the bar holds it still) opens that one.
      await page.goBack();
      await hydrated(page);
      await expect(page.locator('[data-section="noticeBar"][data-live]')).toBeAttached();
      await bar.scrollIntoViewIfNeeded();
      await items.first().focus();
      await items.first().click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/notice?i=0'));
    });

    test('list and detail: date YYYY-MM-DD, plain-text preview, detail only for a loaded id', async ({ page }) => {
      const { list } = await client(PLATFORM, brand).notices({ pageSize: 50 });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      const rows = page.locator('.lk-notice');
      await expect(rows).toHaveCount(list.length);
      await expect(rows.first().locator('.lk-notice__title')).toHaveText(list[0]!.title);
      await expect(rows.first().locator('.lk-notice__date')).toHaveText(ymd(list[0]!.startDate));
      const preview = await rows.first().locator('.lk-notice__preview').textContent();
      expect(preview).not.toMatch(/[<>]/);
      expect(preview!.length).toBeGreaterThan(5);
      // Visitors have no read marks.
      await expect(page.locator('.lk-notice[data-read]')).toHaveCount(0);

      await rows.first().locator('a').click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/noticeDetail?id=${list[0]!.id}`));
      await expect(page.locator('.lk-notice-detail__title')).toHaveText(list[0]!.title);
      await expect(page.locator('.lk-notice-detail__content p').first()).toBeVisible();

      await page.goto(brandUrl(brand, '/m/noticeDetail?id=999999'));
      await hydrated(page);
      await expect(page.locator('.lk-notice-detail .lk-empty')).toBeVisible();
      await expect(page.locator('.lk-notice-detail__title')).toHaveCount(0);
    });

    test('read state: flips at once, is sent to the platform and persists after a reload', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      const api = client(PLATFORM, brand, player.token);
      const { list } = await api.notices({ pageSize: 50 });
      expect(list.every((n) => !n.read)).toBe(true);
      const target = list[1]!;
      await quietPage(page);
      await signIn(page, player);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      const row = page.locator(`.lk-notice[data-notice="${target.id}"]`);
      await expect(row).toHaveAttribute('data-read', 'false');
      // Hold the mark-read call: the flip must not wait for it.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/content/announcements/read', async (route) => {
        await held;
        await route.continue();
      });
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/content/announcements/read'));
      await row.locator('a').click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/noticeDetail?id=${target.id}`));
      const request = await sent;
      expect(request.postDataJSON()).toEqual({ announcementId: target.id, read: true });
      await page.goBack();
      await expect(page.locator(`.lk-notice[data-notice="${target.id}"]`)).toHaveAttribute('data-read', 'true');
      release();
      await expect.poll(async () => (await api.notices({ pageSize: 50 })).list.find((n) => n.id === target.id)?.read).toBe(true);

      await page.unroute('**/api/content/announcements/read');
      await page.reload();
      await hydrated(page);
      await expect(page.locator(`.lk-notice[data-notice="${target.id}"]`)).toHaveAttribute('data-read', 'true');
      await expect(page.locator(`.lk-notice[data-notice="${list[0]!.id}"]`)).toHaveAttribute('data-read', 'false');
    });

    test('popup carousel: visitors get execution B, players A; arrows disabled at the ends', async ({ page }) => {
      const visitorPopups = (await client(PLATFORM, brand).announcements({ types: 'PU', platform: 'M' })).popup;
      expect(visitorPopups.every((p) => p.execution === 'B')).toBe(true);
      await quietPage(page, { popups: true });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // Due after the first input (a key press, which touches nothing on the page) plus constants.noticeDisplayMs.
      // The always-on layer listens for the first input once it is there.
      await expect(page.locator('.lk-cs__toggle')).toBeVisible();
      await page.keyboard.press('Shift');
      const dialog = page.locator('.lk-notice-popup');
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      const slides = dialog.locator('.lk-slides__slide');
      await expect(slides).toHaveCount(visitorPopups.length);
      await expect(dialog.locator('.lk-slides__slide:not([inert]) h3')).toHaveText(visitorPopups[0]!.title);
      const prev = dialog.locator('[data-dir="prev"]');
      const next = dialog.locator('[data-dir="next"]');
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      // Each step's transition, as Swiper sets it on the row while it slides.
      await dialog.locator('.lk-carousel__track').evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { __slideDurations: string[] }).__slideDurations = seen;
        new MutationObserver(() => seen.push(getComputedStyle(el).transitionDuration)).observe(el, { attributes: true, attributeFilter: ['style'] });
      });
      for (let i = 1; i < visitorPopups.length; i++) {
        await next.click();
        await expect(dialog.locator('.lk-slides__slide:not([inert]) h3')).toHaveText(visitorPopups[i]!.title);
      }
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      // It slides in constants.popupSlideMs.
      expect(await page.evaluate(() => (window as unknown as { __slideDurations: string[] }).__slideDurations)).toContain(
        `${brand.constants.popupSlideMs / 1000}s`,
      );
      await dialog.getByRole('button', { name: /close|ปิด|إغلاق/i }).click();
      await expect(dialog).toHaveCount(0);
      // Once per browser session.
      await page.reload();
      await hydrated(page);
      // The always-on layer listens for the first input once it is there.
      await expect(page.locator('.lk-cs__toggle')).toBeVisible();
      await page.keyboard.press('Shift');
      await page.waitForTimeout(brand.constants.noticeDisplayMs + 1000);
      await expect(dialog).toHaveCount(0);

      // A player gets the execution A popups.
      const player = await registerPlayer(PLATFORM, brand);
      const playerPopups = (await client(PLATFORM, brand, player.token).announcements({ types: 'PU', platform: 'M' })).popup;
      expect(playerPopups.length).toBeGreaterThan(0);
      expect(playerPopups.every((p) => p.execution === 'A')).toBe(true);
      await signIn(page, player);
      await page.reload();
      await hydrated(page);
      // The always-on layer listens for the first input once it is there.
      await expect(page.locator('.lk-cs__toggle')).toBeVisible();
      await page.keyboard.press('Shift');
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(dialog.locator('.lk-slides__slide h3')).toHaveText(playerPopups.map((p) => p.title));
    });
  });
}
