// Every interface language on a brand that offers all 25 (aurora), on a 360 px
// phone: home, the login and register forms and a game list render with no raw
// key, no English left over, no label wider than its button or tab, and the
// right-to-left languages mirror the page. Then: switching language fetches that
// language's strings and nothing else, without a reload, inside the JS budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { flatten, LOCALES_DIR, namespaces, readStrings } from '../../src/i18n/catalog.ts';
import { ENDONYMS } from '../../src/i18n/endonyms.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { quietPage } from './content-fixtures.ts';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';

const brand = BRANDS.find((b) => LANGUAGES.every((l) => b.languages.supported.includes(l)));
const RTL = new Set(['ar', 'fa', 'ur']);

/** Every string of a language, flattened `ns:key` -> text. */
function strings(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of namespaces()) {
    const file = join(LOCALES_DIR, lng, `${ns}.json`);
    if (!existsSync(file)) continue;
    for (const [key, value] of flatten(readStrings(file))) if (typeof value === 'string') out.set(`${ns}:${key}`, value);
  }
  return out;
}

const english = strings('en');
/** One interface string of a language, as the page shows it. */
const text = (lng: string, key: string) => strings(lng).get(key) ?? english.get(key)!;
// The document's language and direction are attributes of <html>, which has no role.
const html = (page: Page) => page.locator('html');

/** Opens the language picker from the side menu, whose names are in the language shown. */
async function openPicker(page: Page, shown: string) {
  await page.getByRole('button', { name: text(shown, 'common:menu.open'), exact: true }).click();
  await page
    .getByRole('dialog', { name: brand!.name, exact: true })
    .getByRole('button', { name: text(shown, 'common:menu.language'), exact: true })
    .click();
}
const languageOption = (page: Page, lng: string) => page.getByRole('dialog').getByRole('button', { name: ENDONYMS[lng as keyof typeof ENDONYMS] });
// Keys that could leak as text: dotted, underscored or namespaced ones (a plain
// word like "title" is also an ordinary word).
const rawKeys = [...english.keys()].flatMap((k) => [k, k.slice(k.indexOf(':') + 1)]).filter((k) => /[._:]/.test(k));

/** English interface strings that the language translates differently: seeing one means a fallback. */
function englishLeftovers(lng: string): string[] {
  const own = new Set(strings(lng).values());
  return [...new Set(english.values())].filter((text) => !own.has(text) && !text.includes('{{') && /\p{L}{3}/u.test(text));
}

interface PageProblems {
  /** Visible strings of the language's own (a blank or untranslated page has none). */
  ownShown: number;
  rawKeys: string[];
  english: string[];
  overflowing: string[];
  pageWiderThanScreen: boolean;
}

/** Reads the rendered page: visible text and labels, and controls whose text is wider than they are. */
async function problems(page: Page, leftovers: string[], own: string[], interfaceTexts: string[]): Promise<PageProblems> {
  return page.evaluate(
    ({ keys, leftovers, own, interfaceTexts }) => {
      // Platform data (game and vendor names) is not interface text.
      const data = (el: Element) => el.closest('[translate="no"], .lkg-card__name, .lkg-card__fallback');
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const texts = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim();
        if (text && n.parentElement && visible(n.parentElement) && !n.parentElement.closest('script,style')) texts.add(text);
      }
      // Scans of the whole page, in the page itself: every text it shows or names, whatever element holds it.
      for (const el of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
        for (const attr of ['aria-label', 'placeholder', 'title']) {
          const v = el.getAttribute(attr)?.trim();
          if (v) texts.add(v);
        }
      }
      const keySet = new Set(keys);
      const leftoverSet = new Set(leftovers);
      const english = [...document.querySelectorAll('body *')]
        .filter((el) => !data(el) && visible(el))
        .flatMap((el) => [...el.childNodes].filter((c) => c.nodeType === 3).map((c) => c.textContent!.trim()))
        .filter((t) => leftoverSet.has(t));
      // Controls, and interface text cut short with an ellipsis (a long game or
      // promotion name may be cut; a translation may not).
      const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const patterns = interfaceTexts.map(
        (text) =>
          new RegExp(
            `^${text
              .split(/\{\{[^}]*\}\}/)
              .map(escapeRegExp)
              .join('.+')}$`,
            's',
          ),
      );
      const isInterface = (el: Element) => patterns.some((re) => re.test((el.textContent ?? '').trim()));
      // Measured boxes: every control and every element that cuts its text, by tag, role attribute and class.
      const controls = [...document.querySelectorAll('button, [role="tab"], a.lk-btn, .lk-btn, .lk-tab, .lk-bottom__item, label')];
      const clipped = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && isInterface(el));
      const clamped = [...document.querySelectorAll('body *')].filter(
        (el) => getComputedStyle(el).webkitLineClamp !== 'none' && isInterface(el) && el.scrollHeight > el.clientHeight + 1,
      );
      const overflowing = [...new Set([...controls, ...clipped])]
        .filter((el) => visible(el) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .concat(clamped.filter(visible))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
      const ownSet = new Set(own);
      return {
        ownShown: [...texts].filter((t) => ownSet.has(t)).length,
        rawKeys: [...texts].filter((t) => keySet.has(t)),
        english: [...new Set(english)],
        overflowing,
        pageWiderThanScreen: document.documentElement.scrollWidth > window.innerWidth + 1,
      };
    },
    { keys: rawKeys, leftovers, own, interfaceTexts },
  );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('every interface language at 360 px', () => {
  test.skip(!brand, 'no demo brand offers all 25 languages');
  test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });

  for (const lng of LANGUAGES) {
    test(`${lng}: home, login, register and a game list are fully translated and fit`, async ({ page }) => {
      test.setTimeout(120_000);
      // No notice popup of the site's own: one due over home would take the taps on its header.
      await quietPage(page);
      await page.addInitScript((l) => localStorage.setItem('language', l), lng);
      const leftovers = lng === 'en' ? [] : englishLeftovers(lng);
      const englishTexts = new Set(english.values());
      const own = [...strings(lng).values()].filter((text) => lng === 'en' || !englishTexts.has(text));
      const interfaceTexts = [...strings(lng).values()];
      const report: Record<string, PageProblems> = {};
      // Home and a game list are loaded in the language (a prebuilt page hydrating in a stored language); the login
      // and register popups are opened from home's header, as a player opens them.
      const visit = async (name: string, go: () => Promise<unknown>, ready: (p: Page) => Promise<unknown>) => {
        await go();
        await expect(html(page)).toHaveAttribute('lang', lng);
        await expect(html(page)).not.toHaveClass(/lk-lang-pending/);
        await ready(page);
        await settle(page);
        report[name] = await problems(page, leftovers, own, interfaceTexts);
      };
      const dialogInput = (p: Page) => expect(p.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      const headerButton = (key: string) => page.getByRole('banner').getByRole('button', { name: text(lng, key), exact: true });
      const load = async (path: string) => {
        await page.goto(brandUrl(brand!, path));
        await hydrated(page);
      };
      await visit(
        'home',
        () => load('/m/home'),
        async (p) => {
          await expect(p.getByRole('navigation', { name: text(lng, 'common:menu.bottom'), exact: true })).toBeVisible();
          // Right to left: the document says so and the home header is mirrored (menu button at the right edge,
          // account buttons at the left).
          await expect(html(p)).toHaveAttribute('dir', RTL.has(lng) ? 'rtl' : 'ltr');
          const menu = await headerButton('common:menu.open').boundingBox();
          const actions = await headerButton('common:action.login').boundingBox();
          expect(menu && actions).toBeTruthy();
          if (RTL.has(lng)) expect(menu!.x).toBeGreaterThan(actions!.x);
          else expect(menu!.x).toBeLessThan(actions!.x);
        },
      );
      for (const [name, key] of [
        ['login', 'common:action.login'],
        ['register', 'common:action.register'],
      ] as const) {
        await visit(name, () => headerButton(key).click(), dialogInput);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await visit(
        'game list',
        () => load('/m/slot-games'),
        (p) => expect(p.getByRole('main')).toBeVisible(),
      );

      for (const [name, found] of Object.entries(report)) {
        expect.soft(found.ownShown, `${lng} ${name}: strings of the language on the page`).toBeGreaterThanOrEqual(5);
        expect.soft(found.rawKeys, `${lng} ${name}: raw keys`).toEqual([]);
        expect.soft(found.english, `${lng} ${name}: English left in the page`).toEqual([]);
        expect.soft(found.overflowing, `${lng} ${name}: text wider than its control`).toEqual([]);
        expect.soft(found.pageWiderThanScreen, `${lng} ${name}: page wider than the screen`).toBe(false);
      }

      // Right to left: the back arrow of the page just visited points right (its icon, decorative, is what turns).
      const backArrow = await page
        .getByRole('banner')
        .getByRole('button', { name: text(lng, 'common:action.back'), exact: true })
        .locator('.lk-flip-rtl')
        .evaluate((el) => getComputedStyle(el).transform);
      expect(backArrow.startsWith('matrix(-1'), `back arrow mirrored: ${backArrow}`).toBe(RTL.has(lng));
    });
  }
});

test.describe('switching language', () => {
  test.skip(!brand, 'no demo brand offers all 25 languages');

  test('fetches only the chosen language (and the key list once), re-renders without a reload, and loads no code to do it', async ({ page }) => {
    const locales: string[] = [];
    const keyLists: string[] = [];
    const scripts: { phase: string; url: string }[] = [];
    let phase = 'load';
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // A language file holds values only; the keys they follow are one file for every language (src/i18n/compact-catalog.ts).
      if (/^\/locales\/keys\.[0-9a-f]{12}\.json$/.test(path)) keyLists.push(path);
      else if (path.startsWith('/locales/')) locales.push(path);
      if (r.resourceType() === 'script') scripts.push({ phase, url: path });
    });
    // The home notice popups (seed ids are small numbers) would cover the menu:
    // seen for this browser session (the fixtures agree to the terms gate).
    await page.addInitScript(() => sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 999 }, (_, i) => i + 1).join(',')));

    await page.goto(brandUrl(brand!, '/m/home'));
    await hydrated(page);
    await settle(page);
    expect(locales, 'the prebuilt language needs no fetch').toEqual([]);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    // A visit loads some code later by itself: what waits for the first input
    // (notice popups after their delay) and the banner carousel (at its first
    // autoplay step; only the live carousel's row has aria-live). Let that happen first, so what a switch loads is its own.
    phase = 'first input';
    // The notice popups' layer asks for them once due, with its code in.
    const popupsAsked = page.waitForResponse((r) => r.url().includes('/api/content/announcements?') && r.url().includes('types=PU'));
    let shown: string = brand!.languages.default;
    await openPicker(page, shown);
    await expect(languageOption(page, 'en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(languageOption(page, 'en')).toHaveCount(0);
    // The carousel's own row (no role), live once Swiper runs it.
    await expect(page.locator('.lk-banners .lk-carousel__track[aria-live]')).toBeAttached({ timeout: 30_000 });
    await popupsAsked;
    await settle(page);

    const pick = async (lng: string) => {
      phase = 'menu';
      await openPicker(page, shown);
      const option = languageOption(page, lng);
      // Its flag, decorative, drawn once the picker's code has loaded.
      await expect(option.locator('svg').first()).toBeVisible();
      phase = `switch to ${lng}`;
      await option.click();
      await expect(html(page)).toHaveAttribute('lang', lng);
      shown = lng;
      await settle(page);
    };
    await pick('ko');
    await expect(
      page
        .getByRole('navigation', { name: text('ko', 'common:menu.bottom'), exact: true })
        .getByRole('button', { name: text('ko', 'common:bottom.home'), exact: true }),
    ).toBeVisible();
    expect(locales).toEqual(['/locales/ko.json']);
    await pick('ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    expect(locales).toEqual(['/locales/ko.json', '/locales/ar.json']);
    await pick('ko');
    expect(locales, 'a language already loaded is not fetched again').toEqual(['/locales/ko.json', '/locales/ar.json']);
    await pick('en');
    expect(locales, 'English came with the page').toEqual(['/locales/ko.json', '/locales/ar.json']);
    expect(keyLists, 'the key list is fetched once, with the first language').toHaveLength(1);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);

    // The JavaScript before any interaction is budget.spec.ts's to check: here the
    // load phase lasts until the page settles, which on a busy machine outlasts the
    // timers that load code by themselves (the banner carousel, the notice popups).
    expect(
      scripts.filter((s) => s.phase.startsWith('switch')).map((s) => `${s.phase}: ${s.url}`),
      'scripts loaded by a switch',
    ).toEqual([]);
  });
});
