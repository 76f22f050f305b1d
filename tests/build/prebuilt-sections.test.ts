// Every home section kind and every public page prebuilds its content, wherever it stands: a brand whose home
// begins with the winners board, the jackpot, the banners and the category rows (what casino lobbies lead with),
// built through the real CLI against the reference platform (real server, real database, on loopback), carries
// the winners, the jackpot's starting figure, the first banner as an <img> and every row's games in its HTML; so
// do a demo brand's e-sports, cockfight, provider and game-centre pages. Expected content is asked of the
// platform here with the real client, as a visitor's browser would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addLeaders, LEADERS_ID } from '../generated-brands.ts';
import { gameName } from '../../src/app/features/lobby/components/GameCard.tsx';
import { categoryRowRequest, lobbyPageCall, panelPageCall } from '../../src/app/features/lobby/list-requests.ts';
import { categoriesOf, initialFilter } from '../../src/app/features/lobby/logic/game-types.ts';
import { jackpotStart, seededDraw } from '../../src/app/features/lobby/logic/jackpot-rules.ts';
import { formatAmount } from '../../src/app/rules/format.ts';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { loadBrands } from '../../src/config/load-brands.ts';
import { createPlatformClient, type PlatformClient } from '../../src/platform/client.ts';
import type { GameItem } from '../../src/platform/generated/api.ts';
import { bannerRequest, categoriesRequest, winnersRequest } from '../../src/platform/public-requests.ts';
import { startServer, type TestServer } from '../server/helpers.ts';
import { brandsFolder, cliAsync, tempDir } from './helpers.ts';

const html = (dist: string, id: string, page: string) => readFileSync(join(dist, id, page, 'index.html'), 'utf8');
/** Text as it stands in HTML: the build escapes &, < and quotes. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

describe('every section and public page prebuilt, against the reference platform', () => {
  let server: TestServer;
  let brands: Record<string, BrandConfig>;
  let api: (id: string) => PlatformClient;
  const dist = tempDir('dist');

  beforeAll(async () => {
    const dir = brandsFolder(['aurora']);
    addLeaders(dir);
    brands = Object.fromEntries(loadBrands({ brandsDir: dir }).map((b) => [b.id, b.config!]));
    server = await startServer({ brands: Object.values(brands) });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (server.app.server.address() as { port: number }).port;
    api = (id) =>
      createPlatformClient({
        apiBase: `http://127.0.0.1:${port}/api`,
        merchantCode: brands[id]!.merchantCode,
        getToken: () => undefined,
        getLanguage: () => 'en',
      });
    const r = await cliAsync('build', { brands: dir, dist }, ['--content-from', `http://127.0.0.1:${port}`]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).not.toContain('no content snapshot');
  }, 600_000);
  afterAll(() => server?.close());

  test('a home led by winners, jackpot, banners and categories shows them all in its HTML', async () => {
    const brand = brands[LEADERS_ID]!;
    const home = html(dist, LEADERS_ID, 'm/home');
    const c = brand.constants;

    // The winners board: the first card of the biggest wins, its player, amount and game.
    const winners = (await api(LEADERS_ID).winnerBoard(winnersRequest('en', c.winnersLimit).request)).list;
    expect(winners.length).toBeGreaterThan(0);
    const first = winners[0]!;
    expect(home).toContain(inHtml(first.customerName));
    expect(home).toContain(`${first.currency}${formatAmount(first.winAmount, 'en', c.currencyDecimals)}`);
    expect(home).toContain(inHtml(first.gameName));

    // The jackpot: the figure the counter starts from, within its range, not a placeholder.
    const { min, max, decimals } = brand.games.jackpot.home;
    const start = jackpotStart(min, max, decimals, seededDraw(`${LEADERS_ID}:${min}:${max}`));
    expect(start).toBeGreaterThanOrEqual(Math.min(min, max));
    expect(start).toBeLessThanOrEqual(Math.max(min, max));
    expect(home).toMatch(
      new RegExp(`<span class="lkg-jackpot__value" data-value="${start}">${formatAmount(start, 'en', decimals).replace(/[.]/g, '\\.')}</span>`),
    );

    // The first banner, an image, the page's largest paint: asked for first, at high priority.
    const banners = (await api(LEADERS_ID).announcements(bannerRequest('m_home').request)).banners
      .filter((b) => b.groupName === 'm_home')
      .sort((a, b) => a.sort - b.sort);
    const lead = [...home.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
    expect(lead).toHaveLength(1);
    expect(lead[0]).toContain('class="lk-banner__media"');
    expect(new URL(/src="([^"]+)"/.exec(lead[0]!)![1]!).pathname).toBe(new URL(banners[0]!.url).pathname);
    expect(lead[0]).toContain('elementtiming="lead"');

    // Every category row: its title, its see-all link and the names of its first page of games.
    const categories = categoriesOf(await api(LEADERS_ID).gameVendorTypes(categoriesRequest.request), brand.games);
    expect(categories.length).toBeGreaterThan(2);
    for (const category of categories) {
      const row = categoryRowRequest(category, brand.games, c.homeListPageSize);
      const games = (await api(LEADERS_ID).gameList(row.request)).games;
      expect(home).toContain(`data-category="${category.key}"`);
      for (const g of games) expect(home, `row ${category.key}`).toContain(inHtml(gameName(g)));
    }
    expect(home).not.toContain('lk-skeleton--screen');
  });

  test('e-sports and cockfight pages list their first vendor’s games; provider and game centre pages their content', async () => {
    const brand = brands.aurora!;
    const c = brand.constants;
    const aurora = api('aurora');
    const categories = categoriesOf(await aurora.gameVendorTypes(categoriesRequest.request), brand.games);
    const names = (games: GameItem[]) => games.map((g) => inHtml(gameName(g)));

    for (const [key, page] of [
      ['ESPORTS', 'm/esport-games'],
      ['COCKFIGHT', 'm/cockfight'],
    ] as const) {
      const vendor = categories.find((x) => x.key === key)?.vendors[0]?.vassalage;
      expect(vendor, `${key} has vendors at the platform`).toBeTruthy();
      const start = initialFilter(key, brand.games, () => vendor);
      const { request } = panelPageCall({ dataType: 'ALL', filter: start.filter, page: 1, pageSize: c.gameListPageSize });
      const games = (await aurora.gameList(request as never)).games;
      expect(games.length).toBeGreaterThan(0);
      const source = html(dist, 'aurora', page);
      for (const n of names(games)) expect(source, page).toContain(n);
    }

    const provider = html(dist, 'aurora', 'm/provider');
    for (const category of categories)
      for (const v of category.vendors.slice(0, c.vendorPageSize)) expect(provider, `vendor ${v.vassalage}`).toContain(inHtml(v.displayName));

    const centre = html(dist, 'aurora', 'm/gameCenter');
    const home = lobbyPageCall({ dataType: 'ALL', filter: initialFilter('ALL', brand.games).filter, page: 1, pageSize: c.categoryListPageSize });
    const games = (await (aurora[home.call] as (r: object) => Promise<{ games: GameItem[] }>)(home.request)).games;
    expect(games.length).toBeGreaterThan(0);
    for (const n of names(games)) expect(centre).toContain(n);
    // Its banner leads the page.
    expect([...centre.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0])).toEqual([expect.stringContaining('lk-banner__media')]);
  });
});
