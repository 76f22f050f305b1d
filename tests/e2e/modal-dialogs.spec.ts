// Popups are native modal dialogs (src/app/ui/use-modal.ts): Tab stays in the
// top one, the page behind is inert, Escape closes the top one only, and the
// focus goes back to the control that opened it. Every demo brand (falak reads
// right to left), the side menu and the login popup; two stacked popups in
// change password.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { open, registerPlayer } from './account-helpers.ts';
import { quietPage } from './content-fixtures.ts';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

/** Where the focus is: in the top modal, on another element of the page, or nowhere in it (the browser's own controls). */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    // Each popup's dialog covers the view: what lies under its middle belongs to the top one.
    const top = document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('dialog:modal');
    const active = document.activeElement;
    if (!active || active === document.body) return 'outside the page';
    return top?.contains(active) ? 'top modal' : `page behind: ${active.outerHTML.slice(0, 80)}`;
  });

/** Tabs forward, then back, through more stops than the popup has: the focus never lands on the page behind. */
async function tabStaysInside(page: Page) {
  const stops = await page.evaluate(
    () =>
      document
        .elementFromPoint(innerWidth / 2, innerHeight / 2)!
        .closest('dialog:modal')!
        .querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').length,
  );
  expect(stops).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press(key);
      const where = await focusIn(page);
      expect(where, `after ${i + 1} × ${key}`).not.toMatch(/^page behind/);
      if (where === 'top modal') seen.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 120)));
    }
  }
  expect(seen.size).toBeGreaterThan(0);
  // Past the browser's own controls, Tab comes round into the popup again.
  for (let i = 0; i < stops + 3 && (await focusIn(page)) !== 'top modal'; i++) await page.keyboard.press('Tab');
  expect(await focusIn(page)).toBe('top modal');
  expect(await page.evaluate(() => document.hasFocus())).toBe(true);
}

/** Whether the element takes the focus when asked: an inert one does not. */
const takesFocus = (target: Locator) =>
  target.evaluate((el: HTMLElement) => {
    el.focus();
    return document.activeElement === el;
  });

/** The bottom menu's first entry: a control of the page behind the popups. */
const behind = (page: Page, brand: BrandConfig) =>
  page
    .getByRole('navigation', { name: brandStrings(brand, 'common', enCommon).menu.bottom, exact: true })
    .getByRole('button')
    .first();

/** The page behind takes no focus while a modal is open. */
async function behindIsInert(page: Page, brand: BrandConfig) {
  expect(await takesFocus(behind(page, brand))).toBe(false);
}

// No notice popup falls due while these run (one opens once the others have closed, and takes the focus).
test.beforeEach(async ({ page }) => {
  await quietPage(page);
});

for (const brand of BRANDS) {
  test.describe(`${brand.id} modal dialogs`, () => {
    test('the side menu keeps Tab inside, leaves the page inert, closes on Escape and gives the focus back', async ({ page }) => {
      await open(page, brand, '/m/home');
      const opener = page.getByRole('banner').getByRole('button', { name: brandStrings(brand, 'common', enCommon).menu.open, exact: true });
      await opener.click();
      const side = page.getByRole('dialog', { name: brand.name, exact: true });
      await expect(side).toBeVisible();
      await expect.poll(() => focusIn(page)).toBe('top modal');
      await behindIsInert(page, brand);
      await tabStaysInside(page);
      expect(await seriousViolations(page, 'dialog:modal')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(side).toHaveCount(0);
      await expect(opener).toBeFocused();
      // The page is live again.
      expect(await takesFocus(behind(page, brand))).toBe(true);
    });

    test('the login popup keeps Tab inside, passes axe, and a tap outside it closes it', async ({ page }) => {
      await open(page, brand, '/m/login');
      const login = page.getByRole('dialog', { name: brandStrings(brand, 'account', enAccount).login.title, exact: true });
      await expect(login).toBeVisible();
      await expect.poll(() => focusIn(page)).toBe('top modal');
      await behindIsInert(page, brand);
      await tabStaysInside(page);
      expect(await seriousViolations(page, 'dialog:modal')).toEqual([]);
      // Above the sheet: the page behind, dimmed by the dialog's backdrop. A tap there closes the popup.
      // The sheet is the panel inside the dialog's full-view cover: a box measured, not a control.
      const panel = await login.locator('.lk-popup').boundingBox();
      expect(panel!.y).toBeGreaterThan(20);
      await page.mouse.click(10, panel!.y / 2);
      await expect(login).toHaveCount(0);
    });
  });
}

const aurora = BRANDS.find((b) => b.id === 'aurora') ?? BRANDS[0]!;

test('Escape closes only the top of two stacked popups, and each gives the focus back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(page, request, aurora);
  test.skip(!player.password, 'this brand registers without a password');
  await open(page, aurora, '/m/changePsw');
  const a = brandStrings(aurora, 'account', enAccount);
  // Both popups are named "Change password": the outer one holds the form's Save, the inner one the message.
  const popups = page.getByRole('dialog', { name: a.changePassword.title, exact: true });
  const submit = page.getByRole('button', { name: a.changePassword.submit, exact: true });
  const outer = popups.filter({ has: submit });
  await outer.getByRole('textbox', { name: a.field.newPassword, exact: true }).fill(player.password);
  await outer.getByRole('textbox', { name: a.field.confirmNewPassword, exact: true }).fill(player.password);
  await submit.click();
  // Rendered inside the change-password popup: the one dialog with the message and no form.
  const inner = popups.filter({ has: page.getByText(a.message.samePassword, { exact: true }), hasNot: submit });
  await expect(inner).toBeVisible();
  // The inner popup is the top one: the focus is in it, and the outer popup's form is out of reach.
  await expect.poll(() => focusIn(page)).toBe('top modal');
  expect(await takesFocus(submit)).toBe(false);
  await tabStaysInside(page);

  await page.keyboard.press('Escape');
  await expect(inner).toHaveCount(0);
  await expect(outer).toBeVisible();
  await expect(submit).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(outer).toHaveCount(0);
});
