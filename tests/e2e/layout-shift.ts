// Cumulative layout shift in the browser suites (src/README.md, Budgets): every
// shift without recent input, summed from the start of the page.
import type { Page } from '@playwright/test';

/** Starts counting before the page's own scripts run. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS so far, read after two frames so a shift of the last change is counted. */
export async function shifts(page: Page): Promise<number> {
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done((window as unknown as { __cls: number }).__cls)))),
  );
}
