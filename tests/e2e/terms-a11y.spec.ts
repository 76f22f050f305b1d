// The terms gate over every page a visitor can land on first: falak (the dark
// demo brand, whose surfaces once turned the gate's red age notice unreadable)
// on every prebuilt route, the other brands on home. axe scans the gate with
// its age notice showing, for no serious or critical violation.
import { prebuiltPaths } from '../../src/app/routes.ts';
import { seriousViolations } from './axe.ts';
import { open } from './account-helpers.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };

test.use({ termsAgreed: false });

for (const brand of BRANDS) {
  const paths = brand.id === 'falak' ? prebuiltPaths().filter((p) => p.startsWith('/m/')) : ['/m/home'];
  test(`${brand.id}: the terms gate passes axe on ${paths.length === 1 ? paths[0] : 'every route'}`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 8_000);
    for (const path of paths) {
      await open(page, brand, path);
      const gate = page.getByRole('dialog', { name: brandStrings(brand, 'account', enAccount).terms.title, exact: true });
      await expect(gate, path).toBeVisible();
      // The large age figure is decorative (aria-hidden: the notice under it says the age in words).
      await expect(gate.locator('.lk-terms__age'), path).toHaveText(`${brand.ageLimit}+`);
      expect(await seriousViolations(page, 'dialog:has([data-view="terms"])'), path).toEqual([]);
    }
  });
}
