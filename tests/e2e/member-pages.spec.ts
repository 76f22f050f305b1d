// The member area for every demo brand (account spec section 2 routes; their
// insides are the feature's own, see src/app/features/member/README.md):
// member centre, deposit, withdraw, settings, reward centre and agent centre,
// as a visitor, a member (demo0) and an agent (demo1).
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { agreeTermsFirst, allowFailedRequests, expectToast, open, recordToasts, SLOW } from './account-helpers.ts';

async function loginAs(page: Page, brand: BrandConfig, username: string) {
  await open(page, brand, '/m/login');
  const form = page.locator('form[data-form="login"]');
  await form.locator('[data-field="username"] input').fill(username);
  await form.locator('[data-field="password"] input').fill('demo1234');
  await form.locator('[data-action="login"]').click();
  await expect(form).toHaveCount(0, SLOW);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName), SLOW).toBe(username);
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} member area`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await recordToasts(page);
    });

    test('visitors are asked to log in; the reward centre follows REWCEN3', async ({ page }) => {
      for (const path of ['/m/member/home', '/m/voucherCenter', '/m/withdraw']) {
        await open(page, brand, path);
        await expect(page.locator('[data-gate="guest"]'), path).toBeVisible();
      }
      await open(page, brand, '/m/member/home');
      // Visitors see every entry of the account menu, as of the side menu (game spec section 2).
      await expect(page.locator('[data-entry="rewardCenter"]')).toHaveCount(1);
      await page.locator('[data-gate="guest"] [data-action="register"]').click();
      await expect(page.locator('form[data-form="register"]')).toBeVisible();
      await open(page, brand, '/m/rewardCenter');
      if (brand.flags.REWCEN3) await expect(page.locator('[data-gate="guest"]')).toBeVisible();
      else {
        await expect(page.locator('[data-message="reward-off"]')).toContainText(/contact customer service|ติดต่อฝ่ายบริการลูกค้า|خدمة العملاء/);
        await expect(page.locator('.lk-channels__item').first()).toBeVisible();
      }
      await open(page, brand, '/m/agent');
      await expect(page.locator('[data-gate="guest"]')).toBeVisible();
    });

    test('member centre, deposit, withdraw and reward centre for a member', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo0');
      // The side menu's account block carries the shared balance widget for a logged-in player.
      await page
        .getByRole('button', { name: /menu|เมนู|القائمة/i })
        .first()
        .click();
      const side = page.getByRole('dialog').filter({ has: page.locator('.lk-side__account') });
      await expect(side.locator('.lk-side__account [data-testid="balance-value"]')).toHaveText(/\d/, SLOW);
      // REWCEN3 off: no reward-centre entry for a player, in the side menu as in the member centre below.
      const rewardInMenu = brand.flags.REWCEN3 && brand.layout.sideMenu.includes('rewardCenter');
      await expect(side.locator('[data-item="rewardCenter"]')).toHaveCount(rewardInMenu ? 1 : 0);
      await page.keyboard.press('Escape');
      await expect(side).toHaveCount(0);
      await open(page, brand, '/m/member/home');
      await expect(page.locator('[data-name]')).toHaveText('Demo Player');
      // Balance: shown, hidden with asterisks, shown again.
      const balance = page.locator('[data-balance]').first();
      await expect(balance).toHaveText(/\d/);
      await page.locator('.lk-wallet__head button[aria-pressed]').click();
      await expect(balance).toHaveText('****');
      await page.locator('.lk-wallet__head button[aria-pressed]').click();
      await expect(balance).toHaveText(/\d/);
      // VIP progress (VIPBENEFIT3): a bar from the rank progress call.
      await expect(page.locator('#vip [role=progressbar]')).toHaveCount(brand.flags.VIPBENEFIT3 ? 1 : 0);
      // The account menu: no agent entry for a member, the reward and invite entries by REWCEN3 and REFERRAL3; the template decides grid or list.
      await expect(page.locator('[data-entry="agent"]')).toHaveCount(0);
      await expect(page.locator('[data-entry="rewardCenter"]')).toHaveCount(brand.flags.REWCEN3 ? 1 : 0);
      await expect(page.locator('[data-entry="referral"]')).toHaveCount(brand.flags.REFERRAL3 ? 1 : 0);
      await expect(page.locator(`.lk-menu--${brand.templates.mem_cen === 1 ? 'grid' : 'list'}`)).toBeVisible();

      await page.locator('[data-entry="deposit"]').click();
      // The cashier's deposit page (tests/e2e/cashier-deposit.spec.ts): the platform's methods, each with its range.
      await expect(page.locator('[data-page="deposit"] form[data-form="deposit"] [data-method]')).toHaveCount(4);
      await expect(page.locator('[data-page="deposit"] .lk-cashier__method-detail').first()).toBeVisible();

      await open(page, brand, '/m/withdraw');
      await expect(page.locator('.lk-wallet__split')).toBeVisible();
      await expect(page.locator('[data-purpose="withdraw"] .lk-channels__item').first()).toBeVisible();

      await open(page, brand, '/m/rewardCenter');
      if (brand.flags.REWCEN3) {
        await expect(page.locator('[role=tablist] [data-tab]')).toHaveCount(3);
        await expect(page.locator('.lk-rewards, .lk-empty').first()).toBeVisible();
        await page.locator('[data-tab="history"]').click();
        await expect(page.locator('[data-tab="history"]')).toHaveAttribute('aria-selected', 'true');
      } else {
        await expect(page.locator('[data-message="reward-off"]')).toBeVisible();
      }
    });

    test('settings: language, avatar, feedback and logout', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo0');
      await open(page, brand, '/m/set');
      await page.locator('[data-setting="language"]').click();
      const languages = page.getByRole('dialog').getByRole('list');
      await expect(languages).toBeVisible();
      await expect(languages.locator('button[aria-current="true"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      const avatars = page.locator('[data-avatar]');
      await expect(avatars.first()).toBeVisible();
      await avatars.nth(3).click();
      await expect(avatars.nth(3)).toHaveAttribute('aria-pressed', 'true', SLOW);
      await expectToast(page, 'success');
      const feedback = page.locator('.lk-feedback');
      await feedback.locator('button[type=submit]').click();
      await expect(feedback.locator('textarea')).toHaveAttribute('aria-invalid', 'true');
      await feedback.locator('textarea').fill('The lobby loads fast, thank you.');
      await feedback.locator('button[type=submit]').click();
      await expect(feedback.locator('textarea')).toHaveValue('', SLOW);
      await page.locator('[data-setting="password"]').click();
      await expect(page.locator('form[data-form="change-password"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.locator('[data-setting="logout"]').click();
      await page.locator('[data-action="confirm-logout"]').click();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();
    });

    test('agent centre: KPI by period and the two contracts for an agent', async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo1');
      await open(page, brand, '/m/member/home');
      await expect(page.locator('[data-entry="agent"]')).toBeVisible();
      await page.locator('[data-entry="agent"]').click();
      await expect(page.locator('[data-kpi] dd').first()).toHaveText(/\d/);
      const asked = page.waitForRequest((r) => r.url().includes('/api/agent/team-kpi'));
      await page.locator('[data-period="30"]').click();
      const url = new URL((await asked).url());
      expect(url.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator('[data-period="30"]')).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('[data-contract="salary"] .lk-chip')).toBeVisible();
      await expect(page.locator('[data-contract="dividend"] .lk-chip')).toBeVisible();
      // A member is told agents only.
      await open(page, brand, '/m/login');
      await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
      await loginAs(page, brand, 'demo0');
      await open(page, brand, '/m/agent');
      await expect(page.locator('[data-gate="not-agent"]')).toContainText(/Non-agents cannot log in|ไม่ใช่ตัวแทน|لغير الوكلاء/);
      allowFailedRequests(consoleErrors, [401, 403]);
    });
  });
}
