// How i18next writes a value into a translated string (an i18next formatter
// module, used with `interpolation.alwaysFormat`, so it runs for every
// placeholder, not only those a translator marked):
// - a number gets the language's digits (formatDigits), as amounts and dates do;
//   `{{n, number}}` formats it fully, with the language's grouping;
// - a string (a game, vendor or brand name, a player's nickname, an e-mail) is
//   bidi-isolated (U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE):
//   it takes its own direction, so a Latin name inside an Arabic sentence keeps
//   its punctuation and does not reorder the words around it.
import type { FormatterModule, InitOptions, Services } from 'i18next';
import { formatDigits, formatNumber } from './numbers.ts';

const FSI = '\u2068';
const PDI = '\u2069';

/** A value the way it reads inside a sentence of `lng`. */
export function sentenceValue(value: unknown, lng: string): unknown {
  if (typeof value === 'number') return formatDigits(value, lng);
  if (typeof value === 'string' && value !== '') return FSI + value + PDI;
  return value;
}

type Format = (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string;

export class ValueFormatter implements FormatterModule {
  static readonly type = 'formatter';
  readonly type = 'formatter';
  private readonly formats = new Map<string, Format>([['number', (value, lng) => formatNumber(Number(value), lng ?? 'en')]]);

  init(_services: Services, _options: InitOptions): void {}

  add(name: string, fc: Format): void {
    this.formats.set(name.toLowerCase().trim(), fc);
  }

  addCached(name: string, fc: (lng: string | undefined, options: Record<string, unknown>) => (value: unknown) => string): void {
    this.add(name, (value, lng, options) => fc(lng, options)(value));
  }

  format(value: unknown, format: string | undefined, lng: string | undefined, options: Record<string, unknown> = {}): string {
    const language = lng ?? 'en';
    const fc = format ? this.formats.get(format.trim().toLowerCase()) : undefined;
    // A format nobody defined (a typo in a translation) still shows the value, as a plain placeholder would.
    if (format && !fc) console.warn(`i18n: no format "${format}" (known: ${[...this.formats.keys()].join(', ')}); the value is shown unformatted`);
    return (fc ? fc(value, language, options) : sentenceValue(value, language)) as string;
  }
}
