// Checks that span several fields of one brand config, which JSON Schema cannot
// express. They report in the same form as schema problems. No file system here:
// the caller says which brand files exist, so the studio runs these in the browser.
import { contrastProblems } from './contrast-check.ts';
import type { BrandConfig } from './generated/brand.ts';
import type { Problem } from './problems.ts';

type Add = (pointer: string, found: string, expected: string, fix: string, extra?: Pick<Problem, 'contrast'>) => void;
/** `exists(path)`: whether the brand folder holds that file (a path relative to it). */
type Check = (config: BrandConfig, add: Add, exists: (path: string) => boolean) => void;

const languages: Check = (c, add) => {
  if (!c.languages.supported.includes(c.languages.default)) {
    add(
      '/languages/default',
      `"${c.languages.default}"`,
      `one of the supported languages ${JSON.stringify(c.languages.supported)}`,
      `Add "${c.languages.default}" to /languages/supported, or pick a default from that list.`,
    );
  }
};

const bannerGroups: Check = (c, add) => {
  const declared = Object.keys(c.banners.groups);
  const need = (pointer: string, group: string | undefined) => {
    if (group !== undefined && !declared.includes(group)) {
      add(
        pointer,
        `"${group}"`,
        `a banner group declared in /banners/groups (${declared.map((g) => `"${g}"`).join(', ')})`,
        `Declare "${group}" in /banners/groups with its width and height, or name a declared group.`,
      );
    }
  };
  c.layout.homeSections.forEach((s, i) => {
    if (s.type === 'banners') need(`/layout/homeSections/${i}/group`, s.group);
    if (s.type === 'gameCenter') need(`/layout/homeSections/${i}/bannerGroup`, s.bannerGroup);
  });
  need('/banners/register/group', c.banners.register.group);
  need('/banners/register/fallback', c.banners.register.fallback);
  need('/banners/loginSlider/group', c.banners.loginSlider.group);
};

const menus: Check = (c, add) => {
  const seen = new Map<string, number>();
  c.layout.bottomMenu.forEach((m, i) => {
    if (seen.has(m.item))
      add(
        `/layout/bottomMenu/${i}/item`,
        `"${m.item}" again (first at /layout/bottomMenu/${seen.get(m.item)})`,
        'five different items',
        'Replace the duplicate with another item.',
      );
    else seen.set(m.item, i);
  });
  const once = new Set(['search', 'noticeBar', 'promotions', 'tournaments', 'hotGames', 'newGames', 'gameCenter', 'categories', 'winners', 'help', 'footer']);
  const placed = new Map<string, number>();
  c.layout.homeSections.forEach((s, i) => {
    if (!once.has(s.type)) return;
    if (placed.has(s.type))
      add(
        `/layout/homeSections/${i}`,
        `a second "${s.type}" section (first at /layout/homeSections/${placed.get(s.type)})`,
        `"${s.type}" at most once`,
        'Remove one of them.',
      );
    else placed.set(s.type, i);
  });
};

// A registration method that is switched on must have the fields it needs.
const registration: Check = (c, add) => {
  const f = c.rules.fields;
  const needs = (flag: keyof BrandConfig['flags'], field: keyof typeof f, why: string) => {
    if (c.flags[flag] && !(f[field].enabled && f[field].required)) {
      add(
        `/rules/fields/${field}`,
        `enabled ${f[field].enabled}, required ${f[field].required}`,
        `enabled and required, because ${flag} is on (${why})`,
        `Set "enabled": true and "required": true in /rules/fields/${field}, or turn ${flag} off.`,
      );
    }
  };
  if (!c.flags.USERNAMEREG3 && !c.flags.MOBILENUMREG3) {
    add('/flags', 'USERNAMEREG3 and MOBILENUMREG3 both off', 'at least one registration method', 'Turn on USERNAMEREG3, MOBILENUMREG3 or both.');
  }
  needs('USERNAMEREG3', 'username', 'registration by username');
  needs('USERNAMEREG3', 'password', 'registration by username');
  needs('USERNAMEREG3', 'confirmPassword', 'registration by username');
  needs('MOBILENUMREG3', 'mobileNum', 'registration by mobile number');
  needs('MOBILENUMPASSREG3', 'password', 'a password under the mobile method');
  needs('REGMOBVERF3', 'verificationCode', 'SMS verification');
  needs('MOBILEVERCODELOGIN3', 'loginMobileNum', 'login by mobile number');
  needs('CHNGPASSVERIF3', 'loginMobileNum', 'reset by phone');
  if (c.flags.MOBILENUMPASSREG3 && !c.flags.MOBILENUMREG3) {
    add(
      '/flags/MOBILENUMPASSREG3',
      'true while MOBILENUMREG3 is off',
      'MOBILENUMPASSREG3 only together with MOBILENUMREG3',
      'Turn MOBILENUMREG3 on, or MOBILENUMPASSREG3 off.',
    );
  }
  if (c.flags.REGMOBVERF3 && !c.flags.MOBILENUMREG3 && !f.mobileNum.enabled) {
    add(
      '/flags/REGMOBVERF3',
      'true with no mobile-number field',
      'a mobile number to send the code to',
      'Turn MOBILENUMREG3 on or enable /rules/fields/mobileNum.',
    );
  }
};

const rules: Check = (c, add) => {
  for (const [name, rule] of Object.entries(c.rules.fields)) {
    if (!(rule.patternId in c.rules.patterns)) {
      add(
        `/rules/fields/${name}/patternId`,
        `"${rule.patternId}"`,
        `a pattern of /rules/patterns (${Object.keys(c.rules.patterns).join(', ')})`,
        `Add "${rule.patternId}" to /rules/patterns or use an existing pattern.`,
      );
    }
    if (rule.minLength > rule.maxLength) {
      add(
        `/rules/fields/${name}/minLength`,
        `${rule.minLength}, above maxLength ${rule.maxLength}`,
        'minLength <= maxLength',
        'Lower minLength or raise maxLength.',
      );
    }
  }
  for (const [id, p] of Object.entries(c.rules.patterns)) {
    if (!p) continue;
    try {
      new RegExp(p.regex, p.flags);
    } catch (e) {
      add(
        `/rules/patterns/${id}/regex`,
        `${JSON.stringify(p.regex)} (${(e as Error).message})`,
        'a valid ECMAScript regular expression',
        'Correct the expression; remember that JSON doubles every backslash.',
      );
    }
  }
};

const ranges: Check = (c, add) => {
  const pair = (pointer: string, min: number, max: number) => {
    if (min > max) add(pointer, `min ${min} above max ${max}`, 'min <= max', 'Swap or correct the two numbers.');
  };
  pair('/games/jackpot/home', c.games.jackpot.home.min, c.games.jackpot.home.max);
  pair('/games/jackpot/games', c.games.jackpot.games.min, c.games.jackpot.games.max);
  pair('/constants/jackpotIncrementMin', c.constants.jackpotIncrementMin, c.constants.jackpotIncrementMax);
  c.layout.homeSections.forEach((s, i) => {
    if (s.type === 'jackpot' && s.min !== undefined && s.max !== undefined) pair(`/layout/homeSections/${i}`, s.min, s.max);
  });
};

const services: Check = (c, add) => {
  const seen = new Set<string>();
  c.customerService.forEach((e, i) => {
    if (seen.has(e.position))
      add(`/customerService/${i}/position`, `"${e.position}" a second time`, 'each position at most once', 'Give the entry another position or remove it.');
    seen.add(e.position);
  });
};

const assets: Check = (c, add, exists) => {
  for (const key of ['logo', 'favicon'] as const) {
    const path = c.theme[key];
    // The site copies only the brand folder: a path out of it would draw from (and may expose) another file.
    if (path.split('/').includes('..'))
      add(
        `/theme/${key}`,
        `"${path}", a path that leaves the brand folder`,
        'a file inside the brand folder, with no ".." in its path',
        `Put the file in the brand's assets/ folder and name it as assets/<file>.`,
      );
    else if (!exists(path))
      add(
        `/theme/${key}`,
        `"${path}", which does not exist in the brand folder`,
        'a file inside the brand folder',
        `Add the file ${path}, or correct the path.`,
      );
  }
};

const contrast: Check = (c, add) => {
  for (const p of contrastProblems(c)) add(p.pointer, p.found, p.expected, p.fix, { contrast: p.failure });
};

const saferPlay: Check = (c, add) => {
  const { realityCheck, regulator } = c.saferPlay;
  if (!realityCheck.choices.includes(realityCheck.defaultMinutes)) {
    add(
      '/saferPlay/realityCheck/defaultMinutes',
      String(realityCheck.defaultMinutes),
      `one of the choices ${realityCheck.choices.join(', ')}`,
      `Set defaultMinutes to one of saferPlay.realityCheck.choices, or add ${realityCheck.defaultMinutes} to the choices.`,
    );
  }
  for (const lng of Object.keys(regulator.text)) {
    if (!c.languages.supported.includes(lng as never))
      add(
        `/saferPlay/regulator/text/${lng}`,
        `"${lng}"`,
        `one of the brand's languages (${c.languages.supported.join(', ')})`,
        `Remove the "${lng}" text, or add "${lng}" to languages.supported.`,
      );
  }
};

// Each check with the parts of the config it reads. A check runs only when the
// schema found nothing wrong there, so it may trust the types; an exception from
// it is then a bug in the check, and stops the build with the check's name.
// Two kinds of schema problem leave a part readable: an unknown property (the
// known ones beside it are still checked), and, for a check that parses each
// value itself and skips what does not parse (`parsesValues`), a malformed
// value inside the part. So one run reports a misspelt flag, a malformed colour
// and an unreadable text colour together.
export interface NamedCheck {
  name: string;
  reads: string[];
  /** The check parses every value it reads and skips a malformed one (already a schema problem). */
  parsesValues?: boolean;
  run: Check;
}

const checks: NamedCheck[] = [
  { name: 'languages', reads: ['/languages'], run: languages },
  { name: 'bannerGroups', reads: ['/layout/homeSections', '/banners'], run: bannerGroups },
  { name: 'menus', reads: ['/layout/bottomMenu', '/layout/homeSections'], run: menus },
  { name: 'registration', reads: ['/flags', '/rules/fields'], run: registration },
  { name: 'rules', reads: ['/rules'], run: rules },
  { name: 'ranges', reads: ['/games/jackpot', '/constants', '/layout/homeSections'], run: ranges },
  { name: 'services', reads: ['/customerService'], run: services },
  { name: 'assets', reads: ['/theme/logo', '/theme/favicon'], run: assets },
  { name: 'contrast', reads: ['/theme/colors'], parsesValues: true, run: contrast },
  { name: 'saferPlay', reads: ['/saferPlay', '/languages'], run: saferPlay },
];

/** The names of the cross-field checks, in the order they run (for what `new-brand` reports). */
export const CROSS_CHECK_NAMES: readonly string[] = checks.map((c) => c.name);

const within = (pointer: string, part: string) => pointer === part || pointer.startsWith(`${part}/`);

/** Whether a schema problem leaves `check` unable to trust what it reads. */
function blocks(problem: Problem, check: NamedCheck): boolean {
  return check.reads.some((part) => {
    // The part itself, or something holding it, is missing or of the wrong shape.
    if (within(part, problem.pointer)) return true;
    if (!within(problem.pointer, part)) return false;
    return !problem.unknownProperty && !check.parsesValues;
  });
}

/**
 * Runs every check whose part of the config the schema passed (`schemaProblems`),
 * so one report lists schema and cross-field problems together.
 */
export function crossCheck(
  file: string,
  config: BrandConfig,
  exists: (path: string) => boolean,
  schemaProblems: readonly Problem[] = [],
  list: readonly NamedCheck[] = checks,
): Problem[] {
  const problems: Problem[] = [];
  const add: Add = (pointer, found, expected, fix, extra) => problems.push({ file, pointer, found, expected, fix, ...extra });
  for (const check of list) {
    if (schemaProblems.some((p) => blocks(p, check))) continue;
    try {
      check.run(config, add, exists);
    } catch (e) {
      throw new Error(`The cross-field check "${check.name}" crashed on ${file}: ${(e as Error).message}`, { cause: e });
    }
  }
  return problems;
}
