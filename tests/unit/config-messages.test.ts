// Every kind of problem message, pinned: schema keywords, cross-field checks,
// contrast, file-level problems and locale overrides. A wording change shows up
// here as a snapshot diff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { crossCheck } from '../../src/config/cross-checks.ts';
import { loadBrand, loadBrands } from '../../src/config/load-brands.ts';
import { formatProblems } from '../../src/config/problems.ts';
import { at, brandsFolder, cli, editBrand, type JsonObject } from '../build/helpers.ts';

/** The report for aurora after `edit`, with the temporary folder written as <brands>. */
function report(edit: (b: JsonObject) => void, id = 'aurora') {
  const dir = brandsFolder([id]);
  editBrand(dir, id, edit);
  return formatProblems(loadBrand(id, dir).problems).replaceAll(dir, '<brands>');
}

test('schema keywords', () => {
  expect(
    report((b) => {
      b.nmae = 'typo'; // additionalProperties, with a guess
      delete b.merchantCode; // required, with the property's description and an example
      b.ageLimit = '18'; // type
      b.platform = { prizeMode: 'Elot' }; // enum, with a guess
      b.id = 'Aurora!'; // pattern
      b.name = ''; // minLength
      b.radius = 1;
      at(b, '/theme').radius = 99; // maximum
      b.origins = ['https://a.example', 'https://a.example']; // uniqueItems
      b.banners = { groups: { bad: { width: 1, height: 1 } } }; // propertyNames
      b.layout = { bottomMenu: [{ item: 'home' }], homeSections: [{ type: 'serch' }] }; // minItems (exact), discriminator
    }),
  ).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/aurora/brand.json (14 problems)
      - /merchantCode: found nothing; expected "merchantCode": The operator's merchant code at the platform; every call carries it (account spec section 1). Add "merchantCode". For example: "AURORA01".
      - /nmae: found an unknown property "nmae"; expected one of "$schema", "id", "name", "merchantCode", "origins", "frameAncestors", "platform", "monitoring", "languages", "ageLimit", "flags", "theme", ... (26 in all). Rename it to "name", or remove it.
      - /radius: found an unknown property "radius"; expected one of "$schema", "id", "name", "merchantCode", "origins", "frameAncestors", "platform", "monitoring", "languages", "ageLimit", "flags", "theme", ... (26 in all). Remove it: unknown properties are errors so that typos never pass silently.
      - /id: found "Aurora!" (a string); expected text matching ^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$ (Brand id: lower-case letters, digits and dashes). Correct the value. For example: "aurora".
      - /name: found "" (a string), 0 characters; expected at least 1 character. Change its length.
      - /origins: found the same item at positions 1 and 0; expected every item once. Remove the duplicate at /origins/0.
      - /platform/prizeMode: found "Elot" (a string); expected one of "Lott", "ZY", "Elott". Did you mean "Elott"?
      - /ageLimit: found "18" (a string); expected a value of type integer. Write an integer here.
      - /ageLimit: found "18" (a string); expected one of 18, 21. Did you mean "18"?
      - /theme/radius: found 99 (a number); expected a number <= 32. Change the number.
      - /layout/bottomMenu: found 1 item; expected exactly 5 items. Add items.
      - /layout/homeSections/0/type: found "serch" (a string); expected one of "search", "noticeBar", "banners", "promotions", "tournaments", "hotGames", "newGames", "gameCenter", "categories", "winners", "jackpot", "help", "footer". Did you mean "search"?
      - /banners/groups/bad: found the name "bad"; expected a name matching ^m_[a-z0-9_]{1,30}$ (A banner group name). Rename it. For example: "m_home".
      - /id: found "Aurora!"; expected "aurora", the folder name. Set "id" to "aurora", or rename the folder to brands/Aurora!/."
  `);
});

test('a partial field rule takes the rest from its default; a malformed one says what is wrong once', () => {
  expect(
    report((b) => {
      at(b, '/flags').MOBILENUMREG3 = true;
      at(b, '/rules/fields').mobileNum = { enabled: true, required: true };
    }),
  ).toBe('');
  expect(
    report((b) => {
      at(b, '/rules/fields').mobileNum = { enabled: true, required: true, minLength: 'six', patternId: 7 };
    }),
  ).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/aurora/brand.json (2 problems)
      - /rules/fields/mobileNum/minLength: found "six" (a string); expected a value of type integer. Write an integer here.
      - /rules/fields/mobileNum/patternId: found 7 (a number); expected a value of type string. Write a string here."
  `);
});

test('cross-field checks', () => {
  expect(
    report((b) => {
      b.languages = { default: 'vi', supported: ['en', 'th'] };
      b.layout = {
        homeSections: [{ type: 'banners', group: 'm_nope' }, { type: 'search' }, { type: 'search' }, { type: 'jackpot', min: 9, max: 1, decimals: 0 }],
        bottomMenu: ['home', 'promotion', 'deposit', 'member', 'home'].map((item) => ({ item })),
      };
      b.flags = { ...at(b, '/flags'), USERNAMEREG3: false, MOBILENUMREG3: false, MOBILENUMPASSREG3: true, REGMOBVERF3: true };
      b.rules = {
        fields: { qqNum: { minLength: 9, maxLength: 5, patternId: 'nope' } },
        patterns: { broken: { regex: '^([a-z]$', message: 'validation:username' } },
      };
      b.customerService = [
        { position: 'LIVECHAT-1', type: 1, url: '/a' },
        { position: 'LIVECHAT-1', type: 1, url: '/b' },
      ];
      at(b, '/theme').logo = 'assets/missing.svg';
      b.banners = { loginSlider: { group: 'm_welcome' } };
      b.id = 'other';
    }),
  ).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/aurora/brand.json (15 problems)
      - /id: found "other"; expected "aurora", the folder name. Set "id" to "aurora", or rename the folder to brands/other/.
      - /languages/default: found "vi"; expected one of the supported languages ["en","th"]. Add "vi" to /languages/supported, or pick a default from that list.
      - /layout/homeSections/0/group: found "m_nope"; expected a banner group declared in /banners/groups ("m_home", "m_video", "m_event1", "m_event", "m_reg", "m_login"). Declare "m_nope" in /banners/groups with its width and height, or name a declared group.
      - /banners/loginSlider/group: found "m_welcome"; expected a banner group declared in /banners/groups ("m_home", "m_video", "m_event1", "m_event", "m_reg", "m_login"). Declare "m_welcome" in /banners/groups with its width and height, or name a declared group.
      - /layout/bottomMenu/4/item: found "home" again (first at /layout/bottomMenu/0); expected five different items. Replace the duplicate with another item.
      - /layout/homeSections/2: found a second "search" section (first at /layout/homeSections/1); expected "search" at most once. Remove one of them.
      - /flags: found USERNAMEREG3 and MOBILENUMREG3 both off; expected at least one registration method. Turn on USERNAMEREG3, MOBILENUMREG3 or both.
      - /flags/MOBILENUMPASSREG3: found true while MOBILENUMREG3 is off; expected MOBILENUMPASSREG3 only together with MOBILENUMREG3. Turn MOBILENUMREG3 on, or MOBILENUMPASSREG3 off.
      - /flags/REGMOBVERF3: found true with no mobile-number field; expected a mobile number to send the code to. Turn MOBILENUMREG3 on or enable /rules/fields/mobileNum.
      - /rules/fields/qqNum/patternId: found "nope"; expected a pattern of /rules/patterns (username, password, digits, mobile, email, name, idNumber, handle, date, broken). Add "nope" to /rules/patterns or use an existing pattern.
      - /rules/fields/qqNum/minLength: found 9, above maxLength 5; expected minLength <= maxLength. Lower minLength or raise maxLength.
      - /rules/patterns/broken/regex: found "^([a-z]$" (Invalid regular expression: /^([a-z]$/: Unterminated group); expected a valid ECMAScript regular expression. Correct the expression; remember that JSON doubles every backslash.
      - /layout/homeSections/3: found min 9 above max 1; expected min <= max. Swap or correct the two numbers.
      - /customerService/1/position: found "LIVECHAT-1" a second time; expected each position at most once. Give the entry another position or remove it.
      - /theme/logo: found "assets/missing.svg", which does not exist in the brand folder; expected a file inside the brand folder. Add the file assets/missing.svg, or correct the path."
  `);
});

test('contrast: both colours, the ratio found and needed, and a colour that passes', () => {
  expect(
    report((b) => {
      const colors = at(b, '/theme/colors');
      colors.text = colors.background;
      colors.header = undefined;
      colors.onPrimary = '#aaaaaa';
    }),
  ).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/aurora/brand.json (4 problems)
      - /theme/colors/text: found text #f1f5f9 at /theme/colors/text on background #f1f5f9 at /theme/colors/background: contrast 1.00:1 (body text); expected at least 4.5:1 (WCAG AA text). Use #4573a1 for text (4.54:1 on #f1f5f9), or change background.
      - /theme/colors/text: found text #f1f5f9 at /theme/colors/text on surface #ffffff at /theme/colors/surface: contrast 1.09:1 (text on cards, menus and popups); expected at least 4.5:1 (WCAG AA text). Use #4573a1 for text (4.97:1 on #ffffff), or change surface.
      - /theme/colors/onPrimary: found onPrimary #aaaaaa at /theme/colors/onPrimary on primary #1d4ed8 at /theme/colors/primary: contrast 2.88:1 (button labels); expected at least 4.5:1 (WCAG AA text). Use #d5d5d5 for onPrimary (4.56:1 on #1d4ed8), or change primary.
      - /theme/colors/accent: found accent #f59e0b at /theme/colors/accent on header (not set, so primary) #1d4ed8 at /theme/colors/primary: contrast 3.12:1 (the current bottom-menu item and jackpot figures); expected at least 4.5:1 (WCAG AA text). Use #facd81 for accent (4.50:1 on #1d4ed8), or change header."
  `);
});

test('file-level problems and merchant codes', () => {
  const dir = brandsFolder(['aurora', 'siam']);
  mkdirSync(join(dir, 'empty'));
  mkdirSync(join(dir, 'bad'));
  writeFileSync(join(dir, 'bad', 'brand.json'), '{ "id": "bad", }');
  mkdirSync(join(dir, 'list'));
  writeFileSync(join(dir, 'list', 'brand.json'), '[1]');
  editBrand(dir, 'siam', (b) => (b.merchantCode = 'AURORA01'));
  const problems = loadBrands({ brandsDir: dir, only: ['aurora', 'bad', 'empty', 'list', 'siam', 'ghost'] }).flatMap((b) => b.problems);
  expect(formatProblems(problems).replaceAll(dir, '<brands>')).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/bad/brand.json (1 problem)
      - (whole file): found invalid JSON (Expected double-quoted property name in JSON at position 15 (line 1 column 16)); expected a JSON object. Fix the syntax at the position given; JSON allows no comments and no trailing commas.

    Invalid brand config: <brands>/empty/brand.json (1 problem)
      - (whole file): found no brand.json in the folder; expected brands/<id>/brand.json. Add <brands>/empty/brand.json, for example by copying another brand's (npm run new-brand -- empty).

    Invalid brand config: <brands>/list/brand.json (1 problem)
      - (whole file): found [1]; expected a JSON object. The file must hold one object, {...}.

    Invalid brand config: <brands>/siam/brand.json (1 problem)
      - /merchantCode: found "AURORA01", already used by brand "aurora"; expected a merchant code no other brand uses. Give each brand its own merchant code.

    Invalid brand config: <brands>/ghost (1 problem)
      - (whole file): found no such brand folder; expected one of aurora, bad, empty, list, siam. Correct the brand id, or add the folder."
  `);
});

test('locale overrides', () => {
  const dir = brandsFolder(['siam']);
  const at = (lng: string, ns: string, json: unknown) => {
    mkdirSync(join(dir, 'siam', 'locales', lng), { recursive: true });
    writeFileSync(join(dir, 'siam', 'locales', lng, `${ns}.json`), typeof json === 'string' ? json : JSON.stringify(json));
  };
  at('en', 'common', { menu: { open: 'Menu', id: 'Player {{name}}', nope: 'x' } });
  at('vi', 'common', {});
  at('th', 'nosuch', {});
  at('th', 'lobby', '{');
  expect(formatProblems(loadBrand('siam', dir).problems).replaceAll(dir, '<brands>')).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/siam/locales/en/common.json (2 problems)
      - /menu/id: found placeholders [name]; expected the English placeholders [id]. Keep every {{placeholder}} of the English string, spelled the same.
      - /menu/nope: found the key "menu.nope", which common.json does not have; expected a key of the English file. Did you mean "menu.open"? See src/i18n/locales/en/common.json.

    Invalid brand config: <brands>/siam/locales/th/lobby.json (1 problem)
      - (whole file): found invalid JSON (Expected property name or '}' in JSON at position 1 (line 1 column 2)); expected a JSON object of strings. Fix the syntax.

    Invalid brand config: <brands>/siam/locales/th/nosuch.json (1 problem)
      - (whole file): found a file "nosuch.json"; expected a namespace file: account.json, cashier.json, common.json, content.json, errors.json, help.json, lobby.json, member.json, safer.json, validation.json. Rename the file after the namespace it overrides.

    Invalid brand config: <brands>/siam/locales/vi/common.json (1 problem)
      - (whole file): found strings for "vi", which the brand does not offer; expected a folder per supported language (th, en). Add "vi" to /languages/supported in brand.json, or remove the folder."
  `);
});

test('a check that crashes stops the run and names the check', () => {
  const dir = brandsFolder(['aurora']);
  const { config } = loadBrand('aurora', dir);
  const broken = {
    name: 'exploding',
    reads: ['/theme'],
    run: () => {
      throw new TypeError('boom');
    },
  };
  expect(() => crossCheck('brands/aurora/brand.json', config!, () => true, [], [broken])).toThrowErrorMatchingInlineSnapshot(
    `[Error: The cross-field check "exploding" crashed on brands/aurora/brand.json: boom]`,
  );
});

test('npm run validate: unreadable text fails with the contrast report; a partial field rule passes', () => {
  const dir = brandsFolder(['aurora', 'siam']);
  editBrand(dir, 'aurora', (b) => {
    const colors = at(b, '/theme/colors');
    colors.text = colors.background;
  });
  editBrand(dir, 'siam', (b) => {
    at(b, '/flags').MOBILENUMREG3 = true;
    at(b, '/rules/fields').mobileNum = { enabled: true, required: true };
  });
  const bad = cli('validate', { brands: dir }, ['--brand', 'aurora']);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain(
    '- /theme/colors/text: found text #f1f5f9 at /theme/colors/text on background #f1f5f9 at /theme/colors/background: contrast 1.00:1 (body text); expected at least 4.5:1 (WCAG AA text). Use #4573a1',
  );
  const good = cli('validate', { brands: dir }, ['--brand', 'siam']);
  expect(good.output).toContain('✓ siam');
  expect(good.code).toBe(0);
});

test('one run reports every problem: a misspelt flag, a malformed colour and unreadable text together', () => {
  expect(
    report((b) => {
      at(b, '/flags').USERNAMREG3 = true;
      const colors = at(b, '/theme/colors');
      colors.primary = '#1d4ed';
      colors.text = colors.background;
    }),
  ).toMatchInlineSnapshot(`
    "Invalid brand config: <brands>/aurora/brand.json (4 problems)
      - /flags/USERNAMREG3: found an unknown property "USERNAMREG3"; expected one of "USERNAMEREG3", "MOBILENUMREG3", "REGMOBVERF3", "MOBILENUMPASSREG3", "FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "CHNGPASSMAIL3", "CHNGPASSVERIF3", "MOBILEVERCODELOGIN3", "REWCEN3", "CBS3", ... (20 in all). Rename it to "USERNAMEREG3", or remove it.
      - /theme/colors/primary: found "#1d4ed" (a string); expected text matching ^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$ (A CSS hex colour, #rgb or #rrggbb). Correct the value. For example: "#0b6cff".
      - /theme/colors/text: found text #f1f5f9 at /theme/colors/text on background #f1f5f9 at /theme/colors/background: contrast 1.00:1 (body text); expected at least 4.5:1 (WCAG AA text). Use #4573a1 for text (4.54:1 on #f1f5f9), or change background.
      - /theme/colors/text: found text #f1f5f9 at /theme/colors/text on surface #ffffff at /theme/colors/surface: contrast 1.09:1 (text on cards, menus and popups); expected at least 4.5:1 (WCAG AA text). Use #4573a1 for text (4.97:1 on #ffffff), or change surface."
  `);
});

test('npm run validate: the misspelt flag, the malformed colour and the unreadable text in one run', () => {
  const dir = brandsFolder(['aurora']);
  editBrand(dir, 'aurora', (b) => {
    at(b, '/flags').USERNAMREG3 = true;
    const colors = at(b, '/theme/colors');
    colors.primary = '#1d4ed';
    colors.text = colors.background;
  });
  const run = cli('validate', { brands: dir });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('✗ aurora (4 problems)');
  expect(run.stderr).toContain('- /flags/USERNAMREG3: found an unknown property "USERNAMREG3"');
  expect(run.stderr).toContain('Rename it to "USERNAMEREG3"');
  expect(run.stderr).toContain('- /theme/colors/primary: found "#1d4ed" (a string)');
  expect(run.stderr).toContain('- /theme/colors/text: found text #f1f5f9 at /theme/colors/text on background #f1f5f9');
});

test('npm run i18n:status covers brand overrides: a misspelt key with a suggestion, placeholders, a language the brand does not offer', () => {
  const dir = brandsFolder(['siam']);
  const put = (lng: string, json: unknown) => {
    mkdirSync(join(dir, 'siam', 'locales', lng), { recursive: true });
    writeFileSync(join(dir, 'siam', 'locales', lng, 'common.json'), JSON.stringify(json));
  };
  put('en', { menu: { opne: 'Menu', id: 'Player {{name}}' } });
  put('vi', {});
  const run = cli('i18n-status', { brands: dir }, ['en']);
  expect(run.code).toBe(1);
  const out = run.output.replaceAll(dir, '<brands>');
  expect(out).toContain('brand overrides: siam, 3 problems');
  expect(out).toContain(
    '- /menu/opne: found the key "menu.opne", which common.json does not have; expected a key of the English file. Did you mean "menu.open"?',
  );
  expect(out).toContain('- /menu/id: found placeholders [name]; expected the English placeholders [id].');
  expect(out).toContain('<brands>/siam/locales/vi/common.json (1 problem)\n  - (whole file): found strings for "vi", which the brand does not offer');
});

test('npm run i18n:status reports a brand override whose i18next syntax is broken', () => {
  const dir = brandsFolder(['siam']);
  mkdirSync(join(dir, 'siam', 'locales', 'th'), { recursive: true });
  writeFileSync(
    join(dir, 'siam', 'locales', 'th', 'common.json'),
    JSON.stringify({ bottom: { home: 'Home }}', promotion: '$t(bottom.home, {"context": "x"' } }),
  );
  const run = cli('i18n-status', { brands: dir }, ['th']);
  expect(run.code).toBe(1);
  const out = run.output.replaceAll(dir, '<brands>');
  expect(out).toContain('brand overrides: siam, 2 problems');
  expect(out).toContain('- /bottom/home: found "}}" with no "{{" before it: "Home }}"; expected a string i18next reads as written.');
  expect(out).toContain('- /bottom/promotion: found "$t(" with no ")" closing it:');
});

test('npm run new-brand says what it validated', () => {
  const dir = brandsFolder(['aurora']);
  const run = cli('new-brand', { brands: dir }, ['acme']);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('Validated brands/acme/, no problems:');
  expect(run.stdout).toContain('cross-field checks: languages, bannerGroups, menus, registration, rules, ranges, services, assets, contrast');
  expect(run.stdout).toContain('contrast of 16 foreground/background colour pairs (WCAG AA)');
});

test('a missing colour and a wrongly typed one leave the other contrast pairs checked', () => {
  const text = report((b) => {
    const colors = at(b, '/theme/colors');
    colors.text = undefined;
    colors.surface = 7;
    colors.onPrimary = colors.primary;
  });
  expect(text).toContain('- /theme/colors/text: found nothing; expected "text"');
  expect(text).toContain('- /theme/colors/surface: found 7 (a number); expected a value of type string.');
  expect(text).toContain('- /theme/colors/onPrimary: found onPrimary #1d4ed8 at /theme/colors/onPrimary on primary #1d4ed8');
});

test('safer play: a default reality-check interval outside the choices and a regulator text in a language the brand lacks are named with their fix', () => {
  const dir = brandsFolder(['siam']);
  const { config } = loadBrand('siam', dir);
  config!.saferPlay.realityCheck = { defaultMinutes: 45, choices: [15, 30, 60] };
  config!.saferPlay.regulator.text = { th: 'เล่นอย่างมีสติ', ja: '責任あるプレイ' };
  const problems = crossCheck('brands/siam/brand.json', config!, () => true);
  expect(problems.map((p) => [p.pointer, p.fix])).toEqual([
    ['/saferPlay/realityCheck/defaultMinutes', 'Set defaultMinutes to one of saferPlay.realityCheck.choices, or add 45 to the choices.'],
    ['/saferPlay/regulator/text/ja', 'Remove the "ja" text, or add "ja" to languages.supported.'],
  ]);
});
