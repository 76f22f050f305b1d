// The JavaScript budget (DESIGN.md section 5) on every route of every demo brand.
// Byte counts are deterministic, so this test may enforce them.
import { ROUTES } from '../../src/app/routes.ts';
import { JS_BUDGET_BYTES, measureJs } from '../../scripts/measure-js.ts';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';

// A first visit: the terms gate loads with the page, so it counts.
test.use({ termsAgreed: false });

// One path per distinct route (the category pages share one).
const paths = [...new Map(ROUTES.map((r) => [r.id, r.paths[0]!])).values()];

for (const brand of BRANDS) {
  test(`${brand.id}: at most 130 KB of JavaScript (brotli) before any interaction on every route`, async ({ page }) => {
    test.setTimeout(180_000);
    const over: string[] = [];
    for (const path of paths) {
      const { bytes, files } = await measureJs(page, brandUrl(brand, path));
      if (bytes > JS_BUDGET_BYTES) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB (${files.map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)}`).join(', ')})`);
    }
    expect(over, 'routes over budget').toEqual([]);
  });
}
