// Safer play on every demo brand (issue 37; src/app/features/safer-play/README.md):
// a daily deposit limit that applies at once and refuses a deposit above it with
// the limit and when it resets, a raise that waits for its effective time while
// the old limit holds, the reality check over another page once its interval
// has passed (the page's clock moved on rather than waited for), and a
// self-exclusion that logs the player out and refuses the next login with its
// end date.
import { formatDateTime } from '../../src/app/rules/format.ts';
import { PlatformError } from '../../src/platform/client.ts';
import { allowFailedRequests, expectToast, recordToasts } from './account-helpers.ts';
import { seriousViolations } from './axe.ts';
import { balanceText, openPage, playerOn, SLOW } from './cashier-helpers.ts';
import { BRANDS, expect, PLATFORM, test } from './fixtures.ts';
import { client } from './players.ts';

for (const brand of BRANDS) {
  const lng = brand.languages.default;
  test.describe(`${brand.id} safer play`, () => {
    test('a daily deposit limit refuses a deposit above it with the limit and its reset; a raise waits for its time', async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      const player = await playerOn(page, brand);
      await openPage(page, brand, '/m/saferPlay');
      const day = page.locator('[data-limit="deposit-day"]');
      await day.locator('input[name="amount"]').fill('100');
      await day.locator('[data-action="save-limit"]').click();
      await expect(day.locator('[data-current]')).toContainText(balanceText(brand, 100), SLOW);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      // The platform refuses above it, naming the limit and when it resets.
      const refusal = await player.api.createDeposit({ methodId: 'ewallet', amount: 15000, idempotencyKey: `limit-${Date.now()}` }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(PlatformError);
      const { code, value } = refusal as PlatformError;
      expect(code).toBe('limit.deposit');
      expect(value?.limit).toBe(10000);
      const resetsAt = value!.resetsAt!;

      // So does the deposit page, before sending.
      await openPage(page, brand, '/m/voucherCenter');
      const form = page.locator('form[data-form="deposit"]');
      await form.locator('[data-method="ewallet"] input').check();
      await form.locator('input[name="amount"]').fill('150');
      await form.locator('[data-action="deposit"]').click();
      await expect(page.locator('#lk-deposit-problem')).toContainText(balanceText(brand, 100));
      await expect(page.locator('[data-limit-left]')).toContainText(formatDateTime(resetsAt, lng));
      await expect(page.locator('[data-order]')).toHaveCount(0);

      // Raising waits: the page says when, and the old limit holds until then.
      await openPage(page, brand, '/m/saferPlay');
      await day.locator('input[name="amount"]').fill('500');
      await day.locator('[data-action="save-limit"]').click();
      // The click answers before the platform has the raise: its state is read once it does.
      const dayLimit = async () => (await player.api.saferPlay()).limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
      await expect.poll(async () => (await dayLimit()).pending?.amount, SLOW).toBe(50000);
      const limit = await dayLimit();
      expect(limit.amount).toBe(10000);
      await expect(day.locator('[data-message]')).toContainText(formatDateTime(limit.pending!.effectiveAt, lng), SLOW);
      await expect(day.locator('[data-pending]')).toContainText(balanceText(brand, 500));
      await expect(day.locator('[data-current]')).toContainText(balanceText(brand, 100));
      allowFailedRequests(consoleErrors, [403]);
    });

    test('the reality check shows over another page once its interval has passed', async ({ page }) => {
      await page.clock.install();
      const player = await playerOn(page, brand);
      const { realityCheck } = await player.api.saferPlay();
      expect(realityCheck.intervalMinutes).toBeGreaterThan(0);
      await openPage(page, brand, '/m/activity');
      const check = page.locator('[data-dialog="reality-check"]');
      await expect(check).toHaveCount(0);
      await page.clock.fastForward((realityCheck.intervalMinutes + 1) * 60_000);
      await expect(check).toBeVisible(SLOW);
      await expect(check.locator('[data-session-time]')).not.toBeEmpty();
      await expect(check.locator('[data-net]')).toContainText(balanceText(brand, 0));
      await check.locator('[data-action="records"]').click();
      await expect(page).toHaveURL(/\/m\/records\?type=game$/);
      await expect(check).toHaveCount(0);
    });

    test('self-exclusion logs the player out and refuses the next login with its end date', async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      await recordToasts(page);
      const player = await playerOn(page, brand);
      await openPage(page, brand, '/m/saferPlay');
      const form = page.locator('form[data-form="break"]');
      await form.locator('input[value="selfExclusion"]').check();
      await form.locator('select[name="period"]').selectOption('6m');
      await form.locator('input[name="password"]').fill(player.password);
      await form.locator('[data-action="take-break"]').click();
      await expect(page.locator('[data-break-ended="selfExclusion"]')).toBeVisible(SLOW);
      await expect(page.locator('[data-gate="guest"]')).toBeVisible();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();

      // The platform refuses every login until the end date, which the message names.
      const refused = await client(PLATFORM, brand)
        .login({ username: player.userName, password: player.password, type: 'username' })
        .catch((e: unknown) => e);
      const until = (refused as PlatformError).value?.until;
      expect((refused as PlatformError).code).toBe('safer.self_excluded');
      await expect(page.locator('[data-break-ended]')).toContainText(formatDateTime(until!, lng));

      await page.locator('[data-gate="guest"] [data-action="login"]').click();
      const login = page.locator('form[data-form="login"]');
      await login.locator('[data-field="username"] input').fill(player.userName);
      await login.locator('[data-field="password"] input').fill(player.password);
      await login.locator('[data-action="login"]').click();
      await expectToast(page, 'error', new RegExp(formatDateTime(until!, 'en')));
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();
      allowFailedRequests(consoleErrors, [401, 403]);
    });
  });
}
