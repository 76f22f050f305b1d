// The lobby's performance check (issue 5): a category with at least 600 games
// scrolls and loads more, page after page, without a main-thread task over
// 50 ms in Chromium's performance trace under 4x CPU throttling.
//
//   npm run bench -- lobby             (the `lobby` section of scripts/bench.ts)
//   node scripts/bench-lobby.ts        (the same, alone)
//   LOBBY_TRACE=trace.json ...         also keeps the trace
//   LOBBYKIT_DIST_DIR=/tmp/x ...       builds and serves from there instead of dist/
//
// It builds one demo brand (so the figure is for the code as it is now),
// serves it and a reference platform seeded with enough games that one
// category holds at least 600, on a free loopback port;
// opens that category page in Chromium (a phone viewport), waits for the
// first page of games, then throttles the CPU 4x, starts the trace, and
// scrolls to the bottom and presses "load more" until the list is complete.
// Only that phase is traced: the first load and hydration are the Lighthouse
// budget's business (src/README.md, Budgets). Every loop is bounded; everything
// stops by itself.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { GAME_LIST_PAGES } from '../src/app/routes.ts';
import { loadBrands } from '../src/config/load-brands.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { DIST_DIR } from '../src/build/build-sites.ts';
import { registerStaticHost } from '../src/build/static-host.ts';

const LONG_TASK_MS = 50;
// LOBBY_THROTTLE=1 measures the same run unthrottled (to compare CPU time per task).
const CPU_THROTTLE = Number(process.env.LOBBY_THROTTLE ?? 4);
const MIN_GAMES = 600;
/** About 70 % of the seeded catalogue is slots, so 1,000 games give a category well over 600. */
const SEED_GAMES = 1000;
const DEADLINE_MS = 600_000;
const BRAND_ID = 'aurora';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs): unlike `dur`, not lengthened by other processes taking the CPU. */
  tdur?: number;
  args?: { name?: string };
}

/** Main-thread tasks of the page's renderer longer than `ms` (wall time, or the thread's CPU time), from a Chromium trace. */
export function longTasks(trace: { traceEvents: TraceEvent[] } | TraceEvent[], ms: number, clock: 'dur' | 'tdur' = 'dur'): number[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter(
      (e) =>
        e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && main.has(`${e.pid}:${e.tid}`) && (e[clock] ?? 0) > ms * 1000,
    )
    .map((e) => (e[clock] ?? 0) / 1000)
    .sort((a, b) => b - a);
}

type GestureSource = 'touch' | 'mouse';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Which scroll gestures move the page in this Chromium. Touch is how a phone
 * scrolls (the browser's own input pipeline, compositor scrolling and fling,
 * and no pointer hovering a card); Debian's headless Chromium 156 accepts
 * touch gestures but does not scroll with them, so the bench then uses mouse
 * gestures: the same pipeline, plus the hover a resting pointer causes (a
 * little more work than a finger, never less). Without this check every
 * gesture did nothing and only the tap on "load more" moved the page.
 */
async function gestureSource(page: Page, cdp: CDPSession): Promise<GestureSource> {
  for (const source of ['touch', 'mouse'] as const) {
    const before = await scrollY(page);
    await cdp.send('Input.synthesizeScrollGesture', { x: 206, y: 700, yDistance: -300, speed: 3000, gestureSourceType: source });
    if ((await scrollY(page)) > before) return source;
  }
  throw new Error('bench-lobby: neither touch nor mouse scroll gestures move the page in this Chromium.');
}

/** Scrolls to the bottom in flings of 1,800 px, as a thumb does. */
async function scrollToBottom(page: Page, cdp: CDPSession, source: GestureSource) {
  for (let i = 0; i < 40; i++) {
    const atBottom = await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4);
    if (atBottom) return;
    await cdp.send('Input.synthesizeScrollGesture', { x: 206, y: 700, yDistance: -1800, speed: 5000, gestureSourceType: source });
  }
}

export async function benchLobby(): Promise<Record<string, number | string>> {
  const brand = loadBrands()
    .flatMap((b) => (b.config ? [b.config] : []))
    .find((b) => b.id === BRAND_ID);
  if (!brand) throw new Error(`bench-lobby: the demo brand ${BRAND_ID} is missing or invalid (npm run validate).`);
  // The real build CLI in its own process (Astro builds once per process), into DIST_DIR.
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.ts'), '--brand', brand.id], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bench-lobby: the build of ${brand.id} failed:\n${build.stdout}${build.stderr}`);

  const { buildPlatformServer } = await import('../src/server/app.ts');
  const app = await buildPlatformServer({ brands: [brand], dbPath: ':memory:', logger: false, devTools: false, seedGames: SEED_GAMES });
  registerStaticHost(app, { distDir: DIST_DIR, brands: () => [brand.id], names: () => ({ [brand.id]: { name: brand.name, built: true } }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const started = Date.now();
  try {
    // The largest category the platform lists, and its page.
    const menus = (await (await fetch(`http://127.0.0.1:${port}/api/game/menus`, { headers: { 'X-Merchant-Code': brand.merchantCode } })).json()) as {
      value: { gameType: string; gameCount: number }[];
    };
    const biggest = [...menus.value].sort((a, b) => b.gameCount - a.gameCount)[0]!;
    if (biggest.gameCount < MIN_GAMES) throw new Error(`bench-lobby: the largest category has ${biggest.gameCount} games; raise SEED_GAMES.`);
    const path = GAME_LIST_PAGES.find((p) => p.category === biggest.gameType)!.path;

    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    await context.addInitScript(() => {
      sessionStorage.setItem('MC_TERMS_AGREED', '1');
      sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    });
    const page = await context.newPage();
    await page.goto(`http://${brand.id}.localhost:${port}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const cards = page.getByTestId('game-grid').first().getByTestId('game-card');
    await cards.first().waitFor();
    await page.waitForTimeout(1500); // the first page's images and idle work settle

    await page.evaluate(() => {
      const w = window as unknown as { __lkLong: number[] };
      w.__lkLong = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lkLong.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const cdp = await context.newCDPSession(page);
    const source = await gestureSource(page, cdp);
    await page.evaluate(() => window.scrollTo(0, 0));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });

    // Games in the list; far blocks keep only their frame, so fewer cards are in the page (GameGrid.tsx).
    const listed = async () => Number(await page.getByTestId('game-grid').first().getAttribute('data-count'));
    let loads = 0;
    let shown = await listed();
    for (;;) {
      if (Date.now() - started > DEADLINE_MS) throw new Error(`bench-lobby: stopped after ${DEADLINE_MS / 1000} s with ${shown} games shown.`);
      await scrollToBottom(page, cdp, source);
      const more = page.getByTestId('load-more');
      if (!(await more.isVisible())) break;
      await more.tap();
      loads++;
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-grid"]')?.getAttribute('data-count')) > n, shown, {
        timeout: 30_000,
      });
      shown = await listed();
    }
    // The last page's blocks render one per frame: wait until the list's last game is in the page (or 10 s).
    await scrollToBottom(page, cdp, source);
    const last = page.locator(`[data-testid="game-grid"] [aria-posinset="${biggest.gameCount}"] [data-testid="game-card"]`);
    await last.waitFor({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    shown = (await last.count()) ? await listed() : 0;
    const cardsInPage = await cards.count();

    const buffer = await browser.stopTracing();
    // LOBBY_TRACE=<file> keeps the trace for Chromium's performance panel.
    if (process.env.LOBBY_TRACE) writeFileSync(process.env.LOBBY_TRACE, buffer);
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const long = longTasks(trace, LONG_TASK_MS);
    const longCpu = longTasks(trace, LONG_TASK_MS, 'tdur');
    const load = loadavg()[0]!;
    const observed = await page.evaluate(() => (window as unknown as { __lkLong: number[] }).__lkLong);
    const total = Number(((await page.getByTestId('list-count').textContent()) ?? '').match(/\d[\d,]*(?=\D*$)/)?.[0]?.replace(/,/g, '') ?? NaN);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    return {
      category: `${biggest.gameType} (${path})`,
      'games in the category': biggest.gameCount,
      'games listed at the end (last one in the page)': shown,
      'game cards in the page at the end': cardsInPage,
      'load-more presses': loads,
      'CPU throttling': `${CPU_THROTTLE}x`,
      'scroll gestures': source,
      'trace tasks over 50 ms': long.length,
      'longest trace task ms': Math.round((long[0] ?? 0) * 10) / 10,
      // The same tasks by the renderer thread's own CPU time: when other processes share the
      // machine, wall time grows and these stay; the verdict still uses wall time.
      'trace tasks over 50 ms of thread CPU': longCpu.length,
      'longest task thread CPU ms': Math.round((longCpu[0] ?? 0) * 10) / 10,
      [`machine load (1-min average, ${cpus().length} cores)`]: load.toFixed(1),
      'longtask entries (PerformanceObserver)': observed.length,
      'list total shown on page': Number.isFinite(total) ? total : 'n/a',
      verdict: long.length === 0 && shown === biggest.gameCount ? 'met' : 'MISSED',
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('\n## Lobby: a 600+ game category scrolled and loaded to the end (4x CPU throttling)\n');
  const figures = await benchLobby();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(40)} ${v}`);
  if (figures.verdict !== 'met') process.exitCode = 1;
}
