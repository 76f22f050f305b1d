// How a value is written into a translated string (translator.ts runs it for
// every placeholder, not only those a translator marked):
// - a number gets the language's digits (formatDigits), as amounts and dates do;
//   `{{n, number}}` formats it fully, with the language's grouping;
// - a string (a game, vendor or brand name, a player's nickname, an e-mail) is
//   bidi-isolated (U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE):
//   it takes its own direction, so a Latin name inside an Arabic sentence keeps
//   its punctuation and does not reorder the words around it.
import { formatDigits, formatNumber } from './numbers.ts';

const FSI = '\u2068';
const PDI = '\u2069';

/** The named formats a translation may use: `{{value, name}}`. */
const FORMATS: Record<string, (value: unknown, lng: string) => string> = {
  number: (value, lng) => formatNumber(Number(value), lng),
};

/** A value the way it reads inside a sentence of `lng`. */
export function sentenceValue(value: unknown, lng: string): unknown {
  if (typeof value === 'number') return formatDigits(value, lng);
  if (typeof value === 'string' && value !== '') return FSI + value + PDI;
  return value;
}

/** A placeholder's text, or undefined when it has no value. */
export function formatPlaceholder(value: unknown, format: string | undefined, lng: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const named = format ? FORMATS[format.toLowerCase()] : undefined;
  // A format nobody defined (a typo in a translation) still shows the value, as a plain placeholder would.
  if (format && !named) console.warn(`i18n: no format "${format}" (known: ${Object.keys(FORMATS).join(', ')}); the value is shown unformatted`);
  return String(named ? named(value, lng) : sentenceValue(value, lng));
}
