// Game list filters and paging (game spec section 4) against a direct reading of
// the database: every page the API answers must equal the same filter applied by
// hand to all the merchant's rows. Also the seed's coverage and determinism.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

interface Row {
  node_id: number;
  name: string;
  game_type: string;
  game_classify: string;
  vassalage: string;
  is_new: number;
  hot_rank: number | null;
  min_bet: number;
  min_line: number;
  sort: number;
}

const all = () => s.platform.db.prepare("SELECT * FROM games WHERE merchant = 'AURORA01'").all() as unknown as Row[];
const brand = () => s.platform.merchants.get('AURORA01')!.brand;

/** The filter as the documents describe it, written out independently of the server's SQL. */
function expected(q: Record<string, string | number>): Row[] {
  const g = brand().games;
  const byType: Record<string, (r: Row) => boolean> = {
    '': () => true,
    ALL: () => true,
    HOT: () => true,
    BINGO: (r) => r.game_type === 'RNG' && r.game_classify === 'BG',
    JACKPOT: (r) => r.game_type === 'RNG' && r.game_classify === 'JP',
    INHOUSE: (r) => r.game_type === 'RNG' && g.inHouseVendors.includes(r.vassalage),
    ESPORTS: (r) => r.game_type === 'SPORTS' && g.esportVendors.includes(r.vassalage),
    COCKFIGHT: (r) => r.game_type === 'SPORTS' && g.cockfightVendors.includes(r.vassalage),
    JL: (r) => r.vassalage === 'JL',
    RTG: (r) => r.vassalage === 'RTG',
    NEW: (r) => r.is_new === 1,
  };
  const type = String(q.gameType ?? '');
  const name = String(q.gameName ?? '')
    .trim()
    .toLowerCase();
  const classify = String(q.gameClassify ?? '');
  return all()
    .filter((r) => (byType[type] ?? ((x: Row) => x.game_type === type))(r))
    .filter((r) => !q.vassalage || r.vassalage === q.vassalage)
    .filter((r) => !classify || (classify.toLowerCase() === 'new' ? r.is_new === 1 : r.game_classify.toLowerCase() === classify.toLowerCase()))
    .filter((r) => q.minBet === undefined || r.min_bet <= Number(q.minBet))
    .filter((r) => q.minLine === undefined || r.min_line >= Number(q.minLine))
    .filter((r) => q.isNew !== '1' || r.is_new === 1)
    .filter((r) => !name || r.name.toLowerCase().includes(name))
    .sort((a, b) => a.sort - b.sort || a.node_id - b.node_id);
}

const QUERIES: Record<string, string | number>[] = [
  {},
  ...['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'JACKPOT', 'INHOUSE', 'ESPORTS', 'COCKFIGHT', 'JL', 'RTG', 'NEW', 'ALL', 'HOT'].map(
    (gameType) => ({ gameType }),
  ),
  { gameType: 'RNG', vassalage: 'PG' },
  { gameType: 'RNG', gameClassify: 'FeatureBuy' },
  { gameClassify: 'featurebuy' },
  { gameClassify: 'new' },
  { gameName: 'dragon' },
  { gameName: '  DRAGON ' },
  { gameName: 'ways', gameType: 'RNG', minBet: 0.2 },
  { minLine: 25, gameType: 'RNG' },
  { isNew: '1' },
  { gameType: 'SPORTS', vassalage: 'AV' },
  { gameName: 'zzzz-no-such-game' },
];

describe('game list', () => {
  it.each(QUERIES.map((q) => [JSON.stringify(q), q] as const))('%s: every page equals the direct reading', async (_label, q) => {
    const want = expected(q);
    for (const pageSize of [24, 7]) {
      const pages = Math.ceil(want.length / pageSize);
      for (const pageNo of [1, 2, pages, pages + 1].filter((p, i, a) => p >= 1 && a.indexOf(p) === i)) {
        const r = await call(s.app, 'gameList', { ...q, pageNo, pageSize, platform: 'html5', merchant: 'AURORA01', language: 'en' });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.value.totalCount).toBe(want.length);
        expect(r.body.value.totalPages).toBe(pages);
        expect(r.body.value.pageNum).toBe(pageNo);
        expect(r.body.value.games.map((g: { nodeId: number }) => g.nodeId)).toEqual(
          want.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((w) => w.node_id),
        );
      }
    }
  });

  it('defaults to 24 a page and refuses a page size over 200', async () => {
    expect((await call(s.app, 'gameList', {})).body.value.games).toHaveLength(24);
    const r = await call(s.app, 'gameList', { pageSize: 500 });
    expect(r.status).toBe(400);
    expect(r.body.value).toMatchObject({ field: 'pageSize' });
    expect((await call(s.app, 'gameList', { merchant: 'SIAM01' })).body.code).toBe('request.merchant');
  });

  it('answers hot games hottest first, new games, and the lobby variant', async () => {
    const hot = await call(s.app, 'hotGames', { pageSize: 24 });
    const ranks = hot.body.value.list.map((g: { nodeId: number }) => all().find((r) => r.node_id === g.nodeId)!.hot_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => Number(a) - Number(b)));
    expect(hot.body.value.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const fresh = await call(s.app, 'newGames', { pageSize: 200 });
    expect(fresh.body.value.totalCount).toBe(all().filter((r) => r.is_new).length);
    expect((await call(s.app, 'lobbyGameList', { clientType: 2 })).body.value.games).toHaveLength(16);
  });

  it('lists vendors per type with their icon and counts, in the category order', async () => {
    const r = await call(s.app, 'gameVendorTypes', { typeId: 1, merchant_code: 'AURORA01' });
    const groups = r.body.value.groups as { key: string; vendors: { vassalage: string; gameCount: number; iconUrl: string }[] }[];
    expect(groups.map((g) => g.key)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
    for (const group of groups)
      for (const v of group.vendors) expect(v.gameCount).toBe(all().filter((x) => x.vassalage === v.vassalage && x.game_type === group.key).length);
    const icon = await s.app.inject({ method: 'GET', url: new URL(groups[0]!.vendors[0]!.iconUrl).pathname });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('builds icon URLs from the host the request came to, answer cache or not', async () => {
    const get = (host: string) => s.app.inject({ method: 'GET', url: '/api/game/list?pageSize=1', headers: { 'x-merchant-code': 'AURORA01', host } });
    for (let i = 0; i < 2; i++) {
      expect((await get('aurora.localhost:4321')).json().value.games[0].iconUrl).toMatch(/^http:\/\/aurora\.localhost:4321\/api\/assets\/games\//);
      expect((await get('127.0.0.1:8787')).json().value.games[0].iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
    }
  });

  it('sends the catalogue gzipped to a client that takes it, the same JSON either way', async () => {
    const url = '/api/game/list?pageSize=24&pageNo=2&gameType=RNG';
    const get = (acceptEncoding?: string) =>
      s.app.inject({ method: 'GET', url, headers: { 'x-merchant-code': 'AURORA01', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    // First ask (the handler runs) and a kept answer (the cache) both come gzipped.
    for (let i = 0; i < 2; i++) {
      const zipped = await get('gzip, deflate, br');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(zipped.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    expect((await get('gzip;q=0, br')).headers['content-encoding']).toBeUndefined();
    // An answer under a kilobyte goes as it is.
    const small = await s.app.inject({
      method: 'GET',
      url: '/api/game/list?pageSize=1&gameType=FISH',
      headers: { 'x-merchant-code': 'AURORA01', 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });

  it('serves every game icon (demo-art.test.ts checks what they are)', async () => {
    const r = await call(s.app, 'gameList', { pageSize: 3 });
    for (const g of r.body.value.games) {
      for (const url of [g.iconUrl, g.mobileLargeIcon]) {
        const res = await s.app.inject({ method: 'GET', url: new URL(url).pathname });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\//);
      }
    }
    expect((await s.app.inject({ method: 'GET', url: '/api/assets/games/AURORA01/1.webp' })).statusCode).toBe(404);
  });

  it('answers the winners board: the biggest 10 first, then the latest', async () => {
    const r = await call(s.app, 'winnerBoard', { gameCategory: 'ALL', limitNum: 30, language: 'en' });
    const list = r.body.value.list as { winAmount: number; wonAt: number }[];
    expect(list).toHaveLength(30);
    expect(r.body.value.biggestCount).toBe(10);
    const biggest = list.slice(0, 10).map((w) => w.winAmount);
    expect(biggest).toEqual([...biggest].sort((a, b) => b - a));
    const latest = list.slice(10).map((w) => w.wonAt);
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
  });
});

describe('the seed', () => {
  it('has at least 600 games over at least 20 vendors, covering every type and classification named', () => {
    const rows = all();
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(rows.map((r) => r.vassalage)).size).toBeGreaterThanOrEqual(20);
    for (const t of ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'])
      expect(
        rows.some((r) => r.game_type === t),
        t,
      ).toBe(true);
    for (const c of ['FeatureBuy', 'BG', 'JP'])
      expect(
        rows.some((r) => r.game_classify === c),
        c,
      ).toBe(true);
    for (const v of ['AV', 'AI', 'IMES', 'TF', 'IA', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'INHOUSE', 'RTG', 'JL'])
      expect(
        rows.some((r) => r.vassalage === v),
        v,
      ).toBe(true);
    expect(rows.some((r) => r.is_new)).toBe(true);
    expect(rows.some((r) => r.hot_rank !== null)).toBe(true);
    expect(s.platform.db.prepare("SELECT COUNT(*) AS n FROM games WHERE merchant = 'AURORA01' AND support_play = 0").get()).not.toEqual({ n: 0 });
    expect(s.platform.db.prepare("SELECT COUNT(*) AS n FROM games WHERE merchant = 'AURORA01' AND maintenance = 1").get()).not.toEqual({ n: 0 });
  });

  it('is the same on every run', async () => {
    const other = await startServer();
    try {
      const dump = (t: TestServer) => JSON.stringify(t.platform.db.prepare('SELECT * FROM games ORDER BY merchant, node_id').all());
      expect(dump(other)).toBe(dump(s));
    } finally {
      await other.close();
    }
  });

  it('makes 10,000 games on demand', async () => {
    const big = await startServer({ seedGames: 10_000, patch: (b) => b.splice(1) });
    try {
      expect((await call(big.app, 'gameList', {})).body.value.totalCount).toBe(10_000);
    } finally {
      await big.close();
    }
  });
});
