// Helpers of the account, member and help browser suites: unique players, the
// platform's dev-only outbox and captcha answers, the terms gate agreed in
// advance where a test is not about it, and the account popups' controls found
// by role and by the names the brand's language gives them.
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enMember from '../../src/i18n/locales/en/member.json' with { type: 'json' };
import { BRANDS, brandUrl, expect, hydrated, PLATFORM } from './fixtures.ts';
import { brandStrings, filled } from './strings.ts';

export const brandById = (id: string): BrandConfig => BRANDS.find((b) => b.id === id)!;

let serial = 0;
/** A username no other test uses (4 to 16 letters and digits). */
export function uniqueName(prefix = 'p'): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** A 9-digit mobile number no other test uses. */
export function uniqueMobile(): string {
  return `8${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export const PASSWORD = 'Secret123';

/** The terms gate is agreed for this tab (sessionStorage), as after a first visit. */
export async function agreeTermsFirst(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
}

export async function open(page: Page, brand: BrandConfig, path: string) {
  await page.goto(brandUrl(brand, path));
  await hydrated(page);
}

/** The strings of the account popups, the shell and the member pages in `brand`'s language: the names its controls have. */
export function accountStrings(brand: BrandConfig) {
  return {
    account: brandStrings(brand, 'account', enAccount),
    common: brandStrings(brand, 'common', enCommon),
    member: brandStrings(brand, 'member', enMember),
  };
}

/** A form field by its label (password fields too: Playwright gives every text-like input the textbox role). */
export const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The button named exactly `name`. */
export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** The open dialog named exactly `name` (its title). */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The disclaimer's box (login and register): its label carries the brand's age. */
export const disclaimerBox = (scope: Locator, brand: BrandConfig) =>
  scope.getByRole('checkbox', { name: filled(accountStrings(brand).account.disclaimer.text, { age: brand.ageLimit }, brand), exact: true });

/** The captcha's refresh button; the picture inside it is what the player reads. */
export const captchaButton = (scope: Page | Locator, brand: BrandConfig) => button(scope, accountStrings(brand).account.captcha.refresh);

/**
 * The SMS send button. While it counts down its visible text is the seconds left;
 * its name still starts with what it does, so it is found by that part alone.
 */
export const sendCodeButton = (scope: Locator, brand: BrandConfig) => scope.getByRole('button', { name: accountStrings(brand).account.sms.send });

/** The login popup (the agent page's when `agent`) and the controls a test fills. */
export function loginPopup(page: Page, brand: BrandConfig, { agent = false } = {}) {
  const { account: a } = accountStrings(brand);
  const d = dialog(page, agent ? a.login.agentTitle : a.login.title);
  return {
    dialog: d,
    username: field(d, a.field.username),
    password: field(d, a.field.password),
    submit: button(d, a.login.submit),
  };
}

/** The home header's Deposit link: there only while a player is logged in. */
export const headerDeposit = (page: Page, brand: BrandConfig) =>
  page.getByRole('banner').getByRole('link', { name: accountStrings(brand).common.action.deposit, exact: true });

/** Remembers every captcha the page fetches (its key and picture); `answer()` answers the one on screen. */
export function watchCaptcha(page: Page, request: APIRequestContext, brand: BrandConfig) {
  // Counted when asked for, not when answered: a response's body is read later, so a count of answers could take an
  // earlier captcha's late answer for the new one, and the test would answer a picture the page was about to replace.
  const asked: Request[] = [];
  const answered = new Map<Request, { key: string; image: string }>();
  page.on('request', (r) => r.url().includes('/api/account/captcha') && asked.push(r));
  page.on('response', async (r) => {
    if (!r.url().includes('/api/account/captcha')) return;
    try {
      const body = (await r.json()) as { value?: { captchaKey?: string; image?: string } };
      if (body.value?.captchaKey && body.value.image) answered.set(r.request(), { key: body.value.captchaKey, image: body.value.image });
    } catch {
      // not JSON: ignored
    }
  });
  /** The newest captcha asked for, once its answer is in. */
  const newest = () => answered.get(asked.at(-1)!);
  return {
    /** Captchas asked for so far. */
    count: () => asked.length,
    /** The answer to the captcha the page shows, once it shows the newest one it asked for (a player answers what they see). */
    async answer(): Promise<string> {
      // The picture has no role of its own (alt="" inside its named button): its address says which captcha shows.
      const shown = captchaButton(page, brand).locator('img');
      await expect.poll(async () => asked.length > 0 && (await shown.getAttribute('src')) === newest()?.image).toBe(true);
      const res = await request.get(`${PLATFORM}/dev/captcha?key=${encodeURIComponent(newest()!.key)}`, {
        headers: { 'X-Merchant-Code': brand.merchantCode },
      });
      const body = (await res.json()) as { value: { answer: string } };
      return body.value.answer;
    },
  };
}

export type CodePurpose = 'register' | 'login' | 'reset' | 'email-reset';

/** The newest code for `purpose` the platform sent to `to` (an international mobile number or an e-mail) through its dev outbox. */
export async function outboxCode(request: APIRequestContext, brand: BrandConfig, to: string, channel: 'sms' | 'email', purpose: CodePurpose): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${PLATFORM}/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}`, {
        headers: { 'X-Merchant-Code': brand.merchantCode },
      });
      const body = (await res.json()) as { value: { messages: { code: string; purpose: string }[] } };
      code = body.value.messages.find((m) => m.purpose === purpose)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The brand's first dialling code and a number's international form, as the platform keys it. */
export function international(brand: BrandConfig, mobile: string): string {
  return (brand.rules.dialingCodes[0]?.code ?? '+66') + mobile.replace(/^0/, '');
}

/**
 * Requests that fail on purpose (a wrong password answers 401) make Chromium log
 * "Failed to load resource"; drop exactly those from the console check.
 */
export function allowFailedRequests(consoleErrors: string[], statuses: number[]) {
  const re = new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (re.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

/** `stored(key)` in the page: a localStorage key's JSON value, null when absent or "null". */
export async function exposeStored(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { stored: (k: string) => unknown }).stored = (k: string) => JSON.parse(localStorage.getItem(k) ?? 'null');
  });
}

export interface Player {
  username: string;
  mobile: string;
  email: string;
  password: string;
}

/**
 * Registers a new player through the register popup (by mobile when the brand
 * offers it, else by username), filling what the brand's rules require, and
 * waits until the session is stored. Leaves the page on /m/home, logged in.
 */
export async function registerPlayer(
  page: Page,
  request: APIRequestContext,
  brand: BrandConfig,
  options: { method?: 'mobile' | 'username'; email?: boolean } = {},
): Promise<Player> {
  const captcha = watchCaptcha(page, request, brand);
  const { account: a } = accountStrings(brand);
  const method = options.method ?? (brand.flags.MOBILENUMREG3 ? 'mobile' : 'username');
  const player: Player = { username: uniqueName('u'), mobile: uniqueMobile(), email: '', password: PASSWORD };
  await open(page, brand, '/m/register');
  const popup = dialog(page, a.register.title);
  await expect(popup).toBeVisible();
  if (brand.flags.MOBILENUMREG3 && brand.flags.USERNAMEREG3) {
    const tab = popup.getByRole('tab', { name: method === 'mobile' ? a.register.byMobile : a.register.byUsername, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  // The username is asked for only under the username method.
  await expect(field(popup, a.field.username)).toHaveCount(method === 'username' ? 1 : 0);
  if (method === 'username') await field(popup, a.field.username).fill(player.username);
  const mobileInput = field(popup, a.field.mobileNum);
  const mobileShown = (await mobileInput.count()) > 0;
  if (mobileShown && (method === 'mobile' || brand.rules.fields.mobileNum.required || brand.flags.REGMOBVERF3)) {
    await mobileInput.fill(player.mobile);
    const code = field(popup, a.field.verificationCode);
    if (await code.count()) {
      await sendCodeButton(popup, brand).click();
      await code.fill(await outboxCode(request, brand, international(brand, player.mobile), 'sms', 'register'));
    }
  } else player.mobile = '';
  if (await field(popup, a.field.password).count()) {
    await field(popup, a.field.password).fill(player.password);
    await field(popup, a.field.confirmPassword).fill(player.password);
  } else player.password = '';
  const email = field(popup, a.field.email);
  if ((await email.count()) && (options.email || brand.rules.fields.email.required)) {
    player.email = `${player.username}@example.com`;
    await email.fill(player.email);
  }
  const captchaField = field(popup, a.field.captcha);
  if (await captchaField.count()) await captchaField.fill(await captcha.answer());
  await button(popup, a.register.submit).click();
  await expect(popup).toHaveCount(0, SLOW);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName), SLOW).toBeTruthy();
  if (method === 'mobile') player.username = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!).userName as string);
  return player;
}

/** Ends the page's session on the device only (as a new visit without the stored session would). */
export async function forgetSession(page: Page) {
  await page.evaluate(() => {
    for (const k of ['MC_SESSION_INFO', 'MC_MEMBER_INFO', 'MC_TRIAL_USER']) localStorage.removeItem(k);
    sessionStorage.removeItem('MC_SESSION_PSW');
  });
}

/**
 * Records every toast the page shows ({ kind, text }), so a short message (1 s
 * or 1.5 s, as the documents set them) is checked reliably on a busy machine.
 * A toast is a line inside the page's one status region; its kind (success,
 * error) shows only in its class, so the recorder reads the class.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { lkToasts: { kind: string; text: string }[] };
    w.lkToasts = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof HTMLElement && n.classList.contains('lk-toast')) {
            w.lkToasts.push({ kind: [...n.classList].find((c) => c.startsWith('lk-toast--'))?.slice(10) ?? 'info', text: n.textContent ?? '' });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until a toast of `kind` whose text matches `text` was shown. */
export async function expectToast(page: Page, kind: 'success' | 'error' | 'loading' | 'info', text: RegExp = /./, timeout = 30_000) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lkToasts: { kind: string; text: string }[] }).lkToasts), { timeout })
    .toContainEqual(expect.objectContaining({ kind, text: expect.stringMatching(text) }));
}

/** Slow steps (password hashing on the platform, a machine under load) get this long. */
export const SLOW = { timeout: 30_000 };
