// An operator's whole path in the studio, on one private `npm start` that is
// never restarted: a new brand from a demo brand, its own logo, a contrast
// problem failed and fixed, a flag and the default language changed, the
// preview following with no build, a reviewed save, a rebuild with content,
// then the new site on a phone (name, logo, colour, language, mobile-only
// registration against the platform, prebuilt content), and the brand removed.
// Its brands and sites folders are temporary, so nothing here touches brands/ or dist/.
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { type Browser, devices, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { loadBrand } from '../../src/config/load-brands.ts';
import { registerSettingsOf } from '../../src/config/register-settings.ts';
import { brandsFolder, cliAsync, tempDir } from '../build/helpers.ts';
import { accountStrings, button, captchaButton, dialog, field } from './account-helpers.ts';
import { quietPage, textLines } from './content-fixtures.ts';
import { hydrated } from './fixtures.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';

test.use({ viewport: { width: 1440, height: 960 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

// A new id for each run (--repeat-each): a removed brand's site stays in dist/, which a new brand of the same id would reuse.
let ID = 'nova';
let NAME = 'Nova Bet';
const PRIMARY = '#7c3aed';

let server: OwnServer;
let brands: string;
let dist: string;
const studio = (path = '') => `http://localhost:${server.port}/studio/${path}`;
const site = (path: string) => `http://${ID}.localhost:${server.port}${path}`;

test.beforeAll(async () => {
  // The template brand built once for this suite: about a minute on a busy 2-core machine.
  test.setTimeout(400_000);
  brands = brandsFolder(['aurora']);
  dist = tempDir('dist');
  server = await startOwnServer(ownServerPort(6), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
  const built = await cliAsync('build', { brands, dist }, ['--content-from', `http://127.0.0.1:${server.port}`]);
  if (built.code !== 0) throw new Error(`building aurora for the studio suite failed:\n${built.output}`);
});
test.afterAll(async () => {
  await server?.stop();
  for (const folder of [brands, dist]) if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A GET to the server on loopback under another host name (*.localhost), as Chromium sends it: status, redirect and body. */
function hostGet(host: string, path: string): Promise<{ status: number; location: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `${host}:${server.port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const previewFrame = (page: Page) => page.getByTitle(`Preview of ${ID}`, { exact: true }).contentFrame();
/**
 * A text field of the editor's form, named by its property (a required one's label ends in an asterisk): a
 * combobox where the schema gives examples (the form library lists them), a textbox otherwise (colours).
 */
const formField = (page: Page, key: string) => {
  const name = new RegExp(`^${key}\\*?$`);
  return page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));
};
/**
 * The box around a field, which holds its contrast problems and their fixes: the form library's wrapper, with no
 * role of its own (the problems also describe the field, but the fix buttons are only reachable through the box).
 */
const fieldBox = (page: Page, key: string) => page.locator('.form-group', { has: formField(page, key) }).first();
/** The review's row of one property, by its JSON pointer (data-pointer): the exact path it changes, which its words only paraphrase. */
const reviewRow = (review: Locator, pointer: string) => review.getByRole('row').and(review.locator(`[data-pointer="${pointer}"]`));
/** Evaluates in the preview page as it is now (it loads again after structural edits). */
const inPreview = <T>(page: Page, fn: () => T) =>
  page
    .frame({ url: (u) => u.hostname === `${ID}.studio.localhost` })
    ?.evaluate(fn)
    .catch(() => undefined);

async function group(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');
}

/**
 * The lines of text a visitor reads on home: with JavaScript off, the prebuilt HTML's; with it on, once the first
 * screen's content is in. Popups stay shut: they are not the page (the notice popup opens after the quiet window,
 * which is also when home's sections go live).
 */
async function homeLines(browser: Browser, javaScriptEnabled: boolean): Promise<string[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled, serviceWorkers: 'block' });
  const page = await context.newPage();
  await quietPage(page);
  await page.goto(site('/m/home'));
  if (javaScriptEnabled) {
    await hydrated(page);
    // Home's sections are unnamed <section>s; data-live marks a section's code running.
    await expect(page.locator('section[data-section]').first()).toHaveAttribute('data-live', '');
    // No placeholder left on the first screen: its content is in (placeholders are decorative boxes, measured by their class).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('.lk-skeleton')].filter((e) => e.getBoundingClientRect().top < innerHeight && e.getBoundingClientRect().bottom > 0)
              .length,
        ),
      )
      .toBe(0);
  }
  const lines = await textLines(page);
  await context.close();
  return lines;
}

test('from nothing to a live brand, then gone, with no restart', async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  const run = test.info().repeatEachIndex + test.info().retry * 10;
  ID = run ? `nova${run}` : 'nova';
  NAME = run ? `Nova Bet ${run}` : 'Nova Bet';
  /** A mobile number no other run uses. */
  const MOBILE = `8${String(Date.now()).slice(-8)}`;

  // 1. Create it from aurora in the gallery: the editor opens, and the preview renders it with no build.
  // What the page and its preview did, attached to the report if the first preview does not come.
  const trace: string[] = [];
  const t0 = Date.now();
  page.on('console', (m) => trace.push(`${Date.now() - t0} console ${m.type()} ${m.text().slice(0, 200)}`));
  page.on('pageerror', (e) => trace.push(`${Date.now() - t0} pageerror ${e.message.slice(0, 200)}`));
  page.on('requestfailed', (r) => trace.push(`${Date.now() - t0} failed ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => trace.push(`${Date.now() - t0} ${r.status()} ${r.url().slice(0, 100)}`));
  page.on('framenavigated', (f) => trace.push(`${Date.now() - t0} navigated ${f === page.mainFrame() ? 'page' : 'frame'} ${f.url().slice(0, 100)}`));
  await page.goto(studio());
  const form = page.getByRole('form', { name: 'New brand from…' });
  await form.getByLabel('Copy of').selectOption('aurora');
  await form.getByLabel('Id').fill(ID);
  await form.getByLabel('Name').fill(NAME);
  await expect(form.getByLabel('Name')).toHaveValue(NAME);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(studio(`${ID}/`));
  const header = previewFrame(page).getByRole('img', { name: NAME, exact: true }).first();
  try {
    await expect(header).toHaveAttribute('alt', NAME, { timeout: 30_000 });
  } catch (e) {
    // What the preview's document holds, read straight from its markup: a report of state, not a control a test uses.
    const f = page.frames().find((f) => f.url().includes('studio.localhost'));
    const state = f
      ? await f.evaluate(() =>
          [
            `body ${document.body.innerHTML.length} characters`,
            `island client=${document.querySelector('astro-island')?.getAttribute('client')} ssr=${document.querySelector('astro-island')?.hasAttribute('ssr')}`,
            `hidden=${document.hidden}`,
            performance
              .getEntriesByType('resource')
              .map((r) => r.name.replace(location.origin, ''))
              .join(' '),
          ].join('\n'),
        )
      : 'no preview frame';
    // As a file: the list reporter prints only the first 300 characters of an attachment's body, which cut the trace
    // off before the studio's editor had even loaded.
    const file = test.info().outputPath('first-preview.txt');
    writeFileSync(file, `${trace.join('\n')}\n${state}`);
    await test.info().attach('first preview', { path: file, contentType: 'text/plain' });
    throw e;
  }
  // A neutral logo drawn from its name, not aurora's.
  await expect(header).toHaveAttribute('src', '/assets/logo.svg');
  const logo = (await hostGet(`${ID}.studio.localhost`, '/assets/logo.svg')).body;
  expect(logo).toContain(NAME);
  expect(logo).not.toContain('Aurora');

  // 2. A text colour that fails contrast, shown once at its field, fixed with its suggestion.
  await group(page, 'Theme');
  await formField(page, 'text').fill('#f8fafc');
  await expect(formField(page, 'text')).toHaveValue('#f8fafc');
  const textField = fieldBox(page, 'text');
  await expect(textField.getByTestId('contrast-problem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await textField
    .getByRole('button', { name: /^Use #[0-9a-f]{6}$/ })
    .first()
    .click();
  await expect(textField.getByTestId('contrast-problem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // 3. A new primary colour reaches the preview with no build.
  await formField(page, 'primary').fill(PRIMARY);
  await expect.poll(() => inPreview(page, () => getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim())).toBe(PRIMARY);

  // 4. Its own logo, uploaded: a PNG, re-encoded, in the preview at once.
  const png = await sharp({ create: { width: 320, height: 80, channels: 4, background: '#e11d48' } })
    .png()
    .toBuffer();
  await page.getByLabel(/^Upload a new logo/).setInputFiles({ name: 'nova-logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/^Uploaded nova-logo\.png as assets\/logo-[0-9a-f]{8}\.png/)).toBeVisible();
  await expect(header).toHaveAttribute('src', /^\/assets\/logo-[0-9a-f]{8}\.png$/);
  const logoPath = (await header.getAttribute('src'))!;

  // 5. A flag, named by its meaning: registration by username off (mobile only).
  await group(page, 'Flags');
  const username = page.getByRole('checkbox', { name: 'USERNAMEREG3' });
  await expect(page.getByText(/^Registration by username and password/)).toBeVisible();
  await expect(username).toBeChecked();
  await username.uncheck();

  // 6. The default language, chosen by its own name; the preview follows with no build.
  await group(page, 'Brand');
  await page.getByLabel('Default language').selectOption({ label: '简体中文 (zh-cn)' });
  // The document's language is an attribute of <html>, which has no role.
  await expect(previewFrame(page).locator('html')).toHaveAttribute('lang', 'zh-cn', { timeout: 30_000 });
  // The app itself in Chinese: the header's register button.
  await expect(previewFrame(page).getByRole('banner').getByRole('button', { name: '注册', exact: true })).toBeVisible({ timeout: 30_000 });

  // 7. Review before save: each change in the schema's words, written only on confirmation.
  await page.getByRole('button', { name: 'Save' }).click();
  const review = page.getByRole('dialog', { name: 'Review before saving' });
  await expect(review).toBeVisible();
  const values = (pointer: string) => reviewRow(review, pointer).getByRole('cell');
  await expect(values('/flags/USERNAMEREG3')).toHaveText(['on', 'off']);
  await expect(reviewRow(review, '/flags/USERNAMEREG3').getByRole('rowheader')).toContainText('Registration by username and password');
  await expect(values('/languages/default')).toHaveText(['en', 'zh-cn']);
  await expect(values('/theme/colors/primary')).toHaveText(['#1d4ed8', PRIMARY]);
  await expect(values('/theme/logo')).toHaveText(['assets/logo.svg', logoPath.slice(1)]);
  await review.getByRole('button', { name: 'Save these changes' }).click();
  await expect(page.getByText(`Saved brands/${ID}/brand.json.`)).toBeVisible();
  const saved = loadBrand(ID, brands).config!;
  expect(saved.flags.USERNAMEREG3).toBe(false);

  // 8. Rebuild: it says the snapshot was taken, and the preview shows the built site without a reload.
  await page.getByRole('button', { name: 'Rebuild' }).click();
  // The build's report changes role with its outcome (a status, an alert on a warning or failure): found by its
  // class, whichever it is, so a failed build shows its words here rather than a missing element.
  await expect(page.locator('.rebuild')).toContainText(/^Build finished \(\d+ pages, [\d.]+ [KM]B\), with its content snapshot: \d+ answers, [\d.]+ [KM]?B\./, {
    timeout: 400_000,
  });
  // The built page's <meta> naming its snapshot file (a document element, no role) is what the dev preview lacks.
  await expect(previewFrame(page).locator('meta#lk-data')).toBeAttached({ timeout: 30_000 });

  // 9. The new site on a phone, from the same running server.
  const phone = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  await phone.addInitScript(() => sessionStorage.setItem('MC_TERMS_AGREED', '1'));
  const mobile = await phone.newPage();
  // The captchas the page is shown (key and picture), to answer the one on screen from the dev call.
  const captchas: { key: string; image: string }[] = [];
  mobile.on('response', async (r) => {
    if (!r.url().includes('/api/account/captcha')) return;
    const body = (await r.json().catch(() => ({}))) as { value?: { captchaKey?: string; image?: string } };
    if (body.value?.captchaKey && body.value.image) captchas.push({ key: body.value.captchaKey, image: body.value.image });
  });
  await mobile.goto(site('/m/home'));
  await expect(mobile).toHaveTitle(NAME);
  // The document's language is an attribute of <html>, which has no role.
  await expect(mobile.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(mobile.getByRole('banner').getByRole('img', { name: NAME, exact: true })).toHaveAttribute('src', logoPath);
  expect(await mobile.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lk-primary').trim())).toBe(PRIMARY);

  // Mobile-only registration against the platform: no username method, an SMS code from the dev outbox.
  await mobile.goto(site('/m/register'));
  await hydrated(mobile);
  // Named in the brand's new default language.
  const { account: a } = accountStrings(saved);
  const register = dialog(mobile, a.register.title);
  // Mobile only: no method tabs, no username field.
  await expect(field(register, a.field.mobileNum)).toBeVisible();
  await expect(register.getByRole('tab')).toHaveCount(0);
  await expect(field(register, a.field.username)).toHaveCount(0);
  await field(register, a.field.mobileNum).fill(MOBILE);
  await register.getByRole('button', { name: a.sms.send }).click();
  let code = '';
  await expect
    .poll(async () => {
      const to = `${saved.rules.dialingCodes[0]?.code ?? '+66'}${MOBILE}`;
      const res = await request.get(`${server.api}/dev/outbox?to=${encodeURIComponent(to)}&channel=sms`, {
        headers: { 'X-Merchant-Code': saved.merchantCode },
      });
      code =
        ((await res.json()) as { value: { messages: { code: string; purpose: string }[] } }).value.messages.find((m) => m.purpose === 'register')?.code ?? '';
      return code;
    })
    .not.toBe('');
  await field(register, a.field.verificationCode).fill(code);
  // The fields the brand asks for, from its config: counting them on the page raced their rendering on a busy machine
  // (a captcha that came a moment later was left empty).
  const asked = registerSettingsOf(saved);
  if (asked.mobilePassword) {
    await field(register, a.field.password).fill('Secret123');
    await field(register, a.field.confirmPassword).fill('Secret123');
  }
  if (asked.captcha) {
    // The picture has no role of its own (alt="" inside its named button): its address says which captcha shows.
    const shown = captchaButton(register, saved).locator('img');
    await expect.poll(async () => captchas.length > 0 && (await shown.getAttribute('src')) === captchas.at(-1)!.image).toBe(true);
    const res = await request.get(`${server.api}/dev/captcha?key=${encodeURIComponent(captchas.at(-1)!.key)}`, {
      headers: { 'X-Merchant-Code': saved.merchantCode },
    });
    await field(register, a.field.captcha).fill(((await res.json()) as { value: { answer: string } }).value.answer);
  }
  await button(register, a.register.submit).click();
  await expect(register).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => mobile.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName)).toBeTruthy();
  await phone.close();

  // Its prebuilt home carries most of what the loaded page shows (no placeholders for players).
  const prebuilt = new Set(await homeLines(browser, false));
  const loaded = await homeLines(browser, true);
  const missing = loaded.filter((line) => !prebuilt.has(line));
  expect(
    (loaded.length - missing.length) / Math.max(1, loaded.length),
    `${loaded.length - missing.length} of ${loaded.length} lines in the HTML; missing: ${missing.slice(0, 12).join(' | ')}`,
  ).toBeGreaterThanOrEqual(0.8);

  // 10. The brand folder removed: its host answers as an unknown brand does, with no restart.
  const answer = async (host: string) => {
    const r = await hostGet(host, '/m/home');
    return `${r.status} ${r.location}`;
  };
  const unknown = await answer('no-such-brand.localhost');
  expect(await answer(`${ID}.localhost`)).not.toBe(unknown);
  rmSync(join(brands, ID), { recursive: true, force: true });
  await expect.poll(() => answer(`${ID}.localhost`)).toBe(unknown);
  const merchant = await request.get(`${server.api}/comm/status`, { headers: { 'X-Merchant-Code': saved.merchantCode, 'X-Module': 'COMM3' } });
  expect(((await merchant.json()) as { code?: string }).code).toBe('request.merchant');
});
