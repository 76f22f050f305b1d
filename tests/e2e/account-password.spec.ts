// Forgot password by phone and by e-mail, and change password, for every demo
// brand that offers them (account spec sections 2, 4 and 5). Each test
// registers its own player, so no demo account's password ever changes.
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import {
  agreeTermsFirst,
  allowFailedRequests,
  expectToast,
  forgetSession,
  international,
  open,
  outboxCode,
  recordToasts,
  registerPlayer,
  SLOW,
} from './account-helpers.ts';

for (const brand of BRANDS) {
  test.describe(`${brand.id} passwords`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await recordToasts(page);
      test.setTimeout(120_000);
    });

    test("the forgot form offers the brand's methods", async ({ page }) => {
      await open(page, brand, '/m/forget');
      const both = brand.flags.CHNGPASSMAIL3 && brand.flags.CHNGPASSVERIF3;
      await expect(page.locator('dialog [role=tab]')).toHaveCount(both ? 2 : 0);
      // Phone is the default only when it is the only method.
      await expect(page.locator(brand.flags.CHNGPASSMAIL3 ? 'form[data-form="forgot-email"]' : 'form[data-form="forgot-phone"]')).toBeVisible();
    });

    if (brand.flags.CHNGPASSVERIF3 && brand.flags.MOBILENUMREG3) {
      test('forgot password by phone: send checks the number, same password refused, wrong code cleared, then logged in', async ({
        page,
        request,
        consoleErrors,
      }) => {
        const player = await registerPlayer(page, request, brand, { method: 'mobile' });
        await forgetSession(page);
        await open(page, brand, '/m/forget');
        if (brand.flags.CHNGPASSMAIL3) await page.locator('dialog [data-tab="phone"]').click();
        const form = page.locator('form[data-form="forgot-phone"]');
        const submit = form.locator('[data-action="reset-phone"]');
        // Disabled until a field is touched.
        await expect(submit).toBeDisabled();
        // Sending checks only the mobile number.
        await form.locator('[data-action="send-code"]').click();
        await expect(form.locator('[data-field="mobile"] input')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.locator('[data-field="code"] input')).not.toHaveAttribute('aria-invalid', 'true');
        await expect(submit).toBeDisabled(); // a field has an error
        await form.locator('[data-field="mobile"] input').fill(player.mobile);
        // Account spec section 2, Forgot-password screen: disabled while ANY field has an error: the code and the new password are still empty.
        await expect(submit).toBeDisabled();
        await form.locator('[data-action="send-code"]').click();
        await expect(form.locator('[data-action="send-code"]')).toBeDisabled();
        const code = await outboxCode(request, brand, international(brand, player.mobile), 'sms', 'reset');

        // A wrong code: the code field is cleared.
        await form.locator('[data-field="code"] input').fill(code === '000000' ? '111111' : '000000');
        await expect(submit).toBeDisabled(); // the new password is still empty
        await form.locator('[data-field="password"] input').fill('Another456');
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(form.locator('[data-field="code"] input')).toHaveValue('', SLOW);
        await expect(form.locator('[data-field="password"] input')).toHaveValue('Another456');

        // The old password again: the password is cleared, the code kept.
        await form.locator('[data-field="code"] input').fill(code);
        await form.locator('[data-field="password"] input').fill(player.password);
        await submit.click();
        await expect(form.locator('[data-field="password"] input')).toHaveValue('', SLOW);
        await expect(form.locator('[data-field="password"] .lk-field__error')).not.toBeEmpty();
        await expect(form.locator('[data-field="code"] input')).toHaveValue(code);

        await form.locator('[data-field="password"] input').fill('Another456');
        await submit.click();
        await expect(form).toHaveCount(0, SLOW);
        await expectToast(page, 'success');
        // Logged in with the new password.
        await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName)).toBe(player.username);
        await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
        allowFailedRequests(consoleErrors, [400]);
      });
    }

    if (brand.flags.CHNGPASSMAIL3 && brand.flags.USERNAMEREG3 && brand.rules.fields.email.enabled) {
      test(`forgot password by e-mail: trimmed, in_been_out, ${brand.forgotPassword.emailCodeStep ? 'code from the e-mail, then the new password logs in' : 'then back (account spec section 4)'}`, async ({
        page,
        request,
      }) => {
        const player = await registerPlayer(page, request, brand, { method: 'username', email: true });
        await forgetSession(page);
        await open(page, brand, '/m/forget');
        const form = page.locator('form[data-form="forgot-email"]');
        // The e-mail pattern.
        await form.locator('[data-field="username"] input').fill(player.username);
        await form.locator('[data-field="email"] input').fill('not-an-email');
        await form.locator('[data-action="send-email"]').click();
        await expect(form.locator('[data-field="email"] input')).toBeFocused();
        await expect(form.locator('[data-field="email"] .lk-field__error')).not.toBeEmpty();
        // Spaces around are trimmed before sending.
        const sent = page.waitForRequest((r) => r.url().includes('/api/account/password/email'));
        await form.locator('[data-field="email"] input').fill(`  ${player.email} `);
        await form.locator('[data-action="send-email"]').click();
        expect(new URLSearchParams((await sent).postData() ?? '').get('email')).toBe(player.email);
        await expectToast(page, 'success', /We have sent you an e-mail|อีเมล|بريد/);
        if (!brand.forgotPassword.emailCodeStep) {
          // Account spec section 4, forgot password by email: 'in_been_out' for constants.forgotEmailSuccessMs, then go back:
          // the popup closes, and /m/forget gives way to /m/home.
          await expect(page.locator('dialog')).toHaveCount(0, SLOW);
          await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
          return;
        }
        const codeForm = page.locator('form[data-form="forgot-email-code"]');
        await expect(codeForm).toBeVisible(SLOW);
        const code = await outboxCode(request, brand, player.email, 'email', 'email-reset');
        await codeForm.locator('[data-field="code"] input').fill(code);
        await codeForm.locator('[data-field="password"] input').fill('Renewed789');
        await codeForm.locator('[data-field="confirm"] input').fill('Renewed789');
        await codeForm.locator('[data-action="reset-email"]').click();
        // The login opens with the account filled in; the new password works.
        const login = page.locator('form[data-form="login"]');
        await expect(login).toBeVisible(SLOW);
        await expect(login.locator('[data-field="username"] input')).toHaveValue(player.username);
        await login.locator('[data-field="password"] input').fill('Renewed789');
        await login.locator('[data-action="login"]').click();
        await expect(login).toHaveCount(0, SLOW);
        await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName)).toBe(player.username);
      });
    }

    test('change password: same password refused with nothing sent, then saved, then /m/home', async ({ page, request }) => {
      const player = await registerPlayer(page, request, brand);
      test.skip(!player.password, 'this brand registers without a password');
      await open(page, brand, '/m/changePsw');
      const form = page.locator('form[data-form="change-password"]');
      await expect(form.locator('[data-field="username"] input')).toHaveValue(player.username);
      await expect(form.locator('[data-field="username"] input')).toHaveAttribute('readonly', '');
      // The session knows the password: no old-password field.
      await expect(form.locator('[data-field="oldPassword"]')).toHaveCount(0);

      let sent = 0;
      page.on('request', (r) => r.url().includes('/api/member/password') && sent++);
      await form.locator('[data-field="newPassword"] input').fill(player.password);
      await form.locator('[data-field="confirmNewPassword"] input').fill(player.password);
      await form.locator('[data-action="change-password"]').click();
      await expect(page.locator('[data-message="same-password"]')).toBeVisible();
      expect(sent).toBe(0);
      await page.locator('[data-message="same-password"] + button').click();

      // Confirmation must match.
      await form.locator('[data-field="newPassword"] input').fill('Changed321');
      await form.locator('[data-field="confirmNewPassword"] input').fill('Changed32');
      await form.locator('[data-action="change-password"]').click();
      await expect(form.locator('[data-field="confirmNewPassword"] input')).toBeFocused();
      await form.locator('[data-field="confirmNewPassword"] input').fill('Changed321');
      await form.locator('[data-action="change-password"]').click();
      await expectToast(page, 'success', /Password saved|บันทึกรหัสผ่านแล้ว|تم حفظ كلمة المرور/);
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'), SLOW);
      await expect(form).toHaveCount(0);
      expect(sent).toBe(1);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_PSW'))).toBeNull();

      // Without a stored password the form asks for the current one.
      await open(page, brand, '/m/changePsw');
      await expect(form.locator('[data-field="oldPassword"]')).toBeVisible();
    });

    test('/m/changePsw without a session goes to /m/home', async ({ page }) => {
      await open(page, brand, '/m/changePsw');
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(page.locator('form[data-form="change-password"]')).toHaveCount(0);
    });
  });
}
