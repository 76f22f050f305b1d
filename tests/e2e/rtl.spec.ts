// Right to left, in Chromium against the reference platform, with Latin platform
// text (src/app/ui/PlatformText.tsx, ui/SafeHtml.tsx, src/i18n/value-formatter.ts):
// - falak (Arabic by default), on the suite's server: seeded Latin game and vendor
//   names take their own direction inside the Arabic page, Arabic titles and HTML
//   theirs, the vendor strip cuts a long Latin name at its end, and the floating
//   customer-service button covers nothing once a page is scrolled to its end;
// - a Persian-default brand built for this suite (a copy of falak with fa as its
//   default and REWCEN3 off), on a server of its own: the platform has no Persian
//   content, so promotions, notices and popups come in English, the case a
//   player reported ("100% welcome ‎.bonus"); translated counts use Persian digits
//   like the amounts; the member centre has no reward entry.
// Pages are read in one pass each (page.evaluate) and retried until they hold:
// a prebuilt page can swap its content once while its code loads.
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { loadBrand } from '../../src/config/load-brands.ts';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { brandsFolder, cliAsync, editBrand, type JsonObject, tempDir } from '../build/helpers.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';
import { registerPlayer } from './players.ts';
import { brandStrings } from './strings.ts';
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };
import enMember from '../../src/i18n/locales/en/member.json' with { type: 'json' };

const RTL = ['ar', 'fa', 'ur'];
const falak = BRANDS.find((b) => RTL.includes(b.languages.default))!;
const SETTLED = { timeout: 20_000 };
// The selectors handed to layouts() below name the elements whose text is measured, character by character
// (card names, titles, the platform's HTML): layout, not controls, so they stay CSS. The document's direction
// and language are attributes of <html>, which has no role.
const html = (page: Page) => page.locator('html');
// The platform's sanitised HTML is a plain block with no role of its own; its paragraphs are what shows it arrived.
const htmlParagraph = (scope: Page | Locator) => scope.locator('.lk-html p').first();
/** The promotions page's cards (list items of the category's tab panel). */
const promotionCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

interface TextLayout {
  text: string;
  /** The direction the element resolved to (`:dir()`), from its own `dir` attribute or its ancestors'. */
  dir: 'ltr' | 'rtl';
  /** Computed unicode-bidi: `isolate` for an element with a dir attribute. */
  bidi: string;
  /** How its characters are placed, line by line: 'ltr' when each is right of the one before it, 'rtl' when left, 'mixed' when both (a Latin text laid out by a right-to-left paragraph: "!Welcome back"). */
  order: 'ltr' | 'rtl' | 'mixed';
  /** The text is cut (wider than its box). */
  cut: boolean;
  /** The first character is inside the element's box, that is, visible. */
  startVisible: boolean;
}

/** Where the browser put the text of every element matching `selector` (CSS: text measured, not controls), character by character. */
function layouts(page: Page, selector: string): Promise<TextLayout[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((el): TextLayout => {
        const chars: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.data.length; i++) {
            // Letters, digits and punctuation; not spaces or the invisible isolate marks.
            if (/[\s\u2066-\u2069]/u.test(node.data[i]!)) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push(range.getBoundingClientRect());
          }
        }
        let rightwards = 0;
        let leftwards = 0;
        for (let i = 1; i < chars.length; i++) {
          const [a, b] = [chars[i - 1]!, chars[i]!];
          if (Math.abs(a.top - b.top) > a.height / 2) continue; // the next line
          if (b.left > a.left) rightwards++;
          else if (b.left < a.left) leftwards++;
        }
        const box = el.getBoundingClientRect();
        const first = chars[0];
        return {
          text: (el.textContent ?? '').trim(),
          dir: el.matches(':dir(rtl)') ? 'rtl' : 'ltr',
          bidi: getComputedStyle(el).unicodeBidi,
          order: rightwards && leftwards ? 'mixed' : leftwards ? 'rtl' : 'ltr',
          cut: el.scrollWidth > el.clientWidth + 1,
          startVisible: Boolean(first && first.left >= box.left - 0.5 && first.right <= box.right + 0.5),
        };
      }),
    selector,
  );
}

/** The layouts of `selector`, at least one, once `check` holds for them. */
async function expectLayouts(page: Page, selector: string, check: (found: TextLayout[]) => void) {
  await expect(async () => {
    const found = await layouts(page, selector);
    expect(found.length, `elements matching ${selector}`).toBeGreaterThan(0);
    check(found);
  }).toPass(SETTLED);
}

/** Latin text laid out as Latin: its own direction, isolated from the page, in reading order. */
function readsAsLatin(found: TextLayout[]) {
  for (const l of found) expect(l, `"${l.text}"`).toMatchObject({ dir: 'ltr', bidi: 'isolate', order: 'ltr' });
}

/** Content under the floating customer-service button once the page is scrolled to its end (nothing, when it keeps its room). */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const at = window.scrollY + window.innerHeight;
    if (at < document.documentElement.scrollHeight - 1) return [`not at the end yet (${at} of ${document.documentElement.scrollHeight})`];
    // Boxes measured in the page itself: the floating button's and those of every element of the page's content.
    const button = document.querySelector('.lk-cs__toggle')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const content = ['IMG', 'BUTTON', 'A', 'INPUT'].includes(el.tagName) || [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      const r = el.getBoundingClientRect();
      if (!content || !r.width || !r.height) continue;
      if (r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top)
        covered.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return covered;
  });
}

test.describe(`${falak.id}: platform text in a right-to-left page`, () => {
  test.beforeEach(async ({ page }) => quietPage(page));

  test('Latin game and vendor names take their own direction; Arabic titles and HTML theirs', async ({ page }) => {
    await page.goto(brandUrl(falak, '/m/slot-games'));
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expectLayouts(page, '[data-testid="game-card"] .lkg-card__name', readsAsLatin);
    // The vendor tabs: the page's own "All" in Arabic, then the platform's Latin names.
    await expectLayouts(page, '.lkg-vendortab [dir="auto"]', ([all, ...vendors]) => {
      expect(all!.dir, `the translated tab "${all!.text}"`).toBe('rtl');
      expect(vendors.length).toBeGreaterThan(2);
      for (const v of vendors) expect(v, v.text).toMatchObject({ dir: 'ltr', bidi: 'isolate' });
    });

    // The platform's Arabic promotion titles and HTML stay right to left.
    await page.goto(brandUrl(falak, '/m/activity'));
    await hydrated(page);
    await expectLayouts(page, '.lk-promo-card__title', (titles) => {
      for (const t of titles) expect(t, t.text).toMatchObject({ dir: 'rtl', bidi: 'isolate' });
    });
    await promotionCards(page).first().getByRole('link').click();
    await expect(htmlParagraph(page.getByRole('dialog'))).toBeVisible();
    await expectLayouts(page, 'dialog :is(.lk-popup__title [dir="auto"], .lk-html, .lk-html p)', (found) => {
      for (const f of found) expect(f.dir, f.text).toBe('rtl');
    });
  });

  test('the vendor strip cuts a long Latin name at its end, keeping its start', async ({ page }) => {
    await page.goto(brandUrl(falak, '/m/slot-games'));
    await hydrated(page);
    await expectLayouts(page, '.lkg-vendortab span', (tabs) => {
      const cut = tabs.filter((t) => t.cut);
      expect(cut.length, `a vendor name long enough to be cut among ${tabs.map((t) => t.text).join(', ')}`).toBeGreaterThan(0);
      for (const t of cut) expect(t, `"${t.text}"`).toMatchObject({ dir: 'ltr', startVisible: true });
    });
  });

  test('the floating customer-service button covers nothing once a page is scrolled to its end', async ({ page }) => {
    // The provider grid ends the page with vendor names under the button's corner; home ends with the footer, promotions with a card.
    for (const path of ['/m/provider', '/m/home', '/m/activity']) {
      await page.goto(brandUrl(falak, path));
      await hydrated(page);
      await expect(page.getByRole('button', { name: brandStrings(falak, 'content', enContent).support.open, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link').or(main.getByRole('button')).first()).toBeVisible();
      // Sections mount as they come near, so the end moves while scrolling: scroll until it holds still.
      await expect(async () => expect(await coveredAtTheEnd(page), path).toEqual([])).toPass(SETTLED);
    }
  });
});

test.describe('a Persian-default brand with English platform content', () => {
  test.describe.configure({ mode: 'serial' });
  const id = 'parsi';
  let server: OwnServer;
  let brand: BrandConfig;
  let folders: string[] = [];

  test.beforeAll(async () => {
    // One brand built for this suite: about a minute on a busy 2-core machine.
    test.setTimeout(400_000);
    const brands = brandsFolder([falak.id]);
    const dist = tempDir('dist');
    folders = [brands, dist];
    renameSync(join(brands, falak.id), join(brands, id));
    editBrand(brands, id, (json) => {
      json.id = id;
      json.name = 'Parsi Games';
      json.merchantCode = 'PARSI01';
      json.origins = ['https://m.parsi.example'];
      json.languages = { default: 'fa', supported: ['fa', 'en'] };
      json.flags = { ...(json.flags as JsonObject), REWCEN3: false };
    });
    const loaded = loadBrand(id, brands);
    if (!loaded.config) throw new Error(`the Persian test brand is invalid: ${JSON.stringify(loaded.problems)}`);
    brand = loaded.config;
    server = await startOwnServer(ownServerPort(9), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
    const built = await cliAsync('build', { brands, dist }, ['--content-from', `http://127.0.0.1:${server.port}`]);
    if (built.code !== 0) throw new Error(`building the Persian test brand failed:\n${built.output}`);
  });
  test.afterAll(async () => {
    await server?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  test('English promotions, notices and popups keep their punctuation in the Persian page', async ({ page }) => {
    await quietPage(page, { popups: true });
    await page.goto(server.url(id, '/m/home'));
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'fa');
    // The notice popup: its English titles and HTML ("... a 100% welcome bonus."), in a right-to-left dialog.
    const popup = page.getByRole('dialog');
    // Each slide (a group) has its notice's title as its heading.
    await expect(popup.getByRole('group').getByRole('heading', { level: 3 }).first()).toBeVisible(SETTLED);
    await expectLayouts(page, '.lk-notice-popup__title', readsAsLatin);
    await expectLayouts(page, '.lk-notice-popup .lk-html p', (paragraphs) => {
      expect(paragraphs.filter((p) => /[.!]$/.test(p.text)).length, 'seeded English popup text ending in punctuation').toBeGreaterThan(0);
      readsAsLatin(paragraphs);
    });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // The notice bar's English titles.
    await expectLayouts(page, '.lk-marquee__item [dir="auto"]', readsAsLatin);

    // Promotions: "100% Welcome Bonus" and "Daily Reload 10%" start or end with their figures.
    await page.goto(server.url(id, '/m/activity'));
    await hydrated(page);
    await expectLayouts(page, '.lk-promo-card__title', (titles) => {
      expect(titles.filter((t) => /^\d|\d%$/.test(t.text)).length, titles.map((t) => t.text).join(', ')).toBeGreaterThan(0);
      readsAsLatin(titles);
    });
    // A promotion opens in a right-to-left sheet: its English title and HTML.
    // Each card carries its promotion's id (data-card), for the detail page below.
    const card = promotionCards(page).first();
    const promotionId = await card.getAttribute('data-card');
    await card.getByRole('link').click();
    await expect(htmlParagraph(page.getByRole('dialog'))).toBeVisible();
    await expectLayouts(page, 'dialog :is(.lk-popup__title [dir="auto"], .lk-html p)', readsAsLatin);
    // Its own page puts the title in the page header.
    await page.goto(server.url(id, `/m/activityDetail?id=${promotionId}`));
    await hydrated(page);
    await expect(htmlParagraph(page.getByRole('article'))).toBeVisible();
    await expectLayouts(page, ':is(.lk-header__title, .lk-promo-detail__title, .lk-promo-detail .lk-html p)', (found) => {
      expect(found.length).toBeGreaterThanOrEqual(3);
      readsAsLatin(found);
    });
  });

  test('translated counts use Persian digits, as the amounts do', async ({ page }) => {
    await quietPage(page);
    await page.goto(server.url(id, '/m/slot-games'));
    await hydrated(page);
    const count = page.getByTestId('list-count');
    // The jackpot's figure: a span beside its label, with no role.
    const jackpot = page.getByTestId('jackpot').locator('.lkg-jackpot__value');
    await expect(count).toBeVisible();
    await expect(async () => {
      const text = (await count.textContent())!;
      expect(text, 'no Latin digits').not.toMatch(/[0-9]/);
      // "نمایش ۲۴ از ۳۹۳ بازی": the first figure is the number of cards shown.
      const figures = [...text.matchAll(/[۰-۹]+/g)].map((m) => Number([...m[0]].map((d) => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d)).join('')));
      expect(figures, text).toHaveLength(2);
      expect(figures[0]).toBe(await page.getByTestId('game-card').count());
      expect(figures[1]).toBeGreaterThanOrEqual(figures[0]!);
    }).toPass(SETTLED);
    // The jackpot amount on the same page: the same digits.
    await expect(jackpot).toHaveText(/[۰-۹]/);
    await expect(jackpot).not.toHaveText(/[0-9]/);
  });

  test('the member centre has no reward entry with REWCEN3 off', async ({ page }) => {
    const player = await registerPlayer(server.api, brand);
    await quietPage(page);
    await signIn(page, player);
    await page.goto(server.url(id, '/m/member/home'));
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    const m = brandStrings(brand, 'member', enMember);
    const menu = page.getByRole('navigation', { name: m.menu.title, exact: true });
    await expect(menu.getByRole('link', { name: m.menu.promotions, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: m.menu.deposit, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: m.menu.rewardCenter })).toHaveCount(0);
    // The player's Latin account name, in its own direction.
    await expect(page.getByRole('heading', { name: player.userName, exact: true })).toBeVisible();
    await expectLayouts(page, '.lk-profile__name', readsAsLatin);
  });
});
