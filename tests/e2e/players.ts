// Players of the browser suites: fresh real (type 0) accounts registered through
// the real platform calls the way each brand's form registers (the captcha and
// SMS code read from the platform's dev-only calls), and a typed platform client
// to compare pages with the platform's own answers.
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { createPlatformClient, type PlatformClient } from '../../src/platform/client.ts';
import type { ValueOf } from '../../src/platform/calls.ts';
import { uniqueMobile, uniqueName } from './account-helpers.ts';

export type Session = ValueOf<'login'>;

export function client(api: string, brand: BrandConfig, token?: string): PlatformClient {
  return createPlatformClient({ apiBase: api, merchantCode: brand.merchantCode, getToken: () => token, getLanguage: () => brand.languages.default });
}

async function dev<T>(api: string, brand: BrandConfig, path: string): Promise<T> {
  const r = await fetch(`${api}/dev/${path}`, { headers: { 'X-Merchant-Code': brand.merchantCode } });
  const body = (await r.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`dev/${path}: ${JSON.stringify(body)}`);
  return body.value;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A new real (type 0) account of `brand`, registered the way the brand's form registers, logged in. */
export async function registerPlayer(api: string, brand: BrandConfig): Promise<Session & { password: string }> {
  const c = client(api, brand);
  const dialing = brand.rules.dialingCodes[0]!.code;
  const mobile = uniqueMobile();
  const username = uniqueName('ct');
  const f = brand.flags;
  const byMobile = !f.USERNAMEREG3 && f.MOBILENUMREG3;
  // A brand that registers mobile numbers without a password (MOBILENUMPASSREG3 off) takes an empty one.
  const password = byMobile && !f.MOBILENUMPASSREG3 ? '' : `Pw${digits(6)}`;
  const needsMobile = byMobile || brand.rules.fields.mobileNum.required;

  const payload: Record<string, unknown> = { registerMethod: 'H5', type: 0, password, confirmPassword: password, countryDialingCode: dialing };
  if (!byMobile) payload.username = username;
  if (needsMobile) payload.mobileNum = mobile;
  if (brand.rules.fields.email.required) payload.email = `${username}@example.com`;
  if (brand.registration.captcha) {
    const { captchaKey } = await c.captcha({});
    payload.captchaKey = captchaKey;
    payload.captcha = (await dev<{ answer: string }>(api, brand, `captcha?key=${encodeURIComponent(captchaKey)}`)).answer;
  }
  if (f.REGMOBVERF3 && needsMobile) {
    await c.smsCodeRegister({ mobileNo: mobile, countryDialingCode: dialing });
    const { messages } = await dev<{ messages: { to: string; code: string }[] }>(api, brand, 'outbox?channel=sms');
    const message = messages.find((m) => m.to.endsWith(mobile));
    if (!message) throw new Error(`no SMS code for ${mobile}`);
    payload.verificationCode = message.code;
  }
  const session = byMobile ? await c.registerByMobile(payload as never) : await c.registerByUsername(payload as never);
  return { ...session, password };
}
