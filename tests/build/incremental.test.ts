// `npm run build -- --incremental` through the real CLI: after one brand's
// folder changes, only that brand is built again; every other site keeps the
// very same files (same inode, modification time and bytes). The rule is the
// one `npm start` uses (src/build/build-stamp.ts): content hashes, so a file
// touched without a change does not make a site stale.
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { readStamp, stampFor, upToDate } from '../../src/build/build-stamp.ts';
import { at, brandsFolder, cliAsync, editBrand, fileStates, tempDir } from './helpers.ts';

const DEMO = ['aurora', 'falak', 'siam'];

describe('an incremental build', () => {
  const brands = brandsFolder(DEMO);
  const dist = tempDir('dist');

  beforeAll(async () => {
    const r = await cliAsync('build', { brands, dist });
    expect(r.code, r.output).toBe(0);
  }, 600_000);

  test('builds only the brand that changed; the others keep every file as it was', async () => {
    const before = new Map(['aurora', 'siam'].map((id) => [id, fileStates(join(dist, id))]));
    editBrand(brands, 'falak', (b) => {
      b.name = 'Falak Games Two';
    });
    const r = await cliAsync('build', { brands, dist }, ['--incremental']);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('skipped 2 up-to-date brands (same brand folder, site code, lock file and content platform): aurora, siam');
    expect(r.output).toContain('1 built, 2 skipped (up to date), 0 failed');
    for (const [id, files] of before) {
      const after = fileStates(join(dist, id));
      expect([...after.keys()].sort(), id).toEqual([...files.keys()].sort());
      for (const [file, was] of files) {
        const now = after.get(file)!;
        expect({ file, ino: now.ino, mtimeMs: now.mtimeMs }).toEqual({ file, ino: was.ino, mtimeMs: was.mtimeMs });
        expect(now.bytes.equals(was.bytes), `${id}/${file}`).toBe(true);
      }
    }
    expect(JSON.parse(readFileSync(join(dist, 'falak', 'config.json'), 'utf8')).name).toBe('Falak Games Two');
    expect(readFileSync(join(dist, 'falak', 'm/home/index.html'), 'utf8')).toContain('<title>Falak Games Two</title>');
  }, 600_000);

  test('with nothing changed it builds nothing, and a file touched without a change is no change', async () => {
    utimesSync(join(brands, 'siam', 'brand.json'), new Date(), new Date());
    const r = await cliAsync('build', { brands, dist }, ['--incremental']);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('0 built, 3 skipped (up to date), 0 failed');
    expect(r.output).not.toContain('bundling');
  }, 600_000);

  test('a site is up to date only for the same brand folder, site code and options', () => {
    const site = join(dist, 'aurora');
    const stamp = stampFor(join(brands, 'aurora'), { precompress: false, content: null });
    expect(upToDate(site, stamp)).toBe(true);
    expect(upToDate(site, { ...stamp, options: { precompress: true, content: null } }), 'asked for precompressed twins').toBe(false);
    // A snapshot's answers carry its platform's addresses (images too): content from another platform is another site.
    expect(upToDate(site, { ...stamp, options: { precompress: false, content: 'http://127.0.0.1:4500/api' } }), 'content from a platform').toBe(false);
    expect(upToDate(site, { ...stamp, code: '0'.repeat(64) }), 'other site code or lock file').toBe(false);
    editBrand(brands, 'aurora', (b) => {
      at(b, '/theme/colors').primary = '#1e40af';
    });
    expect(upToDate(site, stampFor(join(brands, 'aurora'), { precompress: false, content: null })), 'brand.json changed').toBe(false);
    expect(readStamp(site)).toEqual(stamp);
  });
});
