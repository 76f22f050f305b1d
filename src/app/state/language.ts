// The interface language: localStorage `language` (account spec section 1),
// limited to the brand's supported languages.
import type { LanguageCode } from '../../config/generated/brand.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { brandAtom } from './brand.ts';
import { atom, persistentAtom } from './jotai.ts';
import { LANGUAGE_KEY } from './storage-keys.ts';

export const storedLanguageAtom = persistentAtom<LanguageCode | ''>(LANGUAGE_KEY, '', {
  plain: true,
  validate: (v) => ((LANGUAGES as readonly unknown[]).includes(v) ? (v as LanguageCode) : undefined),
});

/** The stored choice when the brand offers it, else the brand's default. */
export const languageAtom = atom((get) => {
  const brand = get(brandAtom);
  const stored = get(storedLanguageAtom);
  if (!brand) return 'en' as LanguageCode;
  return stored && brand.languages.supported.includes(stored) ? stored : brand.languages.default;
});
