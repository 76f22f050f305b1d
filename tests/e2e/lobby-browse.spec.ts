// The lobby in Chromium against the reference platform, for every demo brand
// (issue 5 acceptance), the browsing half: home sections in the brand's order;
// a category page filtered by vendor and classify loaded to its last page; the
// search debounce; a visitor's card tap and quick tabs; the winners tabs.
import type { Page } from '@playwright/test';
import { splitSports } from '../../src/app/features/lobby/logic/game-types.ts';
import { BRANDS, expect, test } from './fixtures.ts';
import { api, open, prepare, watchCalls } from './lobby-helpers.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

const LOBBY_SECTIONS = ['search', 'hotGames', 'newGames', 'gameCenter', 'categories', 'winners', 'jackpot'];

const cards = (page: Page) => page.getByTestId('game-grid').first().getByTestId('game-card');

// Home's sections are unnamed <section>s: data-section is the layout's type, the order these tests check.
const homeSections = (page: Page) => page.locator('[data-section]');

/** Scrolls until the section has mounted (home sections load near the viewport). */
async function reveal(page: Page, type: string) {
  const section = page.locator(`[data-section="${type}"]`).first();
  await section.scrollIntoViewIfNeeded();
  return section;
}

for (const brand of BRANDS) {
  test.describe(`${brand.id}`, () => {
    const l = brandStrings(brand, 'lobby', enLobby);
    const common = brandStrings(brand, 'common', enCommon);
    const quickTabs = (page: Page) => page.getByRole('tablist', { name: l.tabs.label, exact: true });

    test('home shows the sections in the brand order, the lobby ones with their content', async ({ page }) => {
      await prepare(page);
      await open(page, brand, '/m/home');
      const types = await homeSections(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
      expect(types).toEqual(brand.layout.homeSections.map((s) => s.type));
      const vendorTypes = await api(brand).gameVendorTypes({ typeId: 1 });
      const categoryOrder = splitSports(vendorTypes.groups, brand.games).map((c) => c.key);

      for (const s of brand.layout.homeSections.filter((x) => LOBBY_SECTIONS.includes(x.type))) {
        const section = await reveal(page, s.type);
        if (s.type === 'search') await expect(section.getByTestId('home-search')).toHaveAttribute('href', '/m/search');
        if (s.type === 'jackpot') await expect(section.getByTestId('jackpot')).toContainText(/\d/);
        if (s.type === 'hotGames' || s.type === 'newGames') await expect(section.getByTestId('game-card').first()).toBeVisible();
        if (s.type === 'gameCenter') {
          const tabs = section.getByRole('tab');
          await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
          // HOME, HOT, the platform's categories after the sports split, favourites, recent.
          await expect(tabs).toHaveCount(categoryOrder.length + 4);
          await expect(section.getByTestId('game-card').first()).toBeVisible();
        }
        if (s.type === 'categories') {
          // Each category's row of cards is a region named by the category.
          const rows = section.getByRole('region');
          await expect(rows.first()).toBeVisible();
          const keyOf = new Map(categoryOrder.map((k) => [(l.category as Record<string, string>)[k] ?? k, k]));
          const shown = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((name) => keyOf.get(name) ?? name);
          const wanted = s.only?.length ? categoryOrder.filter((k) => shown.includes(k)) : categoryOrder;
          expect(shown).toEqual(wanted);
          expect(shown.indexOf('ESPORTS')).toBe(shown.indexOf('SPORTS') + 1);
        }
        if (s.type === 'winners') await expect(section.getByTestId('winner').first()).toBeVisible();
      }
      // The document's direction is an attribute of <html>, which has no role.
      if (brand.languages.default === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    // Game spec section 2: "see all" opens the row's page and makes its category the current one, which the game
    // centre shows when the player comes back (the category is set in the move's transition: SeeAllLink.tsx).
    test('a category row’s see all opens its page and makes its category the game centre’s', async ({ page }) => {
      const types = brand.layout.homeSections.map((s) => s.type);
      test.skip(!types.includes('categories') || !types.includes('gameCenter'), 'home has no category rows or no game centre');
      await prepare(page);
      await open(page, brand, '/m/home');
      // The first row: its cards are a region named by the category, its see-all link heads it.
      const rows = await reveal(page, 'categories');
      const name = (await rows.getByRole('region').first().getAttribute('aria-label'))!;
      const seeAll = rows.getByRole('link', { name: common.action.seeAll, exact: true }).first();
      const href = (await seeAll.getAttribute('href'))!;
      await seeAll.click();
      await expect(page).toHaveURL((u) => u.pathname === href);
      await page.goBack();
      const centre = await reveal(page, 'gameCenter');
      await expect(centre.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    });

    test('a category page filtered by vendor and classify loads more to its last page', async ({ page }) => {
      await prepare(page);
      await open(page, brand, '/m/slot-games');
      const calls = watchCalls(page, '/game/list');
      await expect(cards(page).first()).toBeVisible();
      // The vendor's tab is named as the platform names the vendor.
      const slots = (await api(brand).gameVendorTypes({ typeId: 1 })).groups.find((g) => g.key === 'RNG')!;
      const pg = page
        .getByRole('tablist', { name: l.vendor.label, exact: true })
        .getByRole('tab', { name: slots.vendors.find((v) => v.vassalage === 'PG')!.displayName, exact: true });
      await pg.click();
      await expect(pg).toHaveAttribute('aria-selected', 'true');
      const filterOpen = page.getByRole('button', { name: l.filter.open, exact: true });
      const drawer = page.getByRole('dialog', { name: l.filter.title, exact: true });
      await filterOpen.click();
      await drawer.getByRole('button', { name: l.classify.SLOT, exact: true }).click();
      await drawer.getByRole('button', { name: l.filter.apply, exact: true }).click();
      await expect(drawer).toHaveCount(0);
      // A tap above the drawer (on the dim around its panel, hidden from assistive technology) closes it without applying anything.
      await filterOpen.click();
      await expect(drawer).toBeVisible();
      await drawer.click({ position: { x: 8, y: 8 } });
      await expect(drawer).toHaveCount(0);

      const { totalCount, totalPages } = await api(brand).gameList({
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'SLOT',
        pageSize: brand.constants.gameListPageSize,
      });
      expect(totalPages).toBeGreaterThan(1);
      await expect(page.getByTestId('list-count')).toContainText(String(totalCount));
      const grid = page.getByTestId('game-grid').first();
      const firstNode = await cards(page).first().getAttribute('data-node');
      for (let p = 2; p <= totalPages; p++) {
        await page.getByTestId('load-more').click();
        await expect(grid).toHaveAttribute('data-count', String(Math.min(totalCount, p * brand.constants.gameListPageSize)));
      }
      await expect(page.getByTestId('load-more')).toHaveCount(0);
      await expect(grid).toHaveAttribute('data-count', String(totalCount));
      // Far blocks keep only their frame (GameGrid.tsx): the list's last game is
      // there at the end, numbered as the last, and the first comes back on the way up.
      const items = grid.getByRole('listitem');
      // Scrolled as a player scrolls; blocks mount and unmount on the way, and
      // the last page's blocks may still be arriving (one per frame) and push
      // the end further down: scroll to the end again until the last game shows.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(items.last()).toHaveAttribute('aria-posinset', String(totalCount), { timeout: 1000 });
        await expect(items.last().getByTestId('game-card')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(items.last()).toHaveAttribute('aria-setsize', String(totalCount));
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(items.first()).toHaveAttribute('aria-posinset', '1');
      await expect(items.first().getByTestId('game-card')).toHaveAttribute('data-node', firstNode!);
      const last = calls.at(-1)!.searchParams;
      expect(Object.fromEntries(['gameType', 'vassalage', 'gameClassify', 'pageNo'].map((k) => [k, last.get(k)]))).toEqual({
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'SLOT',
        pageNo: String(totalPages),
      });
    });

    test('search sends nothing for 2 characters and once for 3', async ({ page }) => {
      // The page's clock, so the search pause is run out rather than waited for.
      await page.clock.install();
      await prepare(page);
      await open(page, brand, '/m/search');
      await expect(page.getByTestId('recommended').getByTestId('game-card').first()).toBeVisible();
      const calls = watchCalls(page, '/game/list');
      const box = page.getByRole('searchbox', { name: l.search.label, exact: true });
      await box.pressSequentially('dr', { delay: 60 });
      // The pause for "dr" runs out here: a search of it would go before the one for "dra" below.
      await page.clock.runFor(brand.constants.searchDelayMs);
      await box.press('a');
      await page.clock.runFor(brand.constants.searchDelayMs);
      await expect.poll(() => calls.length).toBeGreaterThan(0);
      expect(calls.map((u) => u.searchParams.get('gameName'))).toEqual(['dra']);
      const { totalCount } = await api(brand).gameList({ gameName: 'dra', pageSize: 1 });
      await expect(page.getByTestId('result-count')).toContainText(String(totalCount));
      // Enter searches at once, whatever the length.
      await box.fill('dr');
      await box.press('Enter');
      await expect.poll(() => calls.map((u) => u.searchParams.get('gameName'))).toEqual(['dra', 'dr']);
    });

    test('a visitor tapping a card goes to the login page', async ({ page }) => {
      await prepare(page);
      await open(page, brand, '/m/slot-games');
      // The card's picture, named by its game, is the face of the button that opens it.
      await cards(page).first().getByRole('img').click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByTestId('game-popup')).toHaveCount(0);
      // /m/login shows the home shell behind the popup, with its banner carousel.
    });

    test('a visitor choosing favourites or recent gets the login prompt', async ({ page }) => {
      await prepare(page);
      await open(page, brand, '/m/slot-games');
      await quickTabs(page).getByRole('tab', { name: l.tabs.favourites, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(quickTabs(page).getByRole('tab', { name: l.tabs.all, exact: true })).toHaveAttribute('aria-selected', 'true');
    });

    test('winners tabs switch between biggest and latest wins', async ({ page }) => {
      const board = await api(brand).winnerBoard({ gameCategory: 'ALL', limitNum: brand.constants.winnersLimit });
      test.skip(!brand.layout.homeSections.some((s) => s.type === 'winners'), 'no winners section');
      expect(board.list.length).toBeGreaterThan(brand.constants.winnersBiggestCount);
      await prepare(page);
      await open(page, brand, '/m/home');
      const section = await reveal(page, 'winners');
      const tabs = section.getByRole('tab');
      await expect(tabs).toHaveCount(2);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // Before any interaction a still frame shows one card (Swiper not loaded yet)...
      await expect(section.getByTestId('winner')).toHaveCount(1);
      // The carousel is a region named by the tab it shows; data-still marks its prebuilt still form.
      const biggest = section.getByRole('region', { name: l.winners.biggest, exact: true });
      await expect(biggest).toHaveAttribute('data-still', 'true');
      // ...a touch brings the carousel with every card.
      await section.getByTestId('winners').hover();
      await expect(biggest).not.toHaveAttribute('data-still');
      await expect(section.getByTestId('winner')).toHaveCount(brand.constants.winnersBiggestCount);
      await expect(section.getByTestId('winner').first()).toContainText(board.list[0]!.customerName);
      const latest = section.getByRole('tab', { name: l.winners.latest, exact: true });
      await latest.click();
      await expect(latest).toHaveAttribute('aria-selected', 'true');
      await expect(section.getByRole('region', { name: l.winners.latest, exact: true })).toBeVisible();
      await expect(section.getByTestId('winner')).toHaveCount(board.list.length - brand.constants.winnersBiggestCount);
      await expect(section.getByTestId('winner').first()).toContainText(board.list[brand.constants.winnersBiggestCount]!.customerName);
    });
  });
}
