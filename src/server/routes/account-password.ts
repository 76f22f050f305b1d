// Password change (v2), reset by phone, and reset by e-mail (account spec
// sections 2, 4 and 7). Resets log out every session of the account; a change
// logs out all but the one that made it.
import type { DatabaseSync } from 'node:sqlite';
import { rateLimit, sessionOf, type CallContext, type Handlers } from '../context.ts';
import { smsCodeToAccount } from './sms-codes.ts';
import { findByMobile, findByName, mobileKey } from '../services/accounts.ts';
import { ApiError } from '../services/api-error.ts';
import { checkField } from '../services/field-rules.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import type { AccountRow } from '../services/sessions.ts';

/** Code-checked password resets (phone and e-mail together) per address an hour: each guesses a code, so they are counted like sends. */
const RESETS_PER_HOUR = 30;

/** The new password against the rule `password` (account spec section 5). */
function checkNewPassword(ctx: CallContext, value: string, as = 'newPassword'): void {
  checkField(ctx.brand, 'password', value, { force: true, as });
}

async function setPassword(ctx: CallContext, accountId: number, password: string): Promise<void> {
  const hash = await hashPassword(password, ctx.platform.passwordCost);
  ctx.platform.db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(hash, accountId);
}

/**
 * A reset by code, by phone or by e-mail: the code is checked but spent only
 * once the new password is set, so "new equals old" keeps it (account spec
 * section 4); the account's sessions all end.
 */
async function resetWithCode(
  ctx: CallContext,
  purpose: 'reset' | 'email-reset',
  target: string,
  input: { verificationCode: string; newPassword: string },
  find: (db: DatabaseSync, merchant: string, target: string) => AccountRow | undefined,
): Promise<AccountRow> {
  const { platform, merchant } = ctx;
  platform.codes.check(merchant.code, purpose, target, input.verificationCode, false);
  const account = find(platform.db, merchant.code, target);
  if (!account || account.disabled) throw new ApiError('user.not_found');
  if (account.password_hash && (await verifyPassword(input.newPassword, account.password_hash)))
    throw new ApiError('modify.new.old.same', undefined, { field: 'newPassword', reason: 'mismatch' });
  await setPassword(ctx, account.id, input.newPassword);
  platform.codes.consume(merchant.code, purpose, target);
  platform.sessions.revokeOthers(account.id);
  return account;
}

export const passwordHandlers: Pick<Handlers, 'changePassword' | 'smsCodeReset' | 'setPasswordByPhone' | 'forgotPasswordByEmail' | 'resetPasswordByEmail'> = {
  changePassword: async (input, ctx) => {
    const session = sessionOf(ctx);
    const { platform } = ctx;
    checkNewPassword(ctx, input.newPassword);
    if (input.newPassword !== input.confirmNewPassword)
      throw new ApiError('password.confirm_mismatch', 'Field "confirmNewPassword" must equal "newPassword".', {
        field: 'confirmNewPassword',
        reason: 'mismatch',
      });
    if (input.newPassword === input.oldPassword) throw new ApiError('modify.new.old.same', undefined, { field: 'newPassword', reason: 'mismatch' });
    const hash = (platform.db.prepare('SELECT password_hash FROM accounts WHERE id = ?').get(session.account.id) as { password_hash: string | null })
      .password_hash;
    if (hash) {
      if (!input.oldPassword) throw new ApiError('field.required', 'Field "oldPassword": it is required.', { field: 'oldPassword', reason: 'required' });
      // Old-password guesses are limited like logins, per account.
      const r = platform.limiter.hit(`old-password:${session.account.id}`, 10, 3600_000);
      if (!r.ok)
        throw new ApiError('rate.limited', `Too many wrong old passwords; try again in ${Math.ceil(r.retryAfterMs / 60_000)} min.`, {
          retryAfterMs: r.retryAfterMs,
        });
      if (!(await verifyPassword(input.oldPassword, hash))) throw new ApiError('password.old_wrong', undefined, { field: 'oldPassword', reason: 'mismatch' });
    }
    await setPassword(ctx, session.account.id, input.newPassword);
    platform.sessions.revokeOthers(session.account.id, session.tokenHash);
    return { changed: true as const };
  },

  smsCodeReset: (input, ctx) =>
    smsCodeToAccount(ctx, 'reset', input, (brand, code) => `${brand}: your password reset code is ${code}. It is valid for 10 minutes.`),

  setPasswordByPhone: async (input, ctx) => {
    rateLimit(ctx, 'reset', RESETS_PER_HOUR, 3600_000);
    const { brand } = ctx;
    checkField(brand, 'loginMobileNum', input.mobileNum, { force: true, as: 'mobileNum' });
    checkNewPassword(ctx, input.newPassword);
    const account = await resetWithCode(ctx, 'reset', mobileKey(brand, input.countryDialingCode, input.mobileNum), input, findByMobile);
    return { changed: true as const, userName: account.username };
  },

  forgotPasswordByEmail: (input, ctx) => {
    rateLimit(ctx, 'forgot-email', 10, 3600_000);
    const { platform, merchant, brand } = ctx;
    checkField(brand, 'loginUsername', input.username.trim(), { force: true, as: 'username' });
    const email = input.email.trim();
    checkField(brand, 'email', email, { force: true });
    const account = findByName(platform.db, merchant.code, input.username);
    const matches = Boolean(account && !account.disabled && account.email && account.email.toLowerCase() === email.toLowerCase());
    // The same answer, and the same resend wait, whether the name and e-mail match an account or not.
    platform.codes.issue(
      merchant.code,
      'email-reset',
      input.username.trim().toLowerCase(),
      {
        channel: 'email',
        to: email,
        text: (code) =>
          `${brand.name}: use the code ${code} with a new password on the forgot-password form. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.`,
      },
      matches,
    );
    return { accepted: true as const };
  },

  resetPasswordByEmail: async (input, ctx) => {
    rateLimit(ctx, 'reset', RESETS_PER_HOUR, 3600_000);
    checkNewPassword(ctx, input.newPassword);
    await resetWithCode(ctx, 'email-reset', input.username.trim().toLowerCase(), input, findByName);
    return { changed: true as const };
  },
};
