// Login, logout, trial sessions, captcha and the login SMS code (account spec
// sections 4 and 7; src/server/README.md, Security, for the security rules).
import { randomInt } from 'node:crypto';
import { parseHex } from '../../config/colour.ts';
import { rateLimit as limit, sessionOf, type Handlers } from '../context.ts';
import { smsCodeToAccount } from './sms-codes.ts';
import { findByMobile, findByName, mobileKey, sessionValue, welcomeAccount } from '../services/accounts.ts';
import { ApiError } from '../services/api-error.ts';
import { CAPTCHA_AFTER_FAILURES } from '../services/login-guard.ts';
import { dummyHash, verifyPassword } from '../services/passwords.ts';
import { refuseDuringBreak } from '../services/safer-play.ts';
import type { AccountRow } from '../services/sessions.ts';
import { TRIAL_SESSION_MS } from '../services/sessions.ts';

/** Free-play credit of a new trial account. */
const TRIAL_CREDIT_CENTS = 2000_00;
const TRIAL_NAME_MS = 10 * 60_000;

export const loginHandlers: Pick<Handlers, 'encryptionKey' | 'login' | 'trialAccount' | 'testPlay' | 'logout' | 'captcha' | 'smsCodeLogin'> = {
  encryptionKey: (_input, ctx) => ctx.platform.payloadCrypto.publicKey(),

  login: async (input, ctx) => {
    const { platform, merchant, brand } = ctx;
    if (input.type === 'firebase') {
      throw new ApiError('feature.disabled', 'The reference platform cannot verify third-party ID tokens; log in with a username and password or an SMS code.');
    }
    if (input.type === 'sms' && !brand.flags.MOBILEVERCODELOGIN3)
      throw new ApiError('feature.disabled', 'This site has login by SMS code (MOBILEVERCODELOGIN3) switched off.');
    limit(ctx, 'login', 300, 60_000);

    const name = input.type === 'sms' ? mobileKey(brand, input.countryDialingCode, input.username, 'username') : input.username.trim().toLowerCase();
    // Counted as a failure before anything is checked, so concurrent attempts each see the ones before them.
    const reservation = platform.loginGuard.reserve(merchant.code, name);
    const { failures } = reservation;
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      // Without a right captcha the password is not checked, so the attempt is no failed login (each captcha is spent by one try).
      const missing = !input.captcha || !input.captchaKey;
      if (missing || !platform.captchas.check(merchant.code, input.captchaKey, input.captcha)) {
        platform.loginGuard.release(reservation);
        throw missing
          ? new ApiError('captcha.required', 'Fetch one with the captcha call and send its captchaKey with the answer.', { captcha: true })
          : new ApiError('captcha.wrong', undefined, { captcha: true });
      }
    }

    let account: AccountRow | undefined;
    let ok: boolean;
    if (input.type === 'sms') {
      account = findByMobile(platform.db, merchant.code, name);
      // Unknown numbers hold an undelivered code (see smsCodeLogin): wrong codes answer alike for every number.
      platform.codes.check(merchant.code, 'login', name, input.password);
      ok = account !== undefined;
    } else {
      account = findByName(platform.db, merchant.code, name);
      // Accounts registered by mobile log in with their number as the name.
      if (!account && /^[0-9]{4,20}$/.test(name))
        account = findByMobile(platform.db, merchant.code, mobileKey(brand, input.countryDialingCode, name, 'username'));
      // An unknown name is checked against a dummy hash: the same work, the same wait.
      const hash = account?.password_hash ?? (await dummyHash(platform.passwordCost));
      ok = (await verifyPassword(input.password, hash)) && Boolean(account?.password_hash);
    }
    if (!ok || !account) throw new ApiError('login.failed', undefined, failures + 1 >= CAPTCHA_AFTER_FAILURES ? { captcha: true } : undefined);
    // Only a caller who knew the password learns that the account is disabled.
    if (account.disabled) {
      platform.loginGuard.release(reservation);
      throw new ApiError('account.disabled');
    }
    // A time-out or self-exclusion refuses the login until its end date, told only to a caller who knew the password.
    try {
      refuseDuringBreak(platform.db, account.id, platform.now());
    } catch (e) {
      platform.loginGuard.release(reservation);
      throw e;
    }
    platform.loginGuard.clear(merchant.code, name);
    const { token } = platform.sessions.create(account, ctx.device);
    platform.db.prepare('UPDATE accounts SET logins = logins + 1 WHERE id = ?').run(account.id);
    return sessionValue(merchant.code, account, token);
  },

  trialAccount: (_input, ctx) => {
    limit(ctx, 'trial', 30, 3600_000);
    const { platform, merchant } = ctx;
    const now = platform.now();
    if (platform.trialNames.size > 1000) for (const [k, until] of platform.trialNames) if (until < now) platform.trialNames.delete(k);
    for (;;) {
      const name = `trial${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if (!platform.trialNames.has(`${merchant.code}:${name}`) && !findByName(platform.db, merchant.code, name)) {
        platform.trialNames.set(`${merchant.code}:${name}`, now + TRIAL_NAME_MS);
        return name;
      }
    }
  },

  testPlay: (input, ctx) => {
    limit(ctx, 'trial', 30, 3600_000);
    const { platform, merchant } = ctx;
    const now = platform.now();
    let name = input.userName ?? '';
    if (name) {
      const key = `${merchant.code}:${name}`;
      const until = platform.trialNames.get(key);
      if (!until || until < now) {
        throw new ApiError(
          'field.invalid',
          'Field "userName": not a trial name reserved in the last 10 minutes; send none, or reserve one with the trial account call.',
          { field: 'userName', reason: 'format' },
        );
      }
      platform.trialNames.delete(key);
    } else {
      do name = `trial${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      while (findByName(platform.db, merchant.code, name));
    }
    const id = Number(
      platform.db
        .prepare('INSERT INTO accounts (merchant, username, username_key, type, created_at, expires_at, logins) VALUES (?, ?, ?, 4, ?, ?, 1)')
        .run(merchant.code, name, name.toLowerCase(), now, now + TRIAL_SESSION_MS).lastInsertRowid,
    );
    welcomeAccount(platform.db, id, TRIAL_CREDIT_CENTS, '', now);
    const { token, expiresAt } = platform.sessions.create({ id, merchant: merchant.code, type: 4 }, ctx.device);
    return { token, userName: name, customerType: 4 as const, expiresAt };
  },

  logout: (_input, ctx) => {
    ctx.platform.sessions.revoke(sessionOf(ctx).tokenHash);
    return { loggedOut: true as const };
  },

  captcha: (_input, ctx) => {
    limit(ctx, 'captcha', 60, 60_000);
    const colours = ctx.brand.theme.colors;
    return ctx.platform.captchas.create(ctx.merchant.code, ctx.brand.constants.captchaLength, {
      background: parseHex(colours.surface) ?? [255, 255, 255],
      ink: parseHex(colours.text) ?? [15, 23, 42],
    });
  },

  smsCodeLogin: (input, ctx) =>
    smsCodeToAccount(ctx, 'login', input, (brand, code) => `${brand}: your login code is ${code}. It is valid for 10 minutes. Never share it.`),
};
