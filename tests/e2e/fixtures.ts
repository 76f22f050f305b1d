// Shared browser-test helpers: the demo brands, their URLs, and a check that no
// page logs a console error or throws.
import { test as base, expect, type Page } from '@playwright/test';
import { loadBrands } from '../../src/config/load-brands.ts';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { E2E_PORT } from '../playwright.config.ts';

export const BRANDS: BrandConfig[] = loadBrands().flatMap((b) => (b.config ? [b.config] : []));

export function brandUrl(brand: BrandConfig | string, path = '/m/home'): string {
  const id = typeof brand === 'string' ? brand : brand.id;
  return `http://${id}.localhost:${E2E_PORT}${path}`;
}

export const PLATFORM = `http://127.0.0.1:${E2E_PORT}/api`;

/**
 * Waits until the island has hydrated (Astro removes the `ssr` attribute). A page hydrates at the player's first
 * input, or once its quiet window is over (src/app/page-quiet.ts): this gives it one, a key that does nothing, as a
 * player's first touch would, and again until it is live, since a key before the page listens (its runtime comes
 * after the largest paint) is not one it hears. `stopped`, run in the page, ends the wait early when what it sees
 * is the test's failure instead (a policy that blocked the app's code). Each try watches the page for a moment,
 * so the test goes on as soon as the page is live, not at the next of a few spaced-out looks.
 */
export async function hydrated(page: Page, stopped?: () => boolean) {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return (await islandHydrates(page, HYDRATE_TRY_MS)) || (stopped !== undefined && (await page.evaluate(stopped)));
      },
      { message: 'the page hydrates', intervals: [50], timeout: 45_000 },
    )
    .toBe(true);
}

/** How long each try of hydrated() watches the page before it presses the key again. */
const HYDRATE_TRY_MS = 500;

/** Whether the island hydrates within `ms`: watched in the page, so the answer comes the moment it does. */
function islandHydrates(page: Page, ms: number): Promise<boolean> {
  return page
    .evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          const live = () => !document.querySelector('astro-island[ssr]');
          if (live()) return resolve(true);
          const finish = (result: boolean) => {
            observer.disconnect();
            clearTimeout(timer);
            resolve(result);
          };
          const observer = new MutationObserver(() => live() && finish(true));
          const timer = setTimeout(() => finish(live()), ms);
          observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
        }),
      ms,
    )
    .catch((error: Error) => {
      // The page was replaced while it was watched (a reload, a navigation): the next try watches the new one.
      if (/Execution context was destroyed|navigation/i.test(error.message)) return false;
      throw error;
    });
}

export const test = base.extend<{ consoleErrors: string[]; termsAgreed: boolean; loginSlider: boolean; expectedConsole: RegExp | undefined }>({
  // The terms gate (account spec section 2) covers every page of a new browser
  // session. Suites that are not about it start agreed, as after a first visit;
  // a suite that tests the gate, or a first visit, says `test.use({ termsAgreed: false })`.
  termsAgreed: [true, { option: true }],
  // The login slider (a brand's banners.loginSlider) opens on home once per browser session: suites not about it
  // start with it seen; login-slider.spec.ts says `test.use({ loginSlider: true })`.
  loginSlider: [false, { option: true }],
  // Console errors a suite expects and says why (test.use({ expectedConsole })); every other one fails the test.
  expectedConsole: [undefined, { option: true }],
  page: async ({ page, termsAgreed, loginSlider }, use) => {
    if (termsAgreed) await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
    if (!loginSlider) await page.addInitScript(() => sessionStorage.setItem('LK_LOGIN_SLIDER_SEEN', '1'));
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      const unexpected = expectedConsole ? errors.filter((e) => !expectedConsole.test(e)) : errors;
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
