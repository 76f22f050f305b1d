// How a language writes numbers (its digits, separators, grouping, minus and
// percent), taken from Intl once, at build time, and shipped in the boot file;
// then numbers are formatted with plain string work. The first Intl.NumberFormat
// a page creates loads ICU's number data: 35–40 ms of main thread in Chromium
// on a fast machine, one long task inside hydration on a phone.
// tests/unit/number-shape.test.ts holds the result equal to Intl's, for every
// language and every option used.

export interface NumberShape {
  /** The ten digits, 0 to 9. */
  digits: string[];
  decimal: string;
  group: string;
  /** How the integer part of a plain number is grouped. */
  grouping: Grouping;
  /** And of a percentage, which some languages group otherwise (Bengali: ১,০০,০০০ but ১০০,০০০%). */
  percentGrouping: Grouping;
  /** What comes before and after a negative number (a minus sign, and direction marks in some languages). */
  negative: [string, string];
  /** What comes before and after a percentage. */
  percent: [string, string];
}

export interface Grouping {
  /** Sizes of the groups from the right: the first, then each further one (12,34,567 is [3, 2]). */
  sizes: [number, number];
  /** Fewest integer digits that are grouped: 4 ("1,000") or, in a few languages, 5 ("1000", "10.000"). */
  from: number;
}

/** The options the app formats with: a wider set would fall outside what the shape can say. */
export interface NumberOptions {
  style?: 'percent';
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumIntegerDigits?: number;
  useGrouping?: false;
}

/** Build time (or a language the boot file did not carry): the shape, read from Intl. */
export function numberShape(lng: string): NumberShape {
  const plain = new Intl.NumberFormat(lng, { useGrouping: false });
  const parts = (options: Intl.NumberFormatOptions, value: number) => new Intl.NumberFormat(lng, options).formatToParts(value);
  const around = (list: Intl.NumberFormatPart[]): [string, string] => {
    const at = list.findIndex((p) => p.type === 'integer');
    const text = (l: Intl.NumberFormatPart[]) => l.map((p) => p.value).join('');
    return [text(list.slice(0, at)), text(list.slice(at + 1))];
  };
  // 1234567890 and 1000, as plain numbers and as percentages.
  const grouping = (options: Intl.NumberFormatOptions, scale: number): Grouping => {
    const sizes = parts(options, 1234567890 / scale)
      .filter((p) => p.type === 'integer')
      .map((p) => p.value.length);
    return {
      sizes: sizes.length > 1 ? [sizes.at(-1)!, sizes.at(-2)!] : [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
      from: parts(options, 1000 / scale).some((p) => p.type === 'group') ? 4 : 5,
    };
  };
  return {
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    decimal: parts({ minimumFractionDigits: 1 }, 1.5).find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts({}, 1234567890).find((p) => p.type === 'group')?.value ?? '',
    grouping: grouping({}, 1),
    percentGrouping: grouping({ style: 'percent' }, 100),
    negative: around(plain.formatToParts(-1)),
    percent: around(parts({ style: 'percent' }, 0.5)),
  };
}

/** The shortest decimal that reads back as `abs` (what Intl rounds from), without an exponent. */
function decimalDigits(abs: number): { int: string; frac: string } {
  const [mantissa, exp = '0'] = String(abs).split('e');
  const [int, frac = ''] = mantissa!.split('.');
  const digits = int! + frac;
  const point = int!.length + Number(exp);
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** `digits` (an unsigned decimal integer as text) plus one. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

function groupDigits(int: string, { sizes, from }: Grouping): string {
  if (int.length < from) return int;
  const [first, rest] = sizes;
  const out = [int.slice(-first)];
  for (let end = int.length - first; end > 0; end -= rest) out.unshift(int.slice(Math.max(0, end - rest), end));
  return out.join('\u0000');
}

/** `value` as Intl.NumberFormat would write it in the shape's language, rounding half away from zero. */
export function formatWithShape(value: number, shape: NumberShape, options: NumberOptions = {}): string {
  const percent = options.style === 'percent';
  const minFraction = options.minimumFractionDigits ?? 0;
  const maxFraction = options.maximumFractionDigits ?? Math.max(minFraction, percent ? 0 : 3);
  let { int, frac } = decimalDigits(Math.abs(value));
  if (percent) {
    const padded = frac.padEnd(2, '0');
    int = (int + padded.slice(0, 2)).replace(/^0+(?=\d)/, '');
    frac = padded.slice(2);
  }
  if (frac.length > maxFraction) {
    const up = frac[maxFraction]! >= '5';
    const kept = int + frac.slice(0, maxFraction);
    const rounded = up ? increment(kept) : kept;
    int = rounded.slice(0, rounded.length - maxFraction) || '0';
    frac = rounded.slice(rounded.length - maxFraction);
  }
  frac = frac.replace(/0+$/, '').padEnd(minFraction, '0');
  int = int.padStart(options.minimumIntegerDigits ?? 1, '0');
  const body =
    (options.useGrouping === false || !shape.group ? int : groupDigits(int, percent ? shape.percentGrouping : shape.grouping)) + (frac ? `\u0001${frac}` : '');
  const written = [...body].map((c) => (c === '\u0000' ? shape.group : c === '\u0001' ? shape.decimal : shape.digits[Number(c)]!)).join('');
  const wrapped = percent ? shape.percent[0] + written + shape.percent[1] : written;
  return value < 0 || Object.is(value, -0) ? shape.negative[0] + wrapped + shape.negative[1] : wrapped;
}
