// Deposits on every demo brand (issue 37): each kind of method through the
// reference platform's simulated provider, paid, failed or abandoned; the
// balance changes only when an order is paid, and the order's status changes
// on the page without a reload (src/app/features/cashier/README.md).
import type { Page } from '@playwright/test';
import type { PlatformClient } from '../../src/platform/client.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { balanceText, figure, methodName, openPage, playerOn, provider, SLOW } from './cashier-helpers.ts';
import { seriousViolations } from './axe.ts';
import { brandStrings, templatePattern } from './strings.ts';
import en from '../../src/i18n/locales/en/cashier.json' with { type: 'json' };

// The balance widget is text beside its buttons, with no role of its own.
const balanceOf = (page: Page) => page.getByTestId('balance-value').first();

for (const brand of BRANDS) {
  test.describe(`${brand.id} deposit`, () => {
    const t = brandStrings(brand, 'cashier', en);
    const amountBox = (page: Page) => page.getByRole('main').getByRole('textbox', { name: templatePattern(`${t.deposit.amount} ${t.range}`) });
    const orderOf = (page: Page) => page.getByRole('region', { name: templatePattern(t.order.title) });
    // The status's data-status is the state the platform gave, whatever the language.
    const status = (page: Page) => orderOf(page).getByRole('status');

    async function order(page: Page, api: PlatformClient, kind: string, amount: string) {
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: await methodName(api, kind) }).check();
      await amountBox(page).fill(amount);
      await main.getByRole('button', { name: t.deposit.submit, exact: true }).click();
    }

    test('card paid through the provider page: back on the site, paid, the balance shows it', async ({ page }) => {
      const player = await playerOn(page, brand);
      const before = (await player.api.walletBalance()).sumBalance;
      await openPage(page, brand, '/m/voucherCenter');
      const balance = balanceOf(page);
      await expect(balance).toContainText(balanceText(brand, before), SLOW);
      await order(page, player.api, 'card', '200');
      await provider(page, 'Pay');
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await expect(status(page)).toHaveAttribute('data-status', 'paid', SLOW);
      // 200.00 less the card's 2.5% fee.
      await expect(balance).toContainText(balanceText(brand, before + 195), SLOW);
      expect((await player.api.walletBalance()).sumBalance).toBe(before + 195);
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });

    test('e-wallet QR failed and bank transfer abandoned: the page follows each order, the balance stays', async ({ page, context }) => {
      // A player, two orders and two provider pages: over a minute on a busy 2-core machine.
      test.setTimeout(180_000);
      const player = await playerOn(page, brand);
      const before = (await player.api.walletBalance()).sumBalance;
      await openPage(page, brand, '/m/voucherCenter');
      await order(page, player.api, 'ewallet', '50');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      await expect(orderOf(page).getByRole('img', { name: t.order.qrLabel })).toBeVisible(SLOW);
      // The phone's e-wallet app opens the QR code's address.
      const wallet = await context.newPage();
      await wallet.goto((await orderOf(page).getByRole('link', { name: t.order.qrOpen }).getAttribute('href'))!);
      await provider(wallet, 'Fail');
      await expect(status(page)).toHaveAttribute('data-status', 'failed', SLOW);
      await wallet.close();

      await orderOf(page).getByRole('button', { name: t.order.new }).click();
      await order(page, player.api, 'bank', '150');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      await expect((await figure(orderOf(page), t.order.reference)).getByText(/^LK\d+$/)).toBeVisible();
      const bank = await context.newPage();
      await bank.goto((await orderOf(page).getByRole('link', { name: t.order.bankConfirm }).getAttribute('href'))!);
      await provider(bank, 'Abandon');
      // Abandoning goes back to the site's deposit page; the tab is closed once it is there, not half-way.
      await expect(bank).toHaveURL(new URL('/m/voucherCenter', page.url()).href, SLOW);
      await bank.close();
      await expect(status(page)).toHaveAttribute('data-status', 'pending');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expect(balanceOf(page)).toContainText(balanceText(brand, before));
      expect((await player.api.walletBalance()).sumBalance).toBe(before);
    });

    test('voucher abandoned on the provider page comes back pending; an amount outside the range is refused before sending', async ({ page }) => {
      const player = await playerOn(page, brand);
      const before = (await player.api.walletBalance()).sumBalance;
      await openPage(page, brand, '/m/voucherCenter');
      await order(page, player.api, 'voucher', '5');
      await expect(amountBox(page)).toHaveAccessibleDescription(/\S/);
      await expect(orderOf(page)).toHaveCount(0);
      await order(page, player.api, 'voucher', '20');
      await provider(page, 'Abandon');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      expect((await player.api.walletBalance()).sumBalance).toBe(before);
    });
  });
}
