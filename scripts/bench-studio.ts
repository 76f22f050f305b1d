// npm run bench -- studio: how long a theme edit in the brand studio takes to
// reach its live preview (src/README.md, Budgets: 500 ms), with no rebuild, and
// how long a new brand takes from Create to its first preview (budget 2 s),
// with no build of it.
// A private `npm start` on a free loopback port, its brands folder and its sites
// folder temporary copies, so nothing here touches brands/ or dist/; a desktop
// Chromium types a new primary colour ROUNDS times and times each one from the
// keystroke to the preview's computed style. Bounded: ROUNDS edits, then it stops.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../src/config/schema-files.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { freePort } from '../tests/free-port.ts';

export const STUDIO_PREVIEW_BUDGET_MS = 500;
export const NEW_BRAND_PREVIEW_BUDGET_MS = 2000;
/** New brands created, each timed from the Create click to its app rendered in the preview. */
const NEW_BRANDS = 5;
const ROUNDS = 20;
/** Primary colours that pass the brand's contrast checks (a failing one would not reach the preview). */
const COLOURS = ['#7c3aed', '#b91c1c', '#15803d', '#1d4ed8'];

export async function benchStudio(): Promise<Record<string, string>> {
  const temp = mkdtempSync(join(tmpdir(), 'lobbykit-bench-studio-'));
  cpSync(join(ROOT, 'brands', 'aurora'), join(temp, 'brands', 'aurora'), { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts'), '--port', String(port), '--memory'], {
    cwd: ROOT,
    env: { ...process.env, LOBBYKIT_BRANDS_DIR: join(temp, 'brands'), LOBBYKIT_DIST_DIR: join(temp, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d));
  server.stderr.on('data', (d: Buffer) => (output += d));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // npm start builds the brand first (up to 5 minutes on a busy machine), and says so once its sites are served.
    const deadline = Date.now() + 300_000;
    while (!output.includes('Lobbykit is running')) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the studio server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    await page.goto(`http://localhost:${port}/studio/aurora/`);
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.frameLocator('iframe[title="Preview of aurora"]').locator('#lk-studio-theme').waitFor({ state: 'attached', timeout: 60_000 });
    const field = page.locator('#root_colors_primary');
    // The preview may load again under an edit, so its frame is looked up each time.
    const primary = () =>
      page
        .frame({ url: (u) => u.hostname === 'aurora.studio.localhost' })
        ?.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim())
        .catch(() => undefined);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const colour = COLOURS[i % COLOURS.length]!;
      const start = performance.now();
      await field.fill(colour);
      while ((await primary()) !== colour) {
        if (performance.now() - start > 10_000) throw new Error(`edit ${i + 1}: the preview did not take ${colour} within 10 s`);
      }
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const worst = times.at(-1)!;

    // New brands: Create in the gallery, then the editor's preview shows the brand (its name on the header logo).
    const firsts: number[] = [];
    for (let i = 0; i < NEW_BRANDS; i++) {
      const id = `bench-${i}`;
      const name = `Bench Brand ${i}`;
      await page.goto(`http://localhost:${port}/studio/`);
      const form = page.locator('form.new-brand');
      await form.getByLabel('Id').fill(id);
      await form.getByLabel('Name').fill(name);
      const start = performance.now();
      await form.getByRole('button', { name: 'Create' }).click();
      await page.frameLocator(`iframe[title="Preview of ${id}"]`).locator(`img[alt="${name}"]`).first().waitFor({ state: 'visible', timeout: 30_000 });
      firsts.push(performance.now() - start);
    }
    firsts.sort((a, b) => a - b);
    const firstMedian = firsts[Math.floor(NEW_BRANDS / 2)]!;
    return {
      edits: String(ROUNDS),
      'median, keystroke to preview': `${Math.round(times[Math.floor(ROUNDS / 2)]!)} ms`,
      'slowest, keystroke to preview': `${Math.round(worst)} ms`,
      verdict: worst <= STUDIO_PREVIEW_BUDGET_MS ? `met (budget ${STUDIO_PREVIEW_BUDGET_MS} ms)` : `MISSED (budget ${STUDIO_PREVIEW_BUDGET_MS} ms)`,
      'new brands': String(NEW_BRANDS),
      'median, Create to first preview': `${Math.round(firstMedian)} ms`,
      'slowest, Create to first preview': `${Math.round(firsts.at(-1)!)} ms`,
      'new-brand verdict':
        firstMedian <= NEW_BRAND_PREVIEW_BUDGET_MS ? `met (budget ${NEW_BRAND_PREVIEW_BUDGET_MS} ms)` : `MISSED (budget ${NEW_BRAND_PREVIEW_BUDGET_MS} ms)`,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(temp, { recursive: true, force: true });
  }
}
