// Every error code the platform answers with or the client raises, with its HTTP
// status (0 for network failures the client detects itself). The English texts
// live in src/i18n/locales/en/errors.json under the same key, so the site shows
// `t('errors:<code>')`; texts the documents give (section 8 of both) are kept
// verbatim there. tests/unit/platform-error-codes.test.ts keeps the two in step.
export const ERROR_CODES = {
  // The request itself
  'request.invalid': 400,
  'request.malformed': 400,
  'request.unknown_call': 404,
  'request.merchant': 400,
  'request.module': 400,
  'request.content_type': 415,
  'request.too_large': 413,
  // Encrypted payloads (src/server/README.md, Security)
  'encryption.required': 400,
  'encryption.invalid': 400,
  'encryption.key_unknown': 400,
  'encryption.stale': 400,
  'encryption.replayed': 400,
  // Sessions and permissions (account spec sections 6 and 8)
  'session.required': 401,
  'session.logged_out': 401,
  'account.trial_refused': 403,
  'account.disabled': 403,
  'permission.denied': 403,
  'feature.disabled': 403,
  // Login, captcha, codes
  'login.failed': 401,
  'login.rate_limited': 429,
  'captcha.required': 400,
  'captcha.wrong': 400,
  'code.wrong': 400,
  'code.expired': 400,
  'code.exhausted': 400,
  'code.too_soon': 429,
  'rate.limited': 429,
  // Registration and passwords
  'user.exists': 409,
  'user.not_found': 404,
  'register.invitation_invalid': 400,
  'register.referrer_invalid': 400,
  'field.required': 400,
  'field.invalid': 400,
  'field.username': 400,
  'field.password': 400,
  'field.email': 400,
  'field.mobile': 400,
  'field.name': 400,
  'field.birthday': 400,
  'password.confirm_mismatch': 400,
  'modify.new.old.same': 400,
  'password.old_wrong': 400,
  // Games, content, promotions (game spec sections 5 and 8)
  'game.not_found': 404,
  'game.maintenance': 409,
  'game.free_play_unavailable': 403,
  'announcement.not_found': 404,
  'promotion.not_found': 404,
  'promotion.closed': 409,
  'reward.centre_off': 403,
  'reward.remarks_required': 400,
  'reward.images_required': 400,
  'reward.image_type': 415,
  'reward.image_too_large': 413,
  'reward.too_many_images': 400,
  'reward.already_applied': 409,
  // Cashier (issue 37): deposits, bank cards, withdrawals
  'cashier.not_found': 404,
  'cashier.amount_range': 400,
  'cashier.key_reused': 409,
  'cashier.card_exists': 409,
  'cashier.cards_full': 409,
  'cashier.payee_mismatch': 400,
  'cashier.payment_password_wrong': 400,
  'cashier.payment_password_unset': 409,
  'cashier.insufficient': 400,
  // Safer play (issue 37): limits and breaks the platform enforces
  'limit.deposit': 403,
  'limit.loss': 403,
  'safer.timed_out': 403,
  'safer.self_excluded': 403,
  // The platform as a whole
  'system.maintenance': 503,
  'system.upgrading': 503,
  'access.region': 403,
  unknown: 500,
  // Raised by the client, never by the server
  'network.offline': 0,
  'network.slow': 0,
  'network.failed': 0,
  // Raised by the app before an action that needs the platform, while the device is offline
  'network.unreachable': 0,
  'encryption.unavailable': 0,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The i18next key of an error code's text: namespace `errors`, the code as the key path. */
export function errorI18nKey(code: string): string {
  return `errors:${code}`;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}
