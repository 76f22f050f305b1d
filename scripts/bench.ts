// npm run bench [-- build js server]: the figures src/README.md budgets (Budgets).
//   build   seconds to build 100 and 1,000 brands (generated copies of a demo
//           brand in a temp folder), the marginal brand, output per brand, the
//           1,000 as 4 shards one after another, and for 100 brands with their
//           content: the snapshot's cost a brand, output per brand, and a
//           content-only rebuild against their full build (bench-build.ts)
//   js      JavaScript (brotli) each route loads in its first 5 s with no input
//   lighthouse  Lighthouse mobile, median of 5 runs, on home, a game list, promotions and
//           help of the demo brands and of generated brands whose home leads with the
//           winners board, the jackpot, the category rows and the game centre, each beside
//           its HTML-only floor (the page without its scripts) measured in the same rounds
//           (floors and pages in turn, five times, a new browser each run): each page's TBT against its floor's
//           (+30 ms) and its main-thread time until idle against its floor's (2x), with
//           the long tasks and main-thread breakdown of each median run; home also on a
//           repeat visit (service worker warm). LIGHTHOUSE_BRANDS="falak,gen-32-0" and
//           LIGHTHOUSE_PAGES="/m/slot-games" measure only those
//   generated  the generated-brand browser suite (tests/e2e/generated-brands.spec.ts)
//           on a larger draw: every home section kind leading, a new seed each run
//           (GENERATED_SEED to repeat one), printed with the brands (only when asked for by name)
//   server  the reference platform's game list and search under load (bench-server.ts)
//   lobby   a 600+ game category scrolled and loaded to the end under 4x CPU
//           throttling: main-thread tasks over 50 ms in the trace (bench-lobby.ts)
//   inp     Interaction to Next Paint at 4x CPU slowdown, median of 5, of the common taps
//           (side menu, login popup, category tab, load more, a search keystroke, home to a
//           game list) on every demo brand; exits non-zero over budget (bench-inp.ts)
//   studio  a theme edit in the brand studio to its live preview, 20 times, and a new brand from Create to its first preview, 5 times (bench-studio.ts)
//   validate  100,000 problems turned into validate's report, under a second, and the username
//           check's time with each brand's pattern at its worst input (bench-validate.ts)
//   fuzz    50,000 generated hostile requests to every platform route (the
//           generator of the npm test fuzz test): the status histogram, no 5xx
//           (only when asked for by name)
// Loopback only; every loop is bounded and stops by itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { ROUTES } from '../src/app/routes.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { FLOOR_BUDGET, INP_CPU_SLOWDOWN, INP_RUNS, JS_BUDGET_BYTES, LIGHTHOUSE_BUDGET } from './bench-budgets.ts';
import { BENCH_PORT, serveSites } from './bench-sites.ts';
import { getFile, measureRoutes } from './measure-js.ts';
import { freePort } from '../tests/free-port.ts';
import { drawBrands, SECTION_KINDS } from '../tests/generated-brands.ts';

const wanted = process.argv.slice(2);
const run = (name: string) => wanted.length === 0 || wanted.includes(name);
/** Sections that run only when named: they measure robustness, not a section 5 budget. */
const asked = (name: string) => wanted.includes(name);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function benchBuild() {
  console.log('\n## Build (generated copies of aurora, the CLI in its own process; 2 cores)\n');
  const { benchBuild: bench } = await import('./bench-build.ts');
  await bench((text) => console.log(text));
}

async function benchJs() {
  console.log('\n## JavaScript loaded before any interaction (brotli, requested in the first 5 s, no input; 4 pages at a time)\n');
  const { app, brands, port } = await serveSites();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const paths = [...new Map(ROUTES.map((r) => [r.id, r.paths[0]!])).values()];
  let worst = 0;
  try {
    for (const brand of brands) {
      const urls = new Map(paths.map((p) => [p, `http://${brand.id}.localhost:${port}${p}`]));
      const loads = await measureRoutes(browser, [...urls.values()]);
      const results = new Map(paths.map((p) => [p, loads.get(urls.get(p)!)!.bytes]));
      const max = Math.max(...results.values());
      worst = Math.max(worst, max);
      console.log(`${brand.id}: ${paths.map((p) => `${p} ${kb(results.get(p)!)}`).join(', ')}`);
      console.log(`${brand.id}: largest ${kb(max)}\n`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  console.log(
    `largest on any route ${kb(worst)}   budget ${kb(JS_BUDGET_BYTES)} (${worst <= JS_BUDGET_BYTES ? 'met' : `MISSED by ${kb(worst - JS_BUDGET_BYTES)}`})`,
  );
}

/** The generated brands the Lighthouse section adds: one whose home leads with each of these (a fixed draw, so runs compare). */
const LIGHTHOUSE_LEADS = ['winners', 'jackpot', 'categories', 'gameCenter'] as const;
const LIGHTHOUSE_SEED = 32;
/** Home on a repeat visit, its service worker warm (src/web-app/README.md). */
const REPEAT_VISIT_LCP_MS = 500;
/** The pages of each brand the Lighthouse section measures, beside its floor; and how many runs each has (the median's). */
const LIGHTHOUSE_PAGES = ['/m/home', '/m/slot-games', '/m/activity', '/m/help'];
const LIGHTHOUSE_RUNS = 5;

/**
 * Before a run, the browser lays out the page's own text, in its language and the theme's font, on a page of its
 * own. A phone has shown its player's language before; a browser started for one run has not, and pays once for
 * that script's fonts. A zh-cn game list's first layout took 100-130 ms at full speed in a fresh browser here, and
 * 20-35 ms once any Simplified Chinese text had been laid out in it (four loads each); under Lighthouse, its floor's
 * went from 94-108 to 84-88 ms (three runs each). Floor and page both pay it, but by a different amount each run,
 * and a 30 ms budget between two medians of five should not carry that.
 */
async function showLanguage(browser: Browser, url: string) {
  // As sent, compressed: the floor is kept only so.
  const html = brotliDecompressSync(await getFile(url, 'br')).toString('utf8');
  const attribute = (re: RegExp, fallback: string) => re.exec(html)?.[1] ?? fallback;
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, 4000);
  const page = await browser.newPage();
  try {
    await page.evaluate(
      ({ lang, dir, font, text }) => {
        Object.assign(document.documentElement, { lang, dir });
        document.body.style.fontFamily = font;
        // Regular and bold: each weight is a face of its own.
        for (const tag of ['p', 'b']) document.body.appendChild(document.createElement(tag)).textContent = text;
        return document.body.getBoundingClientRect().height;
      },
      {
        lang: attribute(/<html[^>]*\blang="([^"]+)"/, 'en'),
        dir: attribute(/<html[^>]*\bdir="([^"]+)"/, 'ltr'),
        font: attribute(/--lk-font:([^;}]+)/, 'sans-serif'),
        text,
      },
    );
  } finally {
    await page.context().close();
  }
}

async function benchLighthouse() {
  console.log(`\n## Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs; simulated throttling)\n`);
  const { default: lighthouse } = await import('lighthouse');
  const generated = drawBrands(LIGHTHOUSE_SEED, LIGHTHOUSE_LEADS.length, LIGHTHOUSE_LEADS);
  // To look at one page's fix: LIGHTHOUSE_BRANDS="falak,gen-32-0" LIGHTHOUSE_PAGES="/m/slot-games" (home's floor is measured too).
  const onlyBrands = process.env.LIGHTHOUSE_BRANDS?.split(',').map((s) => s.trim());
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim()) ?? LIGHTHOUSE_PAGES;
  console.log(`generated brands (seed ${LIGHTHOUSE_SEED}):\n${generated.map((g) => `  ${g.summary}`).join('\n')}\n`);
  const { app, brands, port } = await serveSites(generated);
  // The same Debian Chromium as every other section, with a DevTools port for Lighthouse: a new browser for each run,
  // as Lighthouse's own command line starts one. In one browser kept for every run, what it carried from run to run
  // fell on the pages more than on their floors: of the 28 pages, 9 were within 30 ms of their floor's TBT and 24 at
  // most 2x its main-thread time; with a browser a run, on the same pages, 22 and 27 (the floors 95-100, then 93-100).
  const debugPort = BENCH_PORT ? BENCH_PORT + 1 : await freePort();
  const withBrowser = async <T>(url: string, run: () => Promise<T>): Promise<T> => {
    const chrome = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`] });
    try {
      await showLanguage(chrome, url);
      return await run();
    } finally {
      await chrome.close();
    }
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  type Run = { perf: number; lcp: number; tbt: number; cls: number; mainThread: number; longTasks: string; work: string };
  const runOnce = async (url: string, options: { repeat?: boolean } = {}): Promise<Run> => {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A repeat visit keeps what the first visit stored: the service worker, its caches, the HTTP cache.
      disableStorageReset: options.repeat ?? false,
    });
    const a = result!.lhr.audits;
    // What took the main thread: each long task of the run, by the script it ran (simulated durations).
    const tasks = ((a['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? []).map(
      (t) => `${t.url.startsWith('http') ? new URL(t.url).pathname.split('/').pop() : t.url} ${Math.round(t.duration)} ms`,
    );
    // Where the main-thread time went, by kind of work (script, style and layout, parsing, ...), largest first.
    const work = ((a['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [])
      .filter((w) => w.duration >= 10)
      .map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`);
    return {
      longTasks: tasks.join(', ') || 'none',
      work: work.join(', '),
      perf: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
      lcp: a['largest-contentful-paint']!.numericValue!,
      tbt: a['total-blocking-time']!.numericValue!,
      cls: a['cumulative-layout-shift']!.numericValue!,
      // Every main-thread task in the trace until the page is idle, summed (simulated: on the throttled CPU).
      mainThread: a['mainthread-work-breakdown']!.numericValue!,
    };
  };
  const summarise = (runs: Run[]) => {
    // The long tasks and the breakdown are the median-TBT run's, so they explain the TBT printed beside them.
    const { longTasks, work } = [...runs].sort((x, y) => x.tbt - y.tbt)[Math.floor(runs.length / 2)]!;
    return {
      longTasks,
      work,
      perf: median(runs.map((r) => r.perf)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      mainThread: median(runs.map((r) => r.mainThread)),
    };
  };
  /**
   * Each url LIGHTHOUSE_RUNS times, in rounds (every url once, then again): a slow spell of the machine then falls on
   * a floor run and its pages' runs alike, where five floor runs in a row, then five of each page, let it land on one
   * side only (one brand's floor once read TBT 409 ms, its help page 237 ms).
   */
  const measureRounds = async (urls: string[], options: { repeat?: boolean } = {}) => {
    const runs = new Map(urls.map((u) => [u, [] as Run[]]));
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      for (const u of urls)
        runs.get(u)!.push(
          await withBrowser(u, async () => {
            if (options.repeat) await visitBefore(u);
            return runOnce(u, options);
          }),
        );
    return new Map(urls.map((u) => [u, summarise(runs.get(u)!)]));
  };
  const line = (m: ReturnType<typeof summarise>) =>
    `performance ${String(m.perf).padStart(3)}  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(m.tbt)).padStart(3)} ms  CLS ${m.cls.toFixed(3)}  main thread ${(m.mainThread / 1000).toFixed(2)} s`;
  // Before a repeat visit: the player has been on the page once, long enough
  // for its service worker to install, and once more with the worker in charge
  // (so the images it shows are in its cache). In the browser's own profile,
  // where Lighthouse opens its tab.
  const visitBefore = async (url: string) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
      await page.goto(url);
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 60_000 });
      await page.reload();
      await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete), null, { timeout: 30_000 });
      await page.close();
    } finally {
      await browser.close();
    }
  };
  let misses = 0;
  let floorMisses = 0;
  // What the machine allows: a page's scripts can only add to its floor's figures.
  const floorPerfs: number[] = [];
  try {
    const generatedIds = new Set(generated.map((g) => g.id));
    for (const brand of brands.filter((b) => !onlyBrands || onlyBrands.includes(b.id))) {
      const lead = generated.find((g) => g.id === brand.id)?.lead;
      // Each page against itself without scripts: its language's text, its theme, its pictures and its own HTML cost
      // the floor what they cost the page (a CJK page laid out with fallback fonts is not a Latin one, and a game list
      // of 40 cards is not a home), so what is left is what its scripts cost. Home's floor is printed beside each page
      // too, the one figure all its pages share.
      const origin = `http://${brand.id}.localhost:${port}`;
      const floorOf = (path: string) => `${origin}/__html-floor${path}`;
      const urls = [...new Set(['/m/home', ...pages])].flatMap((p) => [floorOf(p), ...(pages.includes(p) ? [origin + p] : [])]);
      const measured = await measureRounds(urls);
      const homeFloor = measured.get(floorOf('/m/home'))!;
      for (const path of pages) {
        const m = measured.get(origin + path)!;
        const floor = measured.get(floorOf(path))!;
        floorPerfs.push(floor.perf);
        const ok = m.perf >= LIGHTHOUSE_BUDGET.perf && m.lcp <= LIGHTHOUSE_BUDGET.lcp && m.cls <= LIGHTHOUSE_BUDGET.cls;
        const tbtOver = m.tbt - floor.tbt;
        const ratio = m.mainThread / Math.max(1, floor.mainThread);
        const floorOk = tbtOver <= FLOOR_BUDGET.tbtOver && ratio <= FLOOR_BUDGET.mainThreadRatio;
        if (!ok) misses++;
        if (!floorOk) floorMisses++;
        console.log(`${brand.id.padEnd(14)} ${`${path} HTML`.padEnd(18)} ${line(floor)}   (its floor: the page without its scripts)`);
        console.log(`${''.padEnd(33)} long tasks (the median TBT run): ${floor.longTasks}; main thread: ${floor.work}`);
        console.log(
          `${brand.id.padEnd(14)} ${path.padEnd(18)} ${line(m)}   ${ok ? 'met' : 'MISSED'}; vs its floor: TBT ${tbtOver >= 0 ? '+' : ''}${Math.round(tbtOver)} ms, main thread ${ratio.toFixed(2)}x ${floorOk ? 'met' : 'MISSED'} (vs home's floor: main thread ${(m.mainThread / Math.max(1, homeFloor.mainThread)).toFixed(2)}x)`,
        );
        if (lead && path === '/m/home') console.log(`${''.padEnd(33)} (generated: home led by ${lead})`);
        console.log(`${''.padEnd(33)} long tasks (the median TBT run): ${m.longTasks}; main thread: ${m.work}`);
        if (path !== '/m/home' || generatedIds.has(brand.id)) continue;
        // Beside the cold figure: the same page on a repeat visit, served by the warm service worker.
        const r = (await measureRounds([origin + path], { repeat: true })).get(origin + path)!;
        const repeatOk = r.lcp <= REPEAT_VISIT_LCP_MS;
        if (!repeatOk) misses++;
        console.log(
          `${brand.id.padEnd(14)} ${'  repeat visit'.padEnd(18)} ${line(r)}   LCP budget ${REPEAT_VISIT_LCP_MS / 1000} s: ${repeatOk ? 'met' : 'MISSED'}`,
        );
      }
    }
  } finally {
    await app.close();
  }
  const b = LIGHTHOUSE_BUDGET;
  if (floorPerfs.length)
    console.log(
      `the HTML-only floors on this machine: performance ${Math.min(...floorPerfs)}-${Math.max(...floorPerfs)} (${floorPerfs.filter((p) => p < b.perf).length} of ${floorPerfs.length} under ${b.perf})`,
    );
  console.log(`budget: performance >= ${b.perf}, LCP <= ${b.lcp / 1000} s, CLS <= ${b.cls} (${misses ? `${misses} page(s) missed` : 'met everywhere'})`);
  console.log(
    `against the floor: TBT within ${FLOOR_BUDGET.tbtOver} ms, main-thread time until idle at most ${FLOOR_BUDGET.mainThreadRatio}x (${floorMisses ? `${floorMisses} page(s) missed` : 'met everywhere'})`,
  );
}

async function benchServer() {
  console.log('\n## Reference platform under load (loopback)\n');
  const { benchServer: bench } = await import('./bench-server.ts');
  const figures = await bench();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(36)} ${v}`);
}

async function benchLobbySection() {
  console.log('\n## Lobby: a 600+ game category scrolled and loaded to the end (4x CPU throttling)\n');
  const { benchLobby } = await import('./bench-lobby.ts');
  const figures = await benchLobby();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(40)} ${v}`);
  console.log(`budget: no main-thread task over 50 ms while scrolling and loading more (${figures.verdict})`);
}

async function benchInpSection() {
  console.log(`\n## Interaction to Next Paint (${INP_CPU_SLOWDOWN}x CPU slowdown, median of ${INP_RUNS}, a fresh page each run)\n`);
  const { benchInp } = await import('./bench-inp.ts');
  const { misses } = await benchInp();
  if (misses) process.exitCode = 1;
}

async function benchStudioSection() {
  console.log('\n## Studio: a new primary colour, typed, to the live preview (desktop Chromium, no rebuild)\n');
  const { benchStudio } = await import('./bench-studio.ts');
  for (const [k, v] of Object.entries(await benchStudio())) console.log(`${k.padEnd(32)} ${v}`);
}

async function benchValidateSection() {
  console.log('\n## Validate: a report of many problems (formatProblems, best of 3)\n');
  const { benchUsernameCheck, benchValidate } = await import('./bench-validate.ts');
  const { lines, verdict } = benchValidate();
  for (const line of lines) console.log(line);
  console.log(verdict);
  console.log(`\nUsername check with the longest name its brand's rule allows (up to 40), ending in "!", 200 times through the platform:\n`);
  for (const line of await benchUsernameCheck()) console.log(line);
}

/** Every home section kind leads two brands of a new draw; the seed is printed (GENERATED_SEED repeats it). */
async function benchGenerated() {
  const seed = Number(process.env.GENERATED_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const count = Number(process.env.GENERATED_COUNT ?? SECTION_KINDS.length * 2);
  console.log(`\n## Generated brands: the browser suite on ${count} brands, seed ${seed}\n`);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        '--config',
        'tests/playwright.config.ts',
        'tests/e2e/generated-brands.spec.ts',
        '--workers=1',
      ],
      { cwd: ROOT, env: { ...process.env, GENERATED_SEED: String(seed), GENERATED_COUNT: String(count) }, stdio: 'inherit' },
    );
    child.on('close', resolve);
  });
  console.log(
    `seed ${seed}, ${count} brands: ${code === 0 ? 'every promise held' : 'FAILED (the failing brands are named above)'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function benchFuzz() {
  console.log('\n## Generated hostile requests to every platform route (loopback, 8 at a time)\n');
  const { benchFuzz: bench } = await import('./bench-fuzz.ts');
  const { histogram, verdict } = await bench();
  for (const [status, n] of histogram) console.log(`${status.padEnd(8)} ${String(n).padStart(7)}`);
  console.log(verdict);
}

if (run('build')) await benchBuild();
if (run('js')) await benchJs();
if (run('lighthouse')) await benchLighthouse();
if (run('server')) await benchServer();
if (run('lobby')) await benchLobbySection();
if (run('inp')) await benchInpSection();
if (run('studio')) await benchStudioSection();
if (run('validate')) await benchValidateSection();
if (asked('fuzz')) await benchFuzz();
if (asked('generated')) await benchGenerated();
