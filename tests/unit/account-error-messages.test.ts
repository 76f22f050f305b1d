// What the player reads when a call fails (account spec section 8: features/account/messages.ts):
// the catalogue's own keys, a failure put on its field, the captcha flag.
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/platform/client.ts';
import { createI18n } from '../../src/i18n/setup.ts';
import { errorProblem, errorText, fieldProblem, wantsCaptcha } from '../../src/app/features/account/messages.ts';
import { i18n, strings } from './field-rule-fixtures.ts';

describe('error catalogue (section 8)', () => {
  it('maps catalogue codes to their own keys, others to errors:<code>', () => {
    expect(errorProblem(new PlatformError('session.logged_out', 'x', 401), 'en').key).toBe('account:message.loggedOut');
    expect(errorProblem(new PlatformError('account.trial_refused', 'x', 403), 'en').key).toBe('account:message.trialRefused');
    expect(errorProblem(new PlatformError('register.invitation_invalid', 'x', 400), 'en').key).toBe('account:invitation_code_error');
    expect(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' }), 'en')).toEqual({
      key: 'account:message.accessDenied',
      params: { ip: '1.2.3.4' },
    });
    expect(errorProblem(new PlatformError('login.failed', 'x', 401), 'en').key).toBe('errors:login.failed');
    expect(errorProblem(new Error('boom'), 'en').key).toBe('account:message.unknownError');
    expect(i18n.t(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' }), 'en').key, { ip: '1.2.3.4' })).toContain('1.2.3.4');
  });

  it("puts a field failure on its field with the rule's own message", () => {
    expect(
      fieldProblem(new PlatformError('field.username', 'x', 400, { field: 'username', reason: 'pattern', min: 4, max: 16, messageKey: 'validation:username' })),
    ).toEqual({ field: 'username', problem: { key: 'validation:username', params: { min: 4, max: 16 } } });
    expect(fieldProblem(new PlatformError('password.confirm_mismatch', 'x', 400, { field: 'confirmPassword', reason: 'mismatch' }))?.problem.key).toBe(
      'validation:in_confirmation_correct',
    );
    expect(fieldProblem(new PlatformError('login.failed', 'x', 401))).toBeUndefined();
  });

  it("a refused login's end date is written in the language's digits, as every other figure of the page", () => {
    const until = new Date(2027, 5, 1, 9, 30).getTime();
    const refused = new PlatformError('safer.self_excluded', 'x', 403, { until });
    expect(errorProblem(refused, 'en').params?.until).toBe('2027-06-01 09:30');
    expect(errorProblem(refused, 'fa').params?.until).toBe('۲۰۲۷-۰۶-۰۱ ۰۹:۳۰');
    const fa = createI18n('fa', { errors: strings('fa', 'errors'), account: strings('fa', 'account') });
    const text = errorText(fa.t, refused, 'fa');
    expect(text).toContain('۲۰۲۷-۰۶-۰۱ ۰۹:۳۰');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('a failure that carries the captcha flag asks for a captcha', () => {
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401, { captcha: true }))).toBe(true);
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401))).toBe(false);
    expect(wantsCaptcha(new PlatformError('captcha.wrong', 'x', 400))).toBe(true);
  });
});
