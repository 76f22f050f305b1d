// The one error type handlers throw. The route layer turns it into the failure
// envelope { success: false, code, message, value } with the code's HTTP status.
import { ERROR_CODES, type ErrorCode } from '../../platform/error-codes.ts';
import type { FailureEnvelope } from '../../platform/generated/api.ts';
import i18next from 'i18next';
import errorsEn from '../../i18n/locales/en/errors.json' with { type: 'json' };

// The platform's messages are plain English text for logs and API clients: i18next
// without the app's value formatter (no bidi isolation marks, digits as they are).
const messages = i18next.createInstance();
messages.init({
  lng: 'en',
  resources: { en: { errors: errorsEn } },
  defaultNS: 'errors',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  // A value the code did not give reads as nothing, not as {{name}}.
  missingInterpolationHandler: () => '',
});

/** The English text of a code from src/i18n/locales/en/errors.json, {{placeholders}} filled from `value`; the code itself when it has none. */
export function englishText(code: string, value?: Record<string, unknown>): string {
  return messages.t(code, { ...value, defaultValue: code });
}

export type FailureValue = NonNullable<FailureEnvelope['value']>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: FailureValue | undefined;

  /** `detail` is added to the code's English text: say where and how to fix it. */
  constructor(code: ErrorCode, detail?: string, value?: FailureValue) {
    const base = englishText(code, value as Record<string, unknown> | undefined);
    super(detail ? `${base} ${detail}` : base);
    this.code = code;
    this.status = ERROR_CODES[code] || 500;
    this.value = value;
  }
}
