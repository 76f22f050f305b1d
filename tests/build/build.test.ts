// The multi-brand build through its real CLI: every route prebuilt for every
// brand, self-contained output, a new brand from a copied folder, and a broken
// brand that is reported while the others still build.
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { prebuiltPaths } from '../../src/app/routes.ts';
import { type Catalog, catalogFor, flatten } from '../../src/i18n/catalog.ts';
import { type CompactCatalog, namespacesOf } from '../../src/i18n/compact-catalog.ts';
import { at, brandsFolder, cli, editBrand, type JsonObject, tempDir, walk } from './helpers.ts';

/** A catalog with each namespace's keys flat, as a site's language files give them to i18next. */
const flatCatalog = (catalog: Catalog) => Object.fromEntries(Object.entries(catalog).map(([ns, strings]) => [ns, Object.fromEntries(flatten(strings))]));

// Several tests run a whole build of two or three brands, which the default 30 s
// does not always cover while the other suites share the machine.
vi.setConfig({ testTimeout: 240_000 });

const DEMO = ['aurora', 'falak', 'siam'];

/** Where a prebuilt path lives inside a brand's site. */
function fileFor(path: string): string {
  if (path === '/') return 'index.html';
  if (path.endsWith('.html')) return path.slice(1);
  return `${path.slice(1)}/index.html`;
}

describe('demo brands', () => {
  const brands = brandsFolder(DEMO);
  const dist = tempDir('dist');
  let output = '';

  beforeAll(() => {
    const r = cli('build', { brands, dist });
    output = r.output;
    expect(r.code, r.output).toBe(0);
  });

  test('reports progress and a per-brand summary', () => {
    for (const id of DEMO) {
      expect(output).toContain(`✓ validated ${id}`);
      expect(output).toMatch(new RegExp(`^${id}\\s+\\d+\\s+[\\d.]+ (KB|MB)\\s+[\\d.]+\\s+none \\(see above\\)$`, 'm'));
      // No platform at build time: said per brand, and the build goes on.
      expect(output).toContain(`! no content snapshot for ${id} (brands/${id}): no platform address`);
    }
    expect(output).toContain('3 built, 0 failed');
  });

  test.each(DEMO)('%s has a page for every route and deploys at a domain root', (id) => {
    const site = join(dist, id);
    for (const path of [...prebuiltPaths(), '/m/index.html']) {
      expect(existsSync(join(site, fileFor(path))), `${id}${path}`).toBe(true);
    }
    for (const path of [
      'm/home/index.html',
      'm/register.html',
      'm/login/index.html',
      'm/changePsw/index.html',
      'm/slot-games/index.html',
      'config.json',
      '404.html',
    ]) {
      expect(statSync(join(site, path)).isFile(), path).toBe(true);
    }
    const config = JSON.parse(readFileSync(join(site, 'config.json'), 'utf8'));
    // The default language travels in the boot file; every other one it offers is a file.
    for (const lng of config.languages.supported) expect(existsSync(join(site, 'locales', `${lng}.json`)), lng).toBe(lng !== config.languages.default);
    // Each holds its values in the order of the one key list beside it: together, the language's whole catalog, brand overrides applied.
    for (const lng of config.languages.supported.filter((l: string) => l !== config.languages.default)) {
      const file = JSON.parse(readFileSync(join(site, 'locales', `${lng}.json`), 'utf8')) as CompactCatalog;
      const keys = JSON.parse(readFileSync(join(site, 'locales', file.keys), 'utf8')) as string[];
      expect(namespacesOf(file, keys), lng).toEqual(flatCatalog(catalogFor(lng, join(brands, id))));
    }
    expect(existsSync(join(site, config.theme.logo))).toBe(true);
    // Every asset a page references is inside the site, from its root.
    const html = readFileSync(join(site, 'm/home/index.html'), 'utf8');
    // Astro's island runtime is one shared file, not 5 KB inline in each page (src/build/island-script.ts).
    expect(html).not.toContain('customElements.define("astro-island"');
    // It is asked for at the page's end, once the page has painted, not before the first paint.
    expect(html).not.toMatch(/<script src="\/_astro\/island/);
    expect(html).toMatch(/PerformanceObserver[^<]*s\.src="\/_astro\/island\.[\w-]+\.js"[^<]*<\/script><\/body>/);
    for (const [, url] of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/[^"]+)"/g)) {
      expect(existsSync(join(site, url!.split('?')[0]!.replace(/^\//, ''))) || url === '/m/home', url).toBe(true);
    }
  });

  test('same-origin platform and images: no early connections', () => {
    for (const id of DEMO) expect(readFileSync(join(dist, id, 'm/home/index.html'), 'utf8')).not.toMatch(/rel="(preconnect|dns-prefetch)"/);
  });

  test('the JavaScript is the same bytes for every brand', () => {
    const lists = DEMO.map((id) => walk(join(dist, id, '_astro')).sort());
    expect(lists[0]!.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(lists[0]);
    for (const file of lists[0]!) {
      const first = readFileSync(join(dist, DEMO[0]!, '_astro', file));
      for (const id of DEMO.slice(1)) expect(readFileSync(join(dist, id, '_astro', file)).equals(first), file).toBe(true);
    }
  });

  test('every page inlines only the rules its HTML may need and names one shared stylesheet for later', () => {
    const hrefs = new Set<string>();
    let largest = 0;
    for (const id of DEMO) {
      for (const file of walk(join(dist, id)).filter((f) => f.endsWith('.html') && f !== '404.html')) {
        const html = readFileSync(join(dist, id, file), 'utf8');
        const later = /<noscript id="lk-styles"><link rel="stylesheet" href="(\/_astro\/styles\.[\w-]+\.css)"><\/noscript>/.exec(html);
        expect(later, `${id}/${file} names the whole stylesheet`).not.toBeNull();
        hrefs.add(later![1]!);
        // Nothing in the head waits for a stylesheet before the first paint.
        expect(html.replace(later![0], ''), `${id}/${file}`).not.toMatch(/<link[^>]+rel="stylesheet"/);
        const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
          .map((m) => m[1]!)
          .filter((css) => !css.startsWith(':root{') && !css.startsWith('astro-island'));
        expect(inline, `${id}/${file}: one block of the page's own rules`).toHaveLength(1);
        largest = Math.max(largest, inline[0]!.length);
      }
    }
    expect([...hrefs]).toHaveLength(1);
    const whole = readFileSync(join(dist, DEMO[0]!, [...hrefs][0]!), 'utf8');
    // The stylesheet is the app's 55 KB; no page needs a third of it to paint.
    expect(largest).toBeLessThan(whole.length / 3);
    // The browser's code fetches no stylesheet of its own: every rule is in the shared one.
    for (const file of walk(join(dist, DEMO[0]!, '_astro')).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(dist, DEMO[0]!, '_astro', file), 'utf8'), file).not.toMatch(/_astro\/[^"`']+\.css/);
    }
  });

  test("no brand appears in another brand's output", () => {
    const marks = Object.fromEntries(
      DEMO.map((id) => {
        const c = JSON.parse(readFileSync(join(dist, id, 'config.json'), 'utf8'));
        return [id, [c.name, c.merchantCode, ...c.origins]];
      }),
    );
    for (const id of DEMO) {
      for (const file of walk(join(dist, id))) {
        const text = readFileSync(join(dist, id, file), 'utf8');
        for (const other of DEMO.filter((o) => o !== id)) {
          for (const mark of marks[other]!) expect(text.includes(mark), `${id}/${file} contains ${other}'s "${mark}"`).toBe(false);
        }
      }
    }
  });
});

test('a brand on another host connects to its platform and image hosts from the page head', () => {
  const brands = brandsFolder(['aurora', 'falak']);
  editBrand(brands, 'aurora', (b) => {
    b.platform = { ...(b.platform as JsonObject | undefined), apiBase: 'https://platform.example/api' };
    b.imageCDNs = ['https://img.example/lobby'];
  });
  editBrand(brands, 'falak', (b) => {
    b.platform = { ...(b.platform as JsonObject | undefined), apiBase: 'https://api.falak.example/v1' };
    b.imageCDNs = ['https://cdn1.example/a', 'https://cdn2.example/a'];
  });
  const dist = tempDir('dist');
  const r = cli('build', { brands, dist });
  expect(r.code, r.output).toBe(0);
  const links = (id: string) => readFileSync(join(dist, id, 'm/home/index.html'), 'utf8').match(/<link rel="(preconnect|dns-prefetch)"[^>]*>/g);
  // The platform's calls are CORS fetches (anonymous), its images plain loads.
  expect(links('aurora')).toEqual([
    '<link rel="preconnect" href="https://platform.example" crossorigin="anonymous">',
    '<link rel="preconnect" href="https://img.example">',
  ]);
  // Several CDNs: the browser picks one per visit, so only their names are looked up.
  expect(links('falak')).toEqual([
    '<link rel="preconnect" href="https://api.falak.example" crossorigin="anonymous">',
    '<link rel="dns-prefetch" href="https://cdn1.example">',
    '<link rel="dns-prefetch" href="https://cdn2.example">',
  ]);
});

test('a copied brand folder with a new id, name and colours builds with no code change', () => {
  const brands = brandsFolder(['aurora']);
  cpSync(join(brands, 'aurora'), join(brands, 'nova'), { recursive: true });
  editBrand(brands, 'nova', (b) => {
    b.id = 'nova';
    b.name = 'Nova Casino';
    b.merchantCode = 'NOVA01';
    const colors = at(b, '/theme/colors');
    colors.primary = '#7c3aed';
    colors.header = '#2e1065';
  });
  const dist = tempDir('dist');
  const r = cli('build', { brands, dist }, ['--brand', 'nova']);
  expect(r.code, r.output).toBe(0);
  const html = readFileSync(join(dist, 'nova', 'm/home/index.html'), 'utf8');
  expect(html).toContain('<title>Nova Casino</title>');
  expect(html).toContain('--lk-primary:#7c3aed');
  expect(existsSync(join(dist, 'aurora')), '--brand builds only the named brands').toBe(false);
});

describe('a broken brand', () => {
  const brands = brandsFolder(['aurora', 'siam']);
  cpSync(join(brands, 'aurora'), join(brands, 'broken'), { recursive: true });
  editBrand(brands, 'broken', (b) => {
    b.id = 'broken';
    b.merchantCode = 'BROKEN01';
    at(b, '/flags').USERNAMREG3 = true; // typo
    at(b, '/theme').radius = '8px'; // wrong type
    at(b, '/languages').supported = ['en', 'th', 'ar'];
    at(b, '/languages').default = 'vi'; // not supported
    b.layout = { homeSections: [{ type: 'banners', group: 'm_promo' }] }; // undeclared group
  });

  test('validate prints all four problems with file and pointer, and fails', () => {
    const r = cli('validate', { brands });
    expect(r.code).toBe(1);
    const report = r.stderr.replace(/\S*broken\/brand\.json/g, 'broken/brand.json');
    expect(report).toMatchInlineSnapshot(`
      "
      Invalid brand config: broken/brand.json (4 problems)
        - /flags/USERNAMREG3: found an unknown property "USERNAMREG3"; expected one of "USERNAMEREG3", "MOBILENUMREG3", "REGMOBVERF3", "MOBILENUMPASSREG3", "FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "CHNGPASSMAIL3", "CHNGPASSVERIF3", "MOBILEVERCODELOGIN3", "REWCEN3", "CBS3", ... (20 in all). Rename it to "USERNAMEREG3", or remove it.
        - /theme/radius: found "8px" (a string); expected a value of type integer. Write an integer here.
        - /languages/default: found "vi"; expected one of the supported languages ["en","th","ar"]. Add "vi" to /languages/supported, or pick a default from that list.
        - /layout/homeSections/0/group: found "m_promo"; expected a banner group declared in /banners/groups ("m_home", "m_video", "m_event1", "m_event", "m_reg", "m_login"). Declare "m_promo" in /banners/groups with its width and height, or name a declared group.

      1 of 3 brands invalid.
      "
    `);
    expect(r.stdout).toContain('✓ aurora');
    expect(r.stdout).toContain('✗ broken (4 problems)');
  });

  test('build reports it, leaves no output for it, and builds the rest completely', () => {
    const dist = tempDir('dist');
    // A stale site from an earlier good build must not survive.
    mkdirSync(join(dist, 'broken'), { recursive: true });
    writeFileSync(join(dist, 'broken', 'index.html'), 'old');
    const r = cli('build', { brands, dist });
    expect(r.code).toBe(1);
    expect(r.output).toContain('/layout/homeSections/0/group');
    expect(existsSync(join(dist, 'broken'))).toBe(false);
    for (const id of ['aurora', 'siam']) {
      for (const path of prebuiltPaths()) expect(existsSync(join(dist, id, fileFor(path))), `${id}${path}`).toBe(true);
    }
    expect(r.output).toContain('2 built, 1 failed');
  });
});
