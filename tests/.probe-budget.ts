import { chromium, devices } from '@playwright/test';
import { ROUTES } from '../src/app/routes.ts';
import { measureJs } from '../scripts/measure-js.ts';
const brand = process.argv[2] ?? 'aurora';
const only = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-quic'] });
const paths = [...new Map(ROUTES.map((r) => [r.id, r.paths[0]!])).values()].filter((p) => !only || p === only);
for (const path of paths) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await ctx.newPage();
  const { bytes, files } = await measureJs(page, `http://${brand}.localhost:4403${path}`);
  console.log(path, (bytes / 1024).toFixed(1), only ? files.map((f) => `${f.url} ${(f.bytes / 1024).toFixed(1)}`).join('\n') : '');
  await ctx.close();
}
await browser.close();
