// Every error code has an English text in src/i18n/locales/en/errors.json and
// every text a code; the documents' section 8 texts are there verbatim.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten, LOCALES_DIR, type Strings } from '../../src/i18n/catalog.ts';
import { ERROR_CODES } from '../../src/platform/error-codes.ts';

const texts = flatten(JSON.parse(readFileSync(`${LOCALES_DIR}/en/errors.json`, 'utf8')) as Strings);

describe('errors namespace', () => {
  it('has a text for every code and a code for every text', () => {
    expect([...texts.keys()].sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const [code, text] of texts) expect(typeof text === 'string' && text.length > 0, code).toBe(true);
  });

  it('has no code that is the prefix of another (i18next nests keys at dots)', () => {
    const codes = Object.keys(ERROR_CODES);
    for (const a of codes) for (const b of codes) if (a !== b) expect(b.startsWith(`${a}.`), `${a} / ${b}`).toBe(false);
  });

  it.each([
    'You are not logged in, please login first',
    'The account has been logged out, please log in again',
    'Verification code error',
    'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    'Sorry, the user does not exist or is disabled.',
    'Sorry, the username already exists.',
    'Referrer link error',
    'Unknown error',
    'The requested url is empty. please check your request format.',
    'System upgrading, please try again later.',
    'Please enter a valid mobile number',
    'Please login an actual account to use this function',
    'Loading failed, click to retry',
    'Slow Connection',
    'No Internet',
  ])('keeps "%s" verbatim', (text) => {
    expect([...texts.values()]).toContain(text);
  });
});
