// `npm run build -- --content-only` through the real CLI, with the reference
// platform (real server, real database) on loopback: after the platform's
// content changes, only the pages that show content are rendered again, from a
// new snapshot and the last full build's render kit, bundling nothing; the
// hashed `_astro/` files and every other file stay exactly as they were, but
// for the service worker's list of page revisions. A brand changed since its
// build is refused with the reason, and the others go on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentPaths } from '../../src/build/content-only.ts';
import { featureOffers } from '../../src/build/feature-offers.ts';
import { namedPageDataFile } from '../../src/build/page-data-file.ts';
import { PAGE_DATA_FILE_PATH } from '../../src/config/boot-file.ts';
import { loadBrands } from '../../src/config/load-brands.ts';
import { startServer, type TestServer } from '../server/helpers.ts';
import { brandsFolder, cliAsync, editBrand, fileStates, pageDataOf, tempDir } from './helpers.ts';

/** Where a prebuilt path's page is inside a site. */
const pageFile = (path: string) => (path === '/' ? 'index.html' : path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}/index.html`);
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

describe('a content-only rebuild', () => {
  let server: TestServer;
  let from = '';
  const brands = brandsFolder(['aurora', 'siam']);
  const dist = tempDir('dist');

  beforeAll(async () => {
    server = await startServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    from = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    const r = await cliAsync('build', { brands, dist }, ['--content-from', from]);
    expect(r.code, r.output).toBe(0);
  }, 600_000);
  afterAll(() => server?.close());

  test('renders only the content pages again, from what the platform has now; every other file is untouched', async () => {
    const config = loadBrands({ brandsDir: brands, only: ['aurora'] })[0]!.config!;
    const content = new Set(contentPaths(await featureOffers(), config).map(pageFile));
    expect(content.has('m/home/index.html') && content.has('m/activity/index.html') && !content.has('m/login/index.html')).toBe(true);
    const before = fileStates(join(dist, 'aurora'));
    // The first promotion the build put on /m/activity, which the operator renames at the platform.
    const data = pageDataOf(join(dist, 'aurora'), 'm/activity')!;
    const shown = Object.entries(data.answers as Record<string, { promotion?: { title: string }[] }>).flatMap(([k, v]) =>
      k.startsWith('announcements:') ? (v.promotion ?? []) : [],
    );
    const oldTitle = shown[0]!.title;
    expect(readFileSync(join(dist, 'aurora', 'm/activity/index.html'), 'utf8')).toContain(inHtml(oldTitle));
    const newTitle = 'Weekend reload bonus, renamed';
    const rows = server.platform.db.prepare("SELECT id, i18n FROM announcements WHERE merchant = 'AURORA01' AND kind = 'PR'").all() as {
      id: number;
      i18n: string;
    }[];
    const row = rows.find((r) => JSON.parse(r.i18n).en?.title === oldTitle)!;
    const i18n = JSON.parse(row.i18n);
    i18n.en.title = newTitle;
    server.platform.db.prepare('UPDATE announcements SET i18n = ? WHERE id = ?').run(JSON.stringify(i18n), row.id);

    const r = await cliAsync('build', { brands, dist }, ['--content-only', '--content-from', from]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('rendering the content pages of 2 brands (no bundling)');
    expect(r.output).not.toContain('bundling the site');
    expect(r.output).toMatch(new RegExp(`✓ aurora: ${content.size} content pages`));
    expect(r.output).toContain('2 content-only rebuilt, 0 failed');

    const after = fileStates(join(dist, 'aurora'));
    // The pages' snapshot files are named by their content: the renamed promotion's is a new file, the old one gone.
    const isData = (file: string) => PAGE_DATA_FILE_PATH.test(`/${file.replace(/\.(br|gz)$/, '')}`);
    const named = (states: typeof after) =>
      new Set([...states].filter(([file]) => file.endsWith('.html')).flatMap(([, { bytes }]) => namedPageDataFile(bytes.toString('utf8'))?.slice(1) ?? []));
    expect([...after.keys()].filter((f) => isData(f) && !/\.(br|gz)$/.test(f)).sort()).toEqual([...named(after)].sort());
    expect(named(after)).not.toEqual(named(before));
    expect([...after.keys()].filter((f) => !isData(f)).sort()).toEqual([...before.keys()].filter((f) => !isData(f)).sort());
    for (const [file, was] of before) {
      const now = after.get(file)!;
      if (isData(file)) continue;
      if (content.has(file)) {
        expect(now.mtimeMs, `${file} was rendered again`).not.toBe(was.mtimeMs);
        continue;
      }
      if (file === 'sw.js') {
        // The service worker's file list has the new pages' revisions; its code is the same.
        const [newList = '', ...newCode] = now.bytes.toString('utf8').split('\n');
        const [oldList = '', ...oldCode] = was.bytes.toString('utf8').split('\n');
        expect(newCode.join('\n')).toBe(oldCode.join('\n'));
        const lazy = (line: string) => (JSON.parse(line.slice('self.__LK_SITE='.length, -1)) as { lazy: Record<string, string> }).lazy;
        expect(lazy(newList)['/m/activity']).not.toBe(lazy(oldList)['/m/activity']);
        expect(lazy(newList)['/m/login']).toBe(lazy(oldList)['/m/login']);
        // Each page's snapshot file, the new ones too, is cached as the player meets its page: offline, the page hydrates with what it showed.
        for (const f of named(after)) expect(Object.keys(lazy(newList))).toContain(`/${f}`);
        continue;
      }
      // The hashed _astro/ files, the boot file, strings, config and every page without content.
      expect({ file, ino: now.ino, mtimeMs: now.mtimeMs }).toEqual({ file, ino: was.ino, mtimeMs: was.mtimeMs });
      expect(now.bytes.equals(was.bytes), file).toBe(true);
    }
    const html = readFileSync(join(dist, 'aurora', 'm/activity/index.html'), 'utf8');
    expect(html).toContain(inHtml(newTitle));
    expect(html).not.toContain(inHtml(oldTitle));
  }, 600_000);

  test('a brand changed since its build needs a full build, says so, and the others still go on', async () => {
    editBrand(brands, 'siam', (b) => {
      b.name = 'Siam Lucky Two';
    });
    const r = await cliAsync('build', { brands, dist }, ['--content-only', '--content-from', from]);
    expect(r.code).toBe(1);
    expect(r.output).toContain('✗ siam: no content-only rebuild: brands/siam/ changed since dist/siam/ was built (npm run build -- --brand <id>).');
    expect(r.output).toContain('1 content-only rebuilt, 1 need a full build (siam), 0 failed');
  }, 600_000);
});
