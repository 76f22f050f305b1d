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
import { balanceText, figure, methodName, openPage, playerOn, SLOW } from './cashier-helpers.ts';
import { BRANDS, expect, PLATFORM, test } from './fixtures.ts';
import { client } from './players.ts';
import { brandStrings, literally, templatePattern } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCashier from '../../src/i18n/locales/en/cashier.json' with { type: 'json' };
import enMember from '../../src/i18n/locales/en/member.json' with { type: 'json' };
import enSafer from '../../src/i18n/locales/en/safer.json' with { type: 'json' };

for (const brand of BRANDS) {
  const lng = brand.languages.default;
  const t = brandStrings(brand, 'safer', enSafer);
  const c = brandStrings(brand, 'cashier', enCashier);
  const a = brandStrings(brand, 'account', enAccount);
  const m = brandStrings(brand, 'member', enMember);
  test.describe(`${brand.id} safer play`, () => {
    test('a daily deposit limit refuses a deposit above it with the limit and its reset; a raise waits for its time', async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      const player = await playerOn(page, brand);
      await openPage(page, brand, '/m/saferPlay');
      const day = page.getByRole('form', { name: t.limits.depositDay, exact: true });
      const current = day.getByText(templatePattern(t.limits.current));
      await day.getByRole('textbox', { name: t.limits.new, exact: true }).fill('100');
      await day.getByRole('button', { name: t.limits.save, exact: true }).click();
      await expect(current).toContainText(balanceText(brand, 100), SLOW);
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
      const deposit = page.getByRole('main');
      await deposit.getByRole('radio', { name: await methodName(player.api, 'ewallet') }).check();
      const amount = deposit.getByRole('textbox', { name: templatePattern(`${c.deposit.amount} ${c.range}`) });
      await amount.fill('150');
      await deposit.getByRole('button', { name: c.deposit.submit, exact: true }).click();
      await expect(amount).toHaveAccessibleDescription(literally(balanceText(brand, 100)));
      await expect(deposit.getByText(templatePattern(c.deposit.limitLeft))).toContainText(formatDateTime(resetsAt, lng));
      await expect(page.getByRole('region', { name: templatePattern(c.order.title) })).toHaveCount(0);

      // Raising waits: the page says when, and the old limit holds until then.
      await openPage(page, brand, '/m/saferPlay');
      await day.getByRole('textbox', { name: t.limits.new, exact: true }).fill('500');
      await day.getByRole('button', { name: t.limits.save, exact: true }).click();
      // The click answers before the platform has the raise: its state is read once it does.
      const dayLimit = async () => (await player.api.saferPlay()).limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
      await expect.poll(async () => (await dayLimit()).pending?.amount, SLOW).toBe(50000);
      const limit = await dayLimit();
      expect(limit.amount).toBe(10000);
      await expect(day.getByRole('status')).toContainText(formatDateTime(limit.pending!.effectiveAt, lng), SLOW);
      await expect(day.getByText(templatePattern(t.limits.pending))).toContainText(balanceText(brand, 500));
      await expect(current).toContainText(balanceText(brand, 100));
      allowFailedRequests(consoleErrors, [403]);
    });

    test('the reality check shows over another page once its interval has passed', async ({ page }) => {
      await page.clock.install();
      const player = await playerOn(page, brand);
      const { realityCheck } = await player.api.saferPlay();
      expect(realityCheck.intervalMinutes).toBeGreaterThan(0);
      // The page's clock jumps only once nothing is in flight: a platform call's timeout runs on the same faked clock,
      // and a jump past it fails the call (the safer-play answer the check is timed from, once, on a busy machine).
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/safer-play'), SLOW);
      await openPage(page, brand, '/m/activity');
      await answered;
      await page.waitForLoadState('networkidle');
      const check = page.getByRole('dialog', { name: t.reality.title, exact: true });
      await expect(check).toHaveCount(0);
      await page.clock.fastForward((realityCheck.intervalMinutes + 1) * 60_000);
      await expect(check).toBeVisible(SLOW);
      await expect(await figure(check, t.reality.time)).toHaveText(templatePattern(t.reality.length));
      await expect(await figure(check, t.reality.net)).toContainText(balanceText(brand, 0));
      await check.getByRole('button', { name: t.reality.records, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/records\?type=game$/);
      await expect(check).toHaveCount(0);
    });

    test('self-exclusion logs the player out and refuses the next login with its end date', async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      await recordToasts(page);
      const player = await playerOn(page, brand);
      await openPage(page, brand, '/m/saferPlay');
      const form = page.getByRole('form', { name: t.break.title, exact: true });
      await form.getByRole('radio', { name: t.break.selfExclusion, exact: true }).check();
      await form.getByRole('combobox', { name: t.break.period, exact: true }).selectOption('6m');
      await form.getByLabel(t.break.password, { exact: true }).fill(player.password);
      await form.getByRole('button', { name: t.break.submit, exact: true }).click();
      const ended = page.getByRole('alert').filter({ hasText: templatePattern(t.break.exclusionDone) });
      await expect(ended).toBeVisible(SLOW);
      const main = page.getByRole('main');
      await expect(main.getByText(m.gate.guest, { exact: true })).toBeVisible();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();

      // The platform refuses every login until the end date, which the message names.
      const refused = await client(PLATFORM, brand)
        .login({ username: player.userName, password: player.password, type: 'username' })
        .catch((e: unknown) => e);
      const until = (refused as PlatformError).value?.until;
      expect((refused as PlatformError).code).toBe('safer.self_excluded');
      await expect(ended).toContainText(formatDateTime(until!, lng));

      await main.getByRole('button', { name: m.gate.login, exact: true }).click();
      const login = page.getByRole('dialog', { name: a.login.title, exact: true });
      await login.getByRole('textbox', { name: a.field.username, exact: true }).fill(player.userName);
      await login.getByRole('textbox', { name: a.field.password, exact: true }).fill(player.password);
      await login.getByRole('button', { name: a.login.submit, exact: true }).click();
      await expectToast(page, 'error', new RegExp(formatDateTime(until!, lng)));
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'))).toBeNull();
      allowFailedRequests(consoleErrors, [401, 403]);
    });
  });
}
