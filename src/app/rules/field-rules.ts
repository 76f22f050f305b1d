// The rule engine of account spec section 5, pure (no React, no storage), so the
// forms and the unit tests share it. A field is checked by the rule set of its
// name (enabled, required, minLength, maxLength, patternId) as the platform's
// registration-validation-data call hands them out; the platform checks the
// same rules (src/server/services/field-rules.ts), so site and platform agree.
import type { DialingCode, FieldRule, Forms, Pattern } from '../../config/generated/brand.ts';

export type RuleName = keyof Forms['fields'];
export type { FieldRule, Pattern, DialingCode };

/** What the forms render from: the rule sets, the named patterns and the dialling codes. */
export interface RuleSets {
  fields: Record<RuleName, FieldRule>;
  patterns: Record<string, Pattern | undefined>;
  dialingCodes: DialingCode[];
}

/** A failed check: an i18next key and its values ({{min}}, {{max}}), translated when shown, so a language change needs no re-check to re-word it. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** Messages the documents name (section 5) and the engine's fallbacks. */
export const MESSAGES = {
  confirm: 'validation:in_confirmation_correct',
  password: 'validation:in_incorrect_password',
  captcha: 'validation:in_vwrite_code',
  invalid: 'validation:invalid',
  disclaimer: 'account:local_terms_accept',
  invitation: 'account:invitation_code_error',
  samePassword: 'account:message.samePassword',
  email: 'validation:email',
} as const;

export interface CheckOptions {
  /** Enabled and required whatever the rule says (the mobile number under the mobile method, account spec section 3). */
  force?: boolean;
  /** Message for an empty required value (password: 'in_incorrect_password'). */
  requiredKey?: string;
  /** Message for every failure, instead of the pattern's (captcha: 'in_vwrite_code'). */
  messageKey?: string;
}

/** Characters as the platform counts them: code points, so an emoji or a Thai vowel mark is not counted twice. */
export function charCount(text: string): number {
  return [...text].length;
}

const compiled = new Map<string, RegExp | null>();

/** The pattern's expression, compiled once; null when it does not compile (the build refuses such brands, the platform might not). */
export function patternRegex(pattern: Pattern): RegExp | null {
  const flags = (pattern.flags ?? '').replace(/[^iu]/g, '');
  const key = `${flags}/${pattern.regex}`;
  if (!compiled.has(key)) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(pattern.regex, flags);
    } catch {
      re = null;
    }
    compiled.set(key, re);
  }
  return compiled.get(key)!;
}

/**
 * Checks one value against one rule set. A disabled rule passes (the field is not
 * shown); a non-required empty value passes; any other failure gives the pattern's
 * message with the rule's min and max (account spec section 5).
 */
export function checkRule(value: string, rule: FieldRule | undefined, patterns: RuleSets['patterns'], options: CheckOptions = {}): Problem | null {
  if (!rule) return null;
  if (!rule.enabled && !options.force) return null;
  const required = rule.required || Boolean(options.force);
  const pattern = patterns[rule.patternId];
  const params = { min: rule.minLength, max: rule.maxLength };
  const failure: Problem = { key: options.messageKey ?? pattern?.message ?? MESSAGES.invalid, params };
  if (value === '') return required ? { key: options.messageKey ?? options.requiredKey ?? failure.key, params } : null;
  const n = charCount(value);
  if (n < rule.minLength || n > rule.maxLength) return failure;
  const re = pattern ? patternRegex(pattern) : null;
  if (re && !re.test(value)) return failure;
  return null;
}

/** Confirmation: required, and equal to the password, else 'in_confirmation_correct' (account spec section 5). */
export function checkConfirm(confirm: string, password: string): Problem | null {
  return confirm === '' || confirm !== password ? { key: MESSAGES.confirm } : null;
}

/** Whether a rule set asks for the field at all. */
export function shown(rule: FieldRule | undefined): boolean {
  return Boolean(rule?.enabled);
}

/**
 * The e-mail of the forgot-password form (account spec section 5): required, the
 * e-mail pattern (word characters with optional dot parts, @, a domain, 1 to 3
 * suffixes of 2 to 3 characters), at most `maxLength` (255), message 'email incorrect'.
 */
export function checkResetEmail(value: string, maxLength: number, patterns: RuleSets['patterns']): Problem | null {
  const rule: FieldRule = { enabled: true, required: true, minLength: 1, maxLength, patternId: 'email' };
  return checkRule(value, rule, patterns, { messageKey: MESSAGES.email });
}

/** The rule sets a brand config holds (the same data the platform's call returns). */
export function ruleSetsOf(rules: Forms): RuleSets {
  return { fields: rules.fields, patterns: rules.patterns, dialingCodes: rules.dialingCodes };
}

/** Birthday picker range (account spec section 2): 1 January of the first year to 31 December of this year, as YYYY-MM-DD. */
export function birthdayRange(minYear: number, today: Date): { min: string; max: string } {
  return { min: `${String(minYear).padStart(4, '0')}-01-01`, max: `${today.getFullYear()}-12-31` };
}

/**
 * The birthday as typed, shown YYYY-MM-DD (account spec section 2, "formatted
 * YYYY-MM-DD"): digits only, a dash put in after the year and the month as
 * the next digit comes. A native date input would show the browser's locale
 * format (mm/dd/yyyy in en-US) instead.
 */
export function maskDate(typed: string): string {
  const d = typed.replace(/\D+/g, '').slice(0, 8);
  return d.slice(0, 4) + (d.length > 4 ? `-${d.slice(4, 6)}` : '') + (d.length > 6 ? `-${d.slice(6, 8)}` : '');
}

/** The example date the birthday field's hint shows. */
export const BIRTHDAY_EXAMPLE = '1990-05-31';

/** A birthday that is not a real day, or outside the picker's range: the date pattern's message. */
export function outsideRange(birthday: string, range: { min: string; max: string }): Problem | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const real = day.getUTCFullYear() === Number(m[1]) && day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3]);
  return real && birthday >= range.min && birthday <= range.max ? null : { key: 'validation:date' };
}
