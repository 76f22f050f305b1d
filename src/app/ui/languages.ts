// Each interface language in its own name (what a speaker looks for in a list).
import type { LanguageCode } from '../../config/generated/brand.ts';

export const ENDONYMS: Record<LanguageCode, string> = {
  'zh-cn': '简体中文', en: 'English', ja: '日本語', th: 'ภาษาไทย', vi: 'Tiếng Việt', my: 'မြန်မာ', es: 'Español', hi: 'हिन्दी',
  id: 'Bahasa Indonesia', km: 'ខ្មែរ', ko: '한국어', ms: 'Bahasa Melayu', pt: 'Português', ta: 'தமிழ்', 'zh-tw': '繁體中文', ur: 'اردو',
  'tl-ph': 'Filipino', tr: 'Türkçe', ar: 'العربية', 'pt-br': 'Português (Brasil)', bn: 'বাংলা', uz: 'Oʻzbekcha', ru: 'Русский', fa: 'فارسی', lo: 'ລາວ',
};
