// What the reference platform's cashier offers every merchant: the deposit
// methods (one of each kind), the amount presets, the banks a withdrawal can go
// to, the withdrawal range and fee, the receiving account of bank transfers.
// A real platform reads these from its payment providers; the numbers are the
// reference platform's choice (src/platform/README.md, Choices).
import type { ValueOf } from '../../platform/calls.ts';

export { feeOf } from '../../platform/fees.ts';

export type PaymentMethod = ValueOf<'paymentMethods'>['methods'][number];

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'bank', kind: 'bank', name: 'Bank transfer', min: 100_00, max: 500_000_00, feeFixed: 0, feeRate: 0, processingMinutes: 30, expiresMinutes: 24 * 60 },
  { id: 'ewallet', kind: 'ewallet', name: 'E-wallet (QR)', min: 10_00, max: 50_000_00, feeFixed: 0, feeRate: 100, processingMinutes: 0, expiresMinutes: 15 },
  { id: 'card', kind: 'card', name: 'Debit or credit card', min: 20_00, max: 20_000_00, feeFixed: 0, feeRate: 250, processingMinutes: 0, expiresMinutes: 30 },
  { id: 'voucher', kind: 'voucher', name: 'Prepaid voucher', min: 10_00, max: 5_000_00, feeFixed: 50, feeRate: 0, processingMinutes: 0, expiresMinutes: 30 },
];

export const DEPOSIT_PRESETS: readonly number[] = [100_00, 300_00, 500_00, 1_000_00, 5_000_00, 10_000_00];

export const BANKS: readonly { code: string; name: string }[] = [
  { code: 'KBANK', name: 'Kasikornbank' },
  { code: 'SCB', name: 'Siam Commercial Bank' },
  { code: 'BBL', name: 'Bangkok Bank' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'BCA', name: 'Bank Central Asia' },
  { code: 'MAYBANK', name: 'Maybank' },
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'HSBC', name: 'HSBC' },
];

/** The account bank transfers go to; the order's reference matches a transfer to its order. */
export const RECEIVING_ACCOUNT = { bankName: 'Kasikornbank', accountName: 'Lobbykit Reference Ltd', accountNumber: '123-4-56789-0' };

export const WITHDRAWAL = { min: 100_00, max: 200_000_00, feeFixed: 10_00, feeRate: 0 } as const;
export const MAX_BANK_CARDS = 5;
export const CURRENCY = '$';

/** `12345678` -> `****5678`. */
export function maskAccountNumber(number: string): string {
  return '*'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
}
