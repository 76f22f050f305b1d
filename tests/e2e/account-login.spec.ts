// Login, remember password, logout, captcha after failures, SMS login, free
// trial, member/agent separation and an ended session, for every demo brand
// (account spec sections 2 to 8). Demo accounts (src/server/README.md) share the
// password demo1234; each test that fails logins uses its own account name.
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { BRANDS, brandUrl, expect, PLATFORM, test } from './fixtures.ts';
import {
  accountStrings,
  agreeTermsFirst,
  allowFailedRequests,
  button,
  captchaButton,
  dialog,
  disclaimerBox,
  expectToast,
  exposeStored,
  field,
  headerDeposit,
  loginPopup,
  open,
  outboxCode,
  recordToasts,
  sendCodeButton,
  SLOW,
  watchCaptcha,
} from './account-helpers.ts';
import { literally } from './strings.ts';
/** A localStorage entry as parsed JSON (exposeStored puts it in the page), or null when there is none. */
declare function stored(key: string): Record<string, unknown> | null;

const DEMO_PASSWORD = 'demo1234';

for (const brand of BRANDS) {
  const { account: a, common: c, member: m } = accountStrings(brand);
  /** The member centre's account menu. */
  const accountMenu = (page: Page) => page.getByRole('navigation', { name: m.menu.title, exact: true });

  test.describe(`${brand.id} login`, () => {
    test.beforeEach(async ({ page }) => {
      await agreeTermsFirst(page);
      await exposeStored(page);
      await recordToasts(page);
    });

    test('logs in with remember password, logs out with confirmation, and the login is remembered', async ({ page }) => {
      await open(page, brand, '/m/login');
      const login = loginPopup(page, brand);
      await expect(login.dialog).toBeVisible();
      // Tabs: mobile only with MOBILEVERCODELOGIN3; forgot link only with a reset method.
      await expect(login.dialog.getByRole('tab')).toHaveCount(brand.flags.MOBILEVERCODELOGIN3 ? 2 : 0);
      await expect(button(login.dialog, a.login.forgot)).toHaveCount(brand.flags.CHNGPASSMAIL3 || brand.flags.CHNGPASSVERIF3 ? 1 : 0);
      // The disclaimer starts checked; unchecked, the button says it is disabled.
      const disclaimer = disclaimerBox(login.dialog, brand);
      await expect(disclaimer).toBeChecked();
      await disclaimer.uncheck();
      await expect(login.submit).toHaveAttribute('aria-disabled', 'true');
      await disclaimer.check();

      const remember = login.dialog.getByRole('checkbox', { name: a.login.remember, exact: true });
      await login.username.fill('demo0');
      await login.password.fill(DEMO_PASSWORD);
      await remember.check();
      await login.submit.click();
      // The popup closes on success and /m/login is replaced with /m/home.
      await expect(login.dialog).toHaveCount(0, SLOW);
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(headerDeposit(page, brand)).toBeVisible();
      await expect.poll(() => page.evaluate(() => stored('MC_SESSION_INFO'))).toMatchObject({ userName: 'demo0', type: 0, merchantCode: brand.merchantCode });
      const remembered = await page.evaluate(() => stored('MC_REMEMBER_INFO'));
      expect(remembered).toMatchObject({ type: 'username', username: 'demo0' });
      expect(remembered!.password).not.toBe(DEMO_PASSWORD);
      expect(remembered!.password).not.toBe('');

      // Logout from the member centre: confirmation, then everything cleared and /m/home.
      await open(page, brand, '/m/member/home');
      const logout = button(accountMenu(page), m.menu.logout);
      await logout.click();
      const confirm = dialog(page, a.logout.title);
      await expect(confirm).toContainText(a.logout.confirm);
      await button(confirm, c.action.cancel).click();
      await expect(confirm).toHaveCount(0);
      await logout.click();
      await button(confirm, c.action.confirm).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(button(page.getByRole('banner'), c.action.login)).toBeVisible();
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
      await expect(login.username).toHaveValue('demo0');
      await expect(login.password).toHaveValue(DEMO_PASSWORD);
      await expect(remember).toBeChecked();
      await login.submit.click();
      await expect(login.dialog).toHaveCount(0, SLOW);
      await expect(headerDeposit(page, brand)).toBeVisible();
    });

    test('three wrong passwords, then the captcha; tapping or switching tab refreshes it', async ({ page, request, consoleErrors }) => {
      const captcha = watchCaptcha(page, request, brand);
      await open(page, brand, '/m/login');
      const login = loginPopup(page, brand);
      const answer = field(login.dialog, a.field.captcha);
      // demo2 is this test's own account: its failures count per name.
      await login.username.fill('demo2');
      for (let i = 1; i <= 3; i++) {
        await login.password.fill(`wrong${i}pass`);
        const answered = page.waitForResponse((r) => r.url().includes('/api/account/login'), SLOW);
        await login.submit.click();
        expect((await answered).status()).toBe(401);
        await expect(answer).toHaveCount(i < 3 ? 0 : 1);
      }
      // The picture has no role of its own (alt="" inside its named refresh button).
      await expect(captchaButton(login.dialog, brand).locator('img')).toBeVisible();
      const shown = captcha.count();
      await answer.fill('1');
      await captchaButton(login.dialog, brand).click();
      await expect.poll(() => captcha.count()).toBeGreaterThan(shown);
      await expect(answer).toHaveValue('');
      if (brand.flags.MOBILEVERCODELOGIN3) {
        const before = captcha.count();
        await login.dialog.getByRole('tab', { name: a.login.byMobile, exact: true }).click();
        await expect.poll(() => captcha.count()).toBeGreaterThan(before);
        const again = captcha.count();
        await login.dialog.getByRole('tab', { name: a.login.byUsername, exact: true }).click();
        await expect.poll(() => captcha.count()).toBeGreaterThan(again);
      }
      // The right password with the right answer logs in.
      await login.password.fill(DEMO_PASSWORD);
      await answer.fill(await captcha.answer());
      await login.submit.click();
      await expect(login.dialog).toHaveCount(0, SLOW);
      await expect(headerDeposit(page, brand)).toBeVisible();
      allowFailedRequests(consoleErrors, [401]);
    });

    if (brand.flags.MOBILEVERCODELOGIN3) {
      test('logs in by mobile number and SMS code', async ({ page, request }) => {
        await open(page, brand, '/m/login');
        const login = loginPopup(page, brand);
        await login.dialog.getByRole('tab', { name: a.login.byMobile, exact: true }).click();
        const mobile = field(login.dialog, a.field.mobileNum);
        const send = sendCodeButton(login.dialog, brand);
        // Sending checks the mobile number first.
        await send.click();
        await expect(mobile).toHaveAttribute('aria-invalid', 'true');
        await expect(mobile).toBeFocused();
        await mobile.fill('812345670'); // demo0's number
        await send.click();
        await expect(send).toBeDisabled();
        const code = await outboxCode(request, brand, `${brand.rules.dialingCodes[0]!.code}812345670`, 'sms', 'login');
        await field(login.dialog, a.field.verificationCode).fill(code);
        await login.submit.click();
        await expect(login.dialog).toHaveCount(0, SLOW);
        await expect.poll(() => page.evaluate(() => stored('MC_SESSION_INFO')?.userName)).toBe('demo0');
      });
    }

    test('free trial from the login popup, and a function it is refused', async ({ page, consoleErrors }) => {
      test.skip(!brand.flags.FREEPLAY3 || !brand.login.freeTrial, 'free play is off for this brand');
      await open(page, brand, '/m/login');
      const login = loginPopup(page, brand);
      await button(login.dialog, a.login.freeTrial).click();
      await expect(login.dialog).toHaveCount(0, SLOW);
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect.poll(() => page.evaluate(() => stored('MC_TRIAL_USER'))).not.toBeNull();
      const trial = await page.evaluate(() => ({ user: stored('MC_TRIAL_USER'), name: sessionStorage.getItem('MC_TRIAL_NAME') }));
      expect(trial.user).toMatchObject({ customerType: 4 });
      expect(trial.name).toBe(trial.user!.userName);
      // Deposit refuses a trial account.
      await open(page, brand, '/m/voucherCenter');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(a.message.trialRefused);
      // So does changing the password, from the member centre.
      await open(page, brand, '/m/member/home');
      await expect(page.getByRole('region', { name: m.profile.title, exact: true }).getByText(m.profile.trial, { exact: true })).toBeVisible();
      await button(accountMenu(page), m.menu.changePassword).click();
      await expectToast(page, 'error', literally(a.message.trialRefused));
      allowFailedRequests(consoleErrors, [403]);
    });

    test('member and agent logins are separate', async ({ page, consoleErrors }) => {
      // A disabled account hears so (only once its password is right).
      await open(page, brand, '/m/login');
      const member = loginPopup(page, brand);
      await member.username.fill('demoblocked');
      await member.password.fill(DEMO_PASSWORD);
      await member.submit.click();
      await expectToast(page, 'error', literally(a.message.userNotFound));

      // A guest-type account cannot use the member login.
      await open(page, brand, '/m/login');
      await member.username.fill('demo4');
      await member.password.fill(DEMO_PASSWORD);
      await member.submit.click();
      await expectToast(page, 'error', literally(a.message.nonMember));
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();

      // The agent page's login refuses a member, and has no social buttons.
      await open(page, brand, '/m/agent');
      await button(page.getByRole('main'), m.gate.agentLogin).click();
      const agent = loginPopup(page, brand, { agent: true });
      await expect(agent.dialog).toBeVisible();
      await expect(agent.dialog.getByRole('group', { name: a.social.title, exact: true })).toHaveCount(0);
      await expect(button(agent.dialog, a.login.freeTrial)).toHaveCount(0);
      await agent.username.fill('demo0');
      await agent.password.fill(DEMO_PASSWORD);
      await agent.submit.click();
      await expectToast(page, 'error', literally(a.message.nonAgent));
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();

      // An agent gets the agent centre.
      await agent.username.fill('demo1');
      await agent.submit.click();
      await expect(agent.dialog).toHaveCount(0, SLOW);
      await expect(page.getByRole('region', { name: m.agent.kpi, exact: true }).getByRole('definition').first()).toBeVisible();
      allowFailedRequests(consoleErrors, [401, 403]);
    });

    test('a session the platform ended is cleared with its message', async ({ page, request, consoleErrors }) => {
      await open(page, brand, '/m/login');
      const login = loginPopup(page, brand);
      await login.username.fill('demo0');
      await login.password.fill(DEMO_PASSWORD);
      await login.submit.click();
      await expect(login.dialog).toHaveCount(0, SLOW);
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
      const notice = dialog(page, a.sessionEnded.title);
      await expect(notice.getByRole('alert')).toHaveText(a.message.loggedOut);
      expect(await page.evaluate(() => stored('MC_SESSION_INFO'))).toBeNull();
      await button(notice, a.login.submit).click();
      await expect(login.dialog).toBeVisible();
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
  const login = loginPopup(page, brand);
  await login.username.fill('demo0');
  await login.password.fill(DEMO_PASSWORD);
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/login'));
  await login.submit.click();
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
  const { account: a, member: m } = accountStrings(brand);
  const login = loginPopup(page, brand);
  const social = (scope: typeof login.dialog) => scope.getByRole('group', { name: a.social.title, exact: true });
  // One button per provider whose flag is on.
  await expect(social(login.dialog).getByRole('button')).toHaveCount(2);
  await expect(button(social(login.dialog), a.social.line)).toBeVisible();
  await expect(button(social(login.dialog), a.social.google)).toBeVisible();
  await expect(button(social(login.dialog), a.social.facebook)).toHaveCount(0);
  // The register form offers them too.
  await button(login.dialog, a.login.toRegister).click();
  // The registration popup, its rule sets and settings load on demand: the suite's wait for platform answers.
  const register = dialog(page, a.register.title);
  await expect(social(register).getByRole('button')).toHaveCount(2, SLOW);
  await button(register, a.register.toLogin).click();

  // A tap asks the adapter, then logs in with its token; the reference platform
  // cannot verify third-party tokens and refuses, and the player reads why.
  const sent = page.waitForRequest((r) => r.url().includes('/api/account/login'));
  await button(social(login.dialog), a.social.line).click();
  await sent;
  expect(await page.evaluate(() => (window as unknown as { lkSignIns: string[] }).lkSignIns)).toEqual(['line']);
  await expectToast(page, 'error', literally(a.message.noPermission));
  await expect(login.dialog).toBeVisible();

  // Never on the agent page.
  await open(page, brand, '/m/agent');
  await button(page.getByRole('main'), m.gate.agentLogin).click();
  const agent = loginPopup(page, brand, { agent: true });
  await expect(agent.dialog).toBeVisible();
  await expect(social(agent.dialog)).toHaveCount(0);
  allowFailedRequests(consoleErrors, [403]);
});

test('aurora: no social buttons while the identity service has not started', async ({ page }) => {
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  await agreeTermsFirst(page);
  await withSocialConfig(page);
  await installIdentityAdapter(page, false);
  await open(page, brand, '/m/login');
  const { account: a } = accountStrings(brand);
  await expect(loginPopup(page, brand).submit).toBeVisible();
  await expect(page.getByRole('group', { name: a.social.title, exact: true })).toHaveCount(0);
});
