// The XSS corpus (xss-corpus.ts, 99 vectors) in help, notices, promotions and
// their titles, on every demo brand, in Chromium: no vector runs (no write to
// top.__pwned, no dialog, no request to a foreign host, no navigation), none
// leaves anything executable or loading in the DOM, and every entry still
// shows its text. The platform's own answers carry the corpus on the way to
// the page: one entry per vector where a page shows many entries (help centre,
// notice popups), all vectors in one entry where it shows one (notice and
// promotion detail), and a vector in every title of the lists.
import type { Locator, Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { answerChanged, quietPage } from './content-fixtures.ts';
import { CORPUS, entryHtml, entryTitle } from './xss-corpus.ts';
import { brandStrings, templatePattern } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };

// What these tests read is the DOM the sanitiser let through: the boxes of platform HTML (.lk-*-content,
// .lk-content-html), the titles and previews as plain text, whether an entry is open, and the slide not inert.
// Those are the structure under test and stay CSS; the controls a player uses are found by role.

// The hostile HTML these tests serve is parsed in an inert DOMParser document
// (app/rules/harden-html.ts), where nothing runs or loads; that document shares
// the page's content security policy, and Chromium still reports the inline
// handlers and <base> it meets there as blocked. Those reports are expected here.
test.use({ expectedConsole: /violates the following Content Security Policy directive/ });

const ALL_VECTORS = CORPUS.map(entryHtml).join('');
/** Ids no seeded announcement has. */
const FIRST_ID = 900_000;

/** Records what a vector could do: writes to top.__pwned (an accessor no markup can shadow), dialogs, foreign requests. */
async function watch(page: Page, allowedHosts: string[]) {
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__pwned', { configurable: false, get: () => undefined, set: (v: unknown) => void hits.push(String(v)) });
    Object.defineProperty(window, '__xssHits', { configurable: false, value: hits });
  });
  const seen = { dialogs: [] as string[], foreign: [] as string[] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!allowedHosts.includes(url.host)) seen.foreign.push(r.url());
  });
  return seen;
}

/** Copies of `template` (an entry of the platform's answer), one per vector. */
function entries(template: object, fields: (i: number) => object): object[] {
  return CORPUS.map((_, i) => ({ ...template, ...fields(i) }));
}

/** Waits until every SafeHtml in `scope` has rendered (SafeHtml is aria-busy until then), then checks what made it into the DOM. */
async function expectInert(page: Page, scope: string, expected: number) {
  const boxes = page.locator(scope);
  await expect(boxes).toHaveCount(expected);
  await expect(page.locator(`${scope}[aria-busy]`)).toHaveCount(0);
  const found = await boxes.evaluateAll((els) => {
    const all = els.flatMap((el) => [...el.querySelectorAll('*')]);
    return {
      elements: all
        .filter((e) =>
          e.matches(
            'script, iframe, frame, object, embed, svg, math, form, input, button, select, textarea, video, audio, source, base, meta, link, style, template, noscript, portal',
          ),
        )
        .map((e) => e.tagName),
      handlers: all.flatMap((e) =>
        e
          .getAttributeNames()
          .filter((a) => /^on/i.test(a))
          .map((a) => `${e.tagName}.${a}`),
      ),
      urls: all.flatMap((e) =>
        ['href', 'src', 'action', 'formaction', 'poster', 'background', 'srcdoc', 'data', 'xlink:href']
          .map((a) => e.getAttribute(a) ?? '')
          .filter((v) => /^\s*(javascript|data|vbscript):|evil\.example/i.test(v)),
      ),
      styles: all.map((e) => e.getAttribute('style') ?? '').filter((s) => /url|image-set|expression|behavior|binding|position|\\/i.test(s)),
      fixed: all.filter((e) => getComputedStyle(e).position === 'fixed').map((e) => e.tagName),
    };
  });
  expect(found).toEqual({ elements: [], handlers: [], urls: [], styles: [], fixed: [] });
}

/** Every mark of the corpus, in one entry or one per entry. */
async function expectMarks(page: Page, scope: string, perEntry: boolean) {
  const texts = await page.locator(scope).evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  const missing = perEntry
    ? CORPUS.filter((v, i) => !texts[i]?.includes(v.mark)).map((v) => v.n)
    : CORPUS.filter((v) => !texts.some((t) => t.includes(v.mark))).map((v) => v.n);
  expect(missing, 'vectors whose entry lost its text').toEqual([]);
}

/** Pointer events on the element itself (whatever may lie over it), where a handler would have been. */
async function touch(target: Locator) {
  for (const type of ['mouseover', 'mouseenter', 'focus', 'click']) await target.dispatchEvent(type);
}

/** Each title shows its vector as text, in order. */
function expectTitles(titles: string[]) {
  expect(titles.length).toBe(CORPUS.length);
  expect(
    CORPUS.filter((v, i) => !titles[i]!.includes(entryTitle(v))).map((v) => `${v.n}: ${titles[v.n - 1]}`),
    'titles not shown as their text',
  ).toEqual([]);
}

async function expectNothingRan(page: Page, seen: { dialogs: string[]; foreign: string[] }, url: string) {
  expect(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.foreign).toEqual([]);
  expect(page.url()).toBe(url);
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} XSS corpus`, () => {
    const c = brandStrings(brand, 'content', enContent);
    const common = brandStrings(brand, 'common', enCommon);
    const hosts = () => [new URL(brandUrl(brand)).host, new URL(PLATFORM).host];

    test('help centre: one entry per vector, titles too', async ({ page }) => {
      const seen = await watch(page, hosts());
      await page.route(/\/api\/comm\/help\?/, (route) =>
        answerChanged(route, (value) =>
          entries((value as { tag: string }[])[0]!, (i) => ({ tag: `xss-${i}`, title: entryTitle(CORPUS[i]!), content: entryHtml(CORPUS[i]!) })),
        ),
      );
      await quietPage(page);
      const url = brandUrl(brand, '/m/help');
      await page.goto(url);
      await hydrated(page);
      // An entry's content is rendered once it is opened: the player opens every one. An entry is a <details> whose
      // <summary> (the title under test) has no role, and its content is the sanitiser's plain block.
      const summaries = page.locator('.lk-help__item > summary');
      await expect(summaries).toHaveCount(CORPUS.length);
      for (const summary of await summaries.all()) await summary.click();
      await expectInert(page, '.lk-help__content', CORPUS.length);
      await expectMarks(page, '.lk-help__content', true);
      expectTitles(await summaries.allTextContents());
      // Touching opened entries' content does nothing either.
      for (const text of ['click here', 'hover here']) {
        // The opened entry holding the text, and its sanitised content (plain blocks, no role of their own).
        const entry = page.locator('.lk-help__item').filter({ hasText: text }).first();
        await expect(entry).toHaveAttribute('open', '');
        // Its sanitised content, a plain block with no role.
        await touch(entry.locator('.lk-help__content').getByText(text, { exact: true }));
      }
      await expectNothingRan(page, seen, url);
    });

    test('notice popups: one popup per vector, titles too', async ({ page }) => {
      const seen = await watch(page, hosts());
      await page.route(/\/api\/content\/announcements\?.*types=PU/, (route) =>
        answerChanged(route, (value) => {
          const v = value as { popup: { id: number; sort: number }[] };
          return {
            ...v,
            popup: entries(v.popup[0]!, (i) => ({ id: FIRST_ID + i, sort: i + 1, title: entryTitle(CORPUS[i]!), content: entryHtml(CORPUS[i]!) })),
          };
        }),
      );
      await quietPage(page, { popups: true });
      const url = brandUrl(brand, '/m/home');
      await page.goto(url);
      await hydrated(page);
      // The always-on layer listens for the first input once it is there.
      await expect(page.getByRole('button', { name: c.support.open, exact: true })).toBeVisible();
      await page.keyboard.press('Shift');
      const popup = page.getByRole('dialog', { name: c.popups.title, exact: true });
      const scope = '.lk-notice-popup .lk-slides__slide .lk-content-html';
      await expectInert(page, scope, CORPUS.length);
      await expectMarks(page, scope, true);
      await expect(
        popup
          .getByRole('group', { name: templatePattern(common.carousel.position) })
          .first()
          .getByRole('heading', { level: 3 }),
      ).toContainText('XSS-001 <script>');
      await popup.getByRole('button', { name: common.action.next, exact: true }).click();
      const slides = popup.getByRole('group', { name: templatePattern(common.carousel.position) });
      // The slides are the groups named by their place ('2 of 3'); the one shown is the one not inert (a state no role query asks for).
      await expect(slides.and(popup.locator(':not([inert])'))).toContainText(CORPUS[1]!.mark);
      await expectNothingRan(page, seen, url);
    });

    test('notices: every vector in one notice, one in every title', async ({ page }) => {
      const seen = await watch(page, hosts());
      await page.route(/\/api\/content\/notices\?/, (route) =>
        answerChanged(route, (value) => {
          const v = value as { list: { id: number }[] };
          const list = entries(v.list[0]!, (i) => ({
            id: FIRST_ID + i,
            title: entryTitle(CORPUS[i]!),
            content: i === 0 ? ALL_VECTORS : entryHtml(CORPUS[i]!),
          }));
          return { ...v, list, totalCount: list.length };
        }),
      );
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      // A notice's title and preview are runs of text inside its link, with no role of their own: their own text is what is checked.
      const titles = page.locator('.lk-notice__title');
      await expect(titles).toHaveCount(CORPUS.length);
      expectTitles(await titles.allTextContents());
      // Previews are plain text: no markup inside.
      expect(await page.locator('.lk-notice__preview').evaluateAll((els) => els.reduce((n, el) => n + el.children.length, 0))).toBe(0);
      const url = brandUrl(brand, `/m/noticeDetail?id=${FIRST_ID}`);
      await page.goto(url);
      await hydrated(page);
      await expectInert(page, '.lk-notice-detail__content', 1);
      await expectMarks(page, '.lk-notice-detail__content', false);
      // The notice's sanitised content, a plain block with no role.
      await touch(page.locator('.lk-notice-detail__content').getByText('click here', { exact: true }));
      await expectNothingRan(page, seen, url);
    });

    test('promotions: every vector in one promotion, one in every title', async ({ page }) => {
      const seen = await watch(page, hosts());
      await page.route(/\/api\/content\/announcements\?.*types=PR/, (route) =>
        answerChanged(route, (value) => {
          const v = value as { promotion: { id: number }[] };
          return {
            ...v,
            promotion: entries(v.promotion[0]!, (i) => ({
              id: FIRST_ID + i,
              linkedPromotionId: FIRST_ID + i,
              title: entryTitle(CORPUS[i]!),
              content: i === 0 ? ALL_VECTORS : entryHtml(CORPUS[i]!),
            })),
          };
        }),
      );
      await quietPage(page);
      const url = brandUrl(brand, `/m/activity?id=${FIRST_ID}`);
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('dialog')).toContainText('XSS-001 <script>');
      await expectInert(page, '.lk-promo-detail__content', 1);
      await expectMarks(page, '.lk-promo-detail__content', false);
      // The promotion's sanitised content, a plain block with no role.
      await touch(page.locator('.lk-promo-detail__content').getByText('hover here', { exact: true }));
      await expectNothingRan(page, seen, url);
    });
  });
}
