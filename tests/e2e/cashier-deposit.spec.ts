// Deposits on every demo brand (issue 37): each kind of method through the
// reference platform's simulated provider, paid, failed or abandoned; the
// balance changes only when an order is paid, and the order's status changes
// on the page without a reload (src/app/features/cashier/README.md).
import type { Page } from '@playwright/test';
import { BRANDS, expect, test } from './fixtures.ts';
import { balanceText, openPage, playerOn, provider, SLOW } from './cashier-helpers.ts';
import { seriousViolations } from './axe.ts';

async function order(page: Page, kind: string, amount: string) {
  const form = page.locator('form[data-form="deposit"]');
  await form.locator(`[data-method="${kind}"] input`).check();
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('[data-action="deposit"]').click();
}

const status = (page: Page) => page.locator('[data-order] [data-status]');

for (const brand of BRANDS) {
  test.describe(`${brand.id} deposit`, () => {
    test('card paid through the provider page: back on the site, paid, the balance shows it', async ({ page }) => {
      const player = await playerOn(page, brand);
      const before = (await player.api.walletBalance()).sumBalance;
      await openPage(page, brand, '/m/voucherCenter');
      const balance = page.locator('[data-testid="balance-value"]').first();
      await expect(balance).toContainText(balanceText(brand, before), SLOW);
      await order(page, 'card', '200');
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
      await order(page, 'ewallet', '50');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      await expect(page.locator('.lk-qr img')).toBeVisible(SLOW);
      // The phone's e-wallet app opens the QR code's address.
      const wallet = await context.newPage();
      await wallet.goto((await page.locator('[data-action="qr-open"]').getAttribute('href'))!);
      await provider(wallet, 'Fail');
      await expect(status(page)).toHaveAttribute('data-status', 'failed', SLOW);
      await wallet.close();

      await page.locator('[data-action="new-deposit"]').click();
      await order(page, 'bank', '150');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      await expect(page.locator('[data-action-kind="bank"] dd bdi').last()).toHaveText(/^LK\d+$/);
      const bank = await context.newPage();
      await bank.goto((await page.locator('[data-action="bank-confirm"]').getAttribute('href'))!);
      await provider(bank, 'Abandon');
      // Abandoning goes back to the site's deposit page; the tab is closed once it is there, not half-way.
      await expect(bank).toHaveURL(new URL('/m/voucherCenter', page.url()).href, SLOW);
      await bank.close();
      await expect(status(page)).toHaveAttribute('data-status', 'pending');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await expect(page.locator('[data-testid="balance-value"]').first()).toContainText(balanceText(brand, before));
      expect((await player.api.walletBalance()).sumBalance).toBe(before);
    });

    test('voucher abandoned on the provider page comes back pending; an amount outside the range is refused before sending', async ({ page }) => {
      const player = await playerOn(page, brand);
      const before = (await player.api.walletBalance()).sumBalance;
      await openPage(page, brand, '/m/voucherCenter');
      const form = page.locator('form[data-form="deposit"]');
      await form.locator('[data-method="voucher"] input').check();
      await form.locator('input[name="amount"]').fill('5');
      await form.locator('[data-action="deposit"]').click();
      await expect(page.locator('#lk-deposit-problem')).not.toBeEmpty();
      await expect(page.locator('[data-order]')).toHaveCount(0);
      await order(page, 'voucher', '20');
      await provider(page, 'Abandon');
      await expect(status(page)).toHaveAttribute('data-status', 'pending', SLOW);
      expect((await player.api.walletBalance()).sumBalance).toBe(before);
    });
  });
}
