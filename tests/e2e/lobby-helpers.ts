// Helpers of the lobby browser suites (tests/e2e/lobby-*.spec.ts): a fresh
// player per test (registered through the real platform calls, the captcha and
// SMS code read from the platform's dev-only calls), the page opened with that
// session and the terms gate and notice popups out of the way, and the
// platform's own answers to compare the pages with.
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { brandUrl, hydrated, PLATFORM } from './fixtures.ts';
import { client, registerPlayer, type Session } from './players.ts';

/** The platform's own answers, to compare the pages with. */
export const api = (brand: BrandConfig, token?: string) => client(PLATFORM, brand, token);

/** A new real (type 0) account of `brand`, registered the way its form registers, logged in. */
export const newPlayer = (brand: BrandConfig) => registerPlayer(PLATFORM, brand);

/** The terms gate agreed and notice popups and the login slider seen for this tab; optionally a stored session. */
export async function prepare(page: Page, session?: Session) {
  await page.addInitScript((s) => {
    sessionStorage.setItem('MC_TERMS_AGREED', '1');
    sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    sessionStorage.setItem('LK_LOGIN_SLIDER_SEEN', '1');
    if (s)
      localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: s.token, merchantCode: s.merchantCode, userName: s.userName, type: s.type, firstTimeLogin: false }),
      );
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
