// When each account form's submit button may be pressed (account spec sections
// 2 and 4). Its own module, so the terms gate (which loads on every first visit)
// carries these few lines and not the rule engine.
/**
 * When each form's submit button may be pressed (account spec sections 2 and 4).
 * Login and register stay pressable-looking only with the disclaimer checked;
 * the phone reset waits for a touched field and no error; nothing submits twice.
 */
export const canSubmit = {
  login: (s: { disclaimer: boolean; busy: boolean }) => s.disclaimer && !s.busy,
  register: (s: { disclaimer: boolean; busy: boolean }) => s.disclaimer && !s.busy,
  phoneReset: (s: { touched: boolean; hasErrors: boolean; busy: boolean }) => s.touched && !s.hasErrors && !s.busy,
  emailReset: (s: { busy: boolean }) => !s.busy,
  changePassword: (s: { busy: boolean }) => !s.busy,
  /** The terms gate's agree button: all three consent lines (account spec section 4). */
  terms: (s: { lines: readonly boolean[] }) => s.lines.length > 0 && s.lines.every(Boolean),
  /** The rules detail's button: the 'read and agree' box (account spec section 2). */
  rulesDetail: (s: { read: boolean }) => s.read,
  /** Sending an SMS code: only with a valid mobile number and no countdown running (account spec section 4). */
  sendSms: (s: { mobileValid: boolean; counting: boolean; busy: boolean }) => s.mobileValid && !s.counting && !s.busy,
};
