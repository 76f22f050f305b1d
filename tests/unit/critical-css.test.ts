// The CSS a prebuilt page inlines (src/layouts/critical-css.ts): what a
// selector needs from the page, and which rules a page keeps, in their order.
import { describe, expect, test } from 'vitest';
import { criticalCss, pageTokens, parseCss, selectorNeeds } from '../../src/layouts/critical-css.ts';
import { inlinePageStyles } from '../../src/layouts/page-styles-integration.ts';

describe('selectorNeeds', () => {
  test.each([
    ['.a', ['.a']],
    ['.a.b>.c', ['.a', '.b', '.c']],
    ['details[open] summary', ['details', '[open]', 'summary']],
    ['[dir=rtl] .lk-flip-rtl', ['[dir]', '.lk-flip-rtl']],
    ['html.lk-lang-pending body', ['html', '.lk-lang-pending', 'body']],
    ['.lk-app[data-chrome=home]', ['.lk-app', '[data-chrome]']],
    ['#main a:hover', ['#main', 'a']],
    ['*,:before', []],
    [':root', []],
    ['.a:not(.b) .c::before', ['.a', '.c']],
    [':is(.x,.y) .z', ['.z']],
    ['.lk-btn:disabled', ['.lk-btn']],
    ['input[type="checkbox"]:checked+label', ['input', '[type]', 'label']],
  ])('%s needs %j', (selector, needs) => {
    expect(selectorNeeds(selector)).toEqual(needs);
  });
});

describe('criticalCss', () => {
  const css = parseCss(
    [
      '*,:before{box-sizing:border-box}',
      '/*$vite$:1*/',
      'body{margin:0}',
      '.used,.unused{color:red}',
      '.unused{color:blue}',
      '@media (width<=380px){.used{padding:0}.unused{padding:1px}}',
      '@media (width>=480px){.unused{padding:2px}}',
      '.spin{animation:1s linear infinite lk-spin}',
      '@keyframes lk-spin{to{transform:rotate(1turn)}}',
      '@keyframes lk-other{to{opacity:0}}',
      '.lk-lang-pending body{visibility:hidden}',
      '[dir=rtl] .used{margin-left:0}',
      '.used:hover{color:green}',
      '@font-face{font-family:x;src:url(x.woff2)}',
    ].join(''),
  );

  test('keeps only what may match, in order, with the keyframes kept rules name', () => {
    const page = pageTokens('<html dir="rtl"><head><style>.unused{}</style></head><body><p class="used">x</p><script>"spin"</script></body></html>');
    expect(criticalCss(css, page)).toBe(
      [
        '*,:before{box-sizing:border-box}',
        'body{margin:0}',
        '.used{color:red}',
        '@media (width<=380px){.used{padding:0}}',
        '.lk-lang-pending body{visibility:hidden}',
        '[dir=rtl] .used{margin-left:0}',
        '.used:hover{color:green}',
        '@font-face{font-family:x;src:url(x.woff2)}',
      ].join(''),
    );
  });

  test('a rule whose element is there keeps its keyframes', () => {
    const page = pageTokens('<body><i class="spin"></i></body>');
    expect(criticalCss(css, page)).toContain('@keyframes lk-spin{to{transform:rotate(1turn)}}');
    expect(criticalCss(css, page)).not.toContain('lk-other');
  });

  test('a stylesheet cut short is reported, not cut silently', () => {
    expect(() => parseCss('.a{color:red}.b{color:')).toThrow(/never closed/);
  });
});

describe('inlinePageStyles', () => {
  test("the page's stylesheet links become its own rules and one <noscript> link to the joined stylesheet", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/_astro/a.1.css"><link rel="stylesheet" href="/_astro/b.2.css"></head><body><div class="a"></div></body></html>';
    const asked: string[][] = [];
    const out = inlinePageStyles(html, (hrefs) => {
      asked.push(hrefs);
      return { href: '/_astro/styles.x.css', parsed: parseCss('.a{color:red}.b{color:blue}') };
    });
    expect(asked).toEqual([['/_astro/a.1.css', '/_astro/b.2.css']]);
    expect(out).toBe(
      '<html><head><style>.a{color:red}</style><noscript id="lk-styles"><link rel="stylesheet" href="/_astro/styles.x.css"></noscript></head><body><div class="a"></div></body></html>',
    );
  });
});
