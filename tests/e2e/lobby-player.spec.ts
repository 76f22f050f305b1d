// The lobby in Chromium against the reference platform, for every demo brand
// (issue 5 acceptance), the player half: favourites in both lists and after a
// reload, recent games after a launch, free trial from a card, the balance
// widget. Each test registers its own player.
import type { Page } from '@playwright/test';
import { BRANDS, expect, test } from './fixtures.ts';
import { api, newPlayer, open, prepare } from './lobby-helpers.ts';

const cards = (page: Page) => page.getByTestId('game-grid').first().getByTestId('game-card');

for (const brand of BRANDS) {
  test.describe(`${brand.id}`, () => {
    test('favourites: added and removed in both lists at once, kept after a reload', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      await open(page, brand, '/m/slot-games');
      const card = cards(page).first();
      await expect(card).toBeVisible();
      const nodeId = Number(await card.getAttribute('data-node'));
      const star = page.locator(`[data-node="${nodeId}"] .lkg-card__fav`).first();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await api(brand, player.token).favouriteIds()).nodeIds).toContain(nodeId);

      await open(page, brand, '/m/fav-games');
      const favourite = page.locator(`[data-node="${nodeId}"]`);
      await expect(favourite).toBeVisible();
      await page.reload();
      await expect(favourite).toBeVisible();
      await favourite.locator('.lkg-card__fav').click();
      await expect(favourite).toHaveCount(0);
      await expect.poll(async () => (await api(brand, player.token).favouriteIds()).nodeIds).not.toContain(nodeId);

      await open(page, brand, '/m/slot-games');
      await expect(page.locator(`[data-node="${nodeId}"] .lkg-card__fav`).first()).toHaveAttribute('aria-pressed', 'false');
      await open(page, brand, '/m/fav-games');
      await expect(page.getByTestId('no-data')).toBeVisible();
    });

    test('recent shows a launched game', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'RNG', pageSize: 24 });
      const game = games.find((g) => !g.maintenance)!;
      await open(page, brand, '/m/slot-games');
      await page.locator(`[data-node="${game.nodeId}"] .lkg-card__open`).first().click();
      const popup = page.getByTestId('game-popup');
      await expect(popup).toBeVisible();
      await Promise.all([page.waitForURL(/\/api\/play\//), popup.getByTestId('play-now').click()]);
      await open(page, brand, '/m/recent');
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-tab', 'RECENT');
      await expect(page.locator(`[data-node="${game.nodeId}"]`)).toBeVisible();
    });

    test('free trial from a card launches the game in free play', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'RNG', pageSize: 200 });
      const game = games.find((g) => g.supportPlay === 0 && !g.maintenance)!;
      const other = games.find((g) => g.supportPlay === 1 && !g.maintenance)!;
      await open(page, brand, `/m/search`);
      const box = page.getByTestId('search-input');
      await box.fill(game.gameName);
      await box.press('Enter');
      await page.locator(`[data-node="${game.nodeId}"] .lkg-card__open`).first().click();
      const popup = page.getByTestId('game-popup');
      await expect(popup.getByTestId('free-trial')).toBeVisible();
      const launch = page.waitForRequest((r) => r.url().endsWith('/api/game/launch'));
      await Promise.all([page.waitForURL(/\/api\/play\//), popup.getByTestId('free-trial').click()]);
      expect((await launch).postDataJSON()).toMatchObject({ nodeId: game.nodeId, freePlay: true });

      // A game without free trial offers only Play now.
      await open(page, brand, '/m/search');
      await page.getByTestId('search-input').fill(other.gameName);
      await page.getByTestId('search-input').press('Enter');
      await page.locator(`[data-node="${other.nodeId}"] .lkg-card__open`).first().click();
      await expect(page.getByTestId('play-now')).toBeVisible();
      await expect(page.getByTestId('free-trial')).toHaveCount(0);
    });

    test('a lottery game launches through the lottery launcher with its prize mode and play type', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'LOTT', pageSize: 50 });
      const game = games.find((g) => !g.maintenance && brand.games.lotteryVendors.includes(g.vassalage))!;
      const menu = await api(brand).lotteryMenu();
      const electronic = menu.some((m) => m.gameType === 'ELOTT' && (m.vendor === 'TCG_LOTTO_VN' || m.vendor === 'LOTT'));
      await open(page, brand, '/m/lott');
      // Lottery games have no favourite icon.
      await expect(page.locator(`[data-node="${game.nodeId}"] .lkg-card__fav`)).toHaveCount(0);
      await page.locator(`[data-node="${game.nodeId}"] .lkg-card__open`).first().click();
      const launch = page.waitForRequest((r) => r.url().endsWith('/api/game/launch-lottery'));
      await Promise.all([page.waitForURL(/\/api\/play\//), page.getByTestId('play-now').click()]);
      expect((await launch).postDataJSON()).toEqual({
        vendor: game.vassalage,
        gameCode: game.gameCode,
        prizeMode: electronic ? 'Elott' : brand.platform.prizeMode === 'Elott' ? 'Lott' : brand.platform.prizeMode,
        playType: /Entertainment/.test(game.lottoMode) ? 'ent' : 'trad',
      });
    });

    test('balance widget hides, shows and refreshes', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      // The refresh answer waits for the gate, so the masked state can be seen.
      let gate: Promise<void> | undefined;
      let release = () => {};
      await page.route('**/api/wallet/balance', async (route) => {
        if (gate) await gate;
        await route.continue();
      });
      await open(page, brand, '/m/gameCenter');
      const value = page.getByTestId('balance-value');
      await expect(value).toHaveText(/\d.*\d/);
      const shown = (await value.textContent())!;
      expect(shown).not.toContain('*');
      await page.getByTestId('balance-toggle').click();
      await expect(value).toContainText('******');
      await page.getByTestId('balance-toggle').click();
      await expect(value).toHaveText(shown);
      gate = new Promise<void>((r) => (release = r));
      await page.getByTestId('balance-refresh').click();
      await expect(value).toContainText('******');
      await expect(page.getByTestId('balance-refresh')).toBeDisabled();
      release();
      await expect(value).toHaveText(shown);
      await expect(page.getByTestId('balance-refresh')).toBeEnabled();
      // The game centre page shows the m_home banners in the shared carousel.
    });
  });
}
