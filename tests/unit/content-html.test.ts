// @vitest-environment jsdom
// Platform HTML on its way to the DOM through the shared SafeHtml: the
// hardening pass (src/app/rules/harden-html.ts), then DOMPurify. The browser test
// (tests/e2e/content-sanitise.spec.ts) checks behaviour in Chromium; this pins
// the markup, including the holes a review found when only the content features
// ran the hardening pass (help and terms HTML went to DOMPurify alone).
import { describe, expect, it } from 'vitest';
import { sanitize } from '../../src/app/ui/SafeHtml.tsx';

const origins = () => new Set([window.location.origin]);
const pipeline = (html: string) => sanitize(html, { allowedImageOrigins: origins() });

const PAYLOADS = [
  '<p>script text</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(2)"><p onclick="alert(3)">handler text</p>',
  '<a href="javascript:alert(4)">js link text</a>',
  '<iframe src="https://evil.example/"></iframe><p>frame text</p>',
  '<svg onload="alert(5)"><script>alert(6)</script><text>svg text</text></svg>',
  '<math><mtext><img src=x onerror=alert(7)></mtext></math>',
  '<video poster="https://evil.example/poster.png"><source src="https://evil.example/v.mp4"></video><p>video text</p>',
  '<p style="background:u\\72l(https://evil.example/css.png)">escaped css text</p>',
  '<p style="background-image:image-set(&quot;https://evil.example/set.png&quot; 1x)">set-css text</p>',
  '<div style="position:fixed;inset:0;z-index:99999;background:#fff">overlay text</div>',
  '<form action="https://evil.example/"><input name="password"></form><p>form text</p>',
  '<img src="https://evil.example/pixel.png" alt="pixel">',
];

describe('hardened + sanitised platform HTML', () => {
  it.each([
    ['<form><input name="attributes"></form><p onclick="alert(1)">clobbered text</p>'],
    [
      '<form onmouseover="alert(1)"><input name="attributes"><input name="getAttributeNames"><input name="removeAttribute"><input name="remove"></form><p>clobbered text</p>',
    ],
    ['<img name="body"><form name="querySelectorAll"></form><p>clobbered text</p>'],
    ['<form id="x"><input name="innerHTML"><input name="textContent"><input name="setAttribute"></form><p style="font-size:20px">clobbered text</p>'],
  ])('is not broken by DOM clobbering: %s', async (html) => {
    const out = await pipeline(html);
    expect(out).toContain('clobbered text');
    expect(out).not.toMatch(/onclick|onmouseover|<form|<input/i);
    const popup = await sanitize(html, { allowedImageOrigins: origins(), pxPerRem: 100 });
    expect(popup).toContain('clobbered text');
  });

  it('keeps the text and drops every behaviour and foreign load', async () => {
    const out = await pipeline(PAYLOADS.join(''));
    for (const text of [
      'script text',
      'handler text',
      'js link text',
      'frame text',
      'video text',
      'escaped css text',
      'set-css text',
      'overlay text',
      'form text',
    ])
      expect(out).toContain(text);
    expect(out).not.toMatch(
      /<script|onerror|onclick|onload|javascript:|<iframe|<svg|<math|<video|<source|poster=|evil\.example|image-set|u\\72l|position:\s*fixed|<form|<input/i,
    );
  });

  it('leaves ordinary content alone', async () => {
    const html = '<h2>Rules</h2><p style="color:red;font-weight:700">Bold <a href="https://example.com/x">link</a></p><ul><li>one</li></ul>';
    const out = await pipeline(html);
    expect(out).toContain('<h2 dir="auto">Rules</h2>');
    expect(out).toContain('style="color:red;font-weight:700"');
    expect(out).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>');
  });

  it('popup HTML: pixel sizes in styles become popup rem (divided by 100); text and URLs keep their px', async () => {
    const html = `<p style="font-size:28px;margin:0 -10px 1.5px">Screens up to 1080px wide</p><img src="${window.location.origin}/banner-300px.png" alt="">`;
    const out = await sanitize(html, { allowedImageOrigins: origins(), pxPerRem: 100 });
    expect(out).toContain('font-size:calc(0.28 * var(--lk-popup-rem, 1rem))');
    expect(out).toContain('margin:0 calc(-0.1 * var(--lk-popup-rem, 1rem)) calc(0.015 * var(--lk-popup-rem, 1rem))');
    expect(out).toContain('Screens up to 1080px wide');
    expect(out).toContain('banner-300px.png');
    // Without the option nothing is converted.
    expect(await pipeline(html)).toContain('font-size:28px');
  });
});

// The holes the review found, one payload each: closed for every caller of SafeHtml.
describe('SafeHtml on its own closes the holes the review found', () => {
  it('drops <video poster> and <source src> from a foreign origin (loads without a click)', async () => {
    expect(await pipeline('<video poster="https://evil.example/p.png"><source src="https://evil.example/v.mp4"></video>')).not.toMatch(/evil\.example/);
  });

  it('drops CSS that reaches a URL through an escape (u\\72l(...)), which the url( filter misses', async () => {
    expect(await pipeline('<p style="background:u\\72l(https://evil.example/a.png)">x</p>')).not.toMatch(/evil\.example/);
  });

  it('drops image-set("...") in inline CSS, which loads without url(', async () => {
    expect(await pipeline('<p style="background-image:image-set(&quot;https://evil.example/a.png&quot; 1x)">x</p>')).not.toMatch(/evil\.example/);
  });

  it('drops position:fixed overlays that can cover the page with a fake screen', async () => {
    expect(await pipeline('<div style="position:fixed;inset:0">x</div>')).not.toMatch(/position:\s*fixed/);
  });

  it('converts px to rem only inside styles, not in the text a player reads', async () => {
    const out = await sanitize('<p>Screens up to 1080px wide</p>', { allowedImageOrigins: origins(), pxPerRem: 100 });
    expect(out).toContain('1080px');
  });

  it('blocks the classic payloads on its own', async () => {
    const out = await pipeline(PAYLOADS.slice(0, 6).join(''));
    expect(out).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<math/i);
  });
});

// Right to left: platform HTML and each of its blocks take their own direction (the browser test,
// tests/e2e/rtl.spec.ts, checks what Chromium resolves it to).
describe('SafeHtml gives platform blocks their own direction', () => {
  it('marks paragraphs, headings and list items dir="auto"', async () => {
    const out = await pipeline('<h3>Welcome back!</h3><p>100% welcome bonus.</p><ul><li>مرحبا</li></ul>');
    expect(out).toBe('<h3 dir="auto">Welcome back!</h3><p dir="auto">100% welcome bonus.</p><ul dir="auto"><li dir="auto">مرحبا</li></ul>');
  });

  it('keeps a direction and language the platform set, and leaves tables and rows to the HTML around them', async () => {
    const out = await pipeline('<p dir="rtl" lang="ar">x</p><table><tbody><tr><td>a</td></tr></tbody></table><b>bold</b>');
    expect(out).toBe('<p dir="rtl" lang="ar">x</p><table><tbody><tr><td dir="auto">a</td></tr></tbody></table><b>bold</b>');
  });
});
