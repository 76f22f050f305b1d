// The terms gate (account spec sections 2, 4 and 8) for every demo brand: shown
// at session start, three consent lines that start checked, 'age_limit' with the
// brand's age when one is unchecked, the rules detail with its read-and-agree
// box, agreement kept in sessionStorage, and closing on back navigation.
import { BRANDS, expect, test } from './fixtures.ts';
import { accountStrings, button, dialog, expectToast, open, recordToasts } from './account-helpers.ts';
import { filled, literally } from './strings.ts';

// A fresh browser session: the gate has not been agreed to.
test.use({ termsAgreed: false });

for (const brand of BRANDS) {
  const { account: a, common: c } = accountStrings(brand);
  const line = (key: keyof typeof a.terms.line) => filled(a.terms.line[key], { age: brand.ageLimit }, brand);

  test.describe(`${brand.id} terms gate`, () => {
    test.beforeEach(async ({ page }) => recordToasts(page));

    test('an unchecked consent line shows the age notice; the rules need their box; agreement is kept', async ({ page }) => {
      await open(page, brand, '/m/home');
      const gate = dialog(page, a.terms.title);
      await expect(gate).toBeVisible();
      await expect(gate).toContainText(`${brand.ageLimit}+`);
      const lines = gate.getByRole('checkbox');
      await expect(lines).toHaveCount(3);
      for (const key of ['age', 'rules', 'responsible'] as const) await expect(gate.getByRole('checkbox', { name: line(key), exact: true })).toBeChecked();

      // One line unchecked: agree shows 'age_limit' with the brand's age and keeps the gate.
      const agree = button(gate, a.terms.agree);
      await gate.getByRole('checkbox', { name: line('responsible'), exact: true }).uncheck();
      await expect(agree).toHaveAttribute('aria-disabled', 'true');
      // It looks disabled but still answers a tap, with the reason (force: Playwright skips aria-disabled buttons).
      await agree.click({ force: true });
      await expectToast(page, 'error', literally(filled(a.age_limit, { age: brand.ageLimit }, brand)));
      await expect(gate).toBeVisible();

      // The rules: their text from the help centre (tag rules), accepted only with the box checked.
      const rules = gate.getByRole('checkbox', { name: line('rules'), exact: true });
      await rules.uncheck();
      await button(gate, a.terms.readRules).click();
      await expect(gate.getByRole('article')).toBeVisible();
      const accept = button(gate, a.terms.confirmRules);
      await expect(accept).toBeDisabled();
      await gate.getByRole('checkbox', { name: a.terms.readAndAgree, exact: true }).check();
      await accept.click();
      await expect(rules).toBeChecked();

      await gate.getByRole('checkbox', { name: line('responsible'), exact: true }).check();
      await agree.click();
      await expect(gate).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_TERMS_AGREED'))).toBe('1');

      // Agreed for the browser session: a reload shows no gate.
      await open(page, brand, '/m/activity');
      // The page's layers load their code once it is live: with the network quiet, a gate still due would be here.
      await page.waitForLoadState('networkidle');
      await expect(gate).toHaveCount(0);
    });

    test('back navigation closes the gate', async ({ page }) => {
      const gate = dialog(page, a.terms.title);
      await open(page, brand, '/m/home');
      await expect(gate).toBeVisible();
      // An earlier page of the app to go back to. The gate makes the page behind it inert, so the
      // move is the app's own, its bottom-menu entry clicked from script; a new entry keeps the gate.
      await button(page.getByRole('navigation', { name: c.menu.bottom, exact: true }), c.bottom.deposit).dispatchEvent('click');
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      // On screen, not only in the address bar: a back while the deposit page's code is still loading reaches React
      // in the same render as the move there, and the gate sees neither. Its header's title says it is there.
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: c.title.voucherCenter, exact: true })).toBeVisible();
      await expect(gate).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(gate).toHaveCount(0);
      // Closed, not agreed: a new page load asks again.
      expect(await page.evaluate(() => sessionStorage.getItem('MC_TERMS_AGREED'))).toBeNull();
    });
  });
}
