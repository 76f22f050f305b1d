// What the player reads when a call fails (account spec section 8). The
// catalogue's messages have their own keys in the account namespace, so each
// shows in the player's language; any other code shows the platform's error
// text (`errors:<code>`), and a code nobody knows shows 'Unknown error'.
import type { TFunction } from '../../../i18n/use-translation.tsx';
import { PlatformError } from '../../../platform/client.ts';
import { formatDateTime } from '../../rules/format.ts';
import type { Problem } from '../../rules/field-rules.ts';

const CATALOGUE: Record<string, string> = {
  'session.required': 'account:message.notLoggedIn',
  'session.logged_out': 'account:message.loggedOut',
  'code.wrong': 'account:message.codeError',
  'permission.denied': 'account:message.noPermission',
  'feature.disabled': 'account:message.noPermission',
  'user.not_found': 'account:message.userNotFound',
  'account.disabled': 'account:message.userNotFound',
  'user.exists': 'account:message.userExists',
  'register.referrer_invalid': 'account:message.referrerLinkError',
  'register.invitation_invalid': 'account:invitation_code_error',
  unknown: 'account:message.unknownError',
  'request.unknown_call': 'account:message.emptyUrl',
  'system.upgrading': 'account:message.upgrading',
  'system.maintenance': 'account:message.maintenance',
  'access.region': 'account:message.accessDenied',
  'field.mobile': 'account:message.invalidMobile',
  'field.username': 'account:message.accountFormat',
  'field.password': 'account:message.passwordFormat',
  'field.email': 'account:message.emailFormat',
  'field.name': 'account:message.nameFormat',
  'password.confirm_mismatch': 'validation:in_confirmation_correct',
  'modify.new.old.same': 'account:message.samePassword',
  'account.trial_refused': 'account:message.trialRefused',
  'network.failed': 'account:message.loadFailed',
  'network.slow': 'account:message.slow',
  'network.offline': 'account:message.offline',
};

/** The key and values of the text for an error, its moments written for `lng` as every other figure of that language. */
export function errorProblem(e: unknown, lng: string): Problem {
  const p = catalogueProblem(e);
  // A time-out or self-exclusion names its end (safer play, issue 37), as the viewer's local time.
  if (e instanceof PlatformError && e.value?.until !== undefined) p.params = { ...p.params, until: formatDateTime(e.value.until, lng) };
  return p;
}

function catalogueProblem(e: unknown): Problem {
  if (!(e instanceof PlatformError)) return { key: 'account:message.unknownError' };
  const params: Record<string, string | number> = {};
  if (e.value?.ip) params.ip = e.value.ip;
  if (e.value?.min !== undefined) params.min = e.value.min;
  if (e.value?.max !== undefined) params.max = e.value.max;
  return { key: CATALOGUE[e.code] ?? e.i18nKey, params };
}

/** Translated text for an error in `lng`, the language `t` translates into; never a raw key. */
export function errorText(t: TFunction, e: unknown, lng: string): string {
  const p = errorProblem(e, lng);
  return t(p.key, { ...p.params, defaultValue: t('account:message.unknownError') });
}

/** Text of a field problem. Exact-length rules ('6 digits') read better than '6-6': a pattern may offer a `<key>_exact` wording. */
export function problemText(t: TFunction, p: Problem | null | undefined): string {
  if (!p) return '';
  const exact = p.params?.min !== undefined && p.params.min === p.params.max;
  return t(exact ? [`${p.key}_exact`, p.key] : p.key, { ...p.params, defaultValue: t('validation:invalid') });
}

/**
 * A field the platform refused (value.field, with the rule's own message key and
 * limits), as a problem to show on that field; undefined when the error is not
 * about a field.
 */
export function fieldProblem(e: unknown): { field: string; problem: Problem } | undefined {
  if (!(e instanceof PlatformError) || !e.value?.field) return undefined;
  const v = e.value;
  const field = v.field!.replace(/^\//, '');
  const params = { ...(v.min !== undefined ? { min: v.min } : {}), ...(v.max !== undefined ? { max: v.max } : {}) };
  if (e.code === 'password.confirm_mismatch' || v.reason === 'mismatch') return { field, problem: { key: 'validation:in_confirmation_correct' } };
  if (e.code === 'modify.new.old.same') return { field, problem: { key: 'account:message.samePassword' } };
  if (e.code === 'field.birthday') return { field, problem: { key: 'account:message.tooYoung', params } };
  if (v.messageKey) return { field, problem: { key: v.messageKey, params } };
  return { field, problem: catalogueProblem(e) };
}

/** The failure asks for a captcha (account spec section 4). */
export function wantsCaptcha(e: unknown): boolean {
  return e instanceof PlatformError && (e.value?.captcha === true || e.code === 'captcha.required' || e.code === 'captcha.wrong');
}
