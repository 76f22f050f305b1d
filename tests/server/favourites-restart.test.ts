// Favourites add/remove/list through the real client over loopback, kept in a
// file database (WAL) across a server restart, with the session.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildPlatformServer } from '../../src/server/app.ts';
import { DEMO_PASSWORD, overLoopback, tempDir, testBrands } from './helpers.ts';

const dir = tempDir('lobbykit-fav-');
afterAll(() => dir.remove());

const build = () =>
  buildPlatformServer({
    brands: testBrands(),
    dbPath: join(dir.path, 'platform.sqlite'),
    unsafeFastPasswordHashing: true,
    checkResponses: true,
    uploadDir: join(dir.path, 'uploads'),
  });

// Two servers seeding a file database in turn: about 20 s alone, and more beside the other suites on 2 cores.
it('keeps favourites (and the session) across a restart', async () => {
  const first = await build();
  expect(existsSync(join(dir.path, 'platform.sqlite-wal'))).toBe(true);
  const { client, setToken } = await overLoopback(first);
  const session = await client.login({ username: 'demo1', password: DEMO_PASSWORD, captcha: '', type: 'username' });
  setToken(session.token);
  const games = await client.gameList({ gameType: 'RNG', pageSize: 5 });
  const [a, b, c] = games.games.map((g) => g.nodeId);
  await client.addFavourite({ nodeId: a! });
  await client.addFavourite({ nodeId: b! });
  await client.addFavourite({ nodeId: c! });
  await client.addFavourite({ nodeId: c! }); // twice is fine
  await client.removeFavourite({ nodeId: b! });
  expect((await client.favouriteIds()).nodeIds.sort()).toEqual([a, c].sort());
  await first.close();

  const second = await build();
  try {
    const again = await overLoopback(second);
    again.setToken(session.token);
    expect((await again.client.favouriteIds()).nodeIds.sort()).toEqual([a, c].sort());
    const list = await again.client.favouriteGames({ pageNo: 1, pageSize: 200 });
    expect(list.totalCount).toBe(2);
    expect(list.list.map((g) => g.nodeId)).toEqual([c, a]); // newest first
    await again.client.removeFavourite({ nodeId: a! });
    expect((await again.client.favouriteIds()).nodeIds).toEqual([c]);
    // The merchant was not seeded twice.
    const member = await again.client.memberInfo();
    expect(member.account).toBe('demo1');
  } finally {
    await second.close();
  }
}, 120_000);
