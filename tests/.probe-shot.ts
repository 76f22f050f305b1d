import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-quic'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
await page.goto(`http://aurora.localhost:4403${process.argv[2]}`);
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/lkprobe/shot.png' });
await browser.close();
