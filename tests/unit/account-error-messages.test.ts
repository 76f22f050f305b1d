// What the player reads when a call fails (account spec section 8: features/account/messages.ts):
// the catalogue's own keys, a failure put on its field, the captcha flag.
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/platform/client.ts';
import { errorProblem, fieldProblem, wantsCaptcha } from '../../src/app/features/account/messages.ts';
import { i18n } from './field-rule-fixtures.ts';

describe('error catalogue (section 8)', () => {
  it('maps catalogue codes to their own keys, others to errors:<code>', () => {
    expect(errorProblem(new PlatformError('session.logged_out', 'x', 401)).key).toBe('account:message.loggedOut');
    expect(errorProblem(new PlatformError('account.trial_refused', 'x', 403)).key).toBe('account:message.trialRefused');
    expect(errorProblem(new PlatformError('register.invitation_invalid', 'x', 400)).key).toBe('account:invitation_code_error');
    expect(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' }))).toEqual({
      key: 'account:message.accessDenied',
      params: { ip: '1.2.3.4' },
    });
    expect(errorProblem(new PlatformError('login.failed', 'x', 401)).key).toBe('errors:login.failed');
    expect(errorProblem(new Error('boom')).key).toBe('account:message.unknownError');
    expect(i18n.t(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' })).key, { ip: '1.2.3.4' })).toContain('1.2.3.4');
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

  it('a failure that carries the captcha flag asks for a captcha', () => {
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401, { captcha: true }))).toBe(true);
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401))).toBe(false);
    expect(wantsCaptcha(new PlatformError('captcha.wrong', 'x', 400))).toBe(true);
  });
});
