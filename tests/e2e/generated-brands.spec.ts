// The promises on brands an operator could write, not only the demos: brands drawn across the config space
// (tests/generated-brands.ts: each home section kind in first place, random orders and subsets of the others,
// registration methods and login options, right-to-left and left-to-right defaults, one language or all 25, light
// and dark themes, flags and bottom-menu entries), built by a private `npm start` against its own platform. On
// each: every route answers; home, a game list, promotions and help carry at least 80% of the text they show once
// loaded in their HTML, and the picture that shows the most of itself on a phone's first screen (FIRST_SCREEN_PX)
// is their lead image; home does not shift
// (CLS <= 0.01); axe finds no serious or critical violation on home and the account popups; and home, a game list,
// register, login and a signed-in player's game card popup show their text whole (overflow.ts), their screens written
// to <test output>/screens/<brand>-<page>.png.
//
// A fixed seed in `npm test`; `GENERATED_SEED` and `GENERATED_COUNT` draw others (`npm run bench -- generated`).
// The seed, each brand and what it is are printed, so a failing brand can be built again by hand:
//   GENERATED_SEED=<seed> GENERATED_COUNT=<n> npx playwright test --config tests/playwright.config.ts tests/e2e/generated-brands.spec.ts -g <id>
import { existsSync, mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { drawBrands, type SectionKind, writeBrands } from '../generated-brands.ts';
import { prebuiltPaths } from '../../src/app/routes.ts';
import { FIRST_SCREEN_PX } from '../../src/app/ui/first-screen.ts';
import { seriousViolations } from './axe.ts';
import { loadBrand } from '../../src/config/load-brands.ts';
import { quietPage, signIn, textLines } from './content-fixtures.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { askedBeforeLead, waitingBoxesThatMove } from './lead-first.ts';
import { shiftSources, shifts, watchShifts } from './layout-shift.ts';
import { expectNoTextProblems, screen, settled, textProblems } from './overflow.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';
import { registerPlayer } from './players.ts';

/** The sections `npm test` leads with, one brand each: those with content of their own first. */
const TEST_LEADS: SectionKind[] = ['winners', 'jackpot', 'categories', 'gameCenter', 'tournaments', 'banners', 'promotions', 'hotGames'];
const SEED = Number(process.env.GENERATED_SEED ?? 20261128);
const COUNT = Number(process.env.GENERATED_COUNT ?? TEST_LEADS.length);
const BRANDS = drawBrands(SEED, COUNT, process.env.GENERATED_COUNT ? undefined : TEST_LEADS);
/** The pages whose text and lead image are held: home, a game list, promotions and help. */
const CONTENT_PAGES = ['/m/home', '/m/slot-games', '/m/activity', '/m/help'];
/** A picture smaller than this (a logo, a winner's icon, a vendor's mark) is no page's largest paint. */
const LEAD_MIN_AREA = 100 * 100;
/** How much of the largest first-screen picture's shown area the lead must show. */
const LEAD_SHARE = 0.8;

console.log(`generated brands: seed ${SEED}, ${BRANDS.length} brands\n${BRANDS.map((b) => `  ${b.summary}`).join('\n')}`);

test.describe('generated brands', () => {
  // One server builds them all once; its tests run in turn on it.
  test.describe.configure({ mode: 'default' });
  let server: OwnServer;
  // Named by the seed: a worker that starts again after a failure finds the brands built.
  const root = join(tmpdir(), `lobbykit-generated-${SEED}-${COUNT}`);
  const brands = join(root, 'brands');

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    if (!existsSync(brands)) {
      mkdirSync(brands, { recursive: true });
      writeBrands(brands, BRANDS);
    }
    server = await startOwnServer(ownServerPort(8), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: join(root, 'dist') }, build: true });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const brand of BRANDS) {
    test(`${brand.id} (home led by ${brand.lead})`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      test.info().annotations.push({ type: 'brand', description: `seed ${SEED}: ${brand.summary}` });

      await test.step('every route answers', async () => {
        for (const path of prebuiltPaths()) {
          const { status, body } = await get(server.port, brand.id, path);
          expect(status, `${brand.id} ${path}`).toBe(200);
          expect(body, `${brand.id} ${path}`).toContain('<astro-island');
        }
      });

      const html = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
      try {
        const prebuilt = await html.newPage();
        await quietPage(page);
        await watchShifts(page);
        for (const path of CONTENT_PAGES) {
          const home = path === '/m/home';
          await test.step(`${path}: its text and lead image are in the HTML${home ? '; it asks for its lead image alone and does not shift' : ''}`, async () => {
            await prebuilt.goto(server.url(brand.id, path));
            const lead = await leadImage(prebuilt);
            expect(lead.highPriority, `${brand.id} ${path}: at most one image asked for first`).toBeLessThanOrEqual(1);
            // The lead shows (nearly) as much of itself on the first screen as the largest picture there: ties and the
            // page's estimate of where its sections stand leave a little room.
            if (lead.largestShown >= LEAD_MIN_AREA)
              expect(lead.leadShown, `${brand.id} ${path}: the largest picture on the first screen leads (largest: ${lead.largest})`).toBeGreaterThanOrEqual(
                LEAD_SHARE * lead.largestShown,
              );
            const built = new Set(await textLines(prebuilt));
            expect(await waitingBoxesThatMove(prebuilt), `${brand.id} ${path}: pictures waiting for the lead hold the box they will have`).toEqual([]);

            await page.goto(server.url(brand.id, path));
            if (home) expect(await askedBeforeLead(page), `${brand.id}: pictures asked for before home's lead image was on screen`).toEqual([]);
            await hydrated(page);
            await page.waitForLoadState('networkidle');
            // Anything still loading says so with aria-busy, on whatever element holds it.
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            const loaded = await textLines(page);
            const missing = loaded.filter((line) => !built.has(line));
            const share = (loaded.length - missing.length) / Math.max(1, loaded.length);
            expect(
              share,
              `${brand.id} ${path}: ${loaded.length - missing.length} of ${loaded.length} lines in the HTML; missing: ${missing.slice(0, 12).join(' | ')}`,
            ).toBeGreaterThanOrEqual(0.8);
            if (home) await holdsStill(page, brand.id);
          });
        }
      } finally {
        await html.close();
      }

      // One load of each page serves both checks: axe, then whether its text shows whole.
      await test.step('home, login and register: axe and text fit; a game list and the game card popup: text fit', async () => {
        const fits = async (name: string, on = page) => {
          await settled(on);
          test.info().annotations.push({ type: 'screen', description: await screen(on, test.info(), `${brand.id}-${name}`) });
          expectNoTextProblems(await textProblems(on), `${brand.id} ${name}`);
        };
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(server.url(brand.id));
        await hydrated(page);
        // Home's sections are unnamed <section>s (data-section: the layout's type; data-live: its code running), and
        // whatever still loads says so with aria-busy: states of the layout, not controls.
        for (const section of await page.locator('[data-section]').all()) {
          await section.scrollIntoViewIfNeeded();
          await expect(section).toHaveAttribute('data-live', '');
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        // Nothing still loading: aria-busy is a state, on whatever element holds it.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), `${brand.id} home`).toEqual([]);
        await fits('home');
        for (const path of ['/m/login', '/m/register']) {
          await page.goto(server.url(brand.id, path));
          await hydrated(page);
          await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page, 'dialog'), `${brand.id} ${path}`).toEqual([]);
          await fits(path.slice(3));
        }
        await page.goto(server.url(brand.id, '/m/slot-games'));
        await hydrated(page);
        // A game tile has no single role (a picture button and a star toggle): its test id finds it.
        await expect(page.getByTestId('game-card').getByRole('img').first()).toBeVisible();
        await fits('game-list');
        // The popup opens for a signed-in player only: one registered on this brand's platform.
        const config = loadBrand(brand.id, brands).config;
        if (!config) throw new Error(`${brand.id} does not load from ${brands}`);
        const player = await page.context().newPage();
        await quietPage(player);
        await signIn(player, await registerPlayer(server.api, config));
        await player.goto(server.url(brand.id, '/m/slot-games'));
        await hydrated(player);
        const card = player.getByTestId('game-card').first();
        await expect(card.getByRole('img')).toBeVisible();
        // Its first button opens it; the second is the favourite star.
        await card.getByRole('button').first().click();
        await expect(player.getByTestId('game-popup').getByRole('img').first()).toBeVisible();
        await fits('game-popup', player);
        await player.close();
      });
    });
  }
});

/**
 * Home, loaded with its shifts watched from the start, does not shift (CLS <= 0.01) by the time the sections on its
 * first screen have gone live (each goes live near the viewport): home's unnamed <section>s, by their layout type,
 * measured in the page.
 */
async function holdsStill(page: Page, id: string) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-section]')].filter((s) => s.getBoundingClientRect().top < innerHeight && !s.hasAttribute('data-live')).length,
      ),
    )
    .toBe(0);
  expect(await shifts(page), `${id}: CLS of home; what moved:\n${await shiftSources(page)}`).toBeLessThanOrEqual(0.01);
}

/** GET a page of a brand as its visitors ask for it (Node cannot resolve <id>.localhost: the address, with the host). */
function get(port: number, id: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `${id}.localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** How many images are asked for first, and how much of the lead and of the largest picture the first screen shows. */
function leadImage(page: Page): Promise<{ highPriority: number; leadShown: number; largestShown: number; largest?: string }> {
  return page.evaluate((screen) => {
    const shown = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
      const h = Math.max(0, Math.min(r.bottom, screen) - Math.max(r.top, 0));
      return w * h;
    };
    const images = [...document.images].map((img) => ({ img, area: shown(img) })).sort((a, b) => b.area - a.area);
    // The lead image and the high-priority ones are marked by attributes of the build, not by any role.
    const lead = document.querySelector<HTMLImageElement>('img[elementtiming="lead"]');
    return {
      highPriority: document.querySelectorAll('img[fetchpriority="high"]').length,
      leadShown: lead ? shown(lead) : 0,
      largestShown: images[0]?.area ?? 0,
      largest: images[0]?.img.outerHTML.slice(0, 200),
    };
  }, FIRST_SCREEN_PX);
}
