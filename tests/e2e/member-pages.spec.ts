// The member area for every demo brand (account spec section 2 routes; their
// insides are the feature's own, see src/app/features/member/README.md):
// member centre, deposit, withdraw, settings, reward centre and agent centre,
// as a visitor, a member (demo0) and an agent (demo1).
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { formatAmount } from '../../src/app/rules/format.ts';
import enCashier from '../../src/i18n/locales/en/cashier.json' with { type: 'json' };
import { BRANDS, expect, test } from './fixtures.ts';
import {
  accountStrings,
  agreeTermsFirst,
  allowFailedRequests,
  button,
  dialog,
  expectToast,
  field,
  loginPopup,
  open,
  recordToasts,
  SLOW,
} from './account-helpers.ts';
import { brandStrings, filled, literally } from './strings.ts';

async function loginAs(page: Page, brand: BrandConfig, username: string) {
  await open(page, brand, '/m/login');
  const login = loginPopup(page, brand);
  await login.username.fill(username);
  await login.password.fill('demo1234');
  await login.submit.click();
  await expect(login.dialog).toHaveCount(0, SLOW);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName), SLOW).toBe(username);
}

for (const brand of BRANDS) {
  const { account: a, common: c, member: m } = accountStrings(brand);
  const cashier = brandStrings(brand, 'cashier', enCashier);
  const main = (page: Page) => page.getByRole('main');
  /** An entry of the member centre's account menu: a link to a page or a button that opens something. */
  const entry = (page: Page, name: string) => {
    const menu = page.getByRole('navigation', { name: m.menu.title, exact: true });
    return menu.getByRole('link', { name, exact: true }).or(menu.getByRole('button', { name, exact: true }));
  };
  /** A visitor's login prompt on a member page. */
  const guestGate = (page: Page, agent = false) => main(page).getByText(agent ? m.gate.agentGuest : m.gate.guest, { exact: true });

  test.describe(`${brand.id} member area`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await recordToasts(page);
    });

    test('visitors are asked to log in; the reward centre follows REWCEN3', async ({ page }) => {
      for (const path of ['/m/member/home', '/m/voucherCenter', '/m/withdraw']) {
        await open(page, brand, path);
        await expect(guestGate(page), path).toBeVisible();
      }
      await open(page, brand, '/m/member/home');
      // Visitors see every entry of the account menu, as of the side menu (game spec section 2).
      await expect(entry(page, m.menu.rewardCenter)).toHaveCount(1);
      await button(main(page), m.gate.register).click();
      await expect(dialog(page, a.register.title)).toBeVisible();
      await open(page, brand, '/m/rewardCenter');
      if (brand.flags.REWCEN3) await expect(guestGate(page)).toBeVisible();
      else {
        await expect(main(page).getByRole('status')).toHaveText(m.reward.off);
        await expect(main(page).getByRole('list').getByRole('link').first()).toBeVisible();
      }
      await open(page, brand, '/m/agent');
      await expect(guestGate(page, true)).toBeVisible();
    });

    test('member centre, deposit, withdraw and reward centre for a member', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo0');
      // The side menu's account block carries the shared balance widget for a logged-in player.
      await button(page.getByRole('banner'), c.menu.open).click();
      const side = dialog(page, brand.name);
      await expect(side.getByTestId('balance-value')).toHaveText(/\d/, SLOW);
      // REWCEN3 off: no reward-centre entry for a player, in the side menu as in the member centre below.
      const rewardInMenu = brand.flags.REWCEN3 && brand.layout.sideMenu.includes('rewardCenter');
      await expect(button(side.getByRole('navigation', { name: c.menu.side, exact: true }), c.menu.rewardCenter)).toHaveCount(rewardInMenu ? 1 : 0);
      await page.keyboard.press('Escape');
      await expect(side).toHaveCount(0);
      await open(page, brand, '/m/member/home');
      await expect(page.getByRole('region', { name: m.profile.title, exact: true }).getByRole('heading', { level: 2 })).toHaveText('Demo Player');
      // Balance: shown, hidden with asterisks, shown again.
      const wallet = page.getByRole('region', { name: m.wallet.total, exact: true });
      // The amount is a run of text inside the wallet's live line, with no role of its own: data-balance marks it.
      const balance = wallet.locator('[data-balance]');
      await expect(balance).toHaveText(/\d/);
      await button(wallet, m.wallet.hide).click();
      await expect(balance).toHaveText('****');
      await button(wallet, m.wallet.show).click();
      await expect(balance).toHaveText(/\d/);
      // VIP progress (VIPBENEFIT3): a bar from the rank progress call.
      await expect(page.getByRole('region', { name: m.vip.title, exact: true }).getByRole('progressbar', { name: m.vip.progress, exact: true })).toHaveCount(
        brand.flags.VIPBENEFIT3 ? 1 : 0,
      );
      // The account menu: no agent entry for a member, the reward and invite entries by REWCEN3 and REFERRAL3; the template decides grid or list.
      await expect(entry(page, m.menu.agent)).toHaveCount(0);
      await expect(entry(page, m.menu.rewardCenter)).toHaveCount(brand.flags.REWCEN3 ? 1 : 0);
      await expect(entry(page, m.menu.referral)).toHaveCount(brand.flags.REFERRAL3 ? 1 : 0);
      // Grid or list is only the menu's layout: its class says which.
      await expect(page.getByRole('navigation', { name: m.menu.title, exact: true })).toHaveClass(
        new RegExp(`\\blk-menu--${brand.templates.mem_cen === 1 ? 'grid' : 'list'}\\b`),
      );

      await entry(page, m.menu.deposit).click();
      // The cashier's deposit page (tests/e2e/cashier-deposit.spec.ts): the platform's methods, each with its range.
      const methods = page.getByRole('group', { name: cashier.deposit.method, exact: true });
      await expect(methods.getByRole('radio')).toHaveCount(4);
      // A method's range is a line of text inside its label, with no role of its own.
      await expect(methods.locator('.lk-cashier__method-detail').first()).toBeVisible();

      await open(page, brand, '/m/withdraw');
      // The cashier's withdraw page (tests/e2e/cashier-withdraw.spec.ts): demo0's welcome bonus is held by its turnover.
      // A figure (dd) is tied to its term only by place: data-figure says which one it is.
      await expect(page.getByRole('region', { name: cashier.withdraw.withdrawable, exact: true }).locator('[data-figure="held"]')).toHaveText(
        formatAmount(88, brand.languages.default, brand.constants.currencyDecimals),
      );
      await expect(page.getByRole('region', { name: cashier.cards.title, exact: true })).toBeVisible();

      await open(page, brand, '/m/rewardCenter');
      if (brand.flags.REWCEN3) {
        const tabs = page.getByRole('tablist', { name: m.reward.title, exact: true });
        await expect(tabs.getByRole('tab')).toHaveCount(3);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        const history = tabs.getByRole('tab', { name: m.reward.tabs.history, exact: true });
        await history.click();
        await expect(history).toHaveAttribute('aria-selected', 'true');
      } else {
        await expect(main(page).getByRole('status')).toHaveText(m.reward.off);
      }
    });

    test('settings: language, avatar, feedback and logout', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo0');
      await open(page, brand, '/m/set');
      // The language row's name is the word and the language chosen ("Language English").
      await main(page).getByRole('button', { name: m.menu.language }).click();
      const languages = dialog(page, c.language.title).getByRole('list');
      await expect(languages).toBeVisible();
      // The chosen language is marked aria-current, which a role query cannot ask for.
      await expect(languages.getByRole('button').and(page.locator('[aria-current="true"]'))).toHaveCount(1);
      await page.keyboard.press('Escape');
      const avatars = page.getByRole('group', { name: m.settings.avatar, exact: true }).getByRole('button');
      await expect(avatars.first()).toBeVisible();
      const fourth = button(main(page), filled(m.settings.avatarN, { n: 4 }, brand));
      await fourth.click();
      await expect(fourth).toHaveAttribute('aria-pressed', 'true', SLOW);
      await expectToast(page, 'success');
      const feedback = page.getByRole('region', { name: m.feedback.title, exact: true });
      const message = field(feedback, m.feedback.message);
      await button(feedback, m.feedback.send).click();
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await message.fill('The lobby loads fast, thank you.');
      await button(feedback, m.feedback.send).click();
      await expect(message).toHaveValue('', SLOW);
      await button(main(page), m.menu.changePassword).click();
      await expect(dialog(page, a.changePassword.title)).toBeVisible();
      await page.keyboard.press('Escape');
      await button(main(page), m.menu.logout).click();
      await button(dialog(page, a.logout.title), c.action.confirm).click();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();
    });

    test('agent centre: KPI by period and the two contracts for an agent', async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      await loginAs(page, brand, 'demo1');
      await open(page, brand, '/m/member/home');
      await expect(entry(page, m.menu.agent)).toBeVisible();
      await entry(page, m.menu.agent).click();
      const kpi = page.getByRole('region', { name: m.agent.kpi, exact: true });
      await expect(kpi.getByRole('definition').first()).toHaveText(/\d/);
      const asked = page.waitForRequest((r) => r.url().includes('/api/agent/team-kpi'));
      const month = kpi.getByRole('radiogroup', { name: m.agent.period, exact: true }).getByRole('radio', { name: m.agent.periods['30'], exact: true });
      await month.click();
      const url = new URL((await asked).url());
      expect(url.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(month).toBeChecked();
      // Each contract's section shows its title and status once the platform has answered.
      const status = new RegExp(
        Object.values(m.agent.status)
          .map((t) => literally(t).source)
          .join('|'),
      );
      for (const title of [m.agent.salary, m.agent.dividend]) {
        const contract = page.getByRole('region', { name: title, exact: true });
        await expect(contract.getByRole('heading', { name: title, exact: true })).toBeVisible();
        await expect(contract).toContainText(status);
      }
      // A member is told agents only.
      await open(page, brand, '/m/login');
      await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
      await loginAs(page, brand, 'demo0');
      await open(page, brand, '/m/agent');
      await expect(main(page).getByRole('alert')).toHaveText(a.message.nonAgent);
      allowFailedRequests(consoleErrors, [401, 403]);
    });
  });
}
