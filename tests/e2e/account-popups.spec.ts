// Popup routes (account spec sections 2 and 4) for every demo brand: /m/login,
// /m/register, /m/register.html and /m/forget open their popup over the home
// shell; one at a time; closing one on its own path replaces it with /m/home;
// the registration's terms link lands on the help entry tagged terms. And the
// axe-core scan of the three forms (no serious or critical violation).
import { seriousViolations } from './axe.ts';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { accountStrings, agreeTermsFirst, button, dialog, open } from './account-helpers.ts';

const POPUPS = [
  { path: '/m/login', popup: 'login' },
  { path: '/m/register', popup: 'register' },
  { path: '/m/register.html', popup: 'register' },
  { path: '/m/forget', popup: 'forgot' },
] as const;

for (const brand of BRANDS) {
  const { account: a, common: c } = accountStrings(brand);

  test.describe(`${brand.id} popup routes`, () => {
    test.beforeEach(async ({ page }) => agreeTermsFirst(page));

    for (const p of POPUPS) {
      test(`${p.path} opens its popup over home; closing it replaces the route with /m/home`, async ({ page }) => {
        await open(page, brand, '/m/activity');
        await page.goto(brandUrl(brand, p.path));
        // The home header (its menu button; a page's header has a back button instead).
        await expect(button(page.getByRole('banner'), c.menu.open)).toBeVisible();
        const popup = dialog(page, a[p.popup].title);
        await expect(popup).toBeVisible();
        if (p.popup !== 'forgot') await expect(button(popup, a[p.popup].submit)).toBeVisible();
        await button(popup, c.action.close).click();
        await expect(popup).toHaveCount(0);
        await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
        // Replaced, not pushed: back leaves the popup path behind.
        await page.goBack();
        await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      });
    }

    test('the popups are mutually exclusive and the route follows them', async ({ page }) => {
      const login = dialog(page, a.login.title);
      const register = dialog(page, a.register.title);
      const forgot = dialog(page, a.forgot.title);
      await open(page, brand, '/m/login');
      await expect(login).toBeVisible();
      await button(login, a.login.toRegister).click();
      await expect(register).toBeVisible();
      await expect(login).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl(brand, '/m/register'));
      await button(register, a.register.toLogin).click();
      await expect(login).toBeVisible();
      await expect(register).toHaveCount(0);
      await button(login, a.login.forgot).click();
      await expect(forgot).toBeVisible();
      await expect(login).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl(brand, '/m/forget'));
      // From the home header, the popup opens without changing the route.
      await open(page, brand, '/m/home');
      await button(page.getByRole('banner'), c.action.register).click();
      await expect(register).toBeVisible();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
    });

    test('a tap outside the popup closes it, a tap inside does not, and Escape closes it too', async ({ page }) => {
      const login = dialog(page, a.login.title);
      await open(page, brand, '/m/login');
      await expect(login).toBeVisible();
      await login.getByRole('heading', { name: a.login.title, exact: true }).click();
      await expect(login).toBeVisible();
      // The sheet rises from the bottom: the page's top corner is outside it.
      await page.mouse.click(8, 8);
      await expect(login).toHaveCount(0);
      await open(page, brand, '/m/login');
      await expect(login).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(login).toHaveCount(0);
    });

    test('the terms link of the registration lands on the help entry tagged terms', async ({ page }) => {
      await open(page, brand, '/m/register');
      const register = dialog(page, a.register.title);
      await register.getByRole('link', { name: a.disclaimer.terms, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/help?tag=terms'));
      await expect(register).toHaveCount(0);
      // Which help entry is which is the platform's tag (data-tag), not a name the page gives it.
      const terms = page.locator('details[data-tag="terms"]');
      await expect(terms).toHaveAttribute('open', '');
      // The opened entry's text: the platform's sanitised HTML, a plain block with no role of its own.
      await expect(terms.locator('.lk-help__content')).not.toBeEmpty();
    });

    test('axe: login, register and forgot have no serious or critical violation', async ({ page }) => {
      for (const [path, title] of [
        ['/m/login', a.login.title],
        ['/m/register', a.register.title],
        ['/m/forget', a.forgot.title],
      ] as const) {
        await open(page, brand, path);
        await expect(dialog(page, title)).toBeVisible();
        // The captcha picture and banner have loaded, so the scan sees the final form.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page, 'dialog'), path).toEqual([]);
      }
    });
  });
}
