// The login popup slider (game spec section 2, Home; brand config
// banners.loginSlider): siam names its slider group, m_login. A visitor on home
// gets it once the site opens its own popups (after the first input), after the
// terms gate, with the group's banners, Log in and Register; following either
// opens that form; closing or following it marks it seen for the browser session.
import { brandById } from './account-helpers.ts';
import { seriousViolations } from './axe.ts';
import { brandUrl, expect, hydrated, test } from './fixtures.ts';

const SIAM = brandById('siam');

test.use({ loginSlider: true, termsAgreed: false });

test.beforeEach(async ({ page }) => {
  // Siam's notice popups take their turn too; this suite is about the slider.
  await page.addInitScript(() => sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(',')));
});

test('after the terms gate, a visitor gets the slider with its banners; Register opens the form; closed, it stays away', async ({ page }) => {
  await page.goto(brandUrl(SIAM));
  await hydrated(page);
  // The gate comes first; the slider waits behind it.
  const gate = page.getByRole('dialog').filter({ has: page.locator('[data-view]') });
  await expect(gate).toBeVisible();
  await gate.locator('[data-action="agree"]').click();
  await expect(gate).toHaveCount(0);

  const welcome = page.getByRole('dialog').filter({ has: page.locator('.lk-login-slider') });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { level: 2 })).toContainText(SIAM.name);
  // The group's banners, as a carousel: the first is a loaded picture.
  await expect(welcome.getByRole('region').locator('img').first()).toBeVisible();
  await expect
    .poll(() =>
      welcome
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);

  await welcome.getByRole('button', { name: 'Register' }).or(welcome.locator('[data-action="register"]')).first().click();
  await expect(welcome).toHaveCount(0);
  await expect(page.locator('form[data-form^="register"]').first()).toBeVisible();
  // Seen for this browser session (LoginSliderSlot.tsx reads it before it opens again).
  expect(await page.evaluate(() => sessionStorage.getItem('LK_LOGIN_SLIDER_SEEN'))).toBe('1');
});

test('Log in opens the login form; Escape closes the slider', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
  await page.goto(brandUrl(SIAM));
  await hydrated(page);
  const welcome = page.getByRole('dialog').filter({ has: page.locator('.lk-login-slider') });
  // The site's own popups open a moment after the first input (a key no control takes).
  await page.keyboard.press('Shift');
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);

  await page.evaluate(() => sessionStorage.removeItem('LK_LOGIN_SLIDER_SEEN'));
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Shift');
  await expect(welcome).toBeVisible();
  await welcome.locator('[data-action="login"]').click();
  await expect(welcome).toHaveCount(0);
  await expect(page.locator('form[data-form="login"]')).toBeVisible();
});
