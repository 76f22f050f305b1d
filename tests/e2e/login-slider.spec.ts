// The login popup slider (game spec section 2, Home; brand config
// banners.loginSlider): siam names its slider group, m_login. A visitor on home
// gets it once the site opens its own popups (after the first input), after the
// terms gate, with the group's banners, Log in and Register; following either
// opens that form; closing or following it marks it seen for the browser session.
import { brandById } from './account-helpers.ts';
import { seriousViolations } from './axe.ts';
import { brandUrl, expect, hydrated, test } from './fixtures.ts';
import { brandStrings, filled } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

const SIAM = brandById('siam');
const a = brandStrings(SIAM, 'account', enAccount);
const common = brandStrings(SIAM, 'common', enCommon);
const sliderName = filled(common.loginSlider.title, { name: SIAM.name }, SIAM);

test.use({ loginSlider: true, termsAgreed: false });

test.beforeEach(async ({ page }) => {
  // Siam's notice popups take their turn too; this suite is about the slider.
  await page.addInitScript(() => sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(',')));
});

test('after the terms gate, a visitor gets the slider with its banners; Register opens the form; closed, it stays away', async ({ page }) => {
  await page.goto(brandUrl(SIAM));
  await hydrated(page);
  // The gate comes first; the slider waits behind it.
  const gate = page.getByRole('dialog', { name: a.terms.title, exact: true });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: a.terms.agree, exact: true }).click();
  await expect(gate).toHaveCount(0);

  const welcome = page.getByRole('dialog', { name: sliderName, exact: true });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { level: 2 })).toContainText(SIAM.name);
  // The group's banners, as a carousel: the first is a loaded picture.
  const first = welcome.getByRole('region', { name: common.loginSlider.slides, exact: true }).getByRole('img').first();
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);

  await welcome.getByRole('button', { name: common.action.register, exact: true }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: a.register.title, exact: true })).toBeVisible();
  // Seen for this browser session (LoginSliderSlot.tsx reads it before it opens again).
  expect(await page.evaluate(() => sessionStorage.getItem('LK_LOGIN_SLIDER_SEEN'))).toBe('1');
});

test('Log in opens the login form; Escape closes the slider', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
  await page.goto(brandUrl(SIAM));
  await hydrated(page);
  const welcome = page.getByRole('dialog', { name: sliderName, exact: true });
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
  await welcome.getByRole('button', { name: common.action.login, exact: true }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: a.login.title, exact: true })).toBeVisible();
});
