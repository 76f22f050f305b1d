// The suites' axe-core scan: serious and critical violations only, each with
// the element and axe's own account of it (for contrast: both colours and the
// ratio), so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scanned part stands still: fonts loaded, images decoded, no
 * finite animation running and the same layout two frames apart. axe measures
 * an element, then asks what lies under that point; content that moves in
 * between (a popup still rising, a late banner pushing the form down) is
 * measured against whatever moved there.
 */
async function stillness(page: Page, root: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (sel) => {
          // Every box of the scanned part, measured in the page: layout, whatever roles the elements have.
          const el = document.querySelector(sel) ?? document.body;
          const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const shape = () =>
            [...el.querySelectorAll('*')]
              .slice(0, 400)
              .map((n) => n.getBoundingClientRect())
              .map((r) => `${r.x},${r.y},${r.width},${r.height}`)
              .join(';');
          if (document.fonts.status !== 'loaded') return 'fonts loading';
          if ([...el.querySelectorAll('img')].some((i) => !i.complete)) return 'images loading';
          if (document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)) return 'animating';
          const before = shape();
          await frame();
          return shape() === before ? 'still' : 'moving';
        }, root),
      { message: `${root} comes to rest before the scan` },
    )
    .toBe('still');
}

/**
 * Scans the page, or only `include`. A part that should stand still (a form)
 * is waited for first; a page that never does (home's carousel, marquee and
 * jackpot counter run for ever) is scanned once no finite animation runs.
 * `exclude` leaves out a part scanned elsewhere (the studio's brand previews
 * are the brands' own pages).
 */
export async function seriousViolations(page: Page, include?: string, exclude?: string): Promise<string[]> {
  if (include) await stillness(page, include);
  // Even a page that never stands still has no fade or slide half done: a half-faded text reads as low contrast.
  else
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
          ),
        { message: 'finite animations end before the scan' },
      )
      .toBe(0);
  // axe.run() in the page itself (legacy mode): the default runs axe.runPartial() in each frame and axe.finishRun() in
  // a blank page it opens for every scan, a second or two more per scan for the cross-origin frames no scanned page
  // has (the studio's previews are same-origin and left out). Only violations carry their elements back.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 4).map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
}
