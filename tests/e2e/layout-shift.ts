// Cumulative layout shift in the browser suites (src/README.md, Budgets): every
// shift without recent input, summed from the start of the page.
import type { Page } from '@playwright/test';

/** Starts counting before the page's own scripts run. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] };
    w.__cls = 0;
    w.__clsSources = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const name = (n?: Node) =>
      n instanceof Element ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${[...n.classList].join('.')}` : String(n?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        // What moved, for the failure's message.
        for (const s of e.sources)
          w.__clsSources.push(
            `${Math.round(e.startTime)} ms ${e.value.toFixed(3)} ${name(s.node)} x ${Math.round(s.previousRect.x)}->${Math.round(s.currentRect.x)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} w ${Math.round(s.previousRect.width)}->${Math.round(s.currentRect.width)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
          );
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

/** What moved so far, shift by shift (time, value, element, its box before and after): a failing test's message. */
export async function shiftSources(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __clsSources: string[] }).__clsSources.join('\n'));
}
