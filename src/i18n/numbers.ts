// Numbers in a language's own digits and separators (Intl): the one formatter
// behind amounts, dates and every number inside a translated string, so a page
// never mixes digit systems (Persian amounts next to Latin counts).

const formatters = new Map<string, Intl.NumberFormat>();

/** `value` in `lng`'s digits; one Intl.NumberFormat per language and options, kept (a jackpot or a list re-formats often). */
export function formatNumber(value: number, lng: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${lng}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lng, options);
    formatters.set(key, formatter);
  }
  return formatter.format(Number.isFinite(value) ? value : 0);
}

/**
 * A number as it sits inside a sentence: the language's digits, never grouped,
 * so counts, limits, ages, years and IDs keep their shape ("ID 100234", "© 2026")
 * and only change script ("نمایش ۲۴ از ۳۸۲").
 */
export function formatDigits(value: number, lng: string): string {
  return formatNumber(value, lng, { useGrouping: false, maximumFractionDigits: 3 });
}
