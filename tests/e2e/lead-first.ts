// The page's lead image is asked for before the smaller pictures of its first screen: they wait until it is on screen
// (src/build/lead-first.ts).
import { expect, type Page } from '@playwright/test';

/**
 * The pictures marked to wait for the page's lead image (elementtiming="lead") that were asked for before it was
 * painted; on a page without one, before its first contentful paint. Read once the page has painted, from the
 * browser's own entries (Element Timing and Resource Timing, on the page's clock).
 */
export function askedBeforeLead(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const lead = document.querySelector('img[elementtiming="lead"]');
        const type = lead ? 'element' : 'paint';
        new PerformanceObserver((list, observer) => {
          const entry = list
            .getEntries()
            .find((e) => (lead ? (e as PerformanceEntry & { identifier: string }).identifier === 'lead' : e.name === 'first-contentful-paint'));
          if (!entry) return;
          observer.disconnect();
          const painted = lead ? (entry as PerformanceEntry & { renderTime: number }).renderTime || entry.startTime : entry.startTime;
          // Every address a waiting picture may be asked for at: its src and each of its srcset's.
          const waiting = new Set(
            [...document.querySelectorAll('img[data-lk-src]')].flatMap((i) =>
              [i.getAttribute('data-lk-src')!, ...(i.getAttribute('data-lk-srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0]!)]
                .filter(Boolean)
                .map((url) => new URL(url, location.href).href),
            ),
          );
          done(
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((r) => waiting.has(r.name) && r.startTime < painted)
              .map((r) => `${r.name} at ${Math.round(r.startTime)} ms (lead painted at ${Math.round(painted)} ms)`),
          );
        }).observe({ type, buffered: true });
      }),
  );
}

/**
 * The pictures waiting for the lead whose box changes once they have their address, as the page's loader gives it
 * (src/build/island-script.ts): each must hold the box it will have, or the page shifts. For a page loaded with
 * JavaScript off, where they wait for good; measured before and after, once the first screen's have loaded.
 */
export async function waitingBoxesThatMove(page: Page): Promise<string[]> {
  const boxes = () =>
    page.evaluate(() =>
      // The header's logo grows or shrinks in place, at its start edge, with nothing after it in its line (the
      // header's actions keep to the end): it alone may take its picture's width when that comes.
      [...document.querySelectorAll<HTMLImageElement>('img[data-lk-src]')]
        .filter((i) => !i.closest('header'))
        .map((i) => {
          const r = i.getBoundingClientRect();
          return `${i.getAttribute('data-lk-src')} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
    );
  const before = await boxes();
  await page.evaluate(() => {
    for (const i of document.querySelectorAll<HTMLImageElement>('img[data-lk-src]')) {
      const set = i.getAttribute('data-lk-srcset');
      if (set) i.srcset = set;
      i.src = i.getAttribute('data-lk-src')!;
    }
  });
  // Polled from here: with JavaScript off the page runs no callback of its own.
  await expect.poll(() => waitingNotShown(page)).toEqual([]);
  const after = await boxes();
  return after.flatMap((box, n) => (box === before[n] ? [] : [`${before[n]} -> ${box.split(' ').slice(1).join(' ')}`]));
}

/** The pictures that waited for the lead and stand on the first screen but have not loaded (yet): their addresses. */
export function waitingNotShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[data-lk-src]')]
      .filter((i) => i.getBoundingClientRect().top < innerHeight && !(i.complete && i.naturalWidth > 0))
      .map((i) => i.getAttribute('data-lk-src')!),
  );
}
