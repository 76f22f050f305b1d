// Interaction to Next Paint of the common taps (src/README.md, Budgets): opening
// the side menu, the login popup, a category tab, load more, a search keystroke
// and a move from home to a game list, each on a fresh page of every demo brand
// at 4x CPU slowdown, median of 5.
//
//   npm run bench -- inp             (the `inp` section of scripts/bench.ts)
//   node scripts/bench-inp.ts        (the same, alone; exits non-zero over budget)
//   INP_BRANDS=aurora,siam ...       only these brands
//   INP_INTERACTIONS="load more,side menu" ...  only these interactions (a fix's before and after)
//   INP_SERVER=http://127.0.0.1:4321 ...  measures a running `npm start` instead
//                                    of building and serving the brands itself
//
// INP as web-vitals reports it, from the browser's Event Timing API: the
// `event` entries (durationThreshold 16, the lowest the API allows) and the
// `first-input` entry, those with an interactionId, the longest entry of each
// interaction. Each run is a page's first input, so the `first-input` entry is
// always there, however short the interaction: a run that finds no entry is an
// error, not a zero. The page is live and idle before the slowdown starts: its
// load is the Lighthouse budget's business.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, devices, type Browser, type Locator, type Page } from '@playwright/test';
import { GAME_LIST_PAGES } from '../src/app/routes.ts';
import type { BrandConfig } from '../src/config/generated/brand.ts';
import { loadBrands } from '../src/config/load-brands.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { INP_BUDGET_MS, INP_CPU_SLOWDOWN, INP_RUNS } from './bench-budgets.ts';
import { serveSites } from './bench-sites.ts';

/** What a run waits for at most: an effect on screen, a page going live. */
const STEP_MS = 30_000;

type Memo = { count?: string | null; href?: string };

interface Interaction {
  name: string;
  path: string;
  /** Makes the page ready for the interaction without any input (scrolling by script is not an input); `memo` carries what it found to the steps after it. */
  before?: (page: Page, memo: Memo) => Promise<void>;
  /**
   * The player's input: a tap on this control, or one keystroke. A tap lands at the control's centre, found (and
   * checked to be the control there) before the slowdown, by a bare touch: Playwright's locator.tap() checks its
   * target with listeners of its own inside the page's pointerdown and click handling, work no player's tap has.
   */
  input: { tap: (page: Page, memo: Memo) => Locator } | { key: (page: Page) => Promise<void> };
  /** The input's last event that does the work: a tap's `click`, a keystroke's `keydown`. */
  last: 'click' | 'keydown';
  /** What the player sees once it has worked. */
  done: (page: Page, memo: Memo) => Promise<void>;
}

const gameLists = new Set(GAME_LIST_PAGES.map((p) => p.path));
const listCount = (page: Page) => page.getByTestId('game-grid').first().getAttribute('data-count');
const visible = (l: Locator) => l.waitFor({ state: 'visible', timeout: STEP_MS });

/** The taps of the budget, each located by its role where it has one (the menu button and login button by their accessible names). */
function interactions(strings: { menu: string; login: string }): Interaction[] {
  return [
    {
      name: 'side menu',
      path: '/m/home',
      input: { tap: (page) => page.getByRole('button', { name: strings.menu }).first() },
      last: 'click',
      done: (page) => visible(page.getByRole('dialog')),
    },
    {
      name: 'login popup',
      path: '/m/home',
      input: { tap: (page) => page.getByRole('banner').getByRole('button', { name: strings.login }).first() },
      last: 'click',
      done: (page) => visible(page.locator('form[data-form="login"]')),
    },
    {
      // The game centre's tabs: HOME, HOT, then the platform's categories; the first category.
      name: 'category tab',
      path: '/m/gameCenter',
      before: (page) => visible(page.getByRole('tab').nth(2)),
      input: { tap: (page) => page.getByRole('tab').nth(2) },
      last: 'click',
      done: (page) => page.getByRole('tab').nth(2).and(page.locator('[aria-selected="true"]')).waitFor({ timeout: STEP_MS }),
    },
    {
      name: 'load more',
      path: '/m/slot-games',
      before: async (page, memo) => {
        await visible(page.getByTestId('game-card').first());
        await page.getByTestId('load-more').evaluate((b) => b.scrollIntoView({ block: 'center' }));
        memo.count = await listCount(page);
      },
      input: { tap: (page) => page.getByTestId('load-more') },
      last: 'click',
      done: async (page, memo) => {
        await page.waitForFunction((n) => document.querySelector('[data-testid="game-grid"]')?.getAttribute('data-count') !== n, memo.count, {
          timeout: STEP_MS,
        });
      },
    },
    {
      // Focused by script (not an input), so the keystroke is the page's first interaction.
      name: 'search keystroke',
      path: '/m/search',
      before: (page) => page.getByRole('searchbox').or(page.getByTestId('search-input')).first().focus(),
      input: { key: (page) => page.keyboard.press('d') },
      last: 'keydown',
      done: async (page) => {
        await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'd', null, { timeout: STEP_MS });
      },
    },
    {
      // The first link on home to a game list (the category rows' or the game centre's), brought into view by script.
      name: 'home to a game list',
      path: '/m/home',
      before: async (page, memo) => {
        const href = await page.evaluate(
          (paths) => [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')!).find((h) => paths.includes(h)),
          [...gameLists],
        );
        if (!href) throw new Error('bench-inp: home has no link to a game list.');
        const link = page.locator(`main a[href="${href}"]`).first();
        await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
        memo.href = href;
      },
      input: { tap: (page, memo) => page.locator(`main a[href="${memo.href}"]`).first() },
      last: 'click',
      done: (page, memo) => page.waitForURL((u) => u.pathname === memo.href, { timeout: STEP_MS }),
    },
  ];
}

/** The words of the menu and login buttons in a brand's default language, from the files the translators edit. */
function brandStrings(brand: BrandConfig): { menu: string; login: string } {
  const file = join(ROOT, 'src', 'i18n', 'locales', brand.languages.default, 'common.json');
  const common = JSON.parse(readFileSync(file, 'utf8')) as { menu: { open: string }; action: { login: string } };
  return { menu: common.menu.open, login: common.action.login };
}

interface Entry {
  type: string;
  name: string;
  interactionId: number;
  duration: number;
}

/** In the page: records every Event Timing entry from now on, the first input's too. */
function observeInteractions() {
  const w = window as unknown as { __lkInp: Entry[]; __lkInpObserver: PerformanceObserver };
  w.__lkInp = [];
  const keep = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      w.__lkInp.push({ type: e.entryType, name: e.name, interactionId: e.interactionId, duration: e.duration });
  };
  w.__lkInpObserver = new PerformanceObserver(keep);
  w.__lkInpObserver.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  w.__lkInpObserver.observe({ type: 'first-input' });
}

/**
 * In the page: the entries so far, once the browser has reported the interaction's `last` event. An entry is queued
 * after the frame that follows its handlers is presented, and a keystroke's only once its key is up, so this waits
 * frame by frame (up to 3 s: an event under the 16-ms threshold is never reported) until the observer holds that
 * event's entry, taking what it holds but has not delivered yet. A tap's pointerdown is reported a frame or more
 * before its click: taking the first entry to come read 24-40 ms for a load more whose click took 112-160 ms.
 */
async function takeInteractions(last: string): Promise<Entry[]> {
  const w = window as unknown as { __lkInp: Entry[]; __lkInpObserver: PerformanceObserver };
  const reported = () => w.__lkInp.some((e) => e.name === last && (e.interactionId > 0 || e.type === 'first-input'));
  const until = performance.now() + 3000;
  do {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    for (const e of w.__lkInpObserver.takeRecords() as PerformanceEventTiming[])
      w.__lkInp.push({ type: e.entryType, name: e.name, interactionId: e.interactionId, duration: e.duration });
  } while (!reported() && performance.now() < until);
  w.__lkInpObserver.disconnect();
  return w.__lkInp;
}

/**
 * The page's INP from its entries: the longest entry of each interaction, the worst interaction (web-vitals' rule);
 * undefined with none. As web-vitals does, the `first-input` entry counts even without an interactionId: Chromium
 * gives a first keystroke's entry none when the key's events all end within the 16 ms no `event` entry reports.
 */
function inpOf(entries: Entry[]): number | undefined {
  const byInteraction = new Map<number, number>();
  for (const e of entries) {
    if (e.interactionId <= 0 && e.type !== 'first-input') continue;
    const id = e.interactionId > 0 ? e.interactionId : -1;
    byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, e.duration));
  }
  return byInteraction.size ? Math.max(...byInteraction.values()) : undefined;
}

/**
 * The centre of a control on screen, where a tap reaches that control and nothing over it. A home section going live
 * may move the page under a control scrolled to before (now and then a run found its link covered): it is
 * looked for again, brought back into view, until STEP_MS is over; then the error says what was there instead.
 */
async function tapPoint(control: Locator): Promise<{ x: number; y: number }> {
  await control.waitFor({ state: 'visible', timeout: STEP_MS });
  const until = Date.now() + STEP_MS;
  for (;;) {
    const at = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && el.contains(hit) && y >= 0 && y <= innerHeight) return { x, y };
      el.scrollIntoView({ block: 'center' });
      return { found: hit ? hit.outerHTML.slice(0, 160) : 'nothing (off screen)', y: Math.round(y) };
    });
    if (!('found' in at)) return at;
    if (Date.now() > until) throw new Error(`bench-inp: ${control} is covered or off screen where a tap would land (y ${at.y}): ${at.found}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One run: a fresh phone, the page live and idle, the CPU slowed, one input; the interaction's INP in ms. */
async function runOnce(browser: Browser, origin: (brand: string) => string, brand: BrandConfig, step: Interaction): Promise<number> {
  const context = await browser.newContext(devices['Pixel 7']);
  try {
    // The terms gate and notice popups seen, as after a first visit: they would cover the page.
    await context.addInitScript(() => {
      sessionStorage.setItem('MC_TERMS_AGREED', '1');
      sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.goto(`${origin(brand.id)}${step.path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const memo: Memo = {};
    await step.before?.(page, memo);
    // Live and idle: the requests of its first screen answered and an idle moment of the main thread.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 5000 })));
    const at = 'tap' in step.input ? await tapPoint(step.input.tap(page, memo)) : undefined;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    await page.evaluate(observeInteractions);
    if (at) await page.touchscreen.tap(at.x, at.y);
    else if ('key' in step.input) await step.input.key(page);
    await step.done(page, memo);
    const entries = await page.evaluate(takeInteractions, step.last);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const inp = inpOf(entries);
    if (inp === undefined)
      throw new Error(`bench-inp: ${brand.id} ${step.name}: no Event Timing entry with an interactionId (entries: ${JSON.stringify(entries)}).`);
    return inp;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface InpResult {
  lines: string[];
  misses: number;
}

export async function benchInp(log: (line: string) => void = console.log): Promise<InpResult> {
  const only = process.env.INP_BRANDS?.split(',').map((s) => s.trim());
  const external = process.env.INP_SERVER;
  let brands: BrandConfig[];
  let origin: (id: string) => string;
  let close = async () => {};
  if (external) {
    const port = new URL(external).port;
    brands = loadBrands().flatMap((b) => (b.config ? [b.config] : []));
    origin = (id) => `http://${id}.localhost:${port}`;
  } else {
    const served = await serveSites();
    brands = served.brands;
    origin = (id) => `http://${id}.localhost:${served.port}`;
    close = () => served.app.close();
  }
  if (only) brands = brands.filter((b) => only.includes(b.id));
  const onlySteps = process.env.INP_INTERACTIONS?.split(',').map((s) => s.trim());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const lines: string[] = [];
  let misses = 0;
  const print = (line: string) => {
    lines.push(line);
    log(line);
  };
  try {
    print(`${'interaction'.padEnd(22)} ${'brand'.padEnd(8)} ${'median'.padStart(7)}   runs (ms)`);
    for (const brand of brands) {
      const steps = interactions(brandStrings(brand)).filter((s) => !onlySteps || onlySteps.includes(s.name));
      for (const step of steps) {
        const runs: number[] = [];
        for (let i = 0; i < INP_RUNS; i++) runs.push(await runOnce(browser, origin, brand, step));
        const m = median(runs);
        const ok = m <= INP_BUDGET_MS;
        if (!ok) misses++;
        print(`${step.name.padEnd(22)} ${brand.id.padEnd(8)} ${`${m} ms`.padStart(7)}   ${runs.join(', ')}   ${ok ? 'met' : 'MISSED'}`);
      }
    }
  } finally {
    await browser.close();
    await close();
  }
  print(`machine load (1-min average, ${cpus().length} cores): ${loadavg()[0]!.toFixed(1)}`);
  print(`budget: INP <= ${INP_BUDGET_MS} ms at ${INP_CPU_SLOWDOWN}x CPU slowdown, median of ${INP_RUNS} (${misses ? `${misses} missed` : 'met everywhere'})`);
  return { lines, misses };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\n## Interaction to Next Paint (${INP_CPU_SLOWDOWN}x CPU slowdown, median of ${INP_RUNS}, a fresh page each run)\n`);
  const { misses } = await benchInp();
  if (misses) process.exitCode = 1;
}
