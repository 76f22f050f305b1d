// The terms gate (account spec sections 2, 4 and 8) for every demo brand: shown
// at session start, three consent lines that start checked, 'age_limit' with the
// brand's age when one is unchecked, the rules detail with its read-and-agree
// box, agreement kept in sessionStorage, and closing on back navigation.
import { BRANDS, expect, test } from './fixtures.ts';
import { expectToast, open, recordToasts } from './account-helpers.ts';

// A fresh browser session: the gate has not been agreed to.
test.use({ termsAgreed: false });

for (const brand of BRANDS) {
  test.describe(`${brand.id} terms gate`, () => {
    test.beforeEach(async ({ page }) => recordToasts(page));

    test('an unchecked consent line shows the age notice; the rules need their box; agreement is kept', async ({ page }) => {
      await open(page, brand, '/m/home');
      const gate = page.getByRole('dialog').filter({ has: page.locator('[data-view]') });
      await expect(gate).toBeVisible();
      await expect(gate).toContainText(`${brand.ageLimit}+`);
      const lines = gate.locator('[data-line] input');
      await expect(lines).toHaveCount(3);
      for (const line of await lines.all()) await expect(line).toBeChecked();

      // One line unchecked: agree shows 'age_limit' with the brand's age and keeps the gate.
      await gate.locator('[data-line="responsible"] input').uncheck();
      await expect(gate.locator('[data-action="agree"]')).toHaveAttribute('aria-disabled', 'true');
      // It looks disabled but still answers a tap, with the reason (force: Playwright skips aria-disabled buttons).
      await gate.locator('[data-action="agree"]').click({ force: true });
      await expectToast(page, 'error', new RegExp(String(brand.ageLimit)));
      await expect(gate).toBeVisible();

      // The rules: their text from the help centre (tag rules), accepted only with the box checked.
      await gate.locator('[data-line="rules"] input').uncheck();
      await gate.locator('[data-action="read-rules"]').click();
      await expect(gate.locator('[data-view="rules"] article')).toBeVisible();
      await expect(gate.locator('[data-action="agree-rules"]')).toBeDisabled();
      await gate.locator('#lk-terms-read').check();
      await gate.locator('[data-action="agree-rules"]').click();
      await expect(gate.locator('[data-line="rules"] input')).toBeChecked();

      await gate.locator('[data-line="responsible"] input').check();
      await gate.locator('[data-action="agree"]').click();
      await expect(page.locator('[data-view="terms"]')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_TERMS_AGREED'))).toBe('1');

      // Agreed for the browser session: a reload shows no gate.
      await open(page, brand, '/m/activity');
      await page.waitForTimeout(1000);
      await expect(page.locator('[data-view="terms"]')).toHaveCount(0);
    });

    test('back navigation closes the gate', async ({ page }) => {
      await open(page, brand, '/m/home');
      await expect(page.locator('[data-view="terms"]')).toBeVisible();
      // An earlier page of the app to go back to. The gate makes the page behind it inert, so the
      // move is the app's own, its bottom-menu entry clicked from script; a new entry keeps the gate.
      await page.evaluate(() => document.querySelector<HTMLElement>('.lk-bottom [data-item="deposit"]')?.click());
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      // On screen, not only in the address bar: a back while the deposit page's code is still loading reaches React
      // in the same render as the move there, and the gate sees neither. Behind the gate the page is inert, out of
      // the accessibility tree, so its header is found by its class.
      await expect(page.locator('.lk-header--page')).toBeVisible();
      await expect(page.locator('[data-view="terms"]')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator('[data-view="terms"]')).toHaveCount(0);
      // Closed, not agreed: a new page load asks again.
      expect(await page.evaluate(() => sessionStorage.getItem('MC_TERMS_AGREED'))).toBeNull();
    });
  });
}
