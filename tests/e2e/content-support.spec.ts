// Customer service, unread badge, VIP progress and the help popup in Chromium
// against the reference platform, every demo brand: the floating widget lists
// the configured channels (the type-3 one decrypted back to its configured
// link), opens from the side menu, and closes on an outside click; the unread
// badge adds the platform's counts (chat only with CBS3), shows 99+ above 99,
// and stays off for visitors; the side menu's VIP progress follows the rule;
// the help popup lists every help entry.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';
import { brandStrings, oneOf } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };
import enMember from '../../src/i18n/locales/en/member.json' with { type: 'json' };

for (const brand of BRANDS) {
  test.describe(`${brand.id} support and badges`, () => {
    const c = brandStrings(brand, 'content', enContent);
    const common = brandStrings(brand, 'common', enCommon);
    const m = brandStrings(brand, 'member', enMember);
    const openSideMenu = (page: Page) => page.getByRole('button', { name: common.menu.open, exact: true }).click();
    test('customer-service widget: configured channels, type 3 decrypted, outside click closes', async ({ page }) => {
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The outside click below lands on the promotions title: bring that section in (it mounts near the viewport).
      // The home section is an unnamed <section> (data-section: the layout's type); the click lands on its title's text.
      const section = page.locator('[data-section="promotions"]');
      await section.scrollIntoViewIfNeeded();
      const outside = section.getByRole('heading').getByText(c.promotions.title, { exact: true });
      await expect(outside).toBeVisible();
      // The toggle's name says what it does next (open or close); aria-expanded says the state.
      const toggle = page.getByRole('button', { name: oneOf(c.support.open, c.support.close) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const channels = page.getByRole('group', { name: c.support.title, exact: true }).getByRole('link');
      await expect(channels).toHaveCount(brand.customerService.length);
      // Each channel carries its configured position (data-position), the key to the brand's entry.
      const shown = await channels.evaluateAll((els) =>
        els.map((e) => ({ position: e.getAttribute('data-position'), href: e.getAttribute('href'), target: e.getAttribute('target') })),
      );
      for (const entry of brand.customerService) {
        const link = shown.find((l) => l.position === String(entry.position));
        // Type 3 travels encrypted (enc:v1:...); the page shows the configured link again.
        expect(link?.href).toBe(new URL(entry.url).href);
        if (entry.type === 2) expect(link?.target).not.toBe('_blank');
        else expect(link?.target).toBe('_blank');
      }
      // An outside click (on a plain section title) closes it.
      await outside.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(channels).toHaveCount(0);
      // The side menu's customer-service entry opens it too.
      if (brand.layout.sideMenu.includes('customerService')) {
        await openSideMenu(page);
        await page.getByRole('dialog', { name: brand.name, exact: true }).getByRole('button', { name: common.menu.customerService, exact: true }).click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test('unread badge: the platform counts added, 99+ above 99, none for visitors', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      const api = client(PLATFORM, brand, player.token);
      const announcements = await api.announcementUnreadCount({});
      const inbox = await api.inboxUnreadCount({});
      const chat = brand.flags.CBS3 ? (await api.chatUnreadCount({})).unReadCount : 0;
      // The badge's figure is hidden from assistive technology (the entry's name says the count in words): only its class finds it.
      const badge = page
        .getByRole('navigation', { name: common.menu.bottom, exact: true })
        .getByRole('button', { name: common.bottom.member })
        .locator('.lk-badge');
      const chatCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/chat/unread-count') && chatCalls.push(r.url()));
      const countCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/unread-count') && countCalls.push(r.url()));

      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // A visitor's page settles without asking any count.
      await page.waitForLoadState('networkidle');
      expect(countCalls).toEqual([]);
      await expect(badge).toHaveCount(0);

      await signIn(page, player);
      await page.reload();
      await hydrated(page);
      await expect(badge).toHaveText(String(announcements + inbox + chat));
      // The chat count is asked only with CBS3.
      expect(chatCalls.length > 0).toBe(brand.flags.CBS3);

      // Above the cap: 99+.
      await page.route('**/api/content/announcements/unread-count', (route) => route.fulfill({ json: { success: true, value: 60 } }));
      await page.route('**/api/member/inbox/unread-count', (route) => route.fulfill({ json: { success: true, value: 45 } }));
      await page.reload();
      await hydrated(page);
      await expect(badge).toHaveText('99+');
    });

    test('side menu: VIP progress for a player', async ({ page }) => {
      test.skip(!brand.layout.sideMenu.includes('vip') || !brand.flags.VIPBENEFIT3, 'no VIP entry for players');
      const player = await registerPlayer(PLATFORM, brand);
      const rank = await client(PLATFORM, brand, player.token).playerRankProgress({});
      const { completedConditions, totalExpectedConditions } = rank.currentProgress;
      const expected = !rank.playerRankProgress.labelId ? 1 : totalExpectedConditions > 0 ? Math.min(1, completedConditions / totalExpectedConditions) : 0;
      await quietPage(page);
      await signIn(page, player);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await openSideMenu(page);
      const side = page.getByRole('dialog', { name: brand.name, exact: true });
      const bar = side.getByRole('progressbar', { name: m.vip.progress, exact: true });
      await expect(bar).toBeVisible();
      // The exact fraction the bar's rounded percent comes from is the block's data-progress.
      await expect(side.locator('[data-progress]')).toHaveAttribute('data-progress', String(expected));
      await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(expected * 100)));
    });

    test('help popup: every help entry as HTML', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'footer'), 'no footer');
      const help = await client(PLATFORM, brand).helpCentre({ lang: brand.languages.default });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The footer is an unnamed home <section> (data-section: the layout's type).
      const footer = page.locator('[data-section="footer"]');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('button', { name: c.footer.help, exact: true }).click();
      const popup = page.getByRole('dialog', { name: c.help.title, exact: true });
      await expect(popup).toBeVisible();
      // Each entry is a <details> (a group) whose <summary> holds the title; only the first is open.
      const entries = popup.getByRole('group');
      await expect(entries).toHaveCount(help.length);
      for (const [i, h] of help.entries()) await expect(entries.nth(i).getByText(h.title, { exact: true }).first()).toBeVisible();
      const open = entries.first();
      await expect(open.getByRole('heading').or(open.getByRole('paragraph')).first()).toBeVisible();
    });
  });
}
