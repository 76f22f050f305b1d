// Withdrawals and records on every demo brand (issue 37): a new player sets a
// payment password, adds a bank card with it, is refused above the withdrawable
// amount with the figure, withdraws within it, sees the back office's rejection
// with its reason and the amount back in the balance, and finds each movement
// in the records (src/app/features/cashier/README.md).
import { BRANDS, expect, PLATFORM, test } from './fixtures.ts';
import { balanceText, openPage, playerOn, SLOW } from './cashier-helpers.ts';
import { seriousViolations } from './axe.ts';
import { allowFailedRequests } from './account-helpers.ts';

const PAYMENT_PASSWORD = '246810';

for (const brand of BRANDS) {
  test.describe(`${brand.id} withdraw and records`, () => {
    test('payment password, a bank card, a withdrawal refused above the withdrawable amount, one within it rejected with its reason, all in the records', async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const player = await playerOn(page, brand);
      const start = (await player.api.walletBalance()).sumBalance;
      // A paid deposit, made the way the provider's page pays it, for the records.
      const order = await player.api.createDeposit({ methodId: 'ewallet', amount: 5000, idempotencyKey: `e2e-${Date.now()}` });
      const payUrl = order.action.type === 'qr' ? order.action.qrPayload : '';
      const paid = await request.post(payUrl.replace(/\/\/[^/]+/, `//127.0.0.1:${new URL(PLATFORM).port}`), { form: { action: 'pay' }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      const afterDeposit = start + 49.5;
      expect((await player.api.walletBalance()).sumBalance).toBe(afterDeposit);

      await openPage(page, brand, '/m/withdraw');
      await expect(page.locator('[data-figure="withdrawable"]')).toHaveText(balanceText(brand, afterDeposit), SLOW);

      // No payment password yet: set one with the login password.
      const set = page.locator('form[data-form="payment-password"]');
      await set.locator('input[name="password"]').fill(player.password);
      await set.locator('input[name="newPaymentPassword"]').fill(PAYMENT_PASSWORD);
      await set.locator('[data-action="set-payment-password"]').click();

      const add = page.locator('form[data-form="add-card"]');
      // The platform hashes it at full scrypt cost; on a loaded machine the answer can outlast the client's
      // 15 s wait, which the form reports ("Slow Connection") and the player answers by saving again.
      await expect(add.or(page.locator('[data-error="payment-password"]'))).toBeVisible(SLOW);
      if (await page.locator('[data-error="payment-password"]').isVisible()) {
        await set.locator('[data-action="set-payment-password"]').click();
        await expect(add).toBeVisible({ timeout: 60_000 });
      }
      await expect(add.locator('select[name="bank"] option')).not.toHaveCount(1);
      await add.locator('select[name="bank"]').selectOption({ index: 1 });
      await add.locator('input[name="accountNumber"]').fill('001234567890');
      await add.locator('input[name="payeeName"]').fill('Dana Example');
      // A wrong payment password is refused by the platform with its reason, and nothing is added.
      await add.locator('input[name="paymentPassword"]').fill('999999');
      await add.locator('[data-action="add-card"]').click();
      await expect(page.locator('[data-error="add-card"]')).not.toBeEmpty(SLOW);
      await expect(page.locator('[data-card]')).toHaveCount(0);
      await add.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
      await add.locator('[data-action="add-card"]').click();
      await expect(page.locator('[data-card]')).toHaveCount(1, SLOW);
      await expect(page.locator('[data-card]')).toContainText('7890');

      // Above the withdrawable amount (with the 10.00 fee): refused with the figure, nothing sent.
      const form = page.locator('form[data-form="withdraw"]');
      await form.locator('input[name="amount"]').fill(String(afterDeposit));
      await form.locator('input[name="withdrawPaymentPassword"]').fill(PAYMENT_PASSWORD);
      await form.locator('[data-action="withdraw"]').click();
      await expect(page.locator('#lk-withdraw-problem')).toContainText(balanceText(brand, afterDeposit));
      await expect(page.locator('[data-withdrawal]')).toHaveCount(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      // Within it: taken at once with its fee.
      await form.locator('input[name="amount"]').fill('200');
      await form.locator('[data-action="withdraw"]').click();
      const status = page.locator('[data-withdrawal] [data-status]');
      await expect(status).toHaveAttribute('data-status', 'pending', SLOW);
      await expect(page.locator('[data-testid="balance-value"]').first()).toContainText(balanceText(brand, afterDeposit - 210), SLOW);
      const withdrawalId = (await page.locator('[data-withdrawal]').getAttribute('data-withdrawal'))!;

      // The back office rejects it: the page shows the reason, the amount and fee come back.
      const reason = 'The payee name differs from the bank record';
      const review = await request.post(`${PLATFORM}/dev/withdrawals`, {
        headers: { 'X-Merchant-Code': brand.merchantCode },
        data: { withdrawalId, status: 'rejected', reason },
      });
      expect(review.ok()).toBe(true);
      await expect(status).toHaveAttribute('data-status', 'rejected', SLOW);
      await expect(page.locator('[data-withdrawal] [data-reason]')).toContainText(reason);
      await expect(page.locator('[data-testid="balance-value"]').first()).toContainText(balanceText(brand, afterDeposit), SLOW);

      // Records: the withdrawal with its status and reason, the deposit paid.
      await openPage(page, brand, '/m/records?type=withdrawal');
      const w = page.locator(`[data-record="${withdrawalId}"]`);
      await expect(w).toHaveAttribute('data-status', 'rejected', SLOW);
      await expect(w).toContainText(reason);
      await expect(w.locator('[data-amount]')).toHaveText(balanceText(brand, 200));
      await page.locator('select[name="type"]').selectOption('deposit');
      const d = page.locator(`[data-record="${order.orderId}"]`);
      await expect(d).toHaveAttribute('data-status', 'paid', SLOW);
      await expect(d.locator('[data-amount]')).toHaveText(balanceText(brand, 50));
      expect(await seriousViolations(page, 'main')).toEqual([]);
      // The refused card (wrong payment password) answered 400.
      allowFailedRequests(consoleErrors, [400]);
    });
  });
}
