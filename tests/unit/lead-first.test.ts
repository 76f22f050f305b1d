// The build's lead-first rewrite (src/build/lead-first.ts) on the <img>s React writes: the page's loader gives the
// waiting ones their addresses once the lead is on screen (tests/e2e/lead-first.spec.ts holds it in the browser).
import { describe, expect, test } from 'vitest';
import { leadFirst, WAITING_SRC } from '../../src/build/lead-first.ts';

const lead = '<img src="/b/1.png" srcSet="/b/1-360w.webp 360w" sizes="100vw" alt="Bonus" loading="eager" fetchPriority="high" elementtiming="lead"/>';
const card =
  '<img src="/p/1.png" srcSet="/p/1-360w.webp 360w, /p/1-540w.webp 540w" sizes="210px" alt="Reload" loading="eager" fetchPriority="low" data-lk-wait=""/>';
// A picture as large as the lead (the next card of its list) is asked for with it.
const beside = '<img src="/g/2.webp" alt="Jade" loading="eager" fetchPriority="low"/>';
const below = '<img src="/g/7.webp" alt="" width="56" height="56" loading="lazy" decoding="async"/>';
const logo = '<img src="/assets/logo.svg" alt="Aurora" height="32" fetchPriority="low" data-lk-wait=""/>';

describe('leadFirst', () => {
  test('leaves the lead and its equals as they are and moves the address of every picture marked to wait, or lazy, where the loader looks', () => {
    const page = `<header>${logo}</header><main>${lead}${beside}${card}${below}</main>`;
    expect(leadFirst(page)).toBe(
      `<header><img ${WAITING_SRC}="/assets/logo.svg" alt="Aurora" height="32" fetchPriority="low" data-lk-wait=""/></header><main>${lead}${beside}` +
        `<img ${WAITING_SRC}="/p/1.png" ${WAITING_SRC}set="/p/1-360w.webp 360w, /p/1-540w.webp 540w" sizes="210px" alt="Reload" loading="eager" fetchPriority="low" data-lk-wait=""/>` +
        `<img ${WAITING_SRC}="/g/7.webp" alt="" width="56" height="56" loading="lazy" decoding="async"/></main>`,
    );
  });

  test('a page with only its lead, or with no pictures, is unchanged, and a second pass changes nothing', () => {
    expect(leadFirst(`<main>${lead}<p>Text</p></main>`)).toBe(`<main>${lead}<p>Text</p></main>`);
    const once = leadFirst(`<main>${lead}${card}</main>`);
    expect(leadFirst(once)).toBe(once);
  });
});
