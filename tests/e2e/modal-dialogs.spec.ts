// Popups are native modal dialogs (src/app/ui/use-modal.ts): Tab stays in the
// top one, the page behind is inert, Escape closes the top one only, and the
// focus goes back to the control that opened it. Every demo brand (falak reads
// right to left), the side menu and the login popup; two stacked popups in
// change password.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { open, registerPlayer } from './account-helpers.ts';
import { quietPage } from './content-fixtures.ts';
import { BRANDS, expect, test } from './fixtures.ts';

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

/** The page behind takes no focus while a modal is open. */
async function behindIsInert(page: Page) {
  expect(await takesFocus(page.locator('.lk-bottom a, .lk-bottom button').first())).toBe(false);
}

// No notice popup falls due while these run (one opens once the others have closed, and takes the focus).
test.beforeEach(async ({ page }) => {
  await quietPage(page);
});

for (const brand of BRANDS) {
  test.describe(`${brand.id} modal dialogs`, () => {
    test('the side menu keeps Tab inside, leaves the page inert, closes on Escape and gives the focus back', async ({ page }) => {
      await open(page, brand, '/m/home');
      const opener = page
        .locator('header')
        .getByRole('button', { name: /menu|เมนู|القائمة/i })
        .first();
      await opener.click();
      const side = page.getByRole('dialog', { name: brand.name });
      await expect(side).toBeVisible();
      await expect.poll(() => focusIn(page)).toBe('top modal');
      await behindIsInert(page);
      await tabStaysInside(page);
      expect(await seriousViolations(page, 'dialog:modal')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(side).toHaveCount(0);
      await expect(opener).toBeFocused();
      // The page is live again.
      expect(await takesFocus(page.locator('.lk-bottom a, .lk-bottom button').first())).toBe(true);
    });

    test('the login popup keeps Tab inside, passes axe, and a tap outside it closes it', async ({ page }) => {
      await open(page, brand, '/m/login');
      const login = page.getByRole('dialog').filter({ has: page.locator('form.lk-form') });
      await expect(login).toBeVisible();
      await expect.poll(() => focusIn(page)).toBe('top modal');
      await behindIsInert(page);
      await tabStaysInside(page);
      expect(await seriousViolations(page, 'dialog:modal')).toEqual([]);
      // Above the sheet: the page behind, dimmed by the dialog's backdrop. A tap there closes the popup.
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
  const form = page.locator('form[data-form="change-password"]');
  const outer = page.getByRole('dialog').filter({ has: form });
  await form.locator('[data-field="newPassword"] input').fill(player.password);
  await form.locator('[data-field="confirmNewPassword"] input').fill(player.password);
  const submit = form.locator('[data-action="change-password"]');
  await submit.click();
  // Rendered inside the change-password popup: the one dialog with the message and no form.
  const inner = page.getByRole('dialog').filter({ has: page.locator('[data-message="same-password"]'), hasNot: form });
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
