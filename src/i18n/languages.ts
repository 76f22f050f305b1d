// The 25 interface languages (account spec section 1), English the source.
export const LANGUAGES = [
  'zh-cn',
  'en',
  'ja',
  'th',
  'vi',
  'my',
  'es',
  'hi',
  'id',
  'km',
  'ko',
  'ms',
  'pt',
  'ta',
  'zh-tw',
  'ur',
  'tl-ph',
  'tr',
  'ar',
  'pt-br',
  'bn',
  'uz',
  'ru',
  'fa',
  'lo',
] as const;

/** One of the interface languages (the brand schema's language list is the same 25 codes). */
export type Language = (typeof LANGUAGES)[number];

/** The right-to-left interface languages: the site mirrors its layout for them. */
const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'ur']);

export function languageDirection(lng: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(lng.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** CLDR plural categories a language's translations must provide for a plural key. */
export function pluralCategories(lng: string): string[] {
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];
}
