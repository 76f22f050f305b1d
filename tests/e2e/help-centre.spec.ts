// The help centre for every demo brand (account spec section 2, game spec
// section 2): the list at /m/help, the detail by ?tag= and by ?i=, the content
// in the player's language and sanitised.
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { agreeTermsFirst, open } from './account-helpers.ts';
import { brandStrings } from './strings.ts';
import en from '../../src/i18n/locales/en/help.json' with { type: 'json' };

for (const brand of BRANDS) {
  test.describe(`${brand.id} help centre`, () => {
    const t = brandStrings(brand, 'help', en);
    test.beforeEach(async ({ page }) => agreeTermsFirst(page));

    test('list, detail by tag and by index, unknown tag', async ({ page }) => {
      await open(page, brand, '/m/help');
      // Each entry is a <details> (a group); its <summary>, the disclosure control, has no role to find it by.
      const items = page.getByRole('main').getByRole('group');
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      // Opening an entry (by its <summary>, which has no role) shows its sanitised HTML (never a script).
      await items.first().locator('summary').click();
      // The platform's sanitised HTML is a plain block with no role of its own.
      await expect(items.first().locator('.lk-help__content')).not.toBeEmpty();
      // A script has no role: only its tag finds it.
      await expect(page.locator('.lk-help__content script')).toHaveCount(0);

      // Detail by tag: the entry, its title in the header.
      await open(page, brand, '/m/helpDetail?tag=rules');
      const article = page.getByRole('article');
      await expect(article).toHaveAttribute('data-tag', 'rules');
      const tabs = page.getByRole('navigation', { name: t.entries, exact: true }).getByRole('link');
      // The current entry is the link marked aria-current (a state, not a role).
      const tab = tabs.and(page.locator('[aria-current="page"]'));
      await expect(tab).toHaveAttribute('data-tag', 'rules');
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText((await tab.textContent())!);

      // Detail by index.
      await open(page, brand, '/m/helpDetail?i=1');
      const second = await tabs.nth(1).getAttribute('data-tag');
      await expect(article).toHaveAttribute('data-tag', second!);
      // Switching entries keeps one history entry per visit.
      await tabs.first().click();
      await expect(page).toHaveURL(/\/m\/helpDetail\?tag=/);

      // An unknown tag says so and shows the first entry.
      await open(page, brand, '/m/helpDetail?tag=nothing-here');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t.notFound);
      await expect(article).toBeVisible();
    });

    test("loaded in the player's language", async ({ page }) => {
      // A language other than the brand's default that the reference platform has help texts in (its seed: en, th, ar).
      const other = brand.languages.supported.find((l) => l !== brand.languages.default && ['en', 'th', 'ar'].includes(l))!;
      await page.addInitScript((lng) => localStorage.setItem('language', lng), other);
      const asked = page.waitForRequest((r) => r.url().includes('/api/comm/help') && r.url().includes(`lang=${other}`));
      await page.goto(brandUrl(brand, '/m/helpDetail?tag=terms'));
      await asked;
      await expect(page.getByRole('article')).toHaveAttribute('lang', other);
    });

    test("a language the platform has no help text in shows its fallback, marked with the fallback's lang", async ({ page }) => {
      const untranslated = brand.languages.supported.find((l) => !['en', 'th', 'ar'].includes(l));
      test.skip(!untranslated, 'every language of this brand has help texts');
      await page.addInitScript((lng) => localStorage.setItem('language', lng), untranslated!);
      const answered = page.waitForResponse((r) => r.url().includes('/api/comm/help') && r.url().includes(`lang=${untranslated}`));
      await page.goto(brandUrl(brand, '/m/helpDetail?tag=terms'));
      const body = (await (await answered).json()) as { value: { tag: string; lang: string }[] };
      const terms = body.value.find((i) => i.tag === 'terms')!;
      expect(terms.lang).not.toBe(untranslated);
      // The page is in the chosen language; the entry says it is not, so screen readers read it right.
      // The document's language is an attribute of <html>, which has no role.
      await expect(page.locator('html')).toHaveAttribute('lang', untranslated!);
      await expect(page.getByRole('article')).toHaveAttribute('lang', terms.lang);
    });
  });
}
