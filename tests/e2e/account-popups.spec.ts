// Popup routes (account spec sections 2 and 4) for every demo brand: /m/login,
// /m/register, /m/register.html and /m/forget open their popup over the home
// shell; one at a time; closing one on its own path replaces it with /m/home;
// the registration's terms link lands on the help entry tagged terms. And the
// axe-core scan of the three forms (no serious or critical violation).
import { seriousViolations } from './axe.ts';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { agreeTermsFirst, open } from './account-helpers.ts';

const POPUPS = [
  { path: '/m/login', form: 'login' },
  { path: '/m/register', form: 'register' },
  { path: '/m/register.html', form: 'register' },
  { path: '/m/forget', form: null },
] as const;

for (const brand of BRANDS) {
  test.describe(`${brand.id} popup routes`, () => {
    test.beforeEach(async ({ page }) => agreeTermsFirst(page));

    for (const p of POPUPS) {
      test(`${p.path} opens its popup over home; closing it replaces the route with /m/home`, async ({ page }) => {
        await open(page, brand, '/m/activity');
        await page.goto(brandUrl(brand, p.path));
        await expect(page.locator('.lk-header--home')).toBeVisible();
        const dialog = page.getByRole('dialog').filter({ has: page.locator('form.lk-form') });
        await expect(dialog).toBeVisible();
        if (p.form) await expect(dialog.locator(`form[data-form="${p.form}"]`)).toBeVisible();
        await dialog
          .getByRole('button', { name: /close|ปิด|إغلاق/i })
          .first()
          .click();
        await expect(page.locator('form.lk-form')).toHaveCount(0);
        await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
        // Replaced, not pushed: back leaves the popup path behind.
        await page.goBack();
        await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      });
    }

    test('the popups are mutually exclusive and the route follows them', async ({ page }) => {
      await open(page, brand, '/m/login');
      await expect(page.locator('form[data-form="login"]')).toBeVisible();
      await page.locator('[data-action="to-register"]').click();
      await expect(page.locator('form[data-form="register"]')).toBeVisible();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl(brand, '/m/register'));
      await page.locator('[data-action="to-login"]').click();
      await expect(page.locator('form[data-form="login"]')).toBeVisible();
      await expect(page.locator('form[data-form="register"]')).toHaveCount(0);
      await page.locator('[data-action="forgot"]').click();
      await expect(page.locator('form[data-form^="forgot"]')).toBeVisible();
      await expect(page.locator('form[data-form="login"]')).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl(brand, '/m/forget'));
      // From the home header, the popup opens without changing the route.
      await open(page, brand, '/m/home');
      await page.locator('.lk-header__actions button').nth(1).click();
      await expect(page.locator('form[data-form="register"]')).toBeVisible();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
    });

    test('a tap outside the popup closes it, a tap inside does not, and Escape closes it too', async ({ page }) => {
      const form = page.locator('form[data-form="login"]');
      await open(page, brand, '/m/login');
      await expect(form).toBeVisible();
      await page.getByRole('dialog').locator('.lk-popup__title').click();
      await expect(form).toBeVisible();
      // The sheet rises from the bottom: the page's top corner is outside it.
      await page.locator('.lk-backdrop').click({ position: { x: 8, y: 8 } });
      await expect(form).toHaveCount(0);
      await open(page, brand, '/m/login');
      await expect(form).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
    });

    test('the terms link of the registration lands on the help entry tagged terms', async ({ page }) => {
      await open(page, brand, '/m/register');
      await page.locator('form[data-form="register"] .lk-check__link').click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/help?tag=terms'));
      await expect(page.locator('form.lk-form')).toHaveCount(0);
      await expect(page.locator('details[data-tag="terms"]')).toHaveAttribute('open', '');
      await expect(page.locator('details[data-tag="terms"] .lk-help__content')).not.toBeEmpty();
    });

    test('axe: login, register and forgot have no serious or critical violation', async ({ page }) => {
      for (const path of ['/m/login', '/m/register', '/m/forget']) {
        await open(page, brand, path);
        await expect(page.locator('dialog form.lk-form')).toBeVisible();
        // The captcha picture and banner have loaded, so the scan sees the final form.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page, 'dialog'), path).toEqual([]);
      }
    });
  });
}
