// A prebuilt page hydrates in place: React adopts the page's HTML, never throws
// it away and renders it again, even when what the build could not know (a
// stored session, another stored language) arrives while parts of the page are
// still hydrating, and the page's code arrives late (src/app/page-ready.ts,
// src/app/state/jotai.ts). Every script here comes 300 ms late, as on a slow
// network, so the shell is live well before the page's own chunk is here. And
// hydrating never moves the page: a list scrolled before it stays scrolled.
// A tap on the prebuilt page before it is live is held, and goes ahead once
// it is (src/app/held-tap.ts); so is a tap on a home section's prebuilt HTML
// before its code is here (src/app/shell/prebuilt-slot.ts). A visitor's page
// hydrates at their first input (or once its quiet window is over); a page the
// app will change, a signed-in player's, as soon as its code is here
// (src/layouts/ready-directive.ts, src/app/prebuilt-is-current.ts).
import type { Page } from '@playwright/test';
import { BRANDS, PLATFORM, brandUrl, expect, hydrated, test } from './fixtures.ts';
import { quietPage, signIn } from './content-fixtures.ts';
import { registerPlayer } from './players.ts';
import { brandStrings } from './strings.ts';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import { QUIET_UNTIL_MS } from '../../src/app/page-quiet.ts';
import { LANGUAGE_PENDING_CLASS } from '../../src/app/language-pending.ts';
import { PAINT_WAIT_MS } from '../../src/build/island-script.ts';

/** Remembers the prebuilt page element as parsed (the DOM node itself, read by its class), and makes every script late. */
async function slowScriptsKeepingPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __prebuilt: Element | null }).__prebuilt = document.querySelector('.lk-page');
    });
  });
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
}

/** Holds every request to `url` until the returned function is called, as a slow network would. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `brand`'s home with the code of its first section of game tiles held, once the page has hydrated and that
 * section has asked for its code (its effects have run). Returns the section, its code's address and the release.
 */
async function homeWithTileCodeHeld(page: Page, brand: (typeof BRANDS)[number]) {
  // The first home section with game tiles; its code is the chunk named after it (HotGamesSection.*.js).
  const { type } = brand.layout.homeSections.find((s) => ['hotGames', 'newGames', 'gameCenter'].includes(s.type))!;
  const chunk = new RegExp(`/_astro/${type[0]!.toUpperCase()}${type.slice(1)}Section\\.[^/]+\\.js$`);
  await quietPage(page);
  const release = await holdRequests(page, chunk);
  const asked = page.waitForRequest(chunk);
  await page.goto(brandUrl(brand, '/m/home'), { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await asked;
  // The home section is an unnamed <section> (data-section: the layout's type; data-live: its code running).
  return { section: page.locator(`[data-section="${type}"]`), chunk, release };
}

type Hydration = { at: number; input?: number; reactDom?: number };

/**
 * When the island hydrated (page age, ms), the page's first key press or touch before it, if any, and when React DOM's
 * code ran: it announces itself to the developer tools' hook as its module runs. Told by the page itself: any
 * evaluation from the test would give the page a user activation, which counts as the player's input.
 */
async function hydrationTime(page: Page): Promise<{ live: Promise<Hydration> }> {
  let told!: (v: Hydration) => void;
  const hydration = new Promise<Hydration>((r) => (told = r));
  await page.exposeFunction('lkHydrated', (v: Hydration) => told(v));
  await page.addInitScript(() => {
    const w = window as unknown as { lkHydrated: (v: Hydration) => void; lkInput?: number; lkReactDom?: number };
    const inject = () => {
      w.lkReactDom ??= performance.now();
      return 1;
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: { supportsFiber: true, inject, checkDCE: () => {} } });
    const input = () => (w.lkInput ??= performance.now());
    for (const e of ['keydown', 'pointerdown']) addEventListener(e, input, { capture: true });
    const watch = new MutationObserver(() => {
      if (!document.querySelector('astro-island') || document.querySelector('astro-island[ssr]')) return;
      watch.disconnect();
      w.lkHydrated({ at: performance.now(), input: w.lkInput, reactDom: w.lkReactDom });
    });
    watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  });
  return { live: hydration };
}

/** Whether the element the HTML parsed is still the one on screen. */
const samePageElement = (page: Page) =>
  page.evaluate(() => {
    const prebuilt = (window as unknown as { __prebuilt: Element | null }).__prebuilt;
    return Boolean(prebuilt) && prebuilt === document.querySelector('.lk-page');
  });

for (const brand of BRANDS) {
  test.describe(`${brand.id} prebuilt page hydration`, () => {
    test('the notices page keeps its HTML while a stored session arrives, then shows read marks', async ({ page }) => {
      const player = await registerPlayer(PLATFORM, brand);
      await quietPage(page);
      await signIn(page, player);
      await slowScriptsKeepingPage(page);
      await page.goto(brandUrl(brand, '/m/notice'));
      await hydrated(page);
      // The session's view (read marks) replaces the visitor's in place.
      // A row's data-read appears with the session's view: the state this test waits for.
      await expect(page.getByRole('main').getByRole('listitem').and(page.locator('[data-read]')).first()).toBeAttached();
      expect(await samePageElement(page)).toBe(true);
    });

    test('the help page keeps its HTML while another stored language arrives, then shows that language', async ({ page }) => {
      const other = brand.languages.supported.find((l) => l !== brand.languages.default && ['en', 'th', 'ar'].includes(l))!;
      await quietPage(page);
      await page.addInitScript((lng) => localStorage.setItem('language', lng), other);
      await slowScriptsKeepingPage(page);
      await page.goto(brandUrl(brand, '/m/help'));
      await hydrated(page);
      // The document's language is an attribute of <html>, which has no role.
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      // The help entries are <details> (groups).
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      expect(await samePageElement(page)).toBe(true);
    });

    test("a tap on a prebuilt game tile before its section's code is here goes ahead once it is", async ({ page }) => {
      const { section, release } = await homeWithTileCodeHeld(page, brand);
      // A game tile (found by its test id: it has no single role) opens with its first button; the second is the star.
      await section.getByTestId('game-card').first().getByRole('button').first().click();
      await expect(section).not.toHaveAttribute('data-live');
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      release();
      // The held tap is replayed on the live tile: a visitor is sent to log in.
      await expect(page).toHaveURL(brandUrl(brand, '/m/login'));
    });

    test('a tap on the prebuilt page before it is live is held, and goes ahead once it is', async ({ page }) => {
      const t = brandStrings(brand, 'common', enCommon);
      await quietPage(page);
      // The app hydrates once the whole stylesheet has loaded (layouts/ready-directive.ts): held, the page stays its HTML.
      const styles = /\/_astro\/styles\.[^/]+\.css$/;
      const release = await holdRequests(page, styles);
      // The directive, which holds taps from the moment it runs, asks for the stylesheet and the app's code.
      const asked = page.waitForRequest(styles);
      const appCode = page.waitForResponse(/\/_astro\/App\.[^/]+\.js$/);
      await page.goto(brandUrl(brand, '/m/help'), { waitUntil: 'domcontentloaded' });
      await asked;
      await appCode;
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

      // The Back button has no handler yet: without the hold, this tap would do nothing, now or later.
      await page.getByRole('banner').getByRole('button', { name: t.action.back, exact: true }).tap();
      await expect(page).toHaveURL(brandUrl(brand, '/m/help'));
      release();
      // Back from a page the player landed on leads home, moving within the page.
      await expect(page).toHaveURL(brandUrl(brand, '/m/home'));
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), 'moved within the page, not reloaded').toBe(true);
    });

    test("a finger down on a prebuilt game tile as its section's code arrives keeps the tile until the tap ends, and the tap goes ahead", async ({ page }) => {
      const { section, chunk, release } = await homeWithTileCodeHeld(page, brand);
      // A game tile (found by its test id: it has no single role) opens with its first button.
      const tile = section.getByTestId('game-card').first().getByRole('button').first();
      await tile.scrollIntoViewIfNeeded();
      // A first input ends the page's quiet window: the section, near the viewport, asks to go live (and waits for its code).
      await page.keyboard.press('Shift');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      const box = (await tile.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // The section's code arrives while the finger is down, and the page has done what it then had to do.
      const loaded = page.waitForResponse(chunk);
      release();
      await loaded;
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      // Swapped in now, the pressed tile would leave the page and the click would never come.
      await expect(section).not.toHaveAttribute('data-live');
      await page.mouse.up();
      await expect(page).toHaveURL(brandUrl(brand, '/m/login'));
      await expect(section).toHaveAttribute('data-live', '');
    });

    test('a game list the player scrolled before the app started stays where they left it', async ({ page }) => {
      await quietPage(page);
      const release = await holdRequests(page, '**/_astro/island.*.js');
      // Not to the load event: the held runtime, asked for once the first image paints, would hold it too.
      await page.goto(brandUrl(brand, '/m/slot-games'), { waitUntil: 'domcontentloaded' });
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await page.evaluate(() => window.scrollY);
      release();
      await hydrated(page);
      // The shell's first commit has run its effects (it links the manifest from one). The page itself
      // may hydrate in a later pass: a key press makes the app finish hydrating at once, effects and all.
      // The manifest link is in the document's head, which has no roles.
      await expect(page.locator('link[rel="manifest"]')).toBeAttached();
      await page.keyboard.press('Shift');
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    });
  });
}

test.describe('when a page hydrates', () => {
  const aurora = BRANDS.find((b) => b.id === 'aurora')!;
  const logIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: brandStrings(aurora, 'common', enCommon).action.login, exact: true });

  test("a visitor's page stays its prebuilt HTML, its code in the cache and not yet run, until their first input", async ({ page }) => {
    await quietPage(page);
    const { live } = await hydrationTime(page);
    const appCode = page.waitForResponse(/\/_astro\/App\.[^/]+\.js$/);
    await page.goto(brandUrl(aurora, '/m/home'));
    await appCode;
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Shift');
    const { at, input, reactDom } = await live;
    expect(reactDom, 'React DOM announced itself').toBeDefined();
    // On a machine slow enough to reach the end of the quiet window first, the page hydrated then, with no input.
    for (const [what, when] of [
      ['hydrated', at],
      ['React DOM ran', reactDom!],
    ] as const) {
      if (input === undefined) expect(when, what).toBeGreaterThanOrEqual(QUIET_UNTIL_MS);
      else expect(when, what).toBeGreaterThan(input);
    }
    await expect(logIn(page)).toBeVisible();
    // Fetched ahead into the cache by a prefetch, and loaded from there once the page was to hydrate.
    const appChunk = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/_astro\/app\.[^/]+\.js$/.test(e.name))
        .map((e) => ({ initiator: (e as PerformanceResourceTiming).initiatorType, transferred: (e as PerformanceResourceTiming).transferSize })),
    );
    expect(appChunk[0]?.initiator, JSON.stringify(appChunk)).toBe('link');
    expect(
      appChunk.slice(1).every((e) => e.transferred === 0),
      JSON.stringify(appChunk),
    ).toBe(true);
  });

  test("a signed-in player's page goes live as soon as its code is here, with no input", async ({ page }) => {
    const player = await registerPlayer(PLATFORM, aurora);
    await quietPage(page);
    await signIn(page, player);
    const { live } = await hydrationTime(page);
    await page.goto(brandUrl(aurora, '/m/home'));
    const { at, input } = await live;
    expect(input).toBeUndefined();
    expect(at).toBeLessThan(QUIET_UNTIL_MS);
    // Their header, not a visitor's: the balance in place of the log-in button.
    await expect(logIn(page)).toHaveCount(0);
  });

  test("a returning player's page in a language of their own asks for its code at once, and goes live in that language", async ({ page }) => {
    await quietPage(page);
    await page.addInitScript(() => localStorage.setItem('language', 'ja'));
    const { live } = await hydrationTime(page);
    const island = /\/_astro\/island\.[^/]+\.js$/;
    const asked = page.waitForRequest(island);
    await page.goto(brandUrl(aurora, '/m/home'));
    await asked;
    // The page is hidden until the app has switched its language, so it paints nothing: waiting for its largest
    // paint, it asked for its code only when that wait gave up.
    const askedAt = await page.evaluate((source) => {
      const re = new RegExp(source);
      return performance.getEntriesByType('resource').find((e) => re.test(e.name))!.startTime;
    }, island.source);
    expect(askedAt).toBeLessThan(PAINT_WAIT_MS);
    const { input } = await live;
    expect(input).toBeUndefined();
    // The document element: what the language guard marks, and where the app writes the language.
    const root = page.locator('html');
    await expect(root).toHaveAttribute('lang', 'ja');
    await expect(root).not.toHaveClass(new RegExp(LANGUAGE_PENDING_CLASS));
  });

  // What the app puts there (the popup a link opened, a member page's login prompt) is what the visitor came for.
  for (const path of ['/m/register', '/m/member/home']) {
    test(`a visitor's ${path}, prebuilt with a placeholder the app fills, goes live as soon as its code is here`, async ({ page }) => {
      await quietPage(page);
      const { live } = await hydrationTime(page);
      await page.goto(brandUrl(aurora, path));
      const { at, input } = await live;
      expect(input).toBeUndefined();
      expect(at).toBeLessThan(QUIET_UNTIL_MS);
    });
  }
});

test.describe('a page whose snapshot file cannot be read', () => {
  // The file's 404, and React's hydration mismatch (error #418): the app, with no answers to start from, renders the
  // list loading where the HTML has it filled, and React renders it again on the client.
  test.use({ expectedConsole: /^Failed to load resource: the server responded with a status of 404|Minified React error #418;/ });

  test('says so and shows its games from the platform', async ({ page }) => {
    const brand = BRANDS[0]!;
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await quietPage(page);
    // The page's answers (src/build/page-data-file.ts) are gone, as after a deploy that removed them.
    await page.route(/\/_brand\/data\.[0-9a-f]+\.json$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    // The game list's own call (src/platform/generated/calls.ts: gameList).
    const live = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/game/list') && r.ok());
    await page.goto(brandUrl(brand, '/m/slot-games'));
    await hydrated(page);
    await expect
      .poll(() => warnings.join('\n'))
      .toMatch(/snapshot file \/_brand\/data\.[0-9a-f]+\.json could not be read \(HTTP 404\); its content is asked for live/);
    // The list asked the platform itself, and shows its games, named, once the answer is in.
    await live;
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toContainText(/\S/);
  });
});
