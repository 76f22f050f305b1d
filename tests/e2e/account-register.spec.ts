// Registration of every demo brand by each method its config enables, in
// Chromium against the reference platform (account spec sections 2 to 5): the
// form is rendered from the brand's settings and rule sets, the SMS code comes
// from the platform's dev outbox, the captcha answer from its dev call.
import type { Locator } from '@playwright/test';
import { BRANDS, expect, PLATFORM, test } from './fixtures.ts';
import {
  accountStrings,
  agreeTermsFirst,
  allowFailedRequests,
  button,
  captchaButton,
  dialog,
  disclaimerBox,
  expectToast,
  field,
  headerDeposit,
  international,
  open,
  outboxCode,
  PASSWORD,
  recordToasts,
  sendCodeButton,
  SLOW,
  uniqueMobile,
  uniqueName,
  watchCaptcha,
} from './account-helpers.ts';
import { brandStrings, filled, literally } from './strings.ts';
import enValidation from '../../src/i18n/locales/en/validation.json' with { type: 'json' };

/**
 * Every text field of the form has a visible <label> of its own. What is asserted
 * is the label element itself (an aria-label alone would give the same accessible
 * name), so it is looked up by the `for` that ties it to the field.
 */
async function expectVisibleLabels(form: Locator, fields: Locator) {
  for (const input of await fields.all()) {
    const id = await input.getAttribute('id');
    await expect(form.locator(`label[for="${id}"]`), id ?? '').toBeVisible();
  }
}

for (const brand of BRANDS) {
  const methods = [...(brand.flags.MOBILENUMREG3 ? ['mobile'] : []), ...(brand.flags.USERNAMEREG3 ? ['username'] : [])] as const;
  const { account: a } = accountStrings(brand);
  const fieldName = (name: string): string => {
    const label = (a.field as Record<string, string>)[name];
    if (!label) throw new Error(`no label string for the field ${name}`);
    return label;
  };
  const methodTab = (form: Locator, method: string) =>
    form.getByRole('tab', { name: method === 'mobile' ? a.register.byMobile : a.register.byUsername, exact: true });

  test.describe(`${brand.id} registration`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await recordToasts(page);
    });

    test('method tabs follow the flags; the default method; fields from the rule sets', async ({ page }) => {
      await open(page, brand, '/m/register');
      const form = dialog(page, a.register.title);
      await expect(form).toBeVisible();
      // Tabs only when both methods are on; mobile first when it is on.
      await expect(form.getByRole('tab')).toHaveCount(methods.length > 1 ? methods.length : 0);
      if (methods.length > 1) await expect(methodTab(form, methods[0]!)).toHaveAttribute('aria-selected', 'true');
      if (!brand.flags.USERNAMEREG3) await expect(methodTab(form, 'username')).toHaveCount(0);
      // The username field only under the username method.
      await expect(field(form, a.field.username)).toHaveCount(methods[0] === 'username' ? 1 : 0);
      // Every optional field its rule enables (the invitation code waits for the URL's code check).
      for (const [name, rule] of Object.entries(brand.rules.fields)) {
        if (
          [
            'username',
            'password',
            'confirmPassword',
            'verificationCode',
            'captcha',
            'loginUsername',
            'loginMobileNum',
            'loginPassword',
            'mobileNum',
            'affiliateCode',
          ].includes(name)
        )
          continue;
        await expect(field(form, fieldName(name)), name).toHaveCount(rule.enabled ? 1 : 0);
      }
      await expect(field(form, a.field.affiliateCode)).toHaveCount(brand.rules.fields.affiliateCode.enabled ? 1 : 0);
      await expect(field(form, a.field.captcha)).toHaveCount(brand.registration.captcha ? 1 : 0);
      // Every text field has a visible label.
      await expect(form.getByRole('textbox').first()).toBeVisible();
      await expectVisibleLabels(form, form.getByRole('textbox'));
    });

    for (const method of methods) {
      test(`registers by ${method} and lands logged in on /m/home`, async ({ page, request }) => {
        const captcha = watchCaptcha(page, request, brand);
        await open(page, brand, '/m/register');
        const form = dialog(page, a.register.title);
        if (methods.length > 1) {
          await methodTab(form, method).click();
          await expect(methodTab(form, method)).toHaveAttribute('aria-selected', 'true');
        }
        await expect(field(form, a.field.username)).toHaveCount(method === 'username' ? 1 : 0);

        const name = uniqueName('r');
        const mobile = uniqueMobile();
        if (method === 'username') {
          await field(form, a.field.username).fill(name);
        }
        const mobileShown = method === 'mobile' || brand.rules.fields.mobileNum.enabled;
        if (mobileShown) await field(form, a.field.mobileNum).fill(mobile);
        if (mobileShown && brand.flags.REGMOBVERF3) {
          const send = sendCodeButton(form, brand);
          await send.click();
          await expectToast(page, 'success');
          // The send button counts down and refuses a second send meanwhile.
          await expect(send).toBeDisabled();
          await expect(send).toHaveText(/\d+/);
          const code = await outboxCode(request, brand, international(brand, mobile), 'sms', 'register');
          await field(form, a.field.verificationCode).fill(code);
        }
        if (method === 'username' || brand.flags.MOBILENUMPASSREG3) {
          await field(form, a.field.password).fill(PASSWORD);
          await field(form, a.field.confirmPassword).fill(PASSWORD);
        }
        for (const [f, rule] of Object.entries(brand.rules.fields)) {
          if (!rule.required || !rule.enabled) continue;
          if (f === 'email') await field(form, a.field.email).fill(`${name}@example.com`);
        }
        if (brand.registration.captcha) await field(form, a.field.captcha).fill(await captcha.answer());
        await button(form, a.register.submit).click();

        await expect(form).toHaveCount(0, SLOW);
        await expectToast(page, 'success', literally(a.in_registered_successfully));
        await expect(page).toHaveURL(/\/m\/home$/);
        await expect(headerDeposit(page, brand)).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName))
          .toBe(method === 'username' ? name : international(brand, mobile).replace('+', ''));
      });
    }

    test('problems: first error focused, confirmation re-checked, disclaimer, wrong captcha refreshes it', async ({ page, request, consoleErrors }) => {
      const captcha = watchCaptcha(page, request, brand);
      await open(page, brand, '/m/register');
      const form = dialog(page, a.register.title);
      const submit = button(form, a.register.submit);
      if (brand.flags.USERNAMEREG3 && methods.length > 1) await methodTab(form, 'username').click();
      // Submitting the empty form marks the first field and focuses it.
      await submit.click();
      const first = form.getByRole('textbox').first();
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription(/\S/);
      const errorId = await first.getAttribute('aria-describedby');
      // The problem line the field is described by is read out when it changes: a line of text with no role,
      // found by the id the field names.
      await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('aria-live', 'polite');

      // Confirmation: mismatch, then fixed by changing the password (re-check).
      const password = field(form, a.field.password);
      const confirm = field(form, a.field.confirmPassword);
      if (await password.count()) {
        await password.fill(PASSWORD);
        await confirm.fill(`${PASSWORD}x`);
        await confirm.blur();
        await expect(confirm).toHaveAccessibleDescription(/\S/);
        await password.fill(`${PASSWORD}x`);
        await expect(confirm).toHaveAccessibleDescription('');
        // Show/hide: the password field's button comes first (the confirmation's follows it).
        await button(form, a.field.showPassword).first().click();
        await expect(password).toHaveAttribute('type', 'text');
        await button(form, a.field.hidePassword).click();
        await expect(password).toHaveAttribute('type', 'password');
      }

      // Disclaimer unchecked: the submit looks disabled.
      const disclaimer = disclaimerBox(form, brand);
      await disclaimer.uncheck();
      await expect(submit).toHaveAttribute('aria-disabled', 'true');

      if (brand.registration.captcha && brand.flags.USERNAMEREG3) {
        await disclaimer.check();
        if (methods.length > 1) await methodTab(form, 'username').click();
        await field(form, a.field.username).fill(uniqueName('c'));
        await password.fill(PASSWORD);
        await confirm.fill(PASSWORD);
        for (const [f, rule] of Object.entries(brand.rules.fields)) {
          if (f === 'email' && rule.enabled && rule.required) await field(form, a.field.email).fill('someone@example.com');
          if (f === 'mobileNum' && rule.enabled && rule.required) await field(form, a.field.mobileNum).fill(uniqueMobile());
          if (f === 'mobileNum' && rule.enabled && rule.required && brand.flags.REGMOBVERF3) await field(form, a.field.verificationCode).fill('000000');
        }
        const before = captcha.count();
        const answer = await captcha.answer();
        const captchaField = field(form, a.field.captcha);
        await captchaField.fill(answer === '000000' ? '111111' : '000000');
        // Every field valid but the disclaimer unchecked: its error, and nothing sent (step 2 of section 4).
        let sent = 0;
        page.on('request', (r) => /\/api\/account\/register/.test(r.url()) && sent++);
        await disclaimer.uncheck();
        await submit.click({ force: true });
        await expect(disclaimer).toHaveAccessibleDescription(a.local_terms_accept);
        await expect(disclaimer).toBeFocused();
        expect(sent).toBe(0);
        await disclaimer.check();
        await submit.click();
        // A failed attempt spends the picture: a new one comes and the answer is cleared.
        await expect.poll(() => captcha.count(), SLOW).toBeGreaterThan(before);
        await expect(captchaField).toHaveValue('');
        // Tapping the picture also refreshes it.
        const now = captcha.count();
        await captchaButton(form, brand).click();
        await expect.poll(() => captcha.count()).toBeGreaterThan(now);
      }
      allowFailedRequests(consoleErrors, [400]);
    });
  });
}

test('aurora: the invitation field shows only without a valid affiliate code in the URL', async ({ page }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  const { account: a } = accountStrings(brand);
  await agreeTermsFirst(page);
  await recordToasts(page);
  const checked = page.waitForResponse((r) => r.url().includes('/api/account/affiliate'));
  await open(page, brand, '/m/register?code=AGENT1');
  const form = dialog(page, a.register.title);
  await expect(form).toBeVisible();
  // A valid code hides the field (after the check answers).
  expect(((await (await checked).json()) as { value: { success: boolean } }).value.success).toBe(true);
  const invitation = field(form, a.field.affiliateCode);
  await expect(invitation).toHaveCount(0);

  await open(page, brand, '/m/register?code=NOPE99');
  await expectToast(page, 'error', literally(a.message.referrerLinkError));
  await expect(invitation).toBeVisible();
  // A typed code is checked before registering: an unknown one is refused on the field and focused.
  await form.getByRole('tab', { name: a.register.byUsername, exact: true }).click();
  await field(form, a.field.username).fill(uniqueName('i'));
  await field(form, a.field.password).fill(PASSWORD);
  await field(form, a.field.confirmPassword).fill(PASSWORD);
  await field(form, a.field.mobileNum).fill(uniqueMobile());
  await field(form, a.field.verificationCode).fill('123456');
  await field(form, a.field.captcha).fill('123456');
  await invitation.fill('WRONG1');
  await button(form, a.register.submit).click();
  await expect(invitation).toHaveAccessibleDescription(a.invitation_code_error);
  await expect(invitation).toBeFocused();
});

test("aurora: every optional field the platform's rule sets enable is shown and checked by its rule", async ({ page }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  const { account: a } = accountStrings(brand);
  const v = brandStrings(brand, 'validation', enValidation);
  const optional = [
    'paymentPassword',
    'idNumber',
    'qqNum',
    'facebook',
    'wechat',
    'line',
    'whatsapp',
    'zalo',
    'email',
    'nickname',
    'payeeName',
    'mobileNum',
    'recommenderId',
    'birthday',
    'affiliateCode',
  ] as const;
  // The platform answers with every optional field enabled (an operator's rule sets, not the brand file's).
  await page.route('**/api/account/register/rules', async (route) => {
    // Node cannot resolve *.localhost: ask the platform on 127.0.0.1 (the headers, merchant code included, go along).
    const response = await route.fetch({ url: `${PLATFORM}/account/register/rules` });
    const body = (await response.json()) as { value: { fields: Record<string, { enabled: boolean; required: boolean }> } };
    for (const f of optional) body.value.fields[f] = { ...body.value.fields[f]!, enabled: true, required: false };
    await route.fulfill({ response, json: body });
  });
  await agreeTermsFirst(page);
  await open(page, brand, '/m/register');
  const form = dialog(page, a.register.title);
  await form.getByRole('tab', { name: a.register.byUsername, exact: true }).click();
  const fields = optional.map((f) => field(form, a.field[f]));
  for (const [i, f] of fields.entries()) await expect(f, optional[i]).toBeVisible();
  // Each has a visible label.
  for (const f of fields) await expectVisibleLabels(form, f);
  // Account spec section 2, Registration screen: the birthday is formatted YYYY-MM-DD, from 1900 to the end of this year.
  // A masked text field (a native date input shows the browser locale's mm/dd/yyyy), its format said in its hint.
  const birthday = field(form, a.field.birthday);
  // The field is described by its problem first, then its format hint.
  const hint = filled(a.field.birthdayHint, { example: '1990-05-31' }, brand);
  const invalid = `${v.date} ${hint}`;
  await expect(birthday).toHaveAttribute('type', 'text');
  // (The example is set apart from the words around it with Unicode isolates, as every interpolated value is.)
  await expect(birthday).toHaveAccessibleDescription(hint);
  await birthday.pressSequentially('19900531');
  await expect(birthday).toHaveValue('1990-05-31');
  await birthday.fill('');
  await birthday.pressSequentially('1899-12-31');
  await expect(birthday).toHaveValue('1899-12-31');
  await birthday.blur();
  await expect(birthday).toHaveAccessibleDescription(invalid);
  await birthday.fill(`${new Date().getFullYear() - brand.ageLimit - 1}-02-30`);
  await birthday.blur();
  await expect(birthday).toHaveAccessibleDescription(invalid);
  await birthday.fill(`${new Date().getFullYear() - brand.ageLimit - 1}-02-28`);
  await birthday.blur();
  await expect(birthday).toHaveAccessibleDescription(hint);
  // A filled optional field is checked by its rule, with the rule's min and max in the message.
  const rule = brand.rules.fields.idNumber;
  const idNumber = field(form, a.field.idNumber);
  await idNumber.fill('ab');
  await idNumber.blur();
  await expect(idNumber).toHaveAccessibleDescription(filled(v.idNumber, { min: rule.minLength, max: rule.maxLength }, brand));
  // Non-required empty fields pass: a submit marks only what is required or wrong.
  await button(form, a.register.submit).click();
  for (const f of ['email', 'nickname', 'qqNum', 'zalo', 'birthday'] as const)
    await expect(field(form, a.field[f]), f).not.toHaveAttribute('aria-invalid', 'true');
  await expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, a.field.username)).toBeFocused();
});
