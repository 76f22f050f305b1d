// Notices in Chromium against the reference platform, every demo brand: the
// home notice bar (marquee) opening /m/notice at the tapped notice, the list
// (title, YYYY-MM-DD, plain-text preview), the detail by a loaded id only, the
// read state flipping at once and persisting through a reload (the platform
// records it), no read marks for visitors, and the popup carousel (execution
// B for visitors, A for players) with its arrows disabled at the ends.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };

// The notice bar's home section is an unnamed <section>; data-live marks it taken over by its code (the prebuilt bar stands still).
const liveBar = (page: Page) => page.locator('[data-section="noticeBar"][data-live]');
/** The notices page's rows, in the platform's order. */
const rows = (page: Page) => page.getByRole('main').getByRole('listitem');

const ymd = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} notices`, () => {
    const c = brandStrings(brand, 'content', enContent);
    const common = brandStrings(brand, 'common', enCommon);
    const row = (page: Page, title: string) => rows(page).filter({ has: page.getByText(title, { exact: true }) });
    const csToggle = (page: Page) => page.getByRole('button', { name: c.support.open, exact: true });
    test('notice bar: titles scroll; a tap opens /m/notice at that notice', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'noticeBar'), 'no notice bar');
      const { list } = await client(PLATFORM, brand).notices({ pageSize: 50 });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The prebuilt bar stands still until the section's code has taken over.
      await expect(liveBar(page)).toBeAttached();
      const bar = liveBar(page).getByRole('region', { name: c.notices.bar, exact: true });
      await bar.scrollIntoViewIfNeeded();
      // The marquee's moving row: its transform is what is measured, and it holds the titles (the bar's other button downloads).
      const track = bar.locator('.lk-marquee__track');
      const items = track.getByRole('button');
      await expect(items).toHaveText(list.map((n) => n.title));
      // It moves (40 fps, one pixel a frame), towards the reading start.
      const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
      const x0 = await x();
      const rtl = await track.evaluate((el) => getComputedStyle(el).direction === 'rtl');
      await expect.poll(async () => (rtl ? (await x()) - x0 : x0 - (await x()))).toBeGreaterThan(5);
      // Focus stops it and puts the titles back in place (WCAG 2.2.2); Enter opens the focused one.
      await items.nth(1).focus();
      await expect(track).toHaveCSS('transform', 'none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(brandUrl(brand, '/m/notice?i=1'));
      await expect(rows(page).nth(1)).toHaveClass(/is-current/);
      // A tap on a title (the pointer over the bar holds it still) opens that one.
      await page.goBack();
      await hydrated(page);
      await expect(liveBar(page)).toBeAttached();
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
      const e = brandStrings(brand, 'errors', enErrors);
      await expect(rows(page)).toHaveCount(list.length);
      const first = rows(page).first();
      await expect(first.getByText(list[0]!.title, { exact: true })).toBeVisible();
      await expect(first.getByRole('time')).toHaveText(ymd(list[0]!.startDate));
      // The preview is the link's last line of plain text, with no role of its own.
      const preview = await first.locator('.lk-notice__preview').textContent();
      expect(preview).not.toMatch(/[<>]/);
      expect(preview!.length).toBeGreaterThan(5);
      // Visitors have no read marks: no row says read or unread.
      await expect(rows(page).getByText(c.notices.unread, { exact: true })).toHaveCount(0);
      await expect(rows(page).getByText(c.notices.read, { exact: true })).toHaveCount(0);
      expect(await rows(page).evaluateAll((els) => els.filter((el) => el.hasAttribute('data-read')).length)).toBe(0);

      await first.getByRole('link').click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/noticeDetail?id=${list[0]!.id}`));
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { name: list[0]!.title, exact: true })).toBeVisible();
      await expect(article.getByRole('paragraph').first()).toBeVisible();

      await page.goto(brandUrl(brand, '/m/noticeDetail?id=999999'));
      await hydrated(page);
      await expect(page.getByRole('main').getByText(e.announcement.not_found, { exact: true })).toBeVisible();
      await expect(article).toHaveCount(0);
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
      // Read or not: the row's data-read is the state its hidden "Read" or "Unread" says.
      await expect(row(page, target.title)).toHaveAttribute('data-read', 'false');
      await expect(row(page, target.title).getByText(c.notices.unread, { exact: true })).toBeAttached();
      // Hold the mark-read call: the flip must not wait for it.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/content/announcements/read', async (route) => {
        await held;
        await route.continue();
      });
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/content/announcements/read'));
      await row(page, target.title).getByRole('link').click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/noticeDetail?id=${target.id}`));
      const request = await sent;
      expect(request.postDataJSON()).toEqual({ announcementId: target.id, read: true });
      await page.goBack();
      await expect(row(page, target.title)).toHaveAttribute('data-read', 'true');
      await expect(row(page, target.title).getByText(c.notices.read, { exact: true })).toBeAttached();
      release();
      await expect.poll(async () => (await api.notices({ pageSize: 50 })).list.find((n) => n.id === target.id)?.read).toBe(true);

      await page.unroute('**/api/content/announcements/read');
      await page.reload();
      await hydrated(page);
      await expect(row(page, target.title)).toHaveAttribute('data-read', 'true');
      await expect(row(page, list[0]!.title)).toHaveAttribute('data-read', 'false');
    });

    test('popup carousel: visitors get execution B, players A; arrows disabled at the ends', async ({ page }) => {
      const visitorPopups = (await client(PLATFORM, brand).announcements({ types: 'PU', platform: 'M' })).popup;
      expect(visitorPopups.every((p) => p.execution === 'B')).toBe(true);
      await quietPage(page, { popups: true });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // Due after the first input (a key press, which touches nothing on the page) plus constants.noticeDisplayMs.
      // The always-on layer listens for the first input once it is there.
      await expect(csToggle(page)).toBeVisible();
      await page.keyboard.press('Shift');
      const dialog = page.getByRole('dialog', { name: c.popups.title, exact: true });
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      const slides = dialog.getByRole('group');
      await expect(slides).toHaveCount(visitorPopups.length);
      // The slide shown is the one not inert: the others stay in the tree, only inert marks them.
      const shownTitle = slides.and(dialog.locator(':not([inert])')).getByRole('heading', { level: 3 });
      await expect(shownTitle).toHaveText(visitorPopups[0]!.title);
      const prev = dialog.getByRole('button', { name: common.action.previous, exact: true });
      const next = dialog.getByRole('button', { name: common.action.next, exact: true });
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      // Each step's transition, as Swiper sets it on the row while it slides (the carousel's own row, no role).
      await dialog.locator('.lk-carousel__track').evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { __slideDurations: string[] }).__slideDurations = seen;
        new MutationObserver(() => seen.push(getComputedStyle(el).transitionDuration)).observe(el, { attributes: true, attributeFilter: ['style'] });
      });
      for (let i = 1; i < visitorPopups.length; i++) {
        await next.click();
        await expect(shownTitle).toHaveText(visitorPopups[i]!.title);
      }
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      // It slides in constants.popupSlideMs.
      expect(await page.evaluate(() => (window as unknown as { __slideDurations: string[] }).__slideDurations)).toContain(
        `${brand.constants.popupSlideMs / 1000}s`,
      );
      await dialog.getByRole('button', { name: common.action.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // Once per browser session.
      await page.reload();
      await hydrated(page);
      // The always-on layer listens for the first input once it is there.
      await expect(csToggle(page)).toBeVisible();
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
      await expect(csToggle(page)).toBeVisible();
      await page.keyboard.press('Shift');
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(slides.getByRole('heading', { level: 3 })).toHaveText(playerPopups.map((p) => p.title));
    });
  });
}
