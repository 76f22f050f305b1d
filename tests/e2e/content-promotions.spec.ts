// Promotions, tournaments and events in Chromium against the reference
// platform, every demo brand: the tab filter against the platform's own
// category ids, the detail by id (over the list and as its own page), dates,
// the home strip, the tournament carousel and /m/leaderBoard, the sign-up join,
// the events page and the side menu's first three promotions.
import type { Locator, Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };

// Home sections are unnamed <section>s the home page lays out in the brand's order; data-section is the layout's type.
const homeSection = (page: Page, type: string) => page.locator(`[data-section="${type}"]`);

const ymd = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} promotions`, () => {
    const c = brandStrings(brand, 'content', enContent);
    const common = brandStrings(brand, 'common', enCommon);
    /** A promotion's dates: the paragraph the hidden "Dates:" prefix names. */
    const dates = (scope: Locator) => scope.getByRole('paragraph').filter({ hasText: c.promotions.datesLabel });
    /** The list's card of a promotion: the list item holding the link named by its title. */
    const card = (page: Page, title: string) =>
      page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title }) });
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
        // Each card carries its promotion's id (data-card), the platform's key to compare with.
        await expect
          .poll(() =>
            page
              .getByRole('tabpanel')
              .getByRole('listitem')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
          )
          .toEqual(expected);
      }
    });

    test('detail by id: sequence-1 image, title, dates, sanitised content, action; closing returns to /m/activity', async ({ page }) => {
      const e = brandStrings(brand, 'errors', enErrors);
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      const longTerm = promotion.find((p) => p.noExpiry === 1)!;
      const dated = promotion.find((p) => p.noExpiry === 0 && p.endDate !== null)!;
      await quietPage(page);
      await page.goto(brandUrl(brand, `/m/activity?id=${dated.id}`));
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: dated.title })).toBeVisible();
      await expect(dates(dialog)).toContainText(ymd(dated.startDate));
      await expect(dates(dialog)).toContainText(ymd(dated.endDate!));
      // The platform builds image URLs from the origin it was asked at; the path is what names the image.
      const banner = new URL(dated.announcementImages.find((i) => i.sequence === 1)!.url).pathname;
      await expect(dialog.getByRole('img', { name: dated.title, exact: true })).toHaveAttribute(
        'src',
        new RegExp(`${banner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      // The platform's sanitised HTML is a plain block with no role of its own.
      await expect(dialog.locator('.lk-content-html')).not.toBeEmpty();
      // The action block is its one button (Join, Claim, Participate or the status), after the content.
      await expect(dialog.getByRole('article').getByRole('button').last()).toBeVisible();
      // The list behind scrolled to the routed promotion.
      await expect(card(page, dated.title)).toHaveClass(/is-current/);
      await dialog.getByRole('button', { name: common.action.close, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Tapping a card opens its detail.
      await card(page, longTerm.title).getByRole('link').click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${longTerm.id}`));
      await expect(dates(page.getByRole('dialog'))).toContainText(ymd(longTerm.startDate));

      // /m/activityDetail?id= is the same detail as a page; an unknown id says so.
      await page.goto(brandUrl(brand, `/m/activityDetail?id=${dated.id}`));
      await hydrated(page);
      await expect(page.getByRole('article').getByRole('heading', { name: dated.title, exact: true })).toBeVisible();
      await page.goto(brandUrl(brand, '/m/activity?id=999999'));
      await hydrated(page);
      await expect(page.getByRole('dialog').getByText(e.promotion.not_found, { exact: true })).toBeVisible();
    });

    test('home promotions strip: see-all and items by id', async ({ page }) => {
      const strip = brand.layout.homeSections.find((s) => s.type === 'promotions');
      test.skip(!strip, 'no promotions strip on this brand');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const section = homeSection(page, 'promotions');
      await section.scrollIntoViewIfNeeded();
      const items = section.getByRole('listitem').getByRole('link');
      await expect(items.first()).toBeVisible();
      const limit = strip && 'limit' in strip ? strip.limit : undefined;
      if (limit) expect(await items.count()).toBeLessThanOrEqual(limit);
      const href = await items.first().getAttribute('href');
      expect(href).toMatch(/^\/m\/activity\?id=\d+$/);
      await items.first().click();
      await expect(page).toHaveURL(brandUrl(brand, href!));
      await page.goBack();
      await section.getByRole('link', { name: common.action.seeAll }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
    });

    test('tournament carousel: countdown unless long term, buttons to /m/leaderBoard', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'tournaments'), 'no tournament section on this brand');
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      const tournaments = promotion.filter((p) => p.kind === 'tournament');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const section = homeSection(page, 'tournaments');
      // The prebuilt still card's title (the section's own title is the h2).
      const stillTitle = section.getByRole('heading', { level: 3 }).first();
      // Prebuilt with the snapshot as a still first card; the pointer brings the carousel (Swiper) with every card.
      await section.scrollIntoViewIfNeeded();
      await expect(stillTitle).toHaveText(tournaments[0]!.title);
      // data-live: the section's state (hydrated), not a control.
      await expect(section).toHaveAttribute('data-live', '');
      const carousel = section.getByRole('region', { name: c.tournaments.title });
      await carousel.hover();
      const cards = carousel.getByRole('group');
      await expect(cards).toHaveCount(tournaments.length);
      for (const [i, t] of tournaments.entries()) {
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(t.title);
        await expect(cards.nth(i).getByRole('timer')).toHaveCount(t.noExpiry !== 1 && t.endDate !== null ? 1 : 0);
      }
      await cards.first().getByRole('button', { name: c.tournaments.participate, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/leaderBoard'));
      await expect(page.getByRole('region', { name: c.tournaments.title, exact: true }).getByRole('listitem')).toHaveCount(tournaments.length);
      // The first row is the column headers.
      await expect(page.getByRole('table', { name: c.leaderboard.caption }).getByRole('row').nth(1)).toBeVisible();
    });

    test('sign-up promotion join: visitors get the login form, players join', async ({ page }) => {
      const a = brandStrings(brand, 'account', enAccount);
      const player = await registerPlayer(PLATFORM, brand);
      const { promotion } = await client(PLATFORM, brand, player.token).announcements({ types: 'PR', platform: 'M' });
      const signup = promotion.find((p) => p.kind === 'signup' && p.status === 'Join')!;
      await quietPage(page);
      await page.goto(brandUrl(brand, `/m/activity?id=${signup.id}`));
      await hydrated(page);
      await page.getByRole('dialog').getByRole('button', { name: c.status.join, exact: true }).click();
      // A visitor is asked to log in (the account feature's login popup).
      await expect(page.getByRole('dialog', { name: a.login.title, exact: true })).toBeVisible();

      await signIn(page, player);
      await page.goto(brandUrl(brand, `/m/activity?id=${signup.id}`));
      await hydrated(page);
      await page.getByRole('dialog').getByRole('button', { name: c.status.join, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: c.status.joined, exact: true })).toBeDisabled();
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
      const label = (status: 'join' | 'joined') => c.status[status];
      await quietPage(page);
      await signIn(page, player);
      await page.goto(brandUrl(brand, '/m/activity'));
      await hydrated(page);
      await page
        .getByRole('tab')
        .nth(categories.findIndex((c) => signup.promoAnnouncementCategoryIds.includes(c.id)))
        .click();
      // The card's status badge has no role (a label inside the card's link): "Join" is part of "Joined", so only the badge tells them apart.
      const badge = card(page, signup.title).locator('.lk-status-badge');
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
      await expect(page.getByRole('region', { name: c.events.featured }).getByRole('img').first()).toBeVisible();
      const items = page.getByRole('main').getByRole('listitem');
      await expect(items).toHaveCount(banners.length);
      const first = banners[0]!;
      if (first.linkage.startsWith('/')) {
        await items.first().getByRole('link').click();
        await expect(page).toHaveURL(brandUrl(brand, first.linkage));
      }
    });

    test('side menu: the first three promotions under the promotion entry', async ({ page }) => {
      test.skip(!brand.layout.sideMenu.includes('promotions'), 'no promotion entry');
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await page.getByRole('button', { name: common.menu.open, exact: true }).click();
      const list = page.getByRole('list', { name: c.promotions.sideMenu }).getByRole('link');
      await expect(list).toHaveCount(Math.min(3, promotion.length));
      await expect(list).toHaveText(promotion.slice(0, 3).map((p) => p.title));
      await list.first().click();
      await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${promotion[0]!.id}`));
    });
  });
}
