// Generated brands for the build benchmark and the build tests: copies of a
// demo brand, each with its own id, name and merchant code (and, from aurora,
// its own primary colour), in a temp folder.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ROOT } from '../src/config/schema-files.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';

export function benchBrandId(i: number): string {
  return `bench${String(i).padStart(4, '0')}`;
}

/** A copy of the demo brand `from` as brand `id` in `dir`, its brand.json changed by `patch` (own name, merchant code, no origins first). */
export function copyBrand(dir: string, from: string, id: string, patch: (json: Record<string, unknown>) => void = () => {}): void {
  cpSync(join(ROOT, 'brands', from), join(dir, id), { recursive: true });
  const file = join(dir, id, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(json, {
    id,
    name: `Brand ${id}`,
    merchantCode: id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 16),
    origins: [],
  });
  patch(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** A brand whose home leads with what casino lobbies lead with: the winners board, the jackpot, the banners and the category rows. */
export const LEADERS_ID = 'leaders';

export function addLeaders(dir: string): void {
  copyBrand(dir, 'aurora', LEADERS_ID, (json) => {
    json.languages = { default: 'en', supported: ['en'] };
    json.layout = {
      homeSections: [{ type: 'winners' }, { type: 'jackpot' }, { type: 'banners', group: 'm_home' }, { type: 'categories' }, { type: 'footer' }],
    };
  });
}

/** n copies of `from` in a new temp folder. */
export function generateBrands(n: number, from = 'aurora', parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'lobbykit-bench-brands-'));
  addBrands(dir, 0, n, from);
  return dir;
}

/**
 * Copies of `from` numbered start..start+count-1 in `dir`. Copies of aurora
 * (light background) get primary colours round the hue circle, dark enough for
 * white text on them, so every copy passes the contrast checks aurora passes;
 * copies of the others keep their colours.
 */
export function addBrands(dir: string, start: number, count: number, from = 'aurora') {
  for (let i = start; i < start + count; i++) {
    const id = benchBrandId(i);
    cpSync(join(ROOT, 'brands', from), join(dir, id), { recursive: true });
    const file = join(dir, id, 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(json, { id, name: `Bench Brand ${i}`, merchantCode: `BENCH${String(i).padStart(4, '0')}`, origins: [] });
    if (from === 'aurora') json.theme.colors.primary = hslHex((i * 37) % 360, 0.7, 0.25);
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

// ---------------------------------------------------------------------------
// Generated brands across the config space (fast-check): the suite that holds
// the product's promises on brands an operator could write, not only the demos
// (tests/e2e/generated-brands.spec.ts), and the Lighthouse bench's sample.

/** Every home section kind (schemas/brand/layout.schema.json HomeSection). */
export const SECTION_KINDS = [
  'search',
  'noticeBar',
  'banners',
  'promotions',
  'tournaments',
  'hotGames',
  'newGames',
  'gameCenter',
  'categories',
  'winners',
  'jackpot',
  'help',
  'footer',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const BOTTOM_ITEMS = ['home', 'promotion', 'invite', 'deposit', 'withdraw', 'member', 'vip', 'mission', 'event', 'service'] as const;
const RTL = ['ar', 'fa', 'ur'] as const;
const LTR = ['en', 'th', 'zh-cn', 'vi', 'ja', 'pt-br', 'hi'] as const;
/** Registration methods (account spec section 2): username, mobile number, mobile number with a password. */
const REGISTRATION = [
  ['USERNAMEREG3'],
  ['MOBILENUMREG3'],
  ['USERNAMEREG3', 'MOBILENUMREG3'],
  ['MOBILENUMREG3', 'MOBILENUMPASSREG3'],
  ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3'],
];

/** What a generated brand varies, besides its id and the section that leads its home. */
export interface BrandDraw {
  rest: SectionKind[];
  registration: string[];
  smsVerification: boolean;
  mobileLogin: boolean;
  resetByPhone: boolean;
  direction: 'rtl' | 'ltr';
  languageIndex: number;
  allLanguages: boolean;
  dark: boolean;
  hue: number;
  rewardCentre: boolean;
  cbs: boolean;
  signInProviders: string[];
  bottomMenu: string[];
}

export const brandDraw: fc.Arbitrary<BrandDraw> = fc.record({
  rest: fc.shuffledSubarray([...SECTION_KINDS], { minLength: 3 }),
  registration: fc.constantFrom(...REGISTRATION),
  smsVerification: fc.boolean(),
  mobileLogin: fc.boolean(),
  resetByPhone: fc.boolean(),
  direction: fc.constantFrom('rtl' as const, 'ltr' as const),
  languageIndex: fc.nat({ max: 6 }),
  allLanguages: fc.boolean(),
  dark: fc.boolean(),
  hue: fc.nat({ max: 359 }),
  rewardCentre: fc.boolean(),
  cbs: fc.boolean(),
  signInProviders: fc.subarray(['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'LINELOGIN3']),
  bottomMenu: fc.shuffledSubarray([...BOTTOM_ITEMS], { minLength: 5, maxLength: 5 }),
});

function sectionOf(kind: SectionKind): Record<string, unknown> {
  if (kind === 'banners') return { type: 'banners', group: 'm_home' };
  return { type: kind };
}

/** One generated brand: its id, the brand.json written for it, and a line that says what it is. */
export interface GeneratedBrand {
  id: string;
  lead: SectionKind;
  /** The demo brand it starts from (its assets are copied). */
  from: string;
  json: Record<string, unknown>;
  summary: string;
}

/** The brand.json of a draw: from aurora (light) or falak (dark), with the draw's home, languages, theme and flags. */
export function brandOf(id: string, lead: SectionKind, d: BrandDraw): GeneratedBrand {
  const from = d.dark ? 'falak' : 'aurora';
  const json = JSON.parse(readFileSync(join(ROOT, 'brands', from, 'brand.json'), 'utf8'));
  const sections = [lead, ...d.rest.filter((k) => k !== lead)];
  const lng = d.direction === 'rtl' ? RTL[d.languageIndex % RTL.length]! : LTR[d.languageIndex % LTR.length]!;
  const supported = d.allLanguages ? [lng, ...LANGUAGES.filter((l) => l !== lng)] : [lng];
  const flags: Record<string, boolean> = {
    USERNAMEREG3: d.registration.includes('USERNAMEREG3'),
    MOBILENUMREG3: d.registration.includes('MOBILENUMREG3'),
    MOBILENUMPASSREG3: d.registration.includes('MOBILENUMPASSREG3'),
    REGMOBVERF3: d.smsVerification && d.registration.includes('MOBILENUMREG3'),
    MOBILEVERCODELOGIN3: d.mobileLogin,
    CHNGPASSMAIL3: true,
    CHNGPASSVERIF3: d.resetByPhone,
    REWCEN3: d.rewardCentre,
    CBS3: d.cbs,
    FACEBOOKLOGIN3: d.signInProviders.includes('FACEBOOKLOGIN3'),
    GOOGLELOGIN3: d.signInProviders.includes('GOOGLELOGIN3'),
    LINELOGIN3: d.signInProviders.includes('LINELOGIN3'),
  };
  // Each method on brings the fields it needs, enabled and required (config/cross-checks.ts, registration).
  const fields: Record<string, Record<string, unknown>> = { ...(json.rules?.fields ?? {}) };
  const need = (field: string) => (fields[field] = { ...fields[field], enabled: true, required: true });
  if (flags.USERNAMEREG3) for (const f of ['username', 'password', 'confirmPassword']) need(f);
  if (flags.MOBILENUMREG3) need('mobileNum');
  if (flags.MOBILENUMPASSREG3) need('password');
  if (flags.REGMOBVERF3) need('verificationCode');
  if (flags.MOBILEVERCODELOGIN3 || flags.CHNGPASSVERIF3) need('loginMobileNum');
  Object.assign(json, {
    id,
    name: `Generated ${id}`,
    merchantCode: id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 32),
    origins: [],
    languages: { default: lng, supported },
    flags,
    rules: { ...json.rules, fields },
    layout: { ...json.layout, homeSections: sections.map(sectionOf), bottomMenu: d.bottomMenu.map((item) => ({ item })) },
  });
  // A primary of the draw's hue, dark enough for white text on it on either background.
  json.theme.colors = { ...json.theme.colors, primary: hslHex(d.hue, 0.7, 0.25), onPrimary: '#ffffff' };
  const on = Object.entries(flags)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join(',');
  const summary = `${id}: home ${sections.join(' > ')}; ${lng} (${d.direction}, ${supported.length} language${supported.length === 1 ? '' : 's'}); ${d.dark ? 'dark' : 'light'} from ${from}, primary ${json.theme.colors.primary}; flags ${on}; bottom menu ${d.bottomMenu.join(',')}`;
  return { id, lead, from, json, summary };
}

/**
 * `count` brands drawn with `seed`: the n-th leads its home with `leads[n % leads.length]`, the rest of its
 * sections a random subset in random order. The same seed gives the same brands, so a failure can be built again.
 */
export function drawBrands(seed: number, count: number, leads: readonly SectionKind[] = SECTION_KINDS): GeneratedBrand[] {
  const draws = fc.sample(brandDraw, { seed, numRuns: count });
  return draws.map((d, i) => brandOf(`gen-${seed}-${i}`, leads[i % leads.length]!, d));
}

/** Writes the brands into `dir`, each a copy of its source brand's folder (assets) with its own brand.json. */
export function writeBrands(dir: string, brands: readonly GeneratedBrand[]): void {
  for (const b of brands) {
    cpSync(join(ROOT, 'brands', b.from), join(dir, b.id), { recursive: true });
    writeFileSync(join(dir, b.id, 'brand.json'), `${JSON.stringify(b.json, null, 2)}\n`);
  }
}
