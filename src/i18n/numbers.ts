// Numbers in a language's own digits and separators: the one formatter behind
// amounts, dates and every number inside a translated string, so a page never
// mixes digit systems (Persian amounts next to Latin counts). Written from the
// language's shape (number-shape.ts), which the boot file carries for each of
// the brand's languages; a language without one has its shape read from Intl.
import { formatWithShape, type NumberOptions, numberShape, type NumberShape } from './number-shape.ts';

const shapes = new Map<string, NumberShape>();

/** The boot file's shapes, by language: registered before the app's first render. */
export function registerNumberShapes(byLanguage: Record<string, NumberShape>): void {
  for (const [lng, shape] of Object.entries(byLanguage)) shapes.set(lng, shape);
}

/** The shapes a brand's boot file carries: one per language it offers. */
export function numberShapes(languages: readonly string[]): Record<string, NumberShape> {
  return Object.fromEntries(languages.map((lng) => [lng, numberShape(lng)]));
}

/** `value` in `lng`'s digits. */
export function formatNumber(value: number, lng: string, options: NumberOptions = {}): string {
  let shape = shapes.get(lng);
  if (!shape) shapes.set(lng, (shape = numberShape(lng)));
  return formatWithShape(Number.isFinite(value) ? value : 0, shape, options);
}

/**
 * A number as it sits inside a sentence: the language's digits, never grouped,
 * so counts, limits, ages, years and IDs keep their shape ("ID 100234", "© 2026")
 * and only change script ("نمایش ۲۴ از ۳۸۲").
 */
export function formatDigits(value: number, lng: string): string {
  return formatNumber(value, lng, { useGrouping: false, maximumFractionDigits: 3 });
}
