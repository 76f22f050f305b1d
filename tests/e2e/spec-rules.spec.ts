// Spec rules that were once only partly met, each through the real build, the
// reference platform and Chromium, each naming its section: the sports split
// on the sports page, a promotion tap, the side menu for visitors, the events
// page without event banners, Retry after "Loading failed", and the popup order
// (the terms gate first; the notice popups wait for it and for an open form).
// Birthday and forgot password are in account-register and account-password.
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { answerChanged, quietPage } from './content-fixtures.ts';
import { client } from './players.ts';
import { brandStrings } from './strings.ts';
import enAccount from '../../src/i18n/locales/en/account.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enContent from '../../src/i18n/locales/en/content.json' with { type: 'json' };
import enLobby from '../../src/i18n/locales/en/lobby.json' with { type: 'json' };
import enMember from '../../src/i18n/locales/en/member.json' with { type: 'json' };

const brand = BRANDS.find((b) => b.id === 'aurora') ?? BRANDS[0]!;
const a = brandStrings(brand, 'account', enAccount);
const common = brandStrings(brand, 'common', enCommon);
const c = brandStrings(brand, 'content', enContent);
const l = brandStrings(brand, 'lobby', enLobby);

/** The sports page's game list, its cards (a card's test id: a game tile has no single role) and its wrapper, which says aria-busy. */
function gameList(page: Page) {
  const grid = page.getByRole('list', { name: l.list.label, exact: true });
  return { cards: grid.getByTestId('game-card'), wrapper: grid.locator('..') };
}
const noticePopup = (page: Page) => page.getByRole('dialog', { name: c.popups.title, exact: true });

const openSideMenu = (page: Page, t: typeof common) => page.getByRole('button', { name: t.menu.open, exact: true }).click();

test.describe('spec rules', () => {
  test('game spec section 4, sports split: the sports page\'s "All" list holds what its vendor bar offers, no e-sport or cockfight games', async ({ page }) => {
    const split = [...brand.games.esportVendors, ...brand.games.cockfightVendors];
    const everySport = await client(PLATFORM, brand).gameList({ platform: 'html5', gameType: 'SPORTS', pageNo: 1, pageSize: 200 });
    // The platform has e-sport and cockfight games under SPORTS: the rule has something to keep out.
    expect(everySport.games.some((g) => split.includes(g.vassalage))).toBe(true);
    const vendorOf = new Map(everySport.games.map((g) => [g.nodeId, g.vassalage]));

    await quietPage(page);
    await page.goto(brandUrl(brand, '/m/sport-games'));
    await hydrated(page);
    // Each vendor tab carries its vendor's code (data-vendor), the platform's key to compare with.
    const bar = page.getByRole('tablist', { name: l.vendor.label, exact: true }).getByRole('tab');
    await expect(bar.first()).toBeVisible();
    const offered = (await bar.evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor')))).filter((v) => v !== 'ALL');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((v) => split.includes(v!))).toEqual([]);

    const { cards, wrapper } = gameList(page);
    await expect(cards.first()).toBeVisible();
    await expect(wrapper).toHaveAttribute('aria-busy', 'false');
    const shown = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-node'))));
    const vendors = new Set(shown.map((n) => vendorOf.get(n)));
    expect([...vendors].filter((v) => !offered.includes(v!))).toEqual([]);
    // Every sportsbook game is there: the list lost only the split vendors' games.
    expect(shown.length).toBe(everySport.games.filter((g) => offered.includes(g.vassalage)).length);
  });

  test('game spec section 2, Promotions list: tapping an image scrolls to top and opens the detail', async ({ page }) => {
    const { promotion } = await client(PLATFORM, brand).announcements({ types: 'PR', platform: 'M' });
    await quietPage(page);
    await page.goto(brandUrl(brand, '/m/activity'));
    await hydrated(page);
    // Each card carries its promotion's id (data-card).
    const cards = page.getByRole('tabpanel').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const last = cards.last();
    const id = await last.getAttribute('data-card');
    expect(promotion.some((p) => String(p.id) === id)).toBe(true);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.getByRole('link').click();
    await expect(page).toHaveURL(brandUrl(brand, `/m/activity?id=${id}`));
    await expect(page.getByRole('dialog').getByRole('article')).toHaveAttribute('data-promotion', id!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Closing the detail returns to /m/activity.
    await page.getByRole('dialog').getByRole('button', { name: common.action.close, exact: true }).click();
    await expect(page).toHaveURL(brandUrl(brand, '/m/activity'));
  });

  test('game spec section 2, Side menu: visitors see all items, the agent entry too, which leads to the agent login', async ({ page }) => {
    const withAgent = BRANDS.find((b) => b.layout.sideMenu.includes('agent'))!;
    const own = brandStrings(withAgent, 'common', enCommon);
    await quietPage(page);
    await page.goto(brandUrl(withAgent, '/m/home'));
    await hydrated(page);
    await openSideMenu(page, own);
    const side = page.getByRole('dialog', { name: withAgent.name, exact: true });
    // A visitor's side menu offers the way in.
    await expect(side.getByRole('button', { name: own.action.register, exact: true })).toBeVisible();
    // Each entry carries its layout key (data-item), the brand config's name for it; the slots under entries have none.
    const shown = await side
      .getByRole('navigation', { name: own.menu.side, exact: true })
      .getByRole('button')
      .evaluateAll((els) => els.flatMap((e) => e.getAttribute('data-item') ?? []));
    // Everything configured, except the download entry without app links (it has nowhere to lead).
    const expected = withAgent.layout.sideMenu.filter(
      (i) => i !== 'games' && (i !== 'download' || Boolean(withAgent.downloads.Android || withAgent.downloads.IOS)),
    );
    expect(shown).toEqual(expected);
    await side.getByRole('button', { name: own.menu.agent, exact: true }).click();
    await expect(page).toHaveURL(brandUrl(withAgent, '/m/agent'));
    await expect(page.getByRole('main').getByText(brandStrings(withAgent, 'member', enMember).gate.agentGuest, { exact: true })).toBeVisible();
  });

  test('game spec section 2, Events page: with no event banners, an empty state says so', async ({ page }) => {
    await page.route(/\/api\/content\/announcements\?.*groupName=m_event/, (route) => answerChanged(route, (value) => ({ ...(value as object), banners: [] })));
    await quietPage(page);
    await page.goto(brandUrl(brand, '/m/event'));
    await hydrated(page);
    await expect(page.getByRole('main').getByText('No events right now. Check back soon.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list')).toHaveCount(0);
  });

  test('game spec section 8, Retry: after "Loading failed, click to retry" a healthy platform brings the list back', async ({ page, consoleErrors }) => {
    // The sports page's list: its prebuilt first page (one page in all) is asked again once the page is live, and that
    // answer fails, as a proxy under load answers (HTML, not the platform's JSON). Then the platform answers again.
    let failures = 1;
    await page.route('**/api/game/list?*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }) : route.continue(),
    );
    await quietPage(page);
    await page.goto(brandUrl(brand, '/m/sport-games'));
    await hydrated(page);
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Loading failed, click to retry' });
    const { cards } = gameList(page);
    await expect(failed).toBeVisible();
    // The games on screen stay while it failed.
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    // Retry asks again for the page that failed (there is no next page to load), and the failure goes.
    const asked = page.waitForRequest((r) => r.url().includes('/api/game/list') && new URL(r.url()).searchParams.get('pageNo') === '1');
    await failed.getByRole('button', { name: common.action.retry, exact: true }).click();
    await asked;
    await expect(failed).toHaveCount(0);
    await expect(cards).toHaveCount(before);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/Failed to load resource: the server responded with a status of 502/.test(e)),
    );
  });
});

test.describe('popup order: the terms gate first, then the notice popups, one at a time', () => {
  test.use({ termsAgreed: false });

  test('account spec section 4: the notice popups wait while the terms gate is unanswered, then open', async ({ page }) => {
    const popupsAsked = page.waitForResponse((r) => r.url().includes('/api/content/announcements') && r.url().includes('types=PU'));
    await page.goto(brandUrl(brand, '/m/home'));
    await hydrated(page);
    const gate = page.getByRole('dialog', { name: a.terms.title, exact: true });
    await expect(gate).toBeVisible();
    // The popups fall due (the first input, then constants.noticeDisplayMs): their list is asked for, and they wait.
    await page.keyboard.press('Shift');
    await popupsAsked;
    await page.waitForLoadState('networkidle');
    const downloadBar = page.getByRole('complementary', { name: c.download.bar, exact: true });
    await expect(noticePopup(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(downloadBar).toHaveCount(0);
    await gate.getByRole('button', { name: a.terms.agree, exact: true }).click();
    await expect(gate).toHaveCount(0);
    await expect(noticePopup(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    if (brand.downloads.downloadBar && (brand.downloads.Android || brand.downloads.IOS)) {
      // The download bar waited for the gate too.
      await expect(downloadBar).toBeVisible();
    }
  });

  test('the notice popups do not open over a form the player opened; they open once it closes', async ({ page }) => {
    await quietPage(page, { popups: true });
    const popupsAsked = page.waitForResponse((r) => r.url().includes('/api/content/announcements') && r.url().includes('types=PU'));
    await page.goto(brandUrl(brand, '/m/home'));
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: common.action.register, exact: true }).click();
    const form = page.getByRole('dialog', { name: a.register.title, exact: true });
    await expect(form).toBeVisible();
    await page.keyboard.press('Shift');
    await popupsAsked;
    await page.waitForLoadState('networkidle');
    await expect(noticePopup(page)).toHaveCount(0);
    await form.getByRole('button', { name: common.action.close, exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(noticePopup(page)).toBeVisible();
  });
});
