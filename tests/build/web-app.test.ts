// Every brand an installable app, through the real build: each demo brand's
// manifest says its name, colours, start URL and language, and every icon it
// declares is there at its size; the pages link them; the service worker lists
// only the brand's own files. A brand's finished icons replace the drawn ones,
// and a wrong one fails validation in the usual report.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { precacheUrl, type SiteFiles } from '../../src/web-app/constants.ts';
import { brandsFolder, cli, editBrand, tempDir, walk } from './helpers.ts';

const DEMO = ['aurora', 'falak', 'siam'];

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  dir: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const png = (size: number, colour = '#123456') =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The sw.js file list, from the line the build writes at its top. */
function swFiles(site: string): SiteFiles {
  const first = readFileSync(join(site, 'sw.js'), 'utf8').split('\n', 1)[0]!;
  const m = /^self\.__LK_SITE=(.*);$/.exec(first);
  expect(m, 'sw.js starts with its file list').not.toBeNull();
  return JSON.parse(m![1]!) as SiteFiles;
}

/** Where a URL path of the site is on disk. */
const fileOf = (site: string, url: string) =>
  [join(site, url), join(site, url, 'index.html')].find((f) => existsSync(f) && !f.endsWith('/')) ?? join(site, url);

describe('demo brands, and one with finished icons', () => {
  const brands = brandsFolder([...DEMO]);
  const dist = tempDir('dist');
  const finished: Record<string, Buffer> = {};

  beforeAll(async () => {
    // nova: siam's folder with the operator's own 192 px and Apple icons.
    cpSync(join(brands, 'siam'), join(brands, 'nova'), { recursive: true });
    editBrand(brands, 'nova', (b) =>
      Object.assign(b, { id: 'nova', name: 'Nova Casino Worldwide', merchantCode: 'NOVA01', origins: [], webApp: { shortName: 'Nova' } }),
    );
    finished['icon-192.png'] = await png(192, '#ff0000');
    finished['apple-touch-icon.png'] = await png(180, '#00ff00');
    for (const [file, bytes] of Object.entries(finished)) writeFileSync(join(brands, 'nova', 'assets', file), bytes);
    const r = cli('build', { brands, dist });
    expect(r.code, r.output).toBe(0);
  });

  test.each(DEMO)("%s: the manifest has the brand's name, colours, start URL and language, and its icons at their sizes", async (id) => {
    const site = join(dist, id);
    const config = JSON.parse(readFileSync(join(site, 'config.json'), 'utf8')) as BrandConfig;
    const manifest = JSON.parse(readFileSync(join(site, 'manifest.webmanifest'), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({
      name: config.name,
      short_name: config.name,
      start_url: '/m/home',
      display: 'standalone',
      theme_color: config.theme.colors.header ?? config.theme.colors.primary,
      background_color: config.theme.colors.background,
      lang: config.languages.default,
      dir: config.languages.default === 'ar' ? 'rtl' : 'ltr',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const meta = await sharp(join(site, icon.src)).metadata();
      expect(icon.type).toBe('image/png');
      expect(meta.format, icon.src).toBe('png');
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }

    // The maskable icon keeps the mark inside the safe zone (the central circle of
    // 80% of the width): outside it, only the background colour.
    const maskable = manifest.icons.find((i) => i.purpose === 'maskable')!;
    const { data, info } = await sharp(join(site, maskable.src)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const background = at(0, 0);
    const hex = `#${background.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(config.theme.colors.header ?? config.theme.colors.primary);
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < info.height; y += 4) {
      for (let x = 0; x < info.width; x += 4) {
        const r = Math.hypot(x - info.width / 2, y - info.height / 2) / info.width;
        const differs = at(x, y).some((v, i) => Math.abs(v - background[i]!) > 8);
        if (r > 0.4 && differs) outside++;
        if (r < 0.3 && differs) inside++;
      }
    }
    expect(outside, 'mark pixels outside the safe zone').toBe(0);
    expect(inside, 'mark pixels inside it').toBeGreaterThan(0);

    // Every page names the manifest (the app links it), repeats its colour and names the Apple icon, which is there, opaque.
    for (const page of walk(site).filter((f) => f.endsWith('.html') && f !== '404.html')) {
      const html = readFileSync(join(site, page), 'utf8');
      expect(html, page).toContain('<meta name="lk-manifest" content="/manifest.webmanifest">');
      expect(html, page).not.toContain('rel="manifest"');
      expect(html, page).toContain(`<meta name="theme-color" content="${manifest.theme_color}">`);
      expect(html, page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    }
    const apple = await sharp(join(site, 'icons/apple-touch-icon.png')).metadata();
    expect([apple.width, apple.height, apple.hasAlpha]).toEqual([180, 180, false]);
  });

  test.each(DEMO)("%s: the service worker precaches the app shell and lists only the brand's own files", (id) => {
    const site = join(dist, id);
    const files = swFiles(site);
    const precached = files.precache.map(precacheUrl);
    const scripts = walk(join(site, '_astro')).filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) expect(precached).toContain(`/_astro/${f}`);
    // The boot file every page reads at start: without it an offline page has no brand.
    const boot = walk(join(site, '_brand')).filter((f) => /^boot\.[0-9a-f]+\.json$/.test(f));
    expect(boot).toHaveLength(1);
    expect(files.precache).toContain(`/_brand/${boot[0]}`);
    for (const url of ['/', '/m/home', '/config.json']) expect(precached).toContain(url);
    // Every file it names is in this site's folder, and no page or language is left out of the lazy list.
    for (const url of [...precached, ...Object.keys(files.lazy)]) expect(existsSync(fileOf(site, url)), url).toBe(true);
    expect(Object.keys(files.lazy)).toContain('/m/slot-games');
    expect(Object.keys(files.lazy)).not.toContain('/m/home');
    expect(files.home).toBe('/m/home');
  });

  test("a brand's finished icons replace the drawn ones; the others are drawn; its short name is used", async () => {
    const site = join(dist, 'nova');
    for (const [file, bytes] of Object.entries(finished)) expect(readFileSync(join(site, 'icons', file)).equals(bytes), file).toBe(true);
    expect((await sharp(join(site, 'icons/icon-512.png')).metadata()).width).toBe(512);
    const manifest = JSON.parse(readFileSync(join(site, 'manifest.webmanifest'), 'utf8')) as Manifest;
    expect([manifest.name, manifest.short_name]).toEqual(['Nova Casino Worldwide', 'Nova']);
    expect(readFileSync(join(site, 'm/home/index.html'), 'utf8')).toContain('<meta name="apple-mobile-web-app-title" content="Nova">');
  });
});

describe('finished icons of the wrong size or format', () => {
  const brands = brandsFolder(['aurora', 'siam']);

  beforeAll(async () => {
    writeFileSync(join(brands, 'aurora', 'assets', 'icon-192.png'), await png(128));
    writeFileSync(
      join(brands, 'aurora', 'assets', 'apple-touch-icon.png'),
      await sharp(await png(180))
        .jpeg()
        .toBuffer(),
    );
  });

  test('validate names each file, what it is and what it must be, and fails', () => {
    const r = cli('validate', { brands });
    expect(r.code).toBe(1);
    expect(r.stderr.replace(/\S*\/aurora\/assets\//g, 'brands/aurora/assets/')).toMatchInlineSnapshot(`
      "
      Invalid brand config: brands/aurora/assets/icon-192.png (1 problem)
        - (whole file): found a 128x128 PNG; expected a 192x192 PNG (the home-screen icon). Export it as a 192x192 PNG, or remove it and the build draws it from theme.favicon.

      Invalid brand config: brands/aurora/assets/apple-touch-icon.png (1 problem)
        - (whole file): found a JPEG image; expected a 180x180 PNG (the iOS home-screen icon). Export it as a 180x180 PNG, or remove it and the build draws it from theme.favicon.

      1 of 2 brands invalid.
      "
    `);
  });
});
