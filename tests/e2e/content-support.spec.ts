// Customer service, unread badge, VIP progress and the help popup in Chromium
// against the reference platform, every demo brand: the floating widget lists
// the configured channels (the type-3 one decrypted back to its configured
// link), opens from the side menu, and closes on an outside click; the unread
// badge adds the platform's counts (chat only with CBS3), shows 99+ above 99,
// and stays off for visitors; the side menu's VIP progress follows the rule;
// the help popup lists every help entry.
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { client, registerPlayer } from './players.ts';

for (const brand of BRANDS) {
  test.describe(`${brand.id} support and badges`, () => {
    test('customer-service widget: configured channels, type 3 decrypted, outside click closes', async ({ page }) => {
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The outside click below lands on the promotions title: bring that section in (it mounts near the viewport).
      const outside = page.locator('[data-section="promotions"] .lk-section-title > span');
      await page.locator('[data-section="promotions"]').scrollIntoViewIfNeeded();
      await expect(outside).toBeVisible();
      const widget = page.locator('.lk-cs');
      const toggle = widget.locator('.lk-cs__toggle');
      await toggle.click();
      await expect(widget).toHaveAttribute('data-open', 'true');
      const channels = widget.locator('.lk-cs__channel');
      await expect(channels).toHaveCount(brand.customerService.length);
      for (const entry of brand.customerService) {
        const link = widget.locator(`[data-position="${entry.position}"]`);
        // Type 3 travels encrypted (enc:v1:...); the page shows the configured link again.
        await expect(link).toHaveAttribute('href', new URL(entry.url).href);
        if (entry.type === 2) await expect(link).not.toHaveAttribute('target', '_blank');
        else await expect(link).toHaveAttribute('target', '_blank');
      }
      // An outside click (on a plain section title) closes it.
      await outside.click();
      await expect(widget).toHaveAttribute('data-open', 'false');
      await expect(channels).toHaveCount(0);
      // The side menu's customer-service entry opens it too.
      if (brand.layout.sideMenu.includes('customerService')) {
        await page.locator('header.lk-header--home .lk-iconbtn').first().click();
        await page.locator('[data-item="customerService"]').click();
        await expect(widget).toHaveAttribute('data-open', 'true');
        await page.keyboard.press('Escape');
        await expect(widget).toHaveAttribute('data-open', 'false');
      }
    });

    test('unread badge: the platform counts added, 99+ above 99, none for visitors', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      const api = client(PLATFORM, brand, player.token);
      const announcements = await api.announcementUnreadCount({});
      const inbox = await api.inboxUnreadCount({});
      const chat = brand.flags.CBS3 ? (await api.chatUnreadCount({})).unReadCount : 0;
      const badge = page.locator('.lk-bottom [data-item="member"] .lk-badge');
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
      await page.locator('header.lk-header--home .lk-iconbtn').first().click();
      const vip = page.locator('.lk-vip');
      await expect(vip).toBeVisible();
      await expect(vip).toHaveAttribute('data-progress', String(expected));
      await expect(vip.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round(expected * 100)));
    });

    test('help popup: every help entry as HTML', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'footer'), 'no footer');
      const help = await client(PLATFORM, brand).helpCentre({ lang: brand.languages.default });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
      const footer = page.locator('.lk-footer');
      await footer.locator('.lk-footer__actions button').first().click();
      const popup = page.locator('.lk-help-popup');
      await expect(popup).toBeVisible();
      await expect(popup.locator('.lk-help-item summary')).toHaveText(help.map((h) => h.title));
      await expect(popup.locator('.lk-help-item[open] .lk-content-html h2, .lk-help-item[open] .lk-content-html p').first()).toBeVisible();
    });
  });
}
