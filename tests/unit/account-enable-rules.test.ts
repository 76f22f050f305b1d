// Each account form's enable rule (account spec sections 2 to 4: features/account/can-submit.ts).
import { describe, expect, it } from 'vitest';
import { canSubmit } from '../../src/app/features/account/can-submit.ts';

describe("each form's enable rule", () => {
  it('login and register: only with the disclaimer, never twice', () => {
    for (const form of [canSubmit.login, canSubmit.register]) {
      expect(form({ disclaimer: true, busy: false })).toBe(true);
      expect(form({ disclaimer: false, busy: false })).toBe(false);
      expect(form({ disclaimer: true, busy: true })).toBe(false);
    }
  });
  it('reset by phone: after a touch, without any problem', () => {
    expect(canSubmit.phoneReset({ touched: false, hasErrors: false, busy: false })).toBe(false);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: true, busy: false })).toBe(false);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: false, busy: false })).toBe(true);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: false, busy: true })).toBe(false);
  });
  it('reset by e-mail and change password: whenever nothing is on its way', () => {
    expect(canSubmit.emailReset({ busy: false })).toBe(true);
    expect(canSubmit.emailReset({ busy: true })).toBe(false);
    expect(canSubmit.changePassword({ busy: false })).toBe(true);
    expect(canSubmit.changePassword({ busy: true })).toBe(false);
  });
  it('terms gate: all three consent lines; rules detail: the read box', () => {
    expect(canSubmit.terms({ lines: [true, true, true] })).toBe(true);
    expect(canSubmit.terms({ lines: [true, false, true] })).toBe(false);
    expect(canSubmit.terms({ lines: [] })).toBe(false);
    expect(canSubmit.rulesDetail({ read: false })).toBe(false);
    expect(canSubmit.rulesDetail({ read: true })).toBe(true);
  });
  it('SMS send: a valid number and no countdown running', () => {
    expect(canSubmit.sendSms({ mobileValid: true, counting: false, busy: false })).toBe(true);
    expect(canSubmit.sendSms({ mobileValid: false, counting: false, busy: false })).toBe(false);
    expect(canSubmit.sendSms({ mobileValid: true, counting: true, busy: false })).toBe(false);
    expect(canSubmit.sendSms({ mobileValid: true, counting: false, busy: true })).toBe(false);
  });
});
