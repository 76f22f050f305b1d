// Text a player cannot read whole, found in the live page: text cut by its own
// box (wider or taller than a box that hides overflow, or ellipsised where that
// is not meant), text with another element painted over it (elementFromPoint
// sampled along each line), form fields too short for their text, and SVG logos
// whose text runs out of their viewBox. Any browser suite can call it: the
// demo-brand suite (text-fit.spec.ts) and suites of generated brands.
import { type Locator, type Page, type TestInfo, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface TextProblem {
  kind: 'clipped' | 'covered' | 'squashed' | 'logo';
  /** A CSS path to the element, short enough to read. */
  where: string;
  text: string;
  detail: string;
}

export interface TextCheckOptions {
  /** Elements whose text is meant to end in an ellipsis when long (names of games, players, vendors). */
  ellipsisAllowed?: readonly string[];
  /** Only text inside this selector (default: the open modal dialog, else the whole page). */
  root?: string;
}

/** Where the design truncates long names on purpose: they are data of any length in a fixed slot. */
export const ELLIPSIS_BY_DESIGN = [
  '.lkg-card__name',
  '.lkg-winner__name',
  '.lkg-winner__game',
  '.lkg-vendor-tile span',
  '.lkg-vendortab span',
  '.lk-promo__title',
  '.lk-strip__title',
  // A tournament's text is a two-line preview; its "More" button opens the whole of it.
  '.lk-tourney__text',
] as const;

/** Every text problem on the part of the page in view. */
export async function textProblems(page: Page, options: TextCheckOptions = {}): Promise<TextProblem[]> {
  const allowed = [...ELLIPSIS_BY_DESIGN, ...(options.ellipsisAllowed ?? [])];
  return page.evaluate(
    ({ allowed, rootSelector }) => {
      const problems: { kind: 'clipped' | 'covered' | 'squashed'; where: string; text: string; detail: string }[] = [];
      const path = (el: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
          const cls = [...e.classList].slice(0, 2).join('.');
          parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls ? `.${cls}` : ''}`);
        }
        return parts.join(' > ');
      };
      // Every element's box and text, measured in the page: layout, whatever roles the elements have.
      const modal = [...document.querySelectorAll('dialog[open]')].at(-1);
      const root = (rootSelector ? document.querySelector(rootSelector) : modal) ?? document.body;
      const vw = innerWidth;
      const vh = innerHeight;
      // Elements that ignore the pointer still cover text: while sampling, every element takes it.
      const probe = document.createElement('style');
      probe.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
      document.head.append(probe);
      const fixedLayer = (el: Element | null): Element | null => {
        for (let e = el; e; e = e.parentElement) {
          const p = getComputedStyle(e).position;
          if (p === 'fixed' || p === 'sticky') return e;
        }
        return null;
      };
      /** The part of `rect` not hidden by the element itself or an ancestor that clips (a scroller, a carousel), or null when none is. */
      const visiblePart = (el: Element, rect: DOMRect) => {
        let [l, t, r, b] = [Math.max(0, rect.left), Math.max(0, rect.top), Math.min(vw, rect.right), Math.min(vh, rect.bottom)];
        for (let e: Element | null = el; e && l < r && t < b; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.overflowX === 'visible' && s.overflowY === 'visible' && s.contain.indexOf('paint') < 0) continue;
          const c = e.getBoundingClientRect();
          [l, t, r, b] = [Math.max(l, c.left), Math.max(t, c.top), Math.min(r, c.right), Math.min(b, c.bottom)];
        }
        return l < r && t < b ? { l, t, r, b } : null;
      };
      try {
        const elements = [root, ...root.querySelectorAll('*')].filter(
          (el) =>
            el instanceof HTMLElement &&
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') &&
            el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            !el.closest('[aria-hidden="true"][hidden], script, style, noscript, template, svg'),
        ) as HTMLElement[];
        for (const el of elements) {
          const box = el.getBoundingClientRect();
          // Screen-reader-only text and what is outside the screen.
          if (box.width <= 2 || box.height <= 2 || box.bottom <= 0 || box.top >= vh || box.right <= 0 || box.left >= vw) continue;
          const style = getComputedStyle(el);
          if (style.clipPath !== 'none' || (style.position === 'absolute' && style.clip !== 'auto')) continue;
          const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
          // Cut by its own box.
          const hidesX = style.overflowX !== 'visible';
          const hidesY = style.overflowY !== 'visible';
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
          // An ellipsis, or a line clamp (which ends in one), is meant where the design says so.
          const ellipsised = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
          if (!scrolls && (hidesX || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1) {
            const meant = ellipsised && allowed.some((s) => el.matches(s));
            if (!meant) problems.push({ kind: 'clipped', where: path(el), text, detail: `${el.scrollWidth} px of text in ${el.clientWidth} px` });
          }
          if (!scrolls && hidesY && el.scrollHeight > el.clientHeight + 2) {
            const meant = style.webkitLineClamp !== 'none' && allowed.some((s) => el.matches(s));
            if (!meant) problems.push({ kind: 'clipped', where: path(el), text, detail: `${el.scrollHeight} px tall text in ${el.clientHeight} px` });
          }
          // Covered: sample each line of the element's own text at three points. Text a scroller or the screen shows
          // only in part (the next card peeking in, under the row's arrow) is read once scrolled to, so it is not sampled.
          const seen = visiblePart(el.parentElement ?? el, box);
          if (!seen || seen.r - seen.l < Math.min(box.right, vw) - Math.max(box.left, 0) - 1) continue;
          const mine = fixedLayer(el);
          for (const node of el.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              const part = visiblePart(el, line);
              if (!part) continue;
              const y = (part.t + part.b) / 2;
              for (const f of [0.15, 0.5, 0.85]) {
                const x = part.l + (part.r - part.l) * f;
                const hit = document.elementFromPoint(x, y);
                if (!hit || el.contains(hit) || hit.contains(el)) continue;
                // An invisible control over its own label (a native select laid over the value it shows) paints nothing.
                if (!hit.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
                // A fixed bar over page content that scrolls is how the page works; over other fixed text it is a defect.
                const over = fixedLayer(hit);
                if (over && !mine && !over.contains(el)) continue;
                problems.push({ kind: 'covered', where: path(el), text, detail: `under ${path(hit)} at ${Math.round(x)},${Math.round(y)}` });
                break;
              }
            }
          }
        }
        // Squashed fields: the box a player taps (the field, or the label that wraps it) under two lines of its text leaves the text touching its edges.
        for (const field of root.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')) {
          const el = field as HTMLElement;
          if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const own = el.getBoundingClientRect().height;
          if (own === 0) continue;
          const target = Math.max(own, el.closest('label')?.getBoundingClientRect().height ?? 0);
          const line = Number.parseFloat(getComputedStyle(el).fontSize) * 1.15;
          if (target < 2 * line || el.clientHeight < line) {
            problems.push({
              kind: 'squashed',
              where: path(el),
              text: (el as HTMLInputElement).placeholder ?? '',
              detail: `${Math.round(target)} px tall to tap, ${el.clientHeight} px for ${Math.round(line)} px of text`,
            });
          }
        }
      } finally {
        probe.remove();
      }
      return problems;
    },
    { allowed, rootSelector: options.root ?? null },
  );
}

/**
 * Problems of the header logo (`logo`, its picture) when it is an SVG: each of its
 * text elements measured in the page (the same system fonts the image uses) must
 * lie inside its viewBox, or part of the name is cut off.
 */
export async function logoProblems(page: Page, logo: Locator): Promise<TextProblem[]> {
  const src = await logo.getAttribute('src');
  if (!src || !/\.svg(\?|$)/.test(src)) return [];
  return page.evaluate(
    async ({ src }) => {
      const svgText = await (await fetch(src)).text();
      const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
      const svg = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
      const holder = document.createElement('div');
      // An image is a document of its own: left to right, whatever the page's direction.
      holder.style.cssText = 'position:absolute;left:-10000px;top:0;width:1000px;direction:ltr';
      holder.dir = 'ltr';
      holder.append(svg);
      document.body.append(holder);
      try {
        const vb = svg.viewBox.baseVal;
        const box = vb && vb.width > 0 ? vb : { x: 0, y: 0, width: svg.width.baseVal.value, height: svg.height.baseVal.value };
        // The logo's SVG <text> runs, measured: drawing, not controls.
        return [...svg.querySelectorAll('text')].flatMap((t) => {
          const b = t.getBBox();
          const out = b.x < box.x - 0.5 || b.y < box.y - 0.5 || b.x + b.width > box.x + box.width + 0.5 || b.y + b.height > box.y + box.height + 0.5;
          return out
            ? [
                {
                  kind: 'logo' as const,
                  where: src,
                  text: t.textContent ?? '',
                  detail: `text spans ${b.x.toFixed(1)}..${(b.x + b.width).toFixed(1)} x ${b.y.toFixed(1)}..${(b.y + b.height).toFixed(1)}, viewBox ${box.x} ${box.y} ${box.width} ${box.height}`,
                },
              ]
            : [];
        });
      } finally {
        holder.remove();
      }
    },
    { src: new URL(src, page.url()).href },
  );
}

/** Waits until every image on screen has loaded (or failed and hidden itself) and the fonts are in. */
export async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
          })
          .filter((img) => !img.complete)
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
}

/** Writes a screenshot of the screen to <test output>/screens/<name>.png and returns its path. */
export async function screen(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const dir = join(testInfo.project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}

/** Fails with every problem listed, one per line. */
export function expectNoTextProblems(problems: TextProblem[], what: string) {
  expect(
    problems.map((p) => `${p.kind}: "${p.text}" ${p.where} (${p.detail})`),
    `text that cannot be read whole on ${what}`,
  ).toEqual([]);
}
