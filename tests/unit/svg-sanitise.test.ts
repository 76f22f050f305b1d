// The one SVG sanitiser (src/config/svg-sanitise.ts): what a drawn image needs
// passes unchanged, anything that runs code or reaches outside the file does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsafeSvg } from '../../src/config/brand-assets.ts';
import { neutralFavicon, neutralLogo } from '../../src/config/neutral-logo.ts';
import { ROOT } from '../../src/config/schema-files.ts';
import { SVG_MAX_BYTES, sanitiseSvg } from '../../src/config/svg-sanitise.ts';

const clean = (svg: string) => {
  const r = sanitiseSvg(svg);
  if (!r.ok) throw new Error(r.problem);
  return r;
};

describe('sanitiseSvg', () => {
  it('keeps every demo brand logo and favicon byte for byte', () => {
    for (const brand of ['aurora', 'falak', 'siam'])
      for (const file of ['logo.svg', 'favicon.svg']) {
        const svg = readFileSync(join(ROOT, 'brands', brand, 'assets', file), 'utf8').trim();
        expect(clean(svg), `${brand}/${file}`).toEqual({ ok: true, svg, removed: [] });
      }
  });

  it('keeps the neutral logo and favicon a new brand starts with, its name escaped', () => {
    const name = 'Nova & <Bet>';
    expect(clean(neutralLogo(name)).svg).toBe(neutralLogo(name).trim());
    expect(clean(neutralFavicon(name)).removed).toEqual([]);
    expect(neutralLogo(name)).toContain('Nova &#38; &#60;Bet&#62;');
  });

  it('drops scripts, handlers, foreign content, styles and links outside the file, and says what went', () => {
    const r = clean(
      '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="1" height="1"/></a>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><use href="https://evil.example/s.svg#a"/><use href="#a"/>' +
        '<image href="data:image/png;base64,AAAA"/><style>@import url(https://evil.example/x.css)</style>' +
        '<rect style="fill:url(https://evil.example/p)" fill="url(#g)"/><text>a &amp; b & c</text></svg><script>alert(4)</script>',
    );
    expect(r.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use/><use href="#a"/><rect fill="url(#g)"/><text>a &amp; b &amp; c</text></svg>',
    );
    expect(r.removed).toEqual(expect.arrayContaining(['svg onload', '<script>', '<a>', '<foreignObject>', 'use href', '<image>', '<style>', 'rect style']));
    expect(r.svg).not.toMatch(/script|alert|evil|javascript|onload/i);
  });

  it('refuses what is not one SVG image: entities, no <svg>, too big', () => {
    expect(sanitiseSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>')).toMatchObject({ ok: false, problem: expect.stringContaining('DOCTYPE') });
    expect(sanitiseSvg('<html><body>hi</body></html>')).toMatchObject({ ok: false, problem: expect.stringContaining('No <svg>') });
    expect(sanitiseSvg(`<svg>${' '.repeat(SVG_MAX_BYTES)}</svg>`)).toMatchObject({ ok: false, problem: expect.stringContaining('at most 256 KB') });
  });

  it('closes what the file left open, in the case SVG needs', () => {
    expect(clean('<svg><defs><linearGradient id="g"><stop offset="0"/>').svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs></svg>',
    );
  });
});

describe('sanitiseSvg and the rule npm run validate holds brand SVGs to', () => {
  it('makes every hostile sample one that unsafeSvg passes', () => {
    const samples = [
      '<svg onload="alert(1)"><rect/></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
      '<svg><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
      '<svg><image href="https://evil.example/x.png"/></svg>',
      '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
      '<svg><style>@import url(https://evil.example/x.css);</style></svg>',
      '<svg><rect style="fill:url(https://evil.example/p)"/></svg>',
    ];
    for (const svg of samples) {
      expect(unsafeSvg(svg), svg).toBeDefined();
      const r = clean(svg);
      expect(unsafeSvg(r.svg), r.svg).toBeUndefined();
    }
  });
});
