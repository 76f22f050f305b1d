// The JavaScript budget (src/README.md, Budgets; the number in scripts/bench-budgets.ts) on every route of every demo brand,
// measured exactly as `npm run bench -- js` measures it (scripts/measure-js.ts):
// each route as a first visit, scripts requested in its first 5 s, four pages at
// a time. Byte counts are deterministic, so this test may enforce them.
import { ROUTES } from '../../src/app/routes.ts';
import { JS_BUDGET_BYTES } from '../../scripts/bench-budgets.ts';
import { measureRoutes } from '../../scripts/measure-js.ts';
import { BRANDS, brandUrl, expect, test } from './fixtures.ts';

// One path per distinct route (the category pages share one).
const paths = [...new Map(ROUTES.map((r) => [r.id, r.paths[0]!])).values()];

for (const brand of BRANDS) {
  test(`${brand.id}: at most ${JS_BUDGET_BYTES / 1024} KB of JavaScript (brotli) before any interaction on every route`, async ({ browser }) => {
    // 24 routes, four at a time, each for its whole 5 s window: half a minute on a quiet machine, and more than
    // three minutes on a busy one (load average 40 on 2 cores). The bytes it counts do not depend on the time taken.
    test.setTimeout(600_000);
    const loads = await measureRoutes(
      browser,
      paths.map((p) => brandUrl(brand, p)),
    );
    const over = [...loads]
      .filter(([, load]) => load.bytes > JS_BUDGET_BYTES)
      .map(
        ([url, { bytes, files }]) =>
          `${new URL(url).pathname}: ${(bytes / 1024).toFixed(1)} KB (${files.map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)}`).join(', ')})`,
      );
    expect(loads.size, 'routes measured').toBe(paths.length);
    expect(over, 'routes over budget').toEqual([]);
  });
}
