import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
const port = 9333;
const chrome = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--remote-debugging-port=${port}`,
  ],
});
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(
    url,
    'LCP',
    a['largest-contentful-paint'].numericValue.toFixed(0),
    'FCP',
    a['first-contentful-paint'].numericValue.toFixed(0),
    'TBT',
    a['total-blocking-time'].numericValue.toFixed(0),
  );
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('  LCP element', el?.snippet?.slice(0, 160));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
  const lt = a['long-tasks']?.details?.items?.slice(0, 5).map((i) => [i.url?.slice(-40), Math.round(i.duration)]);
  console.log('  long tasks', JSON.stringify(lt));
}
await chrome.close();
