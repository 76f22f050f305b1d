// Helpers of the lobby browser suites (tests/e2e/lobby-*.spec.ts): a fresh
// player per test (registered through the real platform calls, the captcha and
// SMS code read from the platform's dev-only calls), the page opened with that
// session and the terms gate and notice popups out of the way, and the
// platform's own answers to compare the pages with.
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import type { ValueOf } from '../../src/platform/calls.ts';
import { createPlatformClient, type PlatformClient } from '../../src/platform/client.ts';
import { brandUrl, hydrated, PLATFORM } from './fixtures.ts';

export type Session = ValueOf<'login'>;

export function api(brand: BrandConfig, token?: string): PlatformClient {
  return createPlatformClient({ apiBase: PLATFORM, merchantCode: brand.merchantCode, getToken: () => token, getLanguage: () => brand.languages.default });
}

async function dev<T>(brand: BrandConfig, path: string): Promise<T> {
  const r = await fetch(`${PLATFORM}/dev/${path}`, { headers: { 'X-Merchant-Code': brand.merchantCode } });
  const body = (await r.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`dev/${path}: ${JSON.stringify(body)}`);
  return body.value;
}

let serial = 0;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A new real (type 0) account of `brand`, registered the way its form registers, logged in. */
export async function newPlayer(brand: BrandConfig): Promise<Session> {
  const c = api(brand);
  const password = `Lb${digits(6)}`;
  const dialing = brand.rules.dialingCodes[0]!.code;
  const mobile = `9${digits(8)}`;
  const username = `lb${Date.now().toString(36).slice(-5)}${(serial++).toString(36)}${digits(3)}`.slice(0, 16);
  const f = brand.flags;
  const byMobile = !f.USERNAMEREG3 && f.MOBILENUMREG3;
  const needsMobile = byMobile || brand.rules.fields.mobileNum.required;
  const payload: Record<string, unknown> = { registerMethod: 'H5', type: 0, password, confirmPassword: password, countryDialingCode: dialing };
  if (!byMobile) payload.username = username;
  if (needsMobile) payload.mobileNum = mobile;
  if (brand.rules.fields.email.required) payload.email = `${username}@example.com`;
  if (brand.registration.captcha) {
    const { captchaKey } = await c.captcha({});
    payload.captchaKey = captchaKey;
    payload.captcha = (await dev<{ answer: string }>(brand, `captcha?key=${encodeURIComponent(captchaKey)}`)).answer;
  }
  if (f.REGMOBVERF3 && needsMobile) {
    await c.smsCodeRegister({ mobileNo: mobile, countryDialingCode: dialing });
    const { messages } = await dev<{ messages: { to: string; code: string }[] }>(brand, 'outbox?channel=sms');
    const message = messages.find((m) => m.to.endsWith(mobile));
    if (!message) throw new Error(`no SMS code for ${mobile}`);
    payload.verificationCode = message.code;
  }
  return byMobile ? c.registerByMobile(payload as never) : c.registerByUsername(payload as never);
}

/** The terms gate agreed and notice popups seen for this tab; optionally a stored session. */
export async function prepare(page: Page, session?: Session) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('MC_TERMS_AGREED', '1');
    sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    if (s) localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: s.token, merchantCode: s.merchantCode, userName: s.userName, type: s.type, firstTimeLogin: false }));
  }, session ?? null);
}

export async function open(page: Page, brand: BrandConfig, path: string) {
  await page.goto(brandUrl(brand, path));
  await hydrated(page);
}

/** Platform calls the page makes, by path below the API base (`/game/list`), with their query. */
export function watchCalls(page: Page, path: string) {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `/api${path}`) calls.push(url);
  });
  return calls;
}
