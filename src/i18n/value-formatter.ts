// How i18next writes a value into a translated string: the app's formatter
// module, run for every placeholder (interpolation.alwaysFormat, setup.ts), not
// only those a translator marked:
// - a number gets the language's digits (formatDigits), as amounts and dates do;
//   `{{n, number}}` formats it fully, with the language's grouping;
// - a string (a game, vendor or brand name, a player's nickname, an e-mail) is
//   bidi-isolated (U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE):
//   it takes its own direction, so a Latin name inside an Arabic sentence keeps
//   its punctuation and does not reorder the words around it.
// It replaces i18next's own formatter, whose formats each create an Intl
// formatter: the first Intl.NumberFormat costs 35-40 ms inside hydration
// (number-shape.ts), which the shapes in the boot file avoid.
import type { FormatterModule } from 'i18next';
import { formatDigits, formatNumber } from './numbers.ts';

const FSI = '\u2068';
const PDI = '\u2069';

type Format = (value: unknown, lng: string) => string;

/** The named formats a translation may use: `{{value, name}}`. `npm run i18n:status` reports any other. */
const FORMATS: Record<string, Format> = {
  number: (value, lng) => formatNumber(Number(value), lng),
};

export function formatNames(): string[] {
  return Object.keys(FORMATS);
}

/** A value the way it reads inside a sentence of `lng`. */
export function sentenceValue(value: unknown, lng: string): unknown {
  if (typeof value === 'number') return formatDigits(value, lng);
  if (typeof value === 'string' && value !== '') return FSI + value + PDI;
  return value;
}

export const valueFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add(name, format) {
    FORMATS[name.toLowerCase().trim()] = (value, lng) => format(value, lng, {});
  },
  addCached(name, format) {
    FORMATS[name.toLowerCase().trim()] = (value, lng) => format(lng, {})(value);
  },
  format(value, format, lng) {
    const language = lng ?? 'en';
    if (value === undefined || value === null) return value;
    const name = format?.toLowerCase().trim();
    const named = name ? FORMATS[name] : undefined;
    // A format nobody defined (a typo in a translation) still shows the value, as a plain placeholder would.
    if (name && !named) console.warn(`i18n: no format "${format}" (known: ${formatNames().join(', ')}); the value is shown unformatted`);
    return String(named ? named(value, language) : sentenceValue(value, language));
  },
};
