// Withdrawals and records on every demo brand (issue 37): a new player sets a
// payment password, adds a bank card with it, is refused above the withdrawable
// amount with the figure, withdraws within it, sees the back office's rejection
// with its reason and the amount back in the balance, and finds each movement
// in the records (src/app/features/cashier/README.md).
import { BRANDS, expect, PLATFORM, test } from './fixtures.ts';
import { balanceText, figure, openPage, playerOn, SLOW } from './cashier-helpers.ts';
import { brandStrings, literally, templatePattern } from './strings.ts';
import enCashier from '../../src/i18n/locales/en/cashier.json' with { type: 'json' };
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import { seriousViolations } from './axe.ts';
import { allowFailedRequests } from './account-helpers.ts';

const PAYMENT_PASSWORD = '246810';

for (const brand of BRANDS) {
  test.describe(`${brand.id} withdraw and records`, () => {
    const t = brandStrings(brand, 'cashier', enCashier);
    const e = brandStrings(brand, 'errors', enErrors);
    test('payment password, a bank card, a withdrawal refused above the withdrawable amount, one within it rejected with its reason, all in the records', async ({
      page,
      request: apiRequest,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const player = await playerOn(page, brand);
      const start = (await player.api.walletBalance()).sumBalance;
      // A paid deposit, made the way the provider's page pays it, for the records.
      const order = await player.api.createDeposit({ methodId: 'ewallet', amount: 5000, idempotencyKey: `e2e-${Date.now()}` });
      const payUrl = order.action.type === 'qr' ? order.action.qrPayload : '';
      const paid = await apiRequest.post(payUrl.replace(/\/\/[^/]+/, `//127.0.0.1:${new URL(PLATFORM).port}`), { form: { action: 'pay' }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
      const afterDeposit = start + 49.5;
      expect((await player.api.walletBalance()).sumBalance).toBe(afterDeposit);

      await openPage(page, brand, '/m/withdraw');
      const withdrawable = page.getByRole('region', { name: t.withdraw.withdrawable, exact: true });
      await expect(await figure(withdrawable, t.withdraw.withdrawable)).toHaveText(balanceText(brand, afterDeposit), SLOW);

      // No payment password yet: set one with the login password.
      const set = page.getByRole('form', { name: t.setPassword.title, exact: true });
      await set.getByLabel(t.setPassword.login, { exact: true }).fill(player.password);
      await set.getByLabel(t.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
      const save = set.getByRole('button', { name: t.setPassword.submit, exact: true });
      await save.click();

      const add = page.getByRole('form', { name: t.cards.add, exact: true });
      // The platform hashes it at full scrypt cost; on a loaded machine the answer can outlast the client's
      // 15 s wait, which the form reports ("Slow Connection") and the player answers by saving again.
      // The form's one alert with text is that report: the fields' own alerts are empty while they are valid.
      const slowSave = set.getByRole('alert').filter({ hasText: /\S/ });
      await expect(add.or(slowSave)).toBeVisible(SLOW);
      if (await slowSave.isVisible()) {
        await save.click();
        await expect(add).toBeVisible({ timeout: 60_000 });
      }
      const bank = add.getByRole('combobox', { name: t.cards.bank, exact: true });
      await expect(bank.getByRole('option')).not.toHaveCount(1);
      await bank.selectOption({ index: 1 });
      await add.getByRole('textbox', { name: t.cards.number, exact: true }).fill('001234567890');
      await add.getByRole('textbox', { name: t.cards.payee, exact: true }).fill('Dana Example');
      // A wrong payment password is refused by the platform with its reason, and nothing is added.
      await add.getByLabel(t.paymentPassword, { exact: true }).fill('999999');
      await add.getByRole('button', { name: t.cards.addSubmit, exact: true }).click();
      await expect(add.getByRole('alert').filter({ hasText: e.cashier.payment_password_wrong })).toBeVisible(SLOW);
      const cards = page.getByRole('region', { name: t.cards.title, exact: true }).getByRole('listitem');
      await expect(cards).toHaveCount(0);
      await add.getByLabel(t.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
      await add.getByRole('button', { name: t.cards.addSubmit, exact: true }).click();
      await expect(cards).toHaveCount(1, SLOW);
      await expect(cards).toContainText('7890');

      // Above the withdrawable amount (with the 10.00 fee): refused with the figure, nothing sent.
      const form = page.getByRole('form', { name: t.withdraw.title, exact: true });
      const amount = form.getByRole('textbox', { name: templatePattern(`${t.withdraw.amount} ${t.range}`) });
      await amount.fill(String(afterDeposit));
      await form.getByLabel(t.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
      await form.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
      await expect(amount).toHaveAccessibleDescription(literally(balanceText(brand, afterDeposit)));
      const request = page.getByRole('region', { name: templatePattern(t.withdraw.request) });
      await expect(request).toHaveCount(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      // Within it: taken at once with its fee. The status's data-status is the state the platform gave, whatever the language.
      await amount.fill('200');
      await form.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
      const status = request.getByRole('status');
      await expect(status).toHaveAttribute('data-status', 'pending', SLOW);
      await expect(status).toHaveText(t.status.pending);
      // The balance widget is text beside its buttons, with no role of its own.
      await expect(page.getByTestId('balance-value').first()).toContainText(balanceText(brand, afterDeposit - 210), SLOW);
      const withdrawalId = (await request.getAttribute('data-withdrawal'))!;

      // The back office rejects it: the page shows the reason, the amount and fee come back.
      const reason = 'The payee name differs from the bank record';
      const review = await apiRequest.post(`${PLATFORM}/dev/withdrawals`, {
        headers: { 'X-Merchant-Code': brand.merchantCode },
        data: { withdrawalId, status: 'rejected', reason },
      });
      expect(review.ok()).toBe(true);
      await expect(status).toHaveAttribute('data-status', 'rejected', SLOW);
      await expect(status).toContainText(t.status.rejected);
      // The reason is the platform's text, isolated in the translated sentence (withdraw.reason).
      await expect(status).toContainText(reason);
      await expect(page.getByTestId('balance-value').first()).toContainText(balanceText(brand, afterDeposit), SLOW);

      // Records: the withdrawal with its status and reason, the deposit paid.
      await openPage(page, brand, '/m/records?type=withdrawal');
      const records = page.getByRole('region', { name: t.records.list, exact: true }).getByRole('listitem');
      const w = records.filter({ hasText: withdrawalId });
      await expect(w).toHaveAttribute('data-status', 'rejected', SLOW);
      await expect(w).toContainText(reason);
      await expect(await figure(w, t.deposit.amountLabel)).toHaveText(balanceText(brand, 200));
      await page.getByRole('combobox', { name: t.records.type, exact: true }).selectOption('deposit');
      const d = records.filter({ hasText: order.orderId });
      await expect(d).toHaveAttribute('data-status', 'paid', SLOW);
      await expect(await figure(d, t.deposit.amountLabel)).toHaveText(balanceText(brand, 50));
      expect(await seriousViolations(page, 'main')).toEqual([]);
      // The refused card (wrong payment password) answered 400.
      allowFailedRequests(consoleErrors, [400]);
    });
  });
}
