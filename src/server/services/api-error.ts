// The one error type handlers throw. The route layer turns it into the failure
// envelope { success: false, code, message, value } with the code's HTTP status.
import { ERROR_CODES, type ErrorCode } from '../../platform/error-codes.ts';
import type { FailureEnvelope } from '../../platform/generated/api.ts';
import errorsEn from '../../i18n/locales/en/errors.json' with { type: 'json' };

/** The English text of a code from src/i18n/locales/en/errors.json, {{placeholders}} filled from `value`. */
export function englishText(code: string, value?: Record<string, unknown>): string {
  let node: unknown = errorsEn;
  for (const part of code.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : code;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(value?.[k] ?? ''));
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
