// On a phone's slow line the page's largest picture comes first: no smaller picture of home, a game list, promotions or
// help is asked for until the lead image is on screen, and then every picture of the first screen is (src/build/lead-first.ts).
// Generated brands are held to the first half in generated-brands.spec.ts.
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';
import { askedBeforeLead, waitingBoxesThatMove, waitingNotShown } from './lead-first.ts';

for (const brand of BRANDS) {
  for (const path of ['/m/home', '/m/slot-games', '/m/activity', '/m/help']) {
    test(`${brand.id} ${path}: the lead image is asked for before the smaller pictures, then they are`, async ({ page }) => {
      await page.goto(brandUrl(brand, path));
      expect(await askedBeforeLead(page)).toEqual([]);
      // Every picture that waited and stands on the first screen has its address and has loaded.
      await expect.poll(() => waitingNotShown(page)).toEqual([]);
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
