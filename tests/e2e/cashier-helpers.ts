// Helpers of the cashier and safer-play suites: a fresh real player signed in
// on a page, the balance as the page writes it (the app's own formatter, in the
// brand's language), and the simulated payment provider's page driven as a
// player drives it.
import type { Locator, Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { formatAmount } from '../../src/app/rules/format.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { brandUrl, expect, hydrated, PLATFORM } from './fixtures.ts';
import { client, registerPlayer } from './players.ts';
import type { PlatformClient } from '../../src/platform/client.ts';

export const SLOW = { timeout: 30_000 };

/** A new real player of `brand`, signed in on `page` (terms agreed, notice popups out of the way). */
export async function playerOn(page: Page, brand: BrandConfig) {
  const player = await registerPlayer(PLATFORM, brand);
  await quietPage(page);
  await signIn(page, player);
  return { ...player, api: client(PLATFORM, brand, player.token) };
}

export async function openPage(page: Page, brand: BrandConfig, path: string) {
  await page.goto(brandUrl(brand, path));
  await hydrated(page);
}

/** The balance widget's text for a sum in major units, as the page writes it in the brand's default language. */
export function balanceText(brand: BrandConfig, sum: number): string {
  return formatAmount(sum, brand.languages.default, brand.constants.currencyDecimals);
}

/** Presses one of the simulated provider's buttons (Pay, Fail, Abandon) on its page. */
export async function provider(page: Page, action: 'Pay' | 'Fail' | 'Abandon') {
  await expect(page.getByRole('heading', { name: 'Simulated payment provider' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: action, exact: true }).click();
}

/**
 * The figure a description list shows for `term`, once the term is there. A figure has no name of
 * its own to find it by; the cashier's lists pair each term with one figure, in order.
 */
export async function figure(scope: Locator, term: string): Promise<Locator> {
  const index = async () => (await scope.getByRole('term').allTextContents()).map((s) => s.trim()).indexOf(term);
  await expect.poll(index, SLOW).toBeGreaterThanOrEqual(0);
  return scope.getByRole('definition').nth(await index());
}

/** The name the platform gives its deposit method of `kind` (the radio button's label). */
export async function methodName(api: PlatformClient, kind: string): Promise<string> {
  const { methods } = await api.paymentMethods();
  return methods.find((m) => m.kind === kind)!.name;
}
