// A brand's own field pattern cannot freeze the platform: validate refuses a
// pattern whose matching time grows faster than linearly (src/config/pattern-safety.ts),
// so the platform, which serves only brands that validate, never runs one.
// The worst case of the report: ^([a-z0-9]+)+$ against 40 letters and a "!",
// which a backtracking engine answers in about as many minutes as it has years.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadBrands } from '../../src/config/load-brands.ts';
import { patternVerdict } from '../../src/config/pattern-safety.ts';
import { builtInPatterns } from '../../src/config/validate-brand.ts';
import { buildPlatformServer } from '../../src/server/app.ts';
import { brandsFolder, cli, editBrand, type JsonObject } from '../build/helpers.ts';
import { AURORA, SIAM } from './helpers.ts';

const WORST = '^([a-z0-9]+)+$';
const WORST_INPUT = `${'a'.repeat(40)}!`;

/** aurora's username rule: `regex` as its pattern, up to 40 characters. */
function withUsernamePattern(regex: string) {
  return (b: JsonObject) => {
    const rules = (b.rules as JsonObject | undefined) ?? {};
    b.rules = {
      ...rules,
      patterns: { ...((rules.patterns as JsonObject | undefined) ?? {}), username: { regex, message: 'validation:username' } },
      fields: {
        ...((rules.fields as JsonObject | undefined) ?? {}),
        username: { enabled: true, required: true, minLength: 4, maxLength: 40, patternId: 'username' },
      },
    };
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
function brands(regex: string): string {
  const dir = brandsFolder(['aurora', 'siam']);
  folders.push(dir);
  editBrand(dir, 'aurora', withUsernamePattern(regex));
  return dir;
}

describe('field patterns', () => {
  test('npm run validate refuses a nested quantifier at its pointer, with what was found, what is expected and how to fix it', () => {
    const r = cli('validate', { brands: brands(WORST) }, ['--brand', 'aurora']);
    expect(r.code).toBe(1);
    const line = r.stderr.split('\n').find((l) => l.includes('/rules/patterns/username/regex'));
    expect(line).toBe(
      '  - /rules/patterns/username/regex: found "^([a-z0-9]+)+$", which can match one text in many ways, so its time grows faster than linearly with the input (a few dozen characters can hold the platform for minutes); expected a pattern that matches any text in only one way: no repeated group holding a repetition, no alternatives or neighbouring repetitions that take the same characters. Repeat one character class instead of a group of repetitions (^[a-z0-9]+$, not ^([a-z0-9]+)+$), and give alternatives under a repetition different first characters.',
    );
  });

  test.each([
    ['nested quantifiers', '^([a-z0-9]+)+$'],
    ['a starred group of a repetition', '^(\\w+\\s?)*$'],
    ['overlapping alternatives under a quantifier', '^(?:a|b|ab)+$'],
    ['neighbouring repetitions of the same characters', '^[0-9]+[0-9]+$'],
    ['wildcards around a letter', '^.*a.*a.*$'],
  ])('refuses %s: %s', (_kind, regex) => {
    expect(patternVerdict(regex, '').safe).toBe(false);
  });

  test.each([['^[a-z][a-z0-9_]{3,15}$'], ['^[a-z]+(?:-[a-z]+)*$'], ['^[\\p{L}\\p{N}]+$']])('accepts a linear pattern: %s', (regex) => {
    expect(patternVerdict(regex, 'u').safe).toBe(true);
  });

  test('every built-in pattern is linear (validate skips them for that reason)', () => {
    for (const [id, p] of Object.entries(builtInPatterns())) expect(patternVerdict(p!.regex, p!.flags ?? '').safe, id).toBe(true);
  });

  test('the platform serves no brand with such a pattern, so the worst username check never reaches it; a linear pattern answers it', async () => {
    for (const [regex, served] of [
      [WORST, false],
      ['^[a-z0-9]+$', true],
    ] as const) {
      const loaded = loadBrands({ brandsDir: brands(regex) });
      expect(loaded.find((b) => b.id === 'aurora')!.config === undefined).toBe(!served);
      const app = await buildPlatformServer({
        brands: loaded.flatMap((b) => (b.config ? [b.config] : [])),
        dbPath: ':memory:',
        unsafeFastPasswordHashing: true,
      });
      try {
        const check = (merchant: string) =>
          app.inject({ method: 'GET', url: `/api/account/username-check?username=${WORST_INPUT}`, headers: { 'x-merchant-code': merchant } });
        const answer = await check(AURORA);
        expect(answer.statusCode).toBe(400);
        // Refused before any pattern runs (no such merchant), or refused by the linear pattern.
        expect(answer.json().code).toBe(served ? 'field.username' : 'request.merchant');
        // The other brands are served as before.
        expect((await check(SIAM)).json().code).toBe('field.username');
      } finally {
        await app.close();
      }
    }
  });
});
