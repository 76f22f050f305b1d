// Login, remember password, logout, captcha after failures, SMS login, free
// trial, member/agent separation and an ended session, for every demo brand
// (account spec sections 2 to 8). Demo accounts (src/server/README.md) share the
// password demo1234; each test that fails logins uses its own account name.
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { BRANDS, brandUrl, expect, PLATFORM, test } from './fixtures.ts';
import { agreeTermsFirst, allowFailedRequests, expectToast, exposeStored, open, outboxCode, recordToasts, SLOW, watchCaptcha } from './account-helpers.ts';

/** A localStorage entry as parsed JSON (exposeStored puts it in the page), or null when there is none. */
declare function stored(key: string): Record<string, unknown> | null;

const DEMO_PASSWORD = 'demo1234';

for (const brand of BRANDS) {
  test.describe(`${brand.id} login`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await exposeStored(page);
      await recordToasts(page);
    });

    test('logs in with remember password, logs out with confirmation, and the login is remembered', async ({ page }) => {
      await open(page, brand, '/m/login');
      const form = page.locator('form[data-form="login"]');
      await expect(form).toBeVisible();
      // Tabs: mobile only with MOBILEVERCODELOGIN3; forgot link only with a reset method.
      await expect(form.getByRole('tab')).toHaveCount(brand.flags.MOBILEVERCODELOGIN3 ? 2 : 0);
      await expect(form.locator('[data-action="forgot"]')).toHaveCount(brand.flags.CHNGPASSMAIL3 || brand.flags.CHNGPASSVERIF3 ? 1 : 0);
      // The disclaimer starts checked; unchecked, the button says it is disabled.
      const disclaimer = form.locator('[data-field="disclaimer"] input');
      await expect(disclaimer).toBeChecked();
      await disclaimer.uncheck();
      await expect(form.locator('[data-action="login"]')).toHaveAttribute('aria-disabled', 'true');
      await disclaimer.check();

      await form.locator('[data-field="username"] input').fill('demo0');
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form.locator('[data-field="remember"] input').check();
      await form.locator('[data-action="login"]').click();
      // The popup closes on success and /m/login is replaced with /m/home.
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(page.locator('.lk-header__actions a[href="/m/voucherCenter"]')).toBeVisible();
      await expect.poll(() => page.evaluate(() => stored('MC_SESSION_INFO'))).toMatchObject({ userName: 'demo0', type: 0, merchantCode: brand.merchantCode });
      const remember = await page.evaluate(() => stored('MC_REMEMBER_INFO'));
      expect(remember).toMatchObject({ type: 'username', username: 'demo0' });
      expect(remember!.password).not.toBe(DEMO_PASSWORD);
      expect(remember!.password).not.toBe('');

      // Logout from the member centre: confirmation, then everything cleared and /m/home.
      await open(page, brand, '/m/member/home');
      await page.locator('[data-entry="logout"]').click();
      const confirm = page.getByRole('dialog').filter({ has: page.locator('[data-action="confirm-logout"]') });
      await expect(confirm).toContainText(/Are you sure you want to logout\?|ออกจากระบบ|تسجيل الخروج/);
      await confirm.locator('[data-action="cancel"]').click();
      await expect(page.locator('[data-action="confirm-logout"]')).toHaveCount(0);
      await page.locator('[data-entry="logout"]').click();
      await page.getByRole('dialog').locator('[data-action="confirm-logout"]').click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(page.locator('.lk-header__actions button').first()).toBeVisible();
      expect(
        await page.evaluate(() => ({
          s: stored('MC_SESSION_INFO'),
          t: stored('MC_TRIAL_USER'),
          m: stored('MC_MEMBER_INFO'),
          auto: localStorage.getItem('MC_AUTO_LOGIN'),
          psw: sessionStorage.getItem('MC_SESSION_PSW'),
          terms: sessionStorage.getItem('MC_TERMS_AGREED'),
        })),
      ).toEqual({ s: null, t: null, m: null, auto: 'false', psw: null, terms: null });

      // The remembered login fills the form again.
      await open(page, brand, '/m/login');
      await expect(form.locator('[data-field="username"] input')).toHaveValue('demo0');
      await expect(form.locator('[data-field="password"] input')).toHaveValue(DEMO_PASSWORD);
      await expect(form.locator('[data-field="remember"] input')).toBeChecked();
      await form.locator('[data-action="login"]').click();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
      await expect(page.locator('.lk-header__actions a[href="/m/voucherCenter"]')).toBeVisible();
    });

    test('three wrong passwords, then the captcha; tapping or switching tab refreshes it', async ({ page, request, consoleErrors }) => {
      const captcha = watchCaptcha(page, request, brand);
      await open(page, brand, '/m/login');
      const form = page.locator('form[data-form="login"]');
      // demo2 is this test's own account: its failures count per name.
      await form.locator('[data-field="username"] input').fill('demo2');
      for (let i = 1; i <= 3; i++) {
        await form.locator('[data-field="password"] input').fill(`wrong${i}pass`);
        const answered = page.waitForResponse((r) => r.url().includes('/api/account/login'), SLOW);
        await form.locator('[data-action="login"]').click();
        expect((await answered).status()).toBe(401);
        await expect(form.locator('[data-field="captcha"]')).toHaveCount(i < 3 ? 0 : 1);
      }
      await expect(form.locator('[data-field="captcha"] img')).toBeVisible();
      const shown = captcha.count();
      await form.locator('[data-field="captcha"] input').fill('1');
      await form.locator('[data-action="refresh-captcha"]').click();
      await expect.poll(() => captcha.count()).toBeGreaterThan(shown);
      await expect(form.locator('[data-field="captcha"] input')).toHaveValue('');
      if (brand.flags.MOBILEVERCODELOGIN3) {
        const before = captcha.count();
        await form.locator('[data-tab="sms"]').click();
        await expect.poll(() => captcha.count()).toBeGreaterThan(before);
        const again = captcha.count();
        await form.locator('[data-tab="username"]').click();
        await expect.poll(() => captcha.count()).toBeGreaterThan(again);
      }
      // The right password with the right answer logs in.
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form.locator('[data-field="captcha"] input').fill(await captcha.answer());
      await form.locator('[data-action="login"]').click();
      await expect(form).toHaveCount(0, SLOW);
      await expect(page.locator('.lk-header__actions a[href="/m/voucherCenter"]')).toBeVisible();
      allowFailedRequests(consoleErrors, [401]);
    });

    if (brand.flags.MOBILEVERCODELOGIN3) {
      test('logs in by mobile number and SMS code', async ({ page, request }) => {
        await open(page, brand, '/m/login');
        const form = page.locator('form[data-form="login"]');
        await form.locator('[data-tab="sms"]').click();
        // Sending checks the mobile number first.
        await form.locator('[data-action="send-code"]').click();
        await expect(form.locator('[data-field="mobile"] input')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.locator('[data-field="mobile"] input')).toBeFocused();
        await form.locator('[data-field="mobile"] input').fill('812345670'); // demo0's number
        await form.locator('[data-action="send-code"]').click();
        await expect(form.locator('[data-action="send-code"]')).toBeDisabled();
        const code = await outboxCode(request, brand, `${brand.rules.dialingCodes[0]!.code}812345670`, 'sms', 'login');
        await form.locator('[data-field="code"] input').fill(code);
        await form.locator('[data-action="login"]').click();
        await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
        await expect.poll(() => page.evaluate(() => stored('MC_SESSION_INFO')?.userName)).toBe('demo0');
      });
    }

    test('free trial from the login popup, and a function it is refused', async ({ page, consoleErrors }) => {
      test.skip(!brand.flags.FREEPLAY3 || !brand.login.freeTrial, 'free play is off for this brand');
      await open(page, brand, '/m/login');
      await page.locator('[data-action="free-trial"]').click();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect.poll(() => page.evaluate(() => stored('MC_TRIAL_USER'))).not.toBeNull();
      const trial = await page.evaluate(() => ({ user: stored('MC_TRIAL_USER'), name: sessionStorage.getItem('MC_TRIAL_NAME') }));
      expect(trial.user).toMatchObject({ customerType: 4 });
      expect(trial.name).toBe(trial.user!.userName);
      // Deposit refuses a trial account.
      await open(page, brand, '/m/voucherCenter');
      await expect(page.locator('[data-gate="trial"]')).toContainText(/Please login an actual account to use this function|บัญชีจริง|حساب حقيقي/);
      // So does changing the password, from the member centre.
      await open(page, brand, '/m/member/home');
      await expect(page.locator('[data-chip="trial"]')).toBeVisible();
      await page.locator('[data-entry="changePassword"]').click();
      await expectToast(page, 'error', /Please login an actual account to use this function|บัญชีจริง|حساب حقيقي/);
      allowFailedRequests(consoleErrors, [403]);
    });

    test('member and agent logins are separate', async ({ page, consoleErrors }) => {
      // A disabled account hears so (only once its password is right).
      await open(page, brand, '/m/login');
      const form0 = page.locator('form[data-form="login"]');
      await form0.locator('[data-field="username"] input').fill('demoblocked');
      await form0.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form0.locator('[data-action="login"]').click();
      await expectToast(page, 'error', /Sorry, the user does not exist or is disabled\.|ไม่พบผู้ใช้นี้|المستخدم غير موجود/);

      // A guest-type account cannot use the member login.
      await open(page, brand, '/m/login');
      let form = page.locator('form[data-form="login"]');
      await form.locator('[data-field="username"] input').fill('demo4');
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form.locator('[data-action="login"]').click();
      await expectToast(page, 'error', /Non-member account unable to login|ไม่ใช่สมาชิก|غير عضو/);
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();

      // The agent page's login refuses a member, and has no social buttons.
      await open(page, brand, '/m/agent');
      await page.locator('[data-gate="guest"] [data-action="login"]').click();
      form = page.locator('form[data-form="login"]');
      await expect(form.locator('.lk-social')).toHaveCount(0);
      await expect(form.locator('[data-action="free-trial"]')).toHaveCount(0);
      await form.locator('[data-field="username"] input').fill('demo0');
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form.locator('[data-action="login"]').click();
      await expectToast(page, 'error', /Non-agents cannot log in|ไม่ใช่ตัวแทน|لغير الوكلاء/);
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();

      // An agent gets the agent centre.
      await form.locator('[data-field="username"] input').fill('demo1');
      await form.locator('[data-action="login"]').click();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
      await expect(page.locator('[data-kpi]')).toBeVisible();
      allowFailedRequests(consoleErrors, [401, 403]);
    });

    test('a session the platform ended is cleared with its message', async ({ page, request, consoleErrors }) => {
      await open(page, brand, '/m/login');
      const form = page.locator('form[data-form="login"]');
      await form.locator('[data-field="username"] input').fill('demo0');
      await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
      await form.locator('[data-action="login"]').click();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0, SLOW);
      await expect.poll(() => page.evaluate(() => stored('MC_SESSION_INFO')?.token)).toBeTruthy();
      const token = await page.evaluate(() => stored('MC_SESSION_INFO')!.token as string);
      // Home's own calls after the login would hear of the logout first, and
      // the reload below would lose that notice: leave the app (for a plain
      // file of the same origin) while the session ends.
      await page.goto(brandUrl(brand, '/config.json'));
      // The session ends elsewhere (another device logs it out).
      const res = await request.delete(`${PLATFORM}/account/logout`, {
        headers: { 'X-Merchant-Code': brand.merchantCode, 'X-Module': 'COMM3', Authorization: `Bearer ${token}` },
      });
      expect(res.ok()).toBe(true);
      // The next call that carries the token (the member centre's) hears that it ended.
      await open(page, brand, '/m/member/home');
      const notice = page.getByRole('dialog').filter({ has: page.locator('[data-reason]') });
      await expect(notice.locator('[data-reason]')).toContainText(/The account has been logged out, please log in again|ออกจากระบบแล้ว|تسجيل خروج الحساب/);
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();
      await notice.locator('[data-action="login-again"]').click();
      await expect(page.locator('form[data-form="login"]')).toBeVisible();
      allowFailedRequests(consoleErrors, [401]);
    });
  });
}

test('aurora: an installed home-screen app logs in with Device: OTHERS', async ({ page }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  await agreeTermsFirst(page);
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => (q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q));
  });
  await open(page, brand, '/m/login');
  const form = page.locator('form[data-form="login"]');
  await form.locator('[data-field="username"] input').fill('demo0');
  await form.locator('[data-field="password"] input').fill(DEMO_PASSWORD);
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/login'));
  await form.locator('[data-action="login"]').click();
  expect((await sent).headers().device).toBe('OTHERS');
});

/**
 * An operator's config with third-party sign-in on (LINE and Google on, Facebook
 * off): the brand's boot file is what the build writes from brand.json, so the
 * test edits it as an operator would edit the file. The file itself comes from
 * the real server (asked on 127.0.0.1 with the brand's host, as Node cannot
 * resolve *.localhost).
 */
async function withSocialConfig(page: Page) {
  await page.route(/\/_brand\/boot\.[0-9a-f]+\.json$/, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${E2E_PORT}${url.pathname}`, headers: { ...route.request().headers(), host: url.host } });
    const boot = await response.json();
    boot.brand.platform.thirdPartySignIn = true;
    Object.assign(boot.brand.flags, { LINELOGIN3: true, GOOGLELOGIN3: true, FACEBOOKLOGIN3: false });
    await route.fulfill({ response, json: boot });
  });
}

/** The operator's identity adapter (third-party.ts): records the providers asked for. */
async function installIdentityAdapter(page: Page, initialised: boolean) {
  await page.addInitScript((ready) => {
    const w = window as unknown as { lkSignIns: string[]; lobbykitIdentity: unknown };
    w.lkSignIns = [];
    w.lobbykitIdentity = {
      initialised: ready,
      signIn: async (provider: string) => {
        w.lkSignIns.push(provider);
        return { idToken: 'id-token-from-the-provider', mobileNo: '812345670', countryDialingCode: '+66' };
      },
      sendPhoneCode: async () => undefined,
      verifyPhoneCode: async () => 'id-token-from-the-provider',
    };
  }, initialised);
}

test("aurora: social sign-in buttons follow the setting, each provider's flag and the identity service", async ({ page, consoleErrors }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  await agreeTermsFirst(page);
  await recordToasts(page);
  await withSocialConfig(page);
  await installIdentityAdapter(page, true);
  await open(page, brand, '/m/login');
  const form = page.locator('form[data-form="login"]');
  // One button per provider whose flag is on.
  await expect(form.locator('.lk-social [data-provider]')).toHaveCount(2);
  await expect(form.locator('[data-provider="line"]')).toBeVisible();
  await expect(form.locator('[data-provider="google"]')).toBeVisible();
  await expect(form.locator('[data-provider="facebook"]')).toHaveCount(0);
  // The register form offers them too.
  await form.locator('[data-action="to-register"]').click();
  // The registration popup, its rule sets and settings load on demand: the suite's wait for platform answers.
  await expect(page.locator('form[data-form="register"] [data-provider]')).toHaveCount(2, SLOW);
  await page.locator('[data-action="to-login"]').click();

  // A tap asks the adapter, then logs in with its token; the reference platform
  // cannot verify third-party tokens and refuses, and the player reads why.
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/login'));
  await form.locator('[data-provider="line"]').click();
  await sent;
  expect(await page.evaluate(() => (window as unknown as { lkSignIns: string[] }).lkSignIns)).toEqual(['line']);
  await expectToast(page, 'error', /Sorry, this account does not have permission or the feature is temporarily unavailable\./);
  await expect(form).toBeVisible();

  // Never on the agent page.
  await open(page, brand, '/m/agent');
  await page.locator('[data-gate="guest"] [data-action="login"]').click();
  await expect(page.locator('form[data-form="login"]')).toBeVisible();
  await expect(page.locator('form[data-form="login"] .lk-social')).toHaveCount(0);
  allowFailedRequests(consoleErrors, [403]);
});

test('aurora: no social buttons while the identity service has not started', async ({ page }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  await agreeTermsFirst(page);
  await withSocialConfig(page);
  await installIdentityAdapter(page, false);
  await open(page, brand, '/m/login');
  await expect(page.locator('form[data-form="login"] [data-action="login"]')).toBeVisible();
  await expect(page.locator('.lk-social')).toHaveCount(0);
});
