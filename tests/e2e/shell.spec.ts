// The site shell of every demo brand, in Chromium against `npm start`.
import type { Locator, Page } from '@playwright/test';
import { ENDONYMS } from '../../src/i18n/endonyms.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { brandStrings, oneOf } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };

// The document's language and direction are attributes of <html>, which has no role.
const html = (page: Page) => page.locator('html');
/** A menu's entries as layout keys: each entry's button carries the brand config's key for it (data-item). */
const itemKeys = (menu: Locator) => menu.getByRole('button').evaluateAll((els) => els.flatMap((e) => e.getAttribute('data-item') ?? []));

for (const brand of BRANDS) {
  test.describe(`${brand.id} shell`, () => {
    const t = brandStrings(brand, 'common', enCommon);
    const bottomMenu = (page: Page) => page.getByRole('navigation', { name: t.menu.bottom, exact: true });
    const back = (page: Page) => page.getByRole('banner').getByRole('button', { name: t.action.back, exact: true });
    const openSideMenu = (page: Page) => page.getByRole('button', { name: t.menu.open, exact: true }).click();
    const sideMenu = (page: Page) => page.getByRole('dialog', { name: brand.name, exact: true });
    test('home shows header, menus and the configured sections in order', async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name, exact: true })).toBeVisible();
      // Home sections are unnamed <section>s of the prebuilt page; data-section is the layout's type.
      const sections = await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
      expect(sections).toEqual(brand.layout.homeSections.map((s) => s.type));

      await hydrated(page);
      // Bottom menu: the brand's five items, less those its flags hide.
      const items = await itemKeys(bottomMenu(page));
      const expected = brand.layout.bottomMenu.filter((m) => !m.visibleWhen?.flags?.some((f) => !brand.flags[f])).map((m) => m.item);
      expect(items).toEqual(expected);

      // Side menu opens from the header and lists the configured entries.
      await openSideMenu(page);
      const side = sideMenu(page);
      await expect(side).toBeVisible();
      const entries = await itemKeys(side.getByRole('navigation', { name: t.menu.side, exact: true }));
      for (const entry of entries) expect(brand.layout.sideMenu).toContain(entry);
      expect(entries.length).toBeGreaterThan(2);
      // It closes after navigating.
      const leave = entries.find((e) => e === 'help' || e === 'promotions') as 'help' | 'promotions';
      await side.getByRole('button', { name: t.menu[leave], exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('bottom-menu Home goes home and scrolls to top', async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/activity'));
      await hydrated(page);
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
        window.scrollTo(0, 1500);
      });
      await bottomMenu(page).getByRole('button', { name: t.bottom.home, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('back arrow: home for listed pages, history otherwise, home when first', async ({ page }) => {
      // /m/notice is one of the pages whose back arrow always goes home.
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      await back(page).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));

      // /m/voucherCenter opened from /m/activity goes back to /m/activity...
      await page.goto(brandUrl(brand, '/m/activity'));
      await hydrated(page);
      // The address changes before the next page's code has loaded, and the page
      // on screen keeps its own header (and back arrow) until then: wait for the
      // header to change, not the address.
      const title = page.getByRole('banner').getByRole('heading', { level: 1 });
      const activityTitle = (await title.textContent()) ?? '';
      await bottomMenu(page).getByRole('button', { name: t.bottom.deposit, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/voucherCenter'));
      await expect(title).not.toHaveText(activityTitle);
      await back(page).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      await expect(title).toHaveText(activityTitle);
      // ...and /m/activity itself goes home.
      await back(page).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));

      // A page opened directly has no history here: its back arrow goes home.
      await page.goto(brandUrl(brand, '/m/set'));
      await hydrated(page);
      await back(page).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
    });

    test("links move through history without a reload; the page shown adds no entry; a modified click is the browser's", async ({ page, context }) => {
      // Home's notice popups (falak has some) come a few seconds after the first input and would cover the links.
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // A mark on the window: it survives moves inside the app, not a reload.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
      const entries = () => page.evaluate(() => history.length);
      const before = await entries();

      // The home logo links home: following it from home replaces the entry.
      await page.getByRole('banner').getByRole('link', { name: brand.name, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      expect(await entries()).toBe(before);

      // The promotions' see-all link opens the promotions page as a new entry; back and forward move between them.
      // Clicked once the section's own code runs (data-live): a tap on its prebuilt HTML is held and replayed, which is not what this test is about.
      // The home section (an unnamed <section>; data-section is the layout's type, data-live its code running).
      const promotions = page.locator('[data-section="promotions"]');
      const seeAll = promotions.getByRole('link', { name: t.action.seeAll });
      await promotions.scrollIntoViewIfNeeded();
      await expect(promotions).toHaveAttribute('data-live', '');
      await seeAll.click();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      expect(await entries()).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await expect(seeAll).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
      expect(await sameDocument()).toBe(true);

      // A click with Control (or Shift, or the middle button) is left to the browser: a new tab, this page unchanged.
      await page.goBack();
      await expect(seeAll).toBeVisible();
      await expect(promotions).toHaveAttribute('data-live', '');
      const opened = context.waitForEvent('page');
      await seeAll.click({ modifiers: ['ControlOrMeta'] });
      const tab = await opened;
      await expect(tab).toHaveURL(brandUrl(brand, '/m/activity'));
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      expect(await sameDocument()).toBe(true);
    });

    test('unknown paths land on /m/home', async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/no-such-page?x=1'));
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      await page.goto(brandUrl(brand, '/nothing/here'));
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
    });

    test('language switch changes the text and the direction, and is kept', async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const target = brand.languages.supported.find((l) => l !== brand.languages.default)!;
      // The home entry, found by its place: its name is what changes.
      // The menu's name changes with the language too: either name finds it.
      const other = brandStrings({ ...brand, languages: { ...brand.languages, default: target } }, 'common', enCommon);
      const menu = page.getByRole('navigation', { name: oneOf(t.menu.bottom, other.menu.bottom) });
      const homeLabel = menu.getByRole('button').nth((await itemKeys(menu)).indexOf('home'));
      const before = await homeLabel.textContent();
      await openSideMenu(page);
      await sideMenu(page).getByRole('button', { name: t.menu.language, exact: true }).click();
      await page.getByRole('dialog', { name: t.language.title, exact: true }).getByRole('button', { name: ENDONYMS[target] }).click();
      await expect(html(page)).toHaveAttribute('lang', target);
      await expect(html(page)).toHaveAttribute('dir', ['ar', 'fa', 'ur'].includes(target) ? 'rtl' : 'ltr');
      await expect(homeLabel).not.toHaveText(before!);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(target);

      // A reload comes back in the chosen language without a reload of its own.
      await page.reload();
      await hydrated(page);
      await expect(html(page)).toHaveAttribute('lang', target);
      await expect(homeLabel).not.toHaveText(before!);
    });

    test('a corrupt stored language or session is ignored', async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/home'));
      await page.evaluate(() => {
        localStorage.setItem('language', 'klingon');
        localStorage.setItem('MC_SESSION_INFO', '{not json');
      });
      await page.reload();
      await hydrated(page);
      await expect(html(page)).toHaveAttribute('lang', brand.languages.default);
      await expect(page.getByRole('banner')).toContainText(/.+/);
      // The value is dropped when the session is first read, which may be after the header draws.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    });
  });
}
