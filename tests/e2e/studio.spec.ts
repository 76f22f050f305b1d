// The brand studio in real Chromium against a real `npm start` whose brands
// folder is a temporary copy of the demo brands, so saves never touch brands/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test, type Page } from '@playwright/test';
import { brandsFolder, cli } from '../build/helpers.ts';
import { seriousViolations } from './axe.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './own-server.ts';

test.use({ viewport: { width: 1440, height: 960 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let brands: string;
const studio = (path = '') => `http://localhost:${server.port}/studio/${path}`;

test.beforeAll(async () => {
  brands = brandsFolder(['aurora', 'falak', 'siam']);
  server = await startOwnServer(ownServerPort(7), { env: { LOBBYKIT_BRANDS_DIR: brands } });
});
test.afterAll(async () => server?.stop());

/** The editor of `id` on `group`, once its preview has taken the editor's config. */
async function openEditor(page: Page, id: string, group: string) {
  await page.goto(studio(`${id}/`));
  await page.getByRole('button', { name: new RegExp(`^${group}`) }).click();
  const preview = page.getByTitle(`Preview of ${id}`, { exact: true }).contentFrame();
  // The studio's theme is a <style> in the preview's head (no role): there once the preview has the editor's config.
  await expect(preview.locator('#lk-studio-theme')).toBeAttached();
  return preview;
}

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
/** Types a new brand name; the draft has it once the editor's title shows it. */
async function rename(page: Page, name: string) {
  await formField(page, 'name').fill(name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}
/** The count of problems beside Save. */
const problemCount = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: /^(\d+ problems?|Valid)$/ });
/** The review's row of one property, by its JSON pointer (data-pointer): the exact path it changes, which its words only paraphrase. */
const reviewRow = (review: Locator, pointer: string) => review.getByRole('row').and(review.locator(`[data-pointer="${pointer}"]`));
/** The gallery's card of a brand: a list item headed by the brand's name. */
const galleryCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

const cssVar = (page: Page, id: string, name: string) =>
  page
    .frame({ url: (u) => u.hostname === `${id}.studio.localhost` })!
    .evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('the gallery lists every brand with its preview, status, languages and registration methods', async ({ page }) => {
  await page.goto(studio());
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [id, name, languages, registration] of [
    ['aurora', 'Aurora Play', /^en, zh-cn/, 'username, mobile number, SMS code'],
    ['falak', 'Falak Games', 'ar, en', 'username'],
    ['siam', 'Siam Lucky', 'th, en', 'mobile number, SMS code'],
  ] as const) {
    const card = galleryCard(page, name);
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/studio/${id}/`);
    // Status, languages and registration: the card's definitions, in that order.
    const facts = card.getByRole('definition');
    await expect(facts.nth(0)).toHaveText('Valid');
    await expect(facts.nth(1)).toHaveText(languages);
    await expect(facts.nth(2)).toHaveText(registration);
    // The preview shows the brand's home, its header named by the brand's logo.
    await expect(card.getByTitle(`${name} home`, { exact: true }).contentFrame().getByRole('banner').getByRole('img', { name, exact: true })).toBeVisible();
  }
});

// How fast it gets there is a benchmark, not a test: npm run bench -- studio (budget 500 ms).
test('a new primary colour reaches the preview, with no rebuild', async ({ page }) => {
  await openEditor(page, 'aurora', 'Theme');
  expect(await cssVar(page, 'aurora', '--lk-primary')).toBe('#1d4ed8');
  await formField(page, 'primary').fill('#7c3aed');
  await expect.poll(() => cssVar(page, 'aurora', '--lk-primary')).toBe('#7c3aed');
});

test('an unreadable text colour shows the contrast problem at its field, with a colour that passes', async ({ page }) => {
  await openEditor(page, 'falak', 'Theme');
  await formField(page, 'text').fill('#13211f');
  const field = fieldBox(page, 'text');
  const problem = /#13211f \(\/theme\/colors\/text\) on\s+#13211f \(\/theme\/colors\/surface\): 1\.00:1, needs 4\.5:1/;
  await expect(field.getByTestId('contrast-problem').filter({ hasText: problem })).toBeVisible();
  // Once, at its field: not again in a list above the form or in the field's error list.
  await expect(page.getByText(problem)).toHaveCount(1);
  // The field's own error list (the form library's, found by its id: it has no role) stays away.
  await expect(page.locator('#root_colors_text__error')).toHaveCount(0);
  const use = field.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ }).first();
  const suggestion = (await use.textContent())!.replace('Use', '').trim();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await use.click();
  await expect(field.getByTestId('contrast-problem')).toHaveCount(0);
  await expect(formField(page, 'text')).toHaveValue(suggestion);
});

test('the preview, live with its own popup open, leaves the focus in the form', async ({ page }) => {
  await page.goto(studio('siam/'));
  const field = formField(page, 'merchantCode');
  await field.focus();
  const preview = page.getByTitle('Preview of siam', { exact: true }).contentFrame();
  // The preview's page is live (Astro's island, which has no role, drops its ssr mark once hydrated) with the terms
  // popup of a first visit open over it: a popup opened while its page has no focus does not take it.
  await expect(preview.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(preview.getByRole('dialog')).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type('X');
  await expect(field).toHaveValue('SIAM01X');
});

test('an invalid value blocks Save and shows the problem at its field', async ({ page }) => {
  await openEditor(page, 'siam', 'Brand');
  await formField(page, 'merchantCode').fill('SIAM 01');
  // The problem describes its field (aria-describedby names the field's error list).
  await expect(formField(page, 'merchantCode')).toHaveAccessibleDescription(/found "SIAM 01" \(a string\); expected text matching \^\[A-Za-z0-9_\]\{2,32\}\$/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(problemCount(page)).toHaveText('1 problem');
});

test('a valid Save writes brand.json, formatted with $schema first, and npm run validate passes on it', async ({ page }) => {
  await openEditor(page, 'siam', 'Brand');
  // The draft has the new name (the editor's title shows it) before Save compares it with brand.json.
  await rename(page, 'Siam Lucky Star');
  await page.getByRole('button', { name: 'Save' }).click();
  // Reviewed first: nothing is written until the operator confirms.
  const review = page.getByRole('dialog', { name: 'Review before saving' });
  await expect(reviewRow(review, '/name').getByRole('cell')).toHaveText(['Siam Lucky', 'Siam Lucky Star']);
  expect(JSON.parse(readFileSync(join(brands, 'siam', 'brand.json'), 'utf8')).name).toBe('Siam Lucky');
  await review.getByRole('button', { name: 'Save these changes' }).click();
  await expect(page.getByText('Saved brands/siam/brand.json.')).toBeVisible();
  const text = readFileSync(join(brands, 'siam', 'brand.json'), 'utf8');
  expect(text.startsWith('{\n  "$schema": "../../schemas/brand.schema.json",\n')).toBe(true);
  expect(JSON.parse(text).name).toBe('Siam Lucky Star');
  const validate = cli('validate', { brands }, ['--brand', 'siam']);
  expect(validate.output).toContain('✓ siam');
  expect(validate.code).toBe(0);
});

test('axe finds no serious or critical violation in the studio', async ({ page }) => {
  // Seven scans of a large form: minutes when the machine is busy.
  test.setTimeout(240_000);
  await page.goto(studio());
  await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page, undefined, 'iframe')).toEqual([]);
  await openEditor(page, 'falak', 'Theme');
  await formField(page, 'text').fill('#13211f');
  await expect(page.getByTestId('contrast-problem').first()).toBeVisible();
  expect(await seriousViolations(page, undefined, 'iframe')).toEqual([]);
  for (const group of ['Brand', 'Flags', 'Layout', 'Forms', 'Constants']) {
    await page.getByRole('button', { name: new RegExp(`^${group}`) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${group}`) })).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
    expect(await seriousViolations(page, undefined, 'iframe'), group).toEqual([]);
  }
  // The review before a save, open over the editor.
  await openEditor(page, 'aurora', 'Brand');
  await rename(page, 'Aurora Play Plus');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Review before saving' })).toBeVisible();
  expect(await seriousViolations(page, undefined, 'iframe'), 'review').toEqual([]);
});
