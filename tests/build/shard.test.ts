// `npm run build -- --shard i/n` through the real CLI: three shards of the demo
// brands and generated copies, put together, are the unsharded build file for
// file and byte for byte; every shard has the same `_astro/`; a brand's shard
// is the one its id hashes to. The unsharded build renders in two processes,
// the shards in one each: the output does not depend on that either.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { addBrands } from '../generated-brands.ts';
import { parseShard, shardOf } from '../../src/build/shard.ts';
import { brandsFolder, cli, cliAsync, tempDir, walk } from './helpers.ts';

const SHARDS = 3;

describe('three shards of the demo brands and generated ones', () => {
  const brands = brandsFolder(['aurora', 'falak', 'siam']);
  addBrands(brands, 0, 3, 'aurora');
  addBrands(brands, 3, 2, 'falak');
  addBrands(brands, 5, 2, 'siam');
  const ids = readdirSync(brands).sort();
  const whole = tempDir('dist');
  const shards = Array.from({ length: SHARDS }, () => tempDir('dist'));

  beforeAll(async () => {
    // Two builds at a time on two cores.
    const runs = [
      () => cliAsync('build', { brands, dist: whole, extra: { LOBBYKIT_RENDER_WORKERS: '2' } }),
      ...shards.map((dist, i) => () => cliAsync('build', { brands, dist }, ['--shard', `${i + 1}/${SHARDS}`])),
    ];
    for (let i = 0; i < runs.length; i += 2) {
      for (const r of await Promise.all(runs.slice(i, i + 2).map((run) => run()))) expect(r.code, r.output).toBe(0);
    }
  }, 900_000);

  test('each brand is built by exactly one shard: the one its id hashes to', () => {
    const built = shards.map((dist) =>
      readdirSync(dist)
        .filter((f) => !f.startsWith('_'))
        .sort(),
    );
    for (let i = 0; i < SHARDS; i++) expect(built[i]).toEqual(ids.filter((id) => shardOf(id, SHARDS) === i + 1));
    expect(built.flat().sort()).toEqual(ids);
    expect(
      built.every((b) => b.length > 0),
      'every shard has brands to build',
    ).toBe(true);
  });

  test('the shards together are the unsharded build, file for file and byte for byte', () => {
    const together = new Map<string, Buffer>();
    for (const dist of shards) {
      for (const file of walk(dist)) {
        const bytes = readFileSync(join(dist, file));
        const seen = together.get(file);
        // Files two shards both write (the render kit) must agree.
        if (seen) expect(seen.equals(bytes), `${file} differs between shards`).toBe(true);
        together.set(file, bytes);
      }
    }
    const expected = walk(whole).sort();
    expect([...together.keys()].sort()).toEqual(expected);
    for (const file of expected) expect(together.get(file)!.equals(readFileSync(join(whole, file))), file).toBe(true);
  });

  test('every shard has the same _astro/ files', () => {
    const sites = [whole, ...shards].flatMap((dist) =>
      readdirSync(dist)
        .filter((f) => !f.startsWith('_'))
        .map((id) => join(dist, id, '_astro')),
    );
    const first = walk(sites[0]!).sort();
    expect(first.length).toBeGreaterThan(0);
    for (const site of sites) {
      expect(walk(site).sort()).toEqual(first);
      for (const f of first) expect(readFileSync(join(site, f)).equals(readFileSync(join(sites[0]!, f))), `${site}/${f}`).toBe(true);
    }
  });
});

describe('--shard', () => {
  test('a brand keeps its shard when others are added or removed', () => {
    const some = Array.from({ length: 50 }, (_, i) => `brand-${i}`);
    const before = new Map(some.map((id) => [id, shardOf(id, 4)]));
    const more = [...some, ...Array.from({ length: 50 }, (_, i) => `new-${i}`)].reverse();
    for (const id of more.filter((id) => before.has(id))) expect(shardOf(id, 4)).toBe(before.get(id));
    // Spread over every shard, not piled into one.
    const counts = [1, 2, 3, 4].map((s) => more.filter((id) => shardOf(id, 4) === s).length);
    for (const c of counts) expect(c).toBeGreaterThan(10);
  });

  test.each([
    ['2/4', { index: 2, count: 4 }],
    [' 1/1 ', { index: 1, count: 1 }],
  ])('parses %j', (value, shard) => expect(parseShard(value)).toEqual(shard));

  test.each([
    ['0/3', 'the shard number must be from 1 to 3 (shards count from 1)'],
    ['4/3', 'the shard number must be from 1 to 3'],
    ['1/0', 'the number of shards must be at least 1'],
    ['two', 'needs i/n, the shard number and the number of shards (for example --shard 2/4); found "two"'],
  ])('refuses %j and says why', (value, message) => expect(() => parseShard(value)).toThrow(message));

  test('the CLI stops on a bad value before building anything', () => {
    const dist = tempDir('dist');
    const r = cli('build', { brands: brandsFolder(['siam']), dist }, ['--shard', '5/4']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--shard 5/4: the shard number must be from 1 to 4');
    expect(existsSync(join(dist, 'siam'))).toBe(false);
  });
});
