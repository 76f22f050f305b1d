// Registration by username and by mobile, its SMS code, and the calls the form
// renders from: rule sets, settings, username and affiliate checks (account
// spec sections 2 to 5 and 7). Every field is checked against the brand's rule
// set of the same name, the ones the registration-validation-data call returns.
import type { RegistrationPayload } from '../../platform/generated/api.ts';
import { registerSettingsOf } from '../../config/register-settings.ts';
import { OPTIONAL_REGISTRATION_FIELDS } from '../../platform/registration-fields.ts';
import { rateLimit, type CallContext, type Handlers } from '../context.ts';
import { transaction } from '../db/open-database.ts';
import { translations } from '../db/seed-content.ts';
import { findByMobile, findByName, mobileKey, sessionValue, welcomeAccount } from '../services/accounts.ts';
import { ApiError } from '../services/api-error.ts';
import { checkBirthday, checkField, type RuleField } from '../services/field-rules.ts';
import { dummyHash, hashPassword } from '../services/passwords.ts';

/** Demo credit of a new account, so a fresh player sees a balance (a real platform starts at 0). */
const WELCOME_CREDIT_CENTS = 1000_00;

/** Optional fields checked by their own rule set whatever the method; the mobile number's check depends on the method (below). */
const OPTIONAL_FIELDS: RuleField[] = OPTIONAL_REGISTRATION_FIELDS.filter((f) => f !== 'mobileNum');
/** Optional fields with a column of their own in accounts (the mobile number, keyed, and the payment password, hashed). */
const ACCOUNT_COLUMNS: ReadonlySet<string> = new Set(['mobileNum', 'paymentPassword', 'email', 'nickname']);
/** Extra details kept in the account's profile: every other optional field, and where the registration came from. */
const PROFILE_FIELDS = [...OPTIONAL_REGISTRATION_FIELDS.filter((f) => !ACCOUNT_COLUMNS.has(f)), 'registerMethod', 'registerUrl', 'domain'] as const;

async function register(input: RegistrationPayload, ctx: CallContext, method: 'username' | 'mobile') {
  const { platform, merchant, brand } = ctx;
  rateLimit(ctx, 'register', 20, 10 * 60_000);
  const f = brand.flags;
  // Absent optional fields count as empty strings, as the site sends them (account spec section 3).
  const text = (k: keyof RegistrationPayload) => (typeof input[k] === 'string' ? (input[k] as string) : '');

  // 1. Each field against its rule set; the method decides which are forced on.
  if (method === 'mobile') {
    checkField(brand, 'mobileNum', text('mobileNum'), { force: true });
    if (text('username')) checkField(brand, 'username', text('username'));
    if (f.MOBILENUMPASSREG3) {
      checkField(brand, 'password', text('password'), { force: true });
      checkField(brand, 'confirmPassword', text('confirmPassword'), { force: true });
    } else if (text('password') || text('confirmPassword')) {
      throw new ApiError(
        'field.invalid',
        'Field "password": this site registers mobile numbers without a password (MOBILENUMPASSREG3 is off); send an empty string.',
        { field: 'password', reason: 'disabled' },
      );
    }
  } else {
    checkField(brand, 'username', text('username'), { force: true });
    checkField(brand, 'password', text('password'), { force: true });
    checkField(brand, 'confirmPassword', text('confirmPassword'), { force: true });
    checkField(brand, 'mobileNum', text('mobileNum'));
  }
  for (const field of OPTIONAL_FIELDS) checkField(brand, field, text(field as keyof RegistrationPayload));
  if (text('password') !== text('confirmPassword'))
    throw new ApiError('password.confirm_mismatch', 'Field "confirmPassword" must equal "password".', { field: 'confirmPassword', reason: 'mismatch' });
  if (text('birthday')) checkBirthday(text('birthday'), brand.ageLimit, new Date(platform.now()));
  const mobile = text('mobileNum') ? mobileKey(brand, text('countryDialingCode'), text('mobileNum')) : null;

  // 2. Captcha, SMS code, invitation code, recommender.
  if (brand.registration.captcha) {
    if (!text('captcha') || !text('captchaKey'))
      throw new ApiError('captcha.required', 'Fetch one with the captcha call and send captcha and captchaKey.', { captcha: true });
    if (!platform.captchas.check(merchant.code, text('captchaKey'), text('captcha'))) throw new ApiError('captcha.wrong', undefined, { captcha: true });
  }
  const verifyMobile = f.REGMOBVERF3 && mobile !== null;
  if (verifyMobile) {
    checkField(brand, 'verificationCode', text('verificationCode'), { force: true });
    platform.codes.check(merchant.code, 'register', mobile!, text('verificationCode'), false);
  }
  let parentId: number | null = null;
  if (text('affiliateCode')) {
    const agent = platform.db
      .prepare('SELECT id FROM accounts WHERE merchant = ? AND affiliate_code = ? COLLATE NOCASE')
      .get(merchant.code, text('affiliateCode')) as { id: number } | undefined;
    if (!agent)
      throw new ApiError('register.invitation_invalid', 'No agent of this site has that invitation code.', { field: 'affiliateCode', reason: 'unknown' });
    parentId = agent.id;
  }
  if (text('recommenderId')) {
    const rec = text('recommenderId');
    const found = /^[0-9]+$/.test(rec)
      ? platform.db.prepare('SELECT id FROM accounts WHERE merchant = ? AND id = ?').get(merchant.code, Number(rec))
      : findByName(platform.db, merchant.code, rec);
    if (!found) throw new ApiError('register.referrer_invalid', 'No account has that recommender id.', { field: 'recommenderId', reason: 'unknown' });
  }

  // 3. The hash is made before the name is looked up, so a taken name answers no faster.
  const password = text('password');
  let passwordHash: string | null = null;
  if (password) passwordHash = await hashPassword(password, platform.passwordCost);
  else await dummyHash(platform.passwordCost);
  const paymentHash = text('paymentPassword') ? await hashPassword(text('paymentPassword'), platform.passwordCost) : null;
  const username = text('username') || (mobile ? mobile.replace(/^\+/, '') : '');
  const now = platform.now();
  const profile = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, text(k)]).filter(([, v]) => v));

  const account = transaction(platform.db, () => {
    if (findByName(platform.db, merchant.code, username))
      throw new ApiError('user.exists', `Choose another ${method === 'mobile' && !text('username') ? 'mobile number' : 'username'}.`, {
        field: method === 'mobile' && !text('username') ? 'mobileNum' : 'username',
        reason: 'unknown',
      });
    if (mobile && findByMobile(platform.db, merchant.code, mobile))
      throw new ApiError('user.exists', 'An account already uses this mobile number; log in or reset its password.', { field: 'mobileNum', reason: 'unknown' });
    const id = Number(
      platform.db
        .prepare(
          `INSERT INTO accounts (merchant, username, username_key, mobile, email, nickname, type, password_hash, payment_password_hash, parent_id, profile, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
        )
        .run(
          merchant.code,
          username,
          username.toLowerCase(),
          mobile,
          text('email'),
          text('nickname'),
          passwordHash,
          paymentHash,
          parentId,
          JSON.stringify(profile),
          now,
        ).lastInsertRowid,
    );
    welcomeAccount(platform.db, id, WELCOME_CREDIT_CENTS, JSON.stringify(translations(brand, (c) => c.inbox.welcome)), now);
    if (verifyMobile) platform.codes.consume(merchant.code, 'register', mobile!);
    return { id, merchant: merchant.code, type: 0, username, logins: 0 };
  });
  const { token } = platform.sessions.create(account, ctx.device);
  platform.db.prepare('UPDATE accounts SET logins = 1 WHERE id = ?').run(account.id);
  return sessionValue(merchant.code, account, token);
}

export const registerHandlers: Pick<
  Handlers,
  'registerByUsername' | 'registerByMobile' | 'smsCodeRegister' | 'registrationValidationData' | 'registerSettings' | 'usernameValidation' | 'affiliateCheck'
> = {
  registerByUsername: (input, ctx) => register(input, ctx, 'username'),
  registerByMobile: (input, ctx) => register(input, ctx, 'mobile'),

  smsCodeRegister: (input, ctx) => {
    rateLimit(ctx, 'sms', 20, 3600_000);
    const { platform, merchant, brand } = ctx;
    checkField(brand, 'mobileNum', input.mobileNo, { force: true, as: 'mobileNo' });
    const target = mobileKey(brand, input.countryDialingCode, input.mobileNo, 'mobileNo');
    // Sent whether or not the number has an account: registration answers "already exists" only after the code proves the number.
    return platform.codes.issue(merchant.code, 'register', target, {
      channel: 'sms',
      to: target,
      text: (code) => `${brand.name}: your registration code is ${code}. It is valid for 10 minutes.`,
    });
  },

  registrationValidationData: (_input, { brand }) => ({
    fields: brand.rules.fields,
    patterns: Object.fromEntries(Object.entries(brand.rules.patterns).map(([id, p]) => [id, { regex: p!.regex, flags: p!.flags, message: p!.message }])),
    dialingCodes: brand.rules.dialingCodes,
  }),

  registerSettings: (_input, { brand }) => registerSettingsOf(brand),

  usernameValidation: (input, ctx) => {
    rateLimit(ctx, 'username-check', 60, 60_000);
    checkField(ctx.brand, 'username', input.username, { force: true });
    return { available: !findByName(ctx.platform.db, ctx.merchant.code, input.username) };
  },

  affiliateCheck: (input, ctx) => {
    rateLimit(ctx, 'affiliate', 60, 60_000);
    const agent = ctx.platform.db
      .prepare('SELECT type FROM accounts WHERE merchant = ? AND affiliate_code = ? COLLATE NOCASE AND disabled = 0')
      .get(ctx.merchant.code, input.code);
    return { success: agent !== undefined };
  },
};
