// An amount as the player types it, read into the smallest unit of the currency:
// the cashier and safer-play calls carry cents (schemas/api/common.schema.json
// Cents), so nothing is rounded on the way. Used by the cashier's forms and the
// safer-play limits.

/** Cents for a typed amount ("100", "100.5", "100,50"), or null when it is not one. */
export function parseAmount(text: string, decimals = 2): number | null {
  const clean = text.trim().replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const unit = 10 ** decimals;
  const cents = Number(match[1]) * unit + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A cents amount as the input shows it back (plain digits, `decimals` places). */
export function amountInput(cents: number, decimals = 2): string {
  return (cents / 10 ** decimals).toFixed(decimals);
}
