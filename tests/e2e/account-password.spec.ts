// Forgot password by phone and by e-mail, and change password, for every demo
// brand that offers them (account spec sections 2, 4 and 5). Each test
// registers its own player, so no demo account's password ever changes.
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import {
  accountStrings,
  agreeTermsFirst,
  allowFailedRequests,
  button,
  dialog,
  expectToast,
  field,
  forgetSession,
  international,
  loginPopup,
  open,
  outboxCode,
  recordToasts,
  registerPlayer,
  sendCodeButton,
  SLOW,
} from './account-helpers.ts';
import { literally } from './strings.ts';

for (const brand of BRANDS) {
  const { account: a, common: c } = accountStrings(brand);

  test.describe(`${brand.id} passwords`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await recordToasts(page);
      test.setTimeout(120_000);
    });

    test("the forgot form offers the brand's methods", async ({ page }) => {
      await open(page, brand, '/m/forget');
      const forgot = dialog(page, a.forgot.title);
      const both = brand.flags.CHNGPASSMAIL3 && brand.flags.CHNGPASSVERIF3;
      await expect(forgot.getByRole('tab')).toHaveCount(both ? 2 : 0);
      // Phone is the default only when it is the only method: its form asks for the mobile number, the e-mail's for the address.
      const byEmail = Boolean(brand.flags.CHNGPASSMAIL3);
      if (both)
        await expect(forgot.getByRole('tab', { name: byEmail ? a.forgot.byEmail : a.forgot.byPhone, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(field(forgot, a.field.email)).toHaveCount(byEmail ? 1 : 0);
      await expect(field(forgot, a.field.mobileNum)).toHaveCount(byEmail ? 0 : 1);
      await expect(button(forgot, byEmail ? a.forgot.sendEmail : a.forgot.submit)).toBeVisible();
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
        const form = dialog(page, a.forgot.title);
        if (brand.flags.CHNGPASSMAIL3) await form.getByRole('tab', { name: a.forgot.byPhone, exact: true }).click();
        const submit = button(form, a.forgot.submit);
        const mobile = field(form, a.field.mobileNum);
        const code = field(form, a.field.verificationCode);
        const password = field(form, a.field.newPassword);
        const send = sendCodeButton(form, brand);
        // Disabled until a field is touched.
        await expect(submit).toBeDisabled();
        // Sending checks only the mobile number.
        await send.click();
        await expect(mobile).toHaveAttribute('aria-invalid', 'true');
        await expect(code).not.toHaveAttribute('aria-invalid', 'true');
        await expect(submit).toBeDisabled(); // a field has an error
        await mobile.fill(player.mobile);
        // Account spec section 2, Forgot-password screen: disabled while ANY field has an error: the code and the new password are still empty.
        await expect(submit).toBeDisabled();
        await send.click();
        await expect(send).toBeDisabled();
        const sent = await outboxCode(request, brand, international(brand, player.mobile), 'sms', 'reset');

        // A wrong code: the code field is cleared.
        await code.fill(sent === '000000' ? '111111' : '000000');
        await expect(submit).toBeDisabled(); // the new password is still empty
        await password.fill('Another456');
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(code).toHaveValue('', SLOW);
        await expect(password).toHaveValue('Another456');

        // The old password again: the password is cleared, the code kept.
        await code.fill(sent);
        await password.fill(player.password);
        await submit.click();
        await expect(password).toHaveValue('', SLOW);
        await expect(password).toHaveAccessibleDescription(/\S/);
        await expect(code).toHaveValue(sent);

        await password.fill('Another456');
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
        const form = dialog(page, a.forgot.title);
        const email = field(form, a.field.email);
        // The e-mail pattern.
        await field(form, a.field.username).fill(player.username);
        await email.fill('not-an-email');
        await button(form, a.forgot.sendEmail).click();
        await expect(email).toBeFocused();
        await expect(email).toHaveAccessibleDescription(/\S/);
        // Spaces around are trimmed before sending.
        const sent = page.waitForRequest((r) => r.url().includes('/api/account/password/email'));
        await email.fill(`  ${player.email} `);
        await button(form, a.forgot.sendEmail).click();
        expect(new URLSearchParams((await sent).postData() ?? '').get('email')).toBe(player.email);
        await expectToast(page, 'success', literally(a.in_been_out));
        if (!brand.forgotPassword.emailCodeStep) {
          // Account spec section 4, forgot password by email: 'in_been_out' for constants.forgotEmailSuccessMs, then go back:
          // the popup closes, and /m/forget gives way to /m/home.
          await expect(page.getByRole('dialog')).toHaveCount(0, SLOW);
          await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
          return;
        }
        // The second step: the code from the e-mail and the new password, twice.
        const code = field(form, a.field.emailCode);
        await expect(code).toBeVisible(SLOW);
        await code.fill(await outboxCode(request, brand, player.email, 'email', 'email-reset'));
        await field(form, a.field.newPassword).fill('Renewed789');
        await field(form, a.field.confirmNewPassword).fill('Renewed789');
        await button(form, a.forgot.submit).click();
        // The login opens with the account filled in; the new password works.
        const login = loginPopup(page, brand);
        await expect(login.dialog).toBeVisible(SLOW);
        await expect(login.username).toHaveValue(player.username);
        await login.password.fill('Renewed789');
        await login.submit.click();
        await expect(login.dialog).toHaveCount(0, SLOW);
        await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName)).toBe(player.username);
      });
    }

    test('change password: same password refused with nothing sent, then saved, then /m/home', async ({ page, request }) => {
      const player = await registerPlayer(page, request, brand);
      test.skip(!player.password, 'this brand registers without a password');
      await open(page, brand, '/m/changePsw');
      const form = dialog(page, a.changePassword.title);
      const username = field(form, a.field.username);
      const newPassword = field(form, a.field.newPassword);
      const confirmation = field(form, a.field.confirmNewPassword);
      const save = button(form, a.changePassword.submit);
      await expect(username).toHaveValue(player.username);
      await expect(username).toHaveAttribute('readonly', '');
      // The session knows the password: no old-password field.
      await expect(field(form, a.field.oldPassword)).toHaveCount(0);

      let sent = 0;
      page.on('request', (r) => r.url().includes('/api/member/password') && sent++);
      await newPassword.fill(player.password);
      await confirmation.fill(player.password);
      await save.click();
      // The refusal is a popup of its own inside the form's, with the same title: its message and its Confirm tell it apart.
      await expect(form.getByText(a.message.samePassword, { exact: true })).toBeVisible();
      expect(sent).toBe(0);
      await button(form, c.action.confirm).click();
      await expect(form.getByText(a.message.samePassword, { exact: true })).toHaveCount(0);

      // Confirmation must match.
      await newPassword.fill('Changed321');
      await confirmation.fill('Changed32');
      await save.click();
      await expect(confirmation).toBeFocused();
      await confirmation.fill('Changed321');
      await save.click();
      await expectToast(page, 'success', literally(a.changePassword.saved));
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'), SLOW);
      await expect(form).toHaveCount(0);
      expect(sent).toBe(1);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_PSW'))).toBeNull();

      // Without a stored password the form asks for the current one.
      await open(page, brand, '/m/changePsw');
      await expect(field(form, a.field.oldPassword)).toBeVisible();
    });

    test('/m/changePsw without a session goes to /m/home', async ({ page }) => {
      await open(page, brand, '/m/changePsw');
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(dialog(page, a.changePassword.title)).toHaveCount(0);
    });
  });
}
