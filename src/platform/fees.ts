// A cashier fee, as the platform takes it and the site shows it beforehand: a
// fixed part plus a rate in hundredths of a percent (150 is 1.5%), rounded up to
// the smallest unit (schemas/api/common.schema.json PaymentMethod, the
// withdrawable amount call). One rule, so the fee a form shows is the fee taken.
export function feeOf(amount: number, fee: { feeFixed: number; feeRate: number }): number {
  return fee.feeFixed + Math.ceil((amount * fee.feeRate) / 10_000);
}
