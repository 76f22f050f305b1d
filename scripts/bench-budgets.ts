// The budgets the benches print against and the tests enforce, one number each
// (src/README.md, Budgets). Restated for the owner's stack in issue 36: React
// Router, i18next with react-i18next and Swiper on the page, where the earlier
// figures were set for a hand-written router, translator and carousel.

/**
 * JavaScript a page loads before any interaction (its first 5 s, no input, the
 * platform answering), brotli, on every route: `npm run bench -- js` and
 * tests/e2e/budget.spec.ts, both measuring with scripts/measure-js.ts. React,
 * react-router-dom, jotai, i18next and react-i18next alone are about 93 KB.
 */
export const JS_BUDGET_BYTES = 135 * 1024;

/** Lighthouse mobile (simulated throttling, median of 5) on home, a game list, promotions and help: `npm run bench -- lighthouse`. */
export const LIGHTHOUSE_BUDGET = { perf: 99, lcp: 1000, cls: 0.01 };

/**
 * Against the page's HTML-only floor (the page without its scripts) of the same run: TBT within this many ms of the floor's, main-thread time until idle at
 * most this many times the floor's. On a busy machine both grow, so these hold where an absolute TBT does not.
 */
export const FLOOR_BUDGET = { tbtOver: 30, mainThreadRatio: 2 };

/** Interaction to Next Paint of each common tap at this CPU slowdown, median of its runs: `npm run bench -- inp`. */
export const INP_BUDGET_MS = 100;
export const INP_CPU_SLOWDOWN = 4;
export const INP_RUNS = 5;
