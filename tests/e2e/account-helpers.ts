// Helpers of the account, member and help browser suites: unique players, the
// platform's dev-only outbox and captcha answers, and the terms gate agreed in
// advance where a test is not about it.
import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { BRANDS, brandUrl, expect, hydrated, PLATFORM } from './fixtures.ts';

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

/** Remembers every captcha the page fetches (its key and picture); `answer()` answers the one on screen. */
export function watchCaptcha(page: Page, request: APIRequestContext, brand: BrandConfig) {
  const seen: { key: string; image: string }[] = [];
  page.on('response', async (r) => {
    if (!r.url().includes('/api/account/captcha')) return;
    try {
      const body = (await r.json()) as { value?: { captchaKey?: string; image?: string } };
      if (body.value?.captchaKey && body.value.image) seen.push({ key: body.value.captchaKey, image: body.value.image });
    } catch {
      // not JSON: ignored
    }
  });
  return {
    count: () => seen.length,
    /** The answer to the captcha the page shows, once it shows the newest one it asked for (a player answers what they see). */
    async answer(): Promise<string> {
      const shown = page.locator('[data-field="captcha"] img');
      await expect.poll(async () => seen.length > 0 && (await shown.getAttribute('src')) === seen.at(-1)!.image).toBe(true);
      const res = await request.get(`${PLATFORM}/dev/captcha?key=${encodeURIComponent(seen.at(-1)!.key)}`, {
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

/** The open dialog with the given name. */
export const dialog = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });

export async function fieldByLabel(page: Page, label: RegExp | string) {
  return page.getByLabel(label, { exact: typeof label === 'string' });
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
  const method = options.method ?? (brand.flags.MOBILENUMREG3 ? 'mobile' : 'username');
  const player: Player = { username: uniqueName('u'), mobile: uniqueMobile(), email: '', password: PASSWORD };
  await open(page, brand, '/m/register');
  const form = page.locator('form[data-form="register"]');
  await expect(form).toBeVisible();
  if (brand.flags.MOBILENUMREG3 && brand.flags.USERNAMEREG3) await form.locator(`[data-tab="${method}"]`).click();
  await expect(form).toHaveAttribute('data-method', method);
  if (method === 'username') await form.locator('[data-field="username"] input').fill(player.username);
  const mobileInput = form.locator('[data-field="mobileNum"] input');
  const mobileShown = (await mobileInput.count()) > 0;
  if (mobileShown && (method === 'mobile' || brand.rules.fields.mobileNum.required || brand.flags.REGMOBVERF3)) {
    await mobileInput.fill(player.mobile);
    if (await form.locator('[data-field="verificationCode"]').count()) {
      await form.locator('[data-action="send-code"]').click();
      await form
        .locator('[data-field="verificationCode"] input')
        .fill(await outboxCode(request, brand, international(brand, player.mobile), 'sms', 'register'));
    }
  } else player.mobile = '';
  if (await form.locator('[data-field="password"]').count()) {
    await form.locator('[data-field="password"] input').fill(player.password);
    await form.locator('[data-field="confirmPassword"] input').fill(player.password);
  } else player.password = '';
  const email = form.locator('[data-field="email"] input');
  if ((await email.count()) && (options.email || brand.rules.fields.email.required)) {
    player.email = `${player.username}@example.com`;
    await email.fill(player.email);
  }
  if (await form.locator('[data-field="captcha"]').count()) await form.locator('[data-field="captcha"] input').fill(await captcha.answer());
  await form.locator('[data-action="register"]').click();
  await expect(form).toHaveCount(0, SLOW);
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
