// On a phone's slow line the page's largest picture comes first: no smaller picture of home, a game list, promotions or
// help is asked for until the lead image is on screen, and then every picture of the first screen is (src/build/lead-first.ts).
// Generated brands are held to the first half in generated-brands.spec.ts.
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { askedBeforeLead, waitingBoxesThatMove } from './lead-first.ts';

for (const brand of BRANDS) {
  for (const path of ['/m/home', '/m/slot-games', '/m/activity', '/m/help']) {
    test(`${brand.id} ${path}: the lead image is asked for before the smaller pictures, then they are`, async ({ page }) => {
      await page.goto(brandUrl(brand, path));
      expect(await askedBeforeLead(page)).toEqual([]);
      // Every picture that waited and stands on the first screen has its address and has loaded.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((i) => i.hasAttribute('data-lk-src') && i.getBoundingClientRect().top < innerHeight)
              .map((i) => `${i.getAttribute('data-lk-src')}: ${i.complete && i.naturalWidth > 0 ? 'shown' : 'not shown'}`)
              .filter((line) => line.endsWith('not shown')),
          ),
        )
        .toEqual([]);
    });
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const brand of BRANDS) {
    for (const path of ['/m/home', '/m/slot-games', '/m/activity', '/m/help']) {
      test(`${brand.id} ${path}: a picture waiting for the lead holds the box it will have`, async ({ page }) => {
        await page.goto(brandUrl(brand, path));
        expect(await waitingBoxesThatMove(page)).toEqual([]);
      });
    }
  }
});
