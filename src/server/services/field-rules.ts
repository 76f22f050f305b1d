// Checks one form field against the brand's rule set of that name (account spec
// section 5): enabled, required, minLength, maxLength, patternId. The same
// rules the registration-validation-data call hands to the forms, so the site
// and the platform agree on what is valid.
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { ErrorCode } from '../../platform/error-codes.ts';
import { ApiError } from './api-error.ts';

export type RuleField = keyof BrandConfig['rules']['fields'];
type Reason = 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'disabled';

/** Which catalogue code a field's format error gets (account spec section 8 names account, password, e-mail, mobile and name errors). */
const FORMAT_CODE: Partial<Record<RuleField, ErrorCode>> = {
  username: 'field.username',
  loginUsername: 'field.username',
  password: 'field.password',
  confirmPassword: 'field.password',
  loginPassword: 'field.password',
  paymentPassword: 'field.password',
  email: 'field.email',
  mobileNum: 'field.mobile',
  loginMobileNum: 'field.mobile',
  nickname: 'field.name',
  payeeName: 'field.name',
};

const compiled = new Map<string, RegExp>();
function regex(pattern: { regex: string; flags: string }): RegExp {
  const key = `${pattern.flags}/${pattern.regex}`;
  let re = compiled.get(key);
  if (!re) compiled.set(key, (re = new RegExp(pattern.regex, pattern.flags.replace(/[^iu]/g, ''))));
  return re;
}

export interface FieldCheckOptions {
  /** Treat the field as enabled and required whatever the rule says (the mobile number under the mobile method). */
  force?: boolean;
  /** The name the client knows the field by, when it differs from the rule's (newPassword checked by rule password). */
  as?: string;
}

/** Throws an ApiError (400) naming the field, the reason and the rule's limits; returns quietly when the value passes. */
export function checkField(brand: BrandConfig, field: RuleField, value: string | undefined, options: FieldCheckOptions = {}): void {
  const rule = brand.rules.fields[field];
  const pattern = brand.rules.patterns[rule.patternId];
  const name = options.as ?? field;
  const enabled = rule.enabled || options.force;
  const required = rule.required || options.force;
  const text = value ?? '';
  const fail = (reason: Reason, detail: string): never => {
    const code: ErrorCode = reason === 'required' ? 'field.required' : reason === 'disabled' ? 'field.invalid' : (FORMAT_CODE[field] ?? 'field.invalid');
    throw new ApiError(code, `Field "${name}": ${detail}`, {
      field: name,
      reason,
      min: rule.minLength,
      max: rule.maxLength,
      messageKey: pattern?.message ?? '',
    });
  };
  if (!enabled) {
    if (text !== '') fail('disabled', 'this site does not use this field; send an empty string.');
    return;
  }
  if (text === '') {
    if (required) fail('required', 'it is required.');
    return;
  }
  const length = [...text].length;
  if (length < rule.minLength) fail('tooShort', `at least ${rule.minLength} characters are needed (found ${length}).`);
  if (length > rule.maxLength) fail('tooLong', `at most ${rule.maxLength} characters are allowed (found ${length}).`);
  if (pattern && !regex(pattern).test(text)) fail('pattern', `it does not match the "${rule.patternId}" format.`);
}

/** YYYY-MM-DD that is a real day from 1900 to today, and at least `minAge` years ago. */
export function checkBirthday(value: string, minAge: number, today: Date): void {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !day || day.getUTCDate() !== Number(m[3]) || day.getUTCMonth() !== Number(m[2]) - 1 || Number(m[1]) < 1900 || day > today) {
    throw new ApiError('field.invalid', 'Field "birthday": send a real date from 1900 to today as YYYY-MM-DD.', { field: 'birthday', reason: 'pattern' });
  }
  const adult = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  if (day > adult)
    throw new ApiError('field.birthday', `Field "birthday": the player is younger than ${minAge}.`, { field: 'birthday', reason: 'age', min: minAge });
}

/** Plain-text fields (feedback, remarks) refuse markup and control characters: they are shown back as text, never as HTML. */
export function checkPlainText(field: string, value: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is this check's purpose (tab, line feed and carriage return stay allowed).
  if (/[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) {
    throw new ApiError('field.invalid', `Field "${field}": plain text only; remove < > and control characters.`, { field, reason: 'pattern' });
  }
}
