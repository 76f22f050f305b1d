// Download page, panel, bar and iOS guide in Chromium, every demo brand: the QR
// codes decode (jsqr) to the brand's configured links, the buttons and profile
// link point at them, a brand without links says so, the download bar on home
// closes, and the add-to-home-screen guide opens by itself on iOS 12.0-12.1
// and 11 or lower, hiding the download bar, which closing the guide restores;
// in Chromium, which installs the site itself, the guide is not offered.
import jsQR from 'jsqr';
import type { Locator } from '@playwright/test';
import { BRANDS, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage } from './content-fixtures.ts';
import { brandStrings, oneOf } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/content.json' with { type: 'json' };

/** Reads a QR image's pixels in the page and decodes them in Node with jsqr. */
async function decodeQr(img: Locator): Promise<string | undefined> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const { width, height, data } = await img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data;
}

const IOS_12_1 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const IOS_11 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';

for (const brand of BRANDS) {
  const d = brand.downloads;
  const t = brandStrings(brand, 'content', en).download;
  const g = brandStrings(brand, 'content', en).iosGuide;
  const common = brandStrings(brand, 'common', enCommon);
  test.describe(`${brand.id} download`, () => {
    test('QR codes decode to the configured links; buttons and profile link point at them', async ({ page }) => {
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/download'));
      await hydrated(page);
      if (!d.Android && !d.IOS) {
        await expect(page.getByRole('link', { name: t.get, exact: true })).toHaveCount(0);
        await expect(page.getByText(t.unavailable, { exact: true })).toBeVisible();
        return;
      }
      if (d.Android) {
        const android = page.getByRole('region', { name: t.androidName, exact: true });
        expect(await decodeQr(android.getByRole('img', { name: t.qrAndroid, exact: true }))).toBe(d.Android);
        await expect(android.getByRole('link', { name: t.get, exact: true })).toHaveAttribute('href', d.Android);
      }
      if (d.IOS) {
        const ios = page.getByRole('region', { name: t.iosName, exact: true });
        expect(await decodeQr(ios.getByRole('img', { name: t.qrIos, exact: true }))).toBe(d.IOS);
        await expect(ios.getByRole('link', { name: t.get, exact: true })).toHaveAttribute('href', d.IOS);
        // Chromium installs the site from its manifest by itself: no add-to-home-screen guide here (the iOS tests below have it).
        await expect(ios.getByRole('button', { name: t.homeScreen, exact: true })).toHaveCount(0);
      }
      if (d.MOBILECONFIG)
        await expect(page.getByRole('region', { name: t.iosName, exact: true }).getByRole('link', { name: t.profile, exact: true })).toHaveAttribute(
          'href',
          d.MOBILECONFIG,
        );
      // The age limit is among the responsible-gaming marks, the first of them.
      await expect(page.getByRole('region', { name: t.responsible, exact: true }).getByRole('img').first()).toHaveText(`${brand.ageLimit}+`);
    });

    test('download bar on home: leads to /m/download and closes for the session', async ({ page }) => {
      test.skip(!d.downloadBar || (!d.Android && !d.IOS), 'no download bar for this brand');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const bar = page.getByRole('complementary', { name: t.bar, exact: true });
      await expect(bar).toBeVisible();
      // The support button sits above the bar, decided in the same render (state/download-bar.ts): its class says where.
      const support = page.locator('.lk-cs');
      await expect(support).toHaveClass(/lk-cs--raised/);
      await bar.getByRole('button', { name: t.closeBar, exact: true }).click();
      await expect(bar).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(support).toBeVisible();
      await expect(support).not.toHaveClass(/lk-cs--raised/);
      await expect(bar).toHaveCount(0);
    });

    test('the download bar stays where it is under a dialog the player opens over it', async ({ page }) => {
      test.skip(!d.downloadBar || (!d.Android && !d.IOS), 'no download bar for this brand');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      const bar = page.getByRole('complementary', { name: t.bar, exact: true, includeHidden: true });
      // The support button's place above the bar is its class, as in the test above.
      const support = page.locator('.lk-cs');
      await expect(bar).toBeVisible();
      // Taken away behind the side menu, the bar restyled and repainted the page in the frame that answers the tap.
      await page.getByRole('button', { name: common.menu.open, exact: true }).click();
      const menu = page.getByRole('dialog', { name: brand.name, exact: true });
      await expect(menu).toBeVisible();
      await expect(bar).toBeAttached();
      await expect(support).toHaveClass(/lk-cs--raised/);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(bar).toBeVisible();
    });

    test("the notice bar's download button opens the panel", async ({ page }) => {
      const bar = brand.layout.homeSections.find((s) => s.type === 'noticeBar');
      test.skip(!bar || !('showDownload' in bar && bar.showDownload) || (!d.Android && !d.IOS), 'no download button on the notice bar');
      await quietPage(page);
      await page.goto(brandUrl(brand, '/m/home'));
      await hydrated(page);
      await page.getByRole('button', { name: t.open, exact: true }).click();
      const panel = page.getByRole('dialog', { name: t.title, exact: true });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('img', { name: oneOf(t.qrAndroid, t.qrIos) }).first()).toBeVisible();
    });

    for (const [ua, variant] of [
      [IOS_12_1, 'ios12'],
      [IOS_11, 'ios11'],
    ] as const) {
      test(`iOS guide on ${variant}: opens by itself on /m/download; on home it hides the download bar and closing restores it`, async ({ browser }) => {
        test.skip(!d.Android && !d.IOS, 'no app links');
        const context = await browser.newContext({ userAgent: ua, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await quietPage(page);
        const guide = page.getByRole('dialog', { name: g.title, exact: true });
        const bar = page.getByRole('complementary', { name: t.bar, exact: true });
        const done = guide.getByRole('button', { name: g.done, exact: true });

        await page.goto(brandUrl(brand, '/m/download'));
        await hydrated(page);
        await expect(guide).toBeVisible();
        // Each iOS version has its own tip.
        await expect(guide.getByText(g[variant].tip, { exact: true })).toBeVisible();
        await done.click();
        await expect(guide).toHaveCount(0);

        const noticeBar = brand.layout.homeSections.find((s) => s.type === 'noticeBar');
        if (d.downloadBar && noticeBar && 'showDownload' in noticeBar && noticeBar.showDownload) {
          await page.goto(brandUrl(brand, '/m/home'));
          await hydrated(page);
          await expect(bar).toBeVisible();
          await page.getByRole('button', { name: t.open, exact: true }).click();
          await page
            .getByRole('dialog', { name: t.title, exact: true })
            .getByRole('region', { name: t.iosName, exact: true })
            .getByRole('button', { name: t.homeScreen, exact: true })
            .click();
          await expect(guide).toBeVisible();
          await expect(bar).toHaveCount(0);
          await done.click();
          await expect(guide).toHaveCount(0);
          // The bar is back as it was once no dialog is open (the popup order, src/app/state/dialog-order.ts):
          // the download panel the guide was opened from is still open.
          const panel = page.getByRole('dialog', { name: t.title, exact: true });
          await expect(panel).toBeVisible();
          await expect(bar).toHaveCount(0);
          await panel.getByRole('button', { name: common.action.close, exact: true }).click();
          await expect(panel).toHaveCount(0);
          await expect(bar).toBeVisible();
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });
}
