// Promotions, tournaments and events in Chromium against the reference
// platform, every demo brand: the tab filter against the platform's own
// category ids, the detail by id (over the list and as its own page), dates,
// the home strip, the tournament carousel and /m/leaderBoard, the sign-up join,
// the events page and the side menu's first three promotions.
import { readFileSync } from 'node:fs';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';

/** The status labels (content:status.*) in a language, as the page shows them. */
const statusLabels = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lng}/content.json`, import.meta.url), 'utf8')).status;

const ymd = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} promotions`, () => {
    test('tabs filter by promoAnnouncementCategoryIds, the first tab active', async ({ page }) => {
      const api = client(PLATFORM, brand);
      const [categories, { promotion }] = await Promise.all([api.promotionCategories({}), api.announcements({ types: 'PR', platform: 'M' })]);
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/activity'));
      await hydrated(page);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(categories.length);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      for (const [i, category] of categories.entries()) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        const expected = promotion.filter((p) => p.promoAnnouncementCategoryIds.includes(category.id)).map((p) => String(p.id));
        await expect.poll(() => page.locator('.lk-promo-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(expected);
      }
    });

    test('detail by id: sequence-1 image, title, dates, sanitised content, action; closing returns to /m/activity', async ({ page }) => {
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      const longTerm = promotion.find((p) => p.noExpiry === 1)!;
      const dated = promotion.find((p) => p.noExpiry === 0 && p.endDate !== null)!;
      await quietPage(page);
      await page.goto(brandUrl(brand, `/m/activity?id=${dated.id}`));
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: dated.title })).toBeVisible();
      await expect(dialog.locator('.lk-promo-dates')).toContainText(ymd(dated.startDate));
      await expect(dialog.locator('.lk-promo-dates')).toContainText(ymd(dated.endDate!));
      // The platform builds image URLs from the origin it was asked at; the path is what names the image.
      const banner = new URL(dated.announcementImages.find((i) => i.sequence === 1)!.url).pathname;
      await expect(dialog.locator('.lk-promo-image img')).toHaveAttribute('src', new RegExp(`${banner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(dialog.locator('.lk-content-html')).not.toBeEmpty();
      await expect(dialog.locator('.lk-promo-action')).toBeVisible();
      // The list behind scrolled to the routed promotion.
      await expect(page.locator(`[data-card="${dated.id}"]`)).toHaveClass(/is-current/);
      await dialog.getByRole('button', { name: /close|ปิด|إغلاق/i }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Tapping a card opens its detail.
      await page.locator(`[data-card="${longTerm.id}"] a`).click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${longTerm.id}`));
      await expect(page.getByRole('dialog').locator('.lk-promo-dates')).toContainText(ymd(longTerm.startDate));

      // /m/activityDetail?id= is the same detail as a page; an unknown id says so.
      await page.goto(brandUrl(brand, `/m/activityDetail?id=${dated.id}`));
      await hydrated(page);
      await expect(page.locator('.lk-promo-detail__title')).toHaveText(dated.title);
      await page.goto(brandUrl(brand, '/m/activity?id=999999'));
      await hydrated(page);
      await expect(page.getByRole('dialog').locator('.lk-empty')).toBeVisible();
    });

    test('home promotions strip: see-all and items by id', async ({ page }) => {
      const strip = brand.layout.homeSections.find((s) => s.type === 'promotions');
      test.skip(!strip, 'no promotions strip on this brand');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const section = page.locator('[data-section="promotions"]');
      await section.scrollIntoViewIfNeeded();
      const items = section.locator('.lk-strip__card a');
      await expect(items.first()).toBeVisible();
      const limit = strip && 'limit' in strip ? strip.limit : undefined;
      if (limit) expect(await items.count()).toBeLessThanOrEqual(limit);
      const href = await items.first().getAttribute('href');
      expect(href).toMatch(/^\/m\/activity\?id=\d+$/);
      await items.first().click();
      await expect(page).toHaveURL(brandUrl(brand, href!));
      await page.goBack();
      await section.locator('.lk-see-all').click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
    });

    test('tournament carousel: countdown unless long term, buttons to /m/leaderBoard', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'tournaments'), 'no tournament section on this brand');
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      const tournaments = promotion.filter((p) => p.kind === 'tournament');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const section = page.locator('[data-section="tournaments"]');
      const cards = section.locator('.lk-tourney');
      // Prebuilt with the snapshot as a still first card; the pointer brings the carousel (Swiper) with every card.
      await section.scrollIntoViewIfNeeded();
      await expect(cards.first().locator('.lk-tourney__title')).toHaveText(tournaments[0]!.title);
      await expect(section).toHaveAttribute('data-live', '');
      await section.locator('.lk-carousel').hover();
      await expect(cards).toHaveCount(tournaments.length);
      for (const [i, t] of tournaments.entries()) {
        await expect(cards.nth(i).locator('.lk-tourney__title')).toHaveText(t.title);
        await expect(cards.nth(i).locator('.lk-countdown')).toHaveCount(t.noExpiry !== 1 && t.endDate !== null ? 1 : 0);
      }
      await cards.first().getByRole('button').first().click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/leaderBoard'));
      await expect(page.locator('.lk-board__tournament')).toHaveCount(tournaments.length);
      await expect(page.locator('.lk-ranking tbody tr').first()).toBeVisible();
    });

    test('sign-up promotion join: visitors get the login form, players join', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      const { promotion } = await client(PLATFORM, brand, player.token).announcements({ types: 'PR', platform: 'M' });
      const signup = promotion.find((p) => p.kind === 'signup' && p.status === 'Join')!;
      await quietPage(page);
      await page.goto(brandUrl(brand, `/m/activity?id=${signup.id}`));
      await hydrated(page);
      await page.getByRole('dialog').locator('[data-action="join"]').click();
      // A visitor is asked to log in (the account feature's login popup).
      await expect(page.getByRole('dialog').filter({ hasNot: page.locator('.lk-promo-detail') })).toBeVisible();

      await signIn(page, player);
      await page.goto(brandUrl(brand, `/m/activity?id=${signup.id}`));
      await hydrated(page);
      const join = page.getByRole('dialog').locator('[data-action="join"]');
      await join.click();
      await expect(page.getByRole('dialog').locator('.lk-promo-action button[disabled]')).toBeVisible();
      await expect
        .poll(
          async () =>
            (await client(PLATFORM, brand, player.token).announcements({ types: 'PR', platform: 'M' })).promotion.find((p) => p.id === signup.id)?.status,
        )
        .toBe('Joined');
    });

    test('joining refreshes what is on screen: the list behind the detail shows the new status, no reload', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      const api = client(PLATFORM, brand, player.token);
      const [categories, { promotion }] = await Promise.all([api.promotionCategories({}), api.announcements({ types: 'PR', platform: 'M' })]);
      const signup = promotion.find((p) => p.kind === 'signup' && p.status === 'Join')!;
      const label = (status: 'join' | 'joined') => statusLabels(brand.languages.default)[status]!;
      await quietPage(page);
      await signIn(page, player);
      await page.goto(brandUrl(brand, '/m/activity'));
      await hydrated(page);
      await page
        .getByRole('tab')
        .nth(categories.findIndex((c) => signup.promoAnnouncementCategoryIds.includes(c.id)))
        .click();
      // The card's status badge (no role: a label inside the card's link); the card is the list item of its id.
      const badge = page
        .getByRole('listitem')
        .and(page.locator(`[data-card="${signup.id}"]`))
        .locator('.lk-status-badge');
      await expect(badge).toHaveText(label('join'));
      await page.getByRole('link', { name: signup.title }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: label('join'), exact: true }).click();
      await expect(dialog.getByRole('button', { name: label('joined'), exact: true })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // The list was on screen when the join invalidated its answer: asked for again, it shows the platform's new status.
      await expect(badge).toHaveText(label('joined'));
    });

    test('events page: m_event1 carousel and the m_event image list', async ({ page }) => {
      const api = client(PLATFORM, brand);
      const { banners } = await api.announcements({ types: 'B', groupName: 'm_event', platform: 'M' });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/event'));
      await hydrated(page);
      await expect(page.locator('.lk-events > .lk-banners img').first()).toBeVisible();
      await expect(page.locator('.lk-events__item')).toHaveCount(banners.length);
      const first = banners[0]!;
      if (first.linkage.startsWith('/')) {
        await page.locator(`.lk-events__item [data-banner="${first.id}"]`).click();
        await expect(page).toHaveURL(brandUrl(brand, first.linkage));
      }
    });

    test('side menu: the first three promotions under the promotion entry', async ({ page }) => {
      test.skip(!brand.layout.sideMenu.includes('promotions'), 'no promotion entry');
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await page.locator('header.lk-header--home .lk-iconbtn').first().click();
      const list = page.locator('.lk-side-promos a');
      await expect(list).toHaveCount(Math.min(3, promotion.length));
      await expect(list).toHaveText(promotion.slice(0, 3).map((p) => p.title));
      await list.first().click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${promotion[0]!.id}`));
    });
  });
}
