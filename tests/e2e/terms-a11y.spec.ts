// The terms gate over the pages a visitor can land on first: falak (the dark
// demo brand, whose surfaces once turned the gate's red age notice unreadable)
// over one page of each kind (home, a popup's route, a page, a bottom-menu tab,
// a game list: the gate is the same element on all of them, what lies behind it
// differs by kind), the other brands over home. axe scans the gate with its age
// notice showing, for no serious or critical violation.
import { ROUTES } from '../../src/app/routes.ts';
import { seriousViolations } from './axe.ts';
import { open } from './account-helpers.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };

test.use({ termsAgreed: false });

/** The first path of each kind of page (its chrome, a popup over home, a game list). */
const PAGE_KINDS: string[] = [];
const kindsSeen = new Set<string>();
for (const r of ROUTES) {
  const kind = `${r.chrome} ${r.popup ? 'popup' : ''} ${r.category ? 'list' : ''}`;
  if (!kindsSeen.has(kind)) PAGE_KINDS.push(r.paths[0]!);
  kindsSeen.add(kind);
}

for (const brand of BRANDS) {
  const paths = brand.id === 'falak' ? PAGE_KINDS : ['/m/home'];
  test(`${brand.id}: the terms gate passes axe on ${paths.join(', ')}`, async ({ page }) => {
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
