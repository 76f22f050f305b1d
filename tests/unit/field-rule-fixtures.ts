// What the account rule tests share: the translators' files, the built-in
// patterns a brand gets by default (schemas/brand/forms.schema.json), a field
// rule with the registration's usual limits, and an i18next instance with the
// English strings and the Thai validation messages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n } from '../../src/i18n/setup.ts';
import type { FieldRule, RuleSets } from '../../src/app/rules/field-rules.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
export const strings = (lng: string, ns: string) => JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales', lng, `${ns}.json`), 'utf8'));

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/brand/forms.schema.json'), 'utf8'));
export const patterns: RuleSets['patterns'] = schema.properties.patterns.default;
export const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  patternId: 'username',
  ...over,
});

export const i18n = createI18n('en', { validation: strings('en', 'validation'), account: strings('en', 'account') });
i18n.addResourceBundle('th', 'validation', strings('th', 'validation'));
