// With JavaScript off, every home section and public page shows its content from the prebuilt HTML, wherever it
// stands: a brand whose home leads with the winners board, the jackpot, the banners and the category rows (served
// by a private `npm start` that builds it against its own platform), and a demo brand's e-sports, cockfight,
// provider and game-centre pages. What each should show is asked of the platform with the real client.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addLeaders, LEADERS_ID } from '../generated-brands.ts';
import { gameName } from '../../src/app/features/lobby/components/GameCard.tsx';
import { categoryRowRequest, lobbyPageCall, panelPageCall } from '../../src/app/features/lobby/list-requests.ts';
import { categoriesOf, initialFilter } from '../../src/app/features/lobby/logic/game-types.ts';
import { formatAmount } from '../../src/app/rules/format.ts';
import { loadBrands } from '../../src/config/load-brands.ts';
import type { GameItem } from '../../src/platform/generated/api.ts';
import { bannerRequest, categoriesRequest, winnersRequest } from '../../src/platform/public-requests.ts';
import { tempDir } from '../build/helpers.ts';
import { BRANDS, PLATFORM, brandUrl, expect, test } from './fixtures.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';
import { client } from './players.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

const pathOf = (url: string) => new URL(url).pathname;

// These pages are read as the build wrote them (with JavaScript off): roles are in that HTML as in the live page's.
// The image asked for first is marked only by its fetchpriority attribute, which is what is tested.
const firstImage = (page: Page) => page.locator('img[fetchpriority="high"]');

test.describe('a home led by winners, jackpot, banners and categories, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  let server: OwnServer;
  let brands: string;
  let dist: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    brands = tempDir('brands');
    dist = tempDir('dist');
    addLeaders(brands);
    server = await startOwnServer(ownServerPort(16 + test.info().parallelIndex), {
      env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist },
      build: true,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    for (const dir of [brands, dist]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('shows the winners, the jackpot figure, the first banner as an image and every category row', async ({ page }) => {
    const brand = loadBrands({ brandsDir: brands, only: [LEADERS_ID] })[0]!.config!;
    const api = client(server.api, brand);
    const c = brand.constants;
    await page.goto(server.url(LEADERS_ID));

    const winner = (await api.winnerBoard(winnersRequest('en', c.winnersLimit).request)).list[0]!;
    const board = page.getByTestId('winners');
    await expect(board.getByRole('tab', { name: 'Biggest wins' })).toBeVisible();
    await expect(board.getByText(winner.customerName, { exact: true })).toBeVisible();
    await expect(board.getByText(`${winner.currency}${formatAmount(winner.winAmount, 'en', c.currencyDecimals)}`, { exact: true })).toBeVisible();

    // The jackpot's figure: a span beside its label, with no role (its value in data-value).
    const jackpot = page.getByTestId('jackpot').locator('.lkg-jackpot__value');
    await expect(jackpot).toBeVisible();
    const { min, max } = brand.games.jackpot.home;
    const figure = Number(await jackpot.getAttribute('data-value'));
    expect(figure).toBeGreaterThanOrEqual(min);
    expect(figure).toBeLessThanOrEqual(max);
    await expect(jackpot).toHaveText(formatAmount(figure, 'en', brand.games.jackpot.home.decimals));

    const banners = (await api.announcements(bannerRequest('m_home').request)).banners.filter((b) => b.groupName === 'm_home').sort((a, b) => a.sort - b.sort);
    // Home's banners are the carousel named by its role (the section gives it no name of its own).
    const carousel = brandStrings(brand, 'common', enCommon).carousel.role;
    const banner = page.getByRole('region', { name: carousel, exact: true }).getByRole('img').first();
    await expect(banner).toBeVisible();
    expect(pathOf((await banner.getAttribute('src')) ?? '')).toBe(pathOf(banners[0]!.url));
    // The banner is the largest picture on the first screen, so it is the page's lead, whatever comes before it.
    await expect(firstImage(page)).toHaveCount(1);
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(banner).toHaveAttribute('elementtiming', 'lead');

    const categories = categoriesOf(await api.gameVendorTypes(categoriesRequest.request), brand.games);
    expect(categories.length).toBeGreaterThan(2);
    for (const category of categories) {
      // A category row: a box with no role around its heading, its see-all link and its cards (data-category: the platform's key).
      const row = page.locator(`.lkg-row[data-category="${category.key}"]`);
      const games = (await api.gameList(categoryRowRequest(category, brand.games, c.homeListPageSize).request)).games;
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(row.getByRole('link', { name: 'See all' })).toBeVisible();
      await expect(row.getByTestId('game-card').first()).toContainText(gameName(games[0]!));
      await expect(row.getByTestId('game-card')).toHaveCount(games.length);
      await expect(row.getByTestId('game-card')).toContainText(games.map((g) => gameName(g)));
    }
  });
});

test.describe('public pages of a demo brand, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  const brand = BRANDS.find((b) => b.id === 'aurora')!;
  const api = client(PLATFORM, brand);
  const c = brand.constants;
  const names = (games: GameItem[]) => games.map((g) => gameName(g));
  const l = brandStrings(brand, 'lobby', enLobby);

  for (const [key, path] of [
    ['ESPORTS', '/m/esport-games'],
    ['COCKFIGHT', '/m/cockfight'],
  ] as const) {
    test(`${path} lists the games of the first vendor the platform names`, async ({ page }) => {
      const categories = categoriesOf(await api.gameVendorTypes(categoriesRequest.request), brand.games);
      const vendor = categories.find((x) => x.key === key)!.vendors[0]!.vassalage;
      const start = initialFilter(key, brand.games, () => vendor);
      const { request } = panelPageCall({ dataType: 'ALL', filter: start.filter, page: 1, pageSize: c.gameListPageSize });
      const games = (await api.gameList(request as never)).games;
      await page.goto(brandUrl(brand, path));
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await expect(page.getByTestId('game-card')).toHaveCount(games.length);
      await expect(page.getByTestId('game-card')).toContainText(names(games));
      // The chosen vendor is the one its bar shows selected.
      // Each vendor tab carries its vendor's code (data-vendor).
      await expect(page.getByRole('tablist', { name: 'Providers', exact: true }).getByRole('tab', { selected: true })).toHaveAttribute('data-vendor', vendor);
    });
  }

  test('/m/provider lists every type’s vendors', async ({ page }) => {
    const categories = categoriesOf(await api.gameVendorTypes(categoriesRequest.request), brand.games);
    await page.goto(brandUrl(brand, '/m/provider'));
    for (const category of categories) {
      const vendors = category.vendors.slice(0, c.vendorPageSize);
      // Each type's vendors are a region named by its heading (the type and how many vendors it has); a vendor is a button.
      const label = (l.category as Record<string, string>)[category.key] ?? category.key;
      const tiles = page
        .getByRole('region', { name: `${label} ${category.vendors.length}`, exact: true })
        .getByRole('listitem')
        .getByRole('button');
      await expect(tiles).toHaveCount(vendors.length);
      await expect(tiles.first()).toContainText(vendors[0]!.displayName);
    }
  });

  test('/m/gameCenter shows its banner and the HOME tab’s games', async ({ page }) => {
    const call = lobbyPageCall({ dataType: 'ALL', filter: initialFilter('ALL', brand.games).filter, page: 1, pageSize: c.categoryListPageSize });
    const games = (await (api[call.call] as (r: object) => Promise<{ games: GameItem[] }>)(call.request)).games;
    await page.goto(brandUrl(brand, '/m/gameCenter'));
    const banner = page.getByRole('region', { name: l.centre.banner, exact: true }).getByRole('img').first();
    await expect(banner).toBeVisible();
    await expect(firstImage(page)).toHaveCount(1);
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('tab', { name: 'Home', selected: true })).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('game-card')).toHaveCount(games.length);
    await expect(page.getByTestId('game-card')).toContainText(names(games));
  });
});
