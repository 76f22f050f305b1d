// Numbers written from a language's shape (src/i18n/number-shape.ts) read
// exactly as Intl.NumberFormat writes them: every interface language, every set
// of options the app formats with, values that round, group, go negative or
// come in exponent form. Intl here is Node's ICU, the one the build takes the
// shapes from.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { formatWithShape, type NumberOptions, numberShape } from '../../src/i18n/number-shape.ts';
import { formatNumber, registerNumberShapes } from '../../src/i18n/numbers.ts';

const OPTIONS: NumberOptions[] = [
  {},
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { useGrouping: false, maximumFractionDigits: 3 },
  { minimumIntegerDigits: 2, useGrouping: false },
  { minimumIntegerDigits: 4, useGrouping: false },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 1 },
];

const VALUES = [
  0,
  -0,
  1,
  -1,
  7,
  42,
  0.5,
  0.07,
  0.125,
  1.005,
  2.675,
  0.0005,
  -0.0001,
  999.9995,
  1000,
  9999,
  12345,
  123456.789,
  -1234.567,
  1234567.891,
  999999.995,
  1234567890123,
  1e21,
  1.5e-7,
  0.1 + 0.2,
  35.855,
  1.45,
  0.995,
  0.9999,
];

describe('numbers from a language shape', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: the same text as Intl.NumberFormat`, () => {
      const shape = numberShape(lng);
      for (const options of OPTIONS) {
        const intl = new Intl.NumberFormat(lng, options);
        for (const value of VALUES) expect(formatWithShape(value, shape, options), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
      }
    });
  }

  it('survive the boot file: a shape read back from JSON writes the same', () => {
    const fa = JSON.parse(JSON.stringify(numberShape('fa')));
    expect(formatWithShape(-1234.5, fa)).toBe(new Intl.NumberFormat('fa').format(-1234.5));
  });

  it('come from the registered shape when the boot file carried one', () => {
    // A shape that writes 5 as "five" tells the registered one from Intl's.
    const odd = { ...numberShape('en'), digits: ['0', '1', '2', '3', '4', 'five', '6', '7', '8', '9'] };
    registerNumberShapes({ 'x-test': odd });
    expect(formatNumber(15, 'x-test')).toBe('1five');
  });
});
