// Brand config validation: schema defaults, every cross-field check and locale
// overrides. (tests/unit/generated-files.test.ts keeps the generated types in step.)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadBrand, loadBrands } from '../../src/config/load-brands.ts';
import { formatProblems } from '../../src/config/problems.ts';
import { at, brandsFolder, editBrand, type JsonObject } from '../build/helpers.ts';
import { writeFeatureOverrides } from '../i18n-feature-overrides.ts';

function problemsFor(edit: (b: JsonObject) => void) {
  const dir = brandsFolder(['aurora']);
  editBrand(dir, 'aurora', edit);
  return loadBrand('aurora', dir).problems;
}

const pointers = (edit: (b: JsonObject) => void) => problemsFor(edit).map((p) => p.pointer);

describe('demo brands', () => {
  test('are valid and get every documented default', () => {
    const brands = loadBrands();
    expect(brands.map((b) => [b.id, b.problems])).toEqual([
      ['aurora', []],
      ['falak', []],
      ['siam', []],
    ]);
    const aurora = brands[0]!.config!;
    expect(aurora.constants.gameListPageSize).toBe(24);
    expect(aurora.constants.winnersLimit).toBe(30);
    expect(aurora.constants.smsCountdownTickMs).toBe(500);
    expect(aurora.platform).toMatchObject({ apiBase: '/api', gatewayId: 3, prizeMode: 'Elott' });
    expect(aurora.ageLimit).toBe(21);
    expect(aurora.flags.FREEPLAY3).toBe(true);
    expect(aurora.rules.fields.username).toEqual({ enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'username' });
    expect(Object.keys(aurora.rules.patterns)).toContain('email');
    expect(aurora.layout.bottomMenu).toHaveLength(5);
  });

  test('a pattern added by a brand keeps the built-in ones', () => {
    const dir = brandsFolder(['aurora']);
    editBrand(dir, 'aurora', (b) => {
      at(b, '/rules').patterns = { thaiId: { regex: '^[0-9]{13}$', message: 'validation:idNumber' } };
    });
    const { config } = loadBrand('aurora', dir);
    expect(Object.keys(config!.rules.patterns)).toEqual(expect.arrayContaining(['thaiId', 'username', 'email']));
  });
});

describe('cross-field checks', () => {
  test('default language must be supported', () => {
    expect(pointers((b) => (b.languages = { default: 'vi', supported: ['en', 'th'] }))).toEqual(['/languages/default']);
  });

  test('home sections and the register banner name declared groups', () => {
    expect(
      pointers((b) => {
        b.layout = {
          homeSections: [
            { type: 'banners', group: 'm_nope' },
            { type: 'gameCenter', bannerGroup: 'm_gone' },
          ],
        };
        b.banners = { register: { group: 'm_reg', fallback: 'm_missing' } };
      }),
    ).toEqual(['/layout/homeSections/0/group', '/layout/homeSections/1/bannerGroup', '/banners/register/fallback']);
  });

  test('exactly five bottom-menu items, each once', () => {
    const items = (n: number) => ['home', 'promotion', 'deposit', 'member', 'event', 'vip'].slice(0, n).map((item) => ({ item }));
    const four = problemsFor((b) => (b.layout = { bottomMenu: items(4) }));
    expect(four.map((p) => [p.pointer, p.found, p.expected])).toEqual([['/layout/bottomMenu', '4 items', 'exactly 5 items']]);
    expect(pointers((b) => (b.layout = { bottomMenu: [...items(4), { item: 'home' }] }))).toEqual(['/layout/bottomMenu/4/item']);
  });

  test('a section kind appears once, except banners and jackpots', () => {
    expect(
      pointers(
        (b) =>
          (b.layout = { homeSections: [{ type: 'search' }, { type: 'banners', group: 'm_home' }, { type: 'banners', group: 'm_video' }, { type: 'search' }] }),
      ),
    ).toEqual(['/layout/homeSections/3']);
  });

  test('an enabled registration method has its fields', () => {
    expect(
      pointers((b) => {
        at(b, '/flags').MOBILENUMREG3 = true;
        at(b, '/rules/fields').mobileNum = { enabled: false, required: false, minLength: 6, maxLength: 20, patternId: 'mobile' };
      }),
    ).toEqual(['/rules/fields/mobileNum']);
    expect(
      pointers((b) => {
        const flags = at(b, '/flags');
        flags.USERNAMEREG3 = false;
        flags.MOBILENUMREG3 = false;
        flags.MOBILENUMPASSREG3 = false;
      }),
    ).toEqual(['/flags']);
  });

  test('rules name existing, valid patterns with sane lengths', () => {
    expect(
      pointers((b) => {
        at(b, '/rules/fields').qqNum = { enabled: true, required: false, minLength: 9, maxLength: 5, patternId: 'nope' };
        at(b, '/rules').patterns = { broken: { regex: '^([a-z]$', message: 'validation:username' } };
      }),
    ).toEqual(['/rules/fields/qqNum/patternId', '/rules/fields/qqNum/minLength', '/rules/patterns/broken/regex']);
  });

  test('jackpot ranges, customer-service positions and theme files', () => {
    expect(
      pointers((b) => {
        b.games = { jackpot: { home: { min: 10, max: 5, decimals: 0 } } };
        b.customerService = [
          { position: 'LIVECHAT-1', type: 1, url: '/a' },
          { position: 'LIVECHAT-1', type: 1, url: '/b' },
        ];
        at(b, '/theme').logo = 'assets/missing.svg';
      }),
    ).toEqual(['/games/jackpot/home', '/customerService/1/position', '/theme/logo']);
  });

  test('the id must equal the folder name, merchant codes must differ', () => {
    expect(pointers((b) => (b.id = 'other'))).toEqual(['/id']);
    const dir = brandsFolder(['aurora', 'siam']);
    editBrand(dir, 'siam', (b) => (b.merchantCode = 'AURORA01'));
    const siam = loadBrands({ brandsDir: dir }).find((b) => b.id === 'siam')!;
    expect(siam.problems.map((p) => p.pointer)).toEqual(['/merchantCode']);
  });

  test('unreadable files are reported, not thrown', () => {
    const dir = brandsFolder([]);
    mkdirSync(join(dir, 'empty'));
    mkdirSync(join(dir, 'bad'));
    writeFileSync(join(dir, 'bad', 'brand.json'), '{ "id": "bad", }');
    const [bad, empty] = loadBrands({ brandsDir: dir });
    expect(bad!.problems[0]!.found).toMatch(/^invalid JSON/);
    expect(empty!.problems[0]!.found).toBe('no brand.json in the folder');
    expect(loadBrands({ brandsDir: dir, only: ['ghost'] })[0]!.problems[0]!.found).toBe('no such brand folder');
  });
});

describe('brand locale overrides', () => {
  test('must name a supported language, a namespace, real keys and the same placeholders', () => {
    const dir = brandsFolder(['siam']);
    const at = (lng: string, ns: string, json: unknown) => {
      mkdirSync(join(dir, 'siam', 'locales', lng), { recursive: true });
      writeFileSync(join(dir, 'siam', 'locales', lng, `${ns}.json`), JSON.stringify(json));
    };
    at('en', 'common', { menu: { open: 'Menu', id: 'Player {{name}}', nope: 'x' } });
    at('vi', 'common', {});
    at('th', 'nosuch', {});
    const problems = loadBrand('siam', dir).problems;
    expect(problems.map((p) => [p.file.split('/').slice(-3).join('/'), p.pointer])).toEqual(
      [
        ['locales/en/common.json', '/menu/id'],
        ['locales/en/common.json', '/menu/nope'],
        ['locales/th/nosuch.json', ''],
        ['locales/vi/common.json', ''],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    rmSync(join(dir, 'siam', 'locales'), { recursive: true });
    expect(loadBrand('siam', dir).problems).toEqual([]);
  });

  test('may use i18next: context forms of English keys, a _zero form without {{count}}, nestings, <Trans> markup', () => {
    const dir = brandsFolder(['siam']);
    writeFeatureOverrides(join(dir, 'siam'), 'th');
    expect(loadBrand('siam', dir).problems).toEqual([]);
  });

  test('must be sound i18next: each broken string is a problem at its key', () => {
    const dir = brandsFolder(['siam']);
    mkdirSync(join(dir, 'siam', 'locales', 'th'), { recursive: true });
    const strings = {
      bottom: {
        home: 'Home {{',
        promotion: '$t(bottom.home',
        deposit: '$t(bottom.nope)',
        withdraw: '{{n, money}}',
        member: '<strong>Me',
        vip: '$t(bottom.home, {context: x})',
      },
    };
    writeFileSync(join(dir, 'siam', 'locales', 'th', 'common.json'), JSON.stringify(strings));
    expect(loadBrand('siam', dir).problems.map((p) => `${p.pointer}: ${p.found}`)).toEqual([
      '/bottom/home: "{{" with no "}}" after it: "{{"',
      '/bottom/promotion: "$t(" with no ")" closing it: "$t(bottom.home"',
      '/bottom/deposit: "$t(bottom.nope)" nests a key English does not have',
      '/bottom/withdraw: an unknown format "money" in "{{n, money}}" (known: number)',
      '/bottom/member: "<strong>" is never closed',
      '/bottom/vip: the options of "$t(bottom.home, …)" are not a JSON object: {context: x} (write {"name": "value"})',
    ]);
  });
});

test('the report names the file once, then one line per problem', () => {
  const text = formatProblems([
    { file: 'brands/x/brand.json', pointer: '/a', found: '1', expected: '2', fix: 'Fix it.' },
    { file: 'brands/x/brand.json', pointer: '', found: 'nothing', expected: 'something', fix: 'Add it.' },
  ]);
  expect(text).toMatchInlineSnapshot(`
    "Invalid brand config: brands/x/brand.json (2 problems)
      - /a: found 1; expected 2. Fix it.
      - (whole file): found nothing; expected something. Add it."
  `);
});
