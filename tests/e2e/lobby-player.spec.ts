// The lobby in Chromium against the reference platform, for every demo brand
// (issue 5 acceptance), the player half: favourites in both lists and after a
// reload, recent games after a launch, free trial from a card, the balance
// widget. Each test registers its own player.
import type { Locator, Page } from '@playwright/test';
import { BRANDS, expect, test } from './fixtures.ts';
import { api, newPlayer, open, prepare } from './lobby-helpers.ts';
import { brandStrings, filled, oneOf } from './strings.ts';
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };

const cards = (page: Page) => page.getByTestId('game-grid').first().getByTestId('game-card');

for (const brand of BRANDS) {
  test.describe(`${brand.id}`, () => {
    const l = brandStrings(brand, 'lobby', enLobby);
    /** A game's favourite star, named by the game and whether it is a favourite. */
    const star = (scope: Page | Locator, name: string) =>
      scope.getByRole('button', { name: oneOf(filled(l.card.favourite, { name }, brand), filled(l.card.unfavourite, { name }, brand)) });
    /** A game's card opened by its picture, which the game names (the face of the card's open button). */
    const openGame = (page: Page, name: string) => page.getByRole('main').getByRole('img', { name, exact: true }).first().click();
    const popup = (page: Page) => page.getByTestId('game-popup');
    const playNow = (page: Page) => popup(page).getByRole('button', { name: l.card.playNow, exact: true });
    const freeTrial = (page: Page) => popup(page).getByRole('button', { name: l.card.freeTrial, exact: true });
    const searchBox = (page: Page) => page.getByRole('searchbox', { name: l.search.label, exact: true });
    test('favourites: added and removed in both lists at once, kept after a reload', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      await open(page, brand, '/m/slot-games');
      const card = cards(page).first();
      // The card's picture names its game; data-node is the game's id, as the platform's favourites hold it.
      const name = (await card.getByRole('img').getAttribute('alt'))!;
      const nodeId = Number(await card.getAttribute('data-node'));
      const cardStar = star(card, name);
      await expect(cardStar).toHaveAttribute('aria-pressed', 'false');
      await cardStar.click();
      await expect(cardStar).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await api(brand, player.token).favouriteIds()).nodeIds).toContain(nodeId);

      await open(page, brand, '/m/fav-games');
      const favourite = page.getByRole('main').getByRole('img', { name, exact: true });
      await expect(favourite).toBeVisible();
      await page.reload();
      await expect(favourite).toBeVisible();
      await star(page.getByRole('main'), name).click();
      await expect(favourite).toHaveCount(0);
      await expect.poll(async () => (await api(brand, player.token).favouriteIds()).nodeIds).not.toContain(nodeId);

      await open(page, brand, '/m/slot-games');
      await expect(star(cards(page).first(), name)).toHaveAttribute('aria-pressed', 'false');
      await open(page, brand, '/m/fav-games');
      await expect(page.getByTestId('no-data')).toBeVisible();
    });

    test('recent shows a launched game', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'RNG', pageSize: 24 });
      const game = games.find((g) => !g.maintenance)!;
      await open(page, brand, '/m/slot-games');
      await openGame(page, game.gameName);
      await expect(popup(page)).toBeVisible();
      await Promise.all([page.waitForURL(/\/api\/play\//), playNow(page).click()]);
      await open(page, brand, '/m/recent');
      await expect(page.getByRole('tablist', { name: l.hotBlock.label, exact: true }).getByRole('tab', { selected: true })).toHaveAccessibleName(
        l.tabs.history,
      );
      await expect(page.getByRole('list', { name: l.tabs.history, exact: true }).getByRole('img', { name: game.gameName, exact: true })).toBeVisible();
    });

    test('free trial from a card launches the game in free play', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'RNG', pageSize: 200 });
      const game = games.find((g) => g.supportPlay === 0 && !g.maintenance)!;
      const other = games.find((g) => g.supportPlay === 1 && !g.maintenance)!;
      await open(page, brand, `/m/search`);
      await searchBox(page).fill(game.gameName);
      await searchBox(page).press('Enter');
      await openGame(page, game.gameName);
      await expect(freeTrial(page)).toBeVisible();
      const launch = page.waitForRequest((r) => r.url().endsWith('/api/game/launch'));
      await Promise.all([page.waitForURL(/\/api\/play\//), freeTrial(page).click()]);
      expect((await launch).postDataJSON()).toMatchObject({ nodeId: game.nodeId, freePlay: true });

      // A game without free trial offers only Play now.
      await open(page, brand, '/m/search');
      await searchBox(page).fill(other.gameName);
      await searchBox(page).press('Enter');
      await openGame(page, other.gameName);
      await expect(playNow(page)).toBeVisible();
      await expect(freeTrial(page)).toHaveCount(0);
    });

    test('a lottery game launches through the lottery launcher with its prize mode and play type', async ({ page }) => {
      const player = await newPlayer(brand);
      await prepare(page, player);
      const { games } = await api(brand).gameList({ gameType: 'LOTT', pageSize: 50 });
      const game = games.find((g) => !g.maintenance && brand.games.lotteryVendors.includes(g.vassalage))!;
      const menu = await api(brand).lotteryMenu();
      const electronic = menu.some((m) => m.gameType === 'ELOTT' && (m.vendor === 'TCG_LOTTO_VN' || m.vendor === 'LOTT'));
      await open(page, brand, '/m/lott');
      const picture = page.getByRole('main').getByRole('img', { name: game.gameName, exact: true }).first();
      await expect(picture).toBeVisible();
      // Lottery games have no favourite icon.
      await expect(star(page, game.gameName)).toHaveCount(0);
      await picture.click();
      const launch = page.waitForRequest((r) => r.url().endsWith('/api/game/launch-lottery'));
      await Promise.all([page.waitForURL(/\/api\/play\//), playNow(page).click()]);
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
      // The widget is a box of text and two buttons with no role of its own: its test id finds it.
      const balance = page.getByTestId('balance');
      const value = balance.getByTestId('balance-value');
      const refresh = balance.getByRole('button', { name: l.balance.refresh, exact: true });
      await expect(value).toHaveText(/\d.*\d/);
      const shown = (await value.textContent())!;
      expect(shown).not.toContain('*');
      await balance.getByRole('button', { name: l.balance.hide, exact: true }).click();
      await expect(value).toContainText('******');
      await balance.getByRole('button', { name: l.balance.show, exact: true }).click();
      await expect(value).toHaveText(shown);
      gate = new Promise<void>((r) => (release = r));
      await refresh.click();
      await expect(value).toContainText('******');
      await expect(refresh).toBeDisabled();
      release();
      await expect(value).toHaveText(shown);
      await expect(refresh).toBeEnabled();
      // The game centre page shows the m_home banners in the shared carousel.
    });
  });
}
