// Property-based tests (fast-check) of the request validators: generated input,
// thrown at the real server and at the validation functions, never makes a 5xx
// or a crash, a refusal always carries a known code and stores nothing, and the
// field rules accept exactly what their rule set describes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, CALL_NAMES, type CallName } from '../../src/platform/calls.ts';
import { ERROR_CODES } from '../../src/platform/error-codes.ts';
import { ApiError } from '../../src/server/services/api-error.ts';
import { checkField, type RuleField } from '../../src/server/services/field-rules.ts';
import { decodeScalars, requestScalarKinds, requestValidator } from '../../src/server/validation.ts';
import { call, login, snapshot, startServer, testBrands, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = await login(s.app, 'demo1');
});
afterAll(() => s.close());

const READS_ONLY = CALL_NAMES.filter(
  (n) => CALLS[n].carrier !== 'multipart' && !['logout', 'changePassword', 'setPasswordByPhone', 'resetPasswordByEmail'].includes(n),
);

const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom("' OR 1=1 --", '<script>x</script>', '__proto__', '0', '-1', '1e3', 'true'),
);
const value = fc.oneof({ depthSize: 'small' }, leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }));

/** Objects using the call's own property names (so validation goes deep) and stray ones. */
function requestFor(name: CallName) {
  const known = [...requestScalarKinds(name).keys()];
  const key = known.length ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.dictionary(key, value, { maxKeys: 6 });
}

describe('the server under generated requests', () => {
  it('never answers 5xx; refusals carry a known code and store nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...READS_ONLY).chain((name) => fc.tuple(fc.constant(name), requestFor(name), fc.boolean())),
        async ([name, request, withToken]) => {
          s.clock.advance(3600_000); // out of every per-address window
          if (withToken) token = await login(s.app, 'demo1');
          const before = snapshot(s.platform);
          const r = await call(s.app, name, request, withToken ? { token } : {});
          expect(r.status).toBeLessThan(500);
          if (r.status !== 200) {
            expect(Object.keys(ERROR_CODES)).toContain(r.body.code);
            expect(snapshot(s.platform)).toEqual(before);
          }
        },
      ),
      { numRuns: 400, seed: 20251122 },
    );
  }, 120_000);
});

describe('the validation functions', () => {
  it('decode only canonical numbers and booleans, and never throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CALL_NAMES),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 20 }), fc.array(fc.string(), { maxLength: 2 }))),
        (name, raw) => {
          const kinds = requestScalarKinds(name);
          const decoded = decodeScalars(raw, kinds);
          for (const [k, v] of Object.entries(decoded)) {
            if (typeof v === 'number') {
              expect(['integer', 'number']).toContain(kinds.get(k));
              expect(String(v)).toBe(raw[k]);
            }
            if (typeof v === 'boolean') expect(raw[k]).toBe(String(v));
          }
          // The validator answers yes or no; it never throws.
          expect(typeof requestValidator(name)(decoded)).toBe('boolean');
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('accept a field value exactly when the rule set allows it', () => {
    const brand = testBrands()[0]!;
    const fields: RuleField[] = ['username', 'password', 'email', 'mobileNum', 'nickname', 'birthday', 'affiliateCode', 'verificationCode'];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[a-z0-9]{0,25}$/), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.emailAddress()),
        fc.boolean(),
        (field, text, force) => {
          const rule = brand.rules.fields[field];
          const pattern = brand.rules.patterns[rule.patternId]!;
          const enabled = rule.enabled || force;
          const required = rule.required || force;
          const length = [...text].length;
          const model = !enabled
            ? text === ''
            : text === ''
              ? !required
              : length >= rule.minLength && length <= rule.maxLength && new RegExp(pattern.regex, pattern.flags).test(text);
          let accepted = true;
          try {
            checkField(brand, field, text, { force });
          } catch (e) {
            expect(e).toBeInstanceOf(ApiError);
            expect((e as ApiError).status).toBe(400);
            expect((e as ApiError).value?.field).toBe(field);
            accepted = false;
          }
          expect(accepted).toBe(model);
        },
      ),
      { numRuns: 3000, seed: 11 },
    );
  });
});
