// Values inside translated strings (src/i18n/value-formatter.ts): numbers in the
// language's digits, from the same formatter as amounts and dates, and names
// isolated from the sentence around them. The browser suite (tests/e2e/rtl.spec.ts)
// checks the same on a right-to-left brand's pages.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from '../../src/app/rules/format.ts';
import { catalogFor } from '../../src/i18n/catalog.ts';
import { formatDigits } from '../../src/i18n/numbers.ts';
import { createI18n } from '../../src/i18n/setup.ts';

const FSI = '\u2068';
const PDI = '\u2069';

describe('numbers inside translated strings', () => {
  it('use the digits of the language, as amounts and dates do', () => {
    const fa = createI18n('fa', catalogFor('fa'));
    expect(fa.t('lobby:list.showing', { shown: 24, total: 382 })).toBe('نمایش ۲۴ از ۳۸۲ بازی');
    expect(fa.t('lobby:vendor.games', { count: 3 })).toBe('۳ بازی');
    // The same digits the amounts on that page use.
    expect(formatAmount(382, 'fa', 0)).toBe('۳۸۲');
    expect(formatDate(new Date(2026, 0, 5).getTime(), 'fa', '/')).toBe('۲۰۲۶/۰۱/۰۵');
  });

  it('stay Latin where the language writes Latin digits, and pick plural forms from the number itself', () => {
    const en = createI18n('en', catalogFor('en'));
    expect(en.t('lobby:list.showing', { shown: 24, total: 382 })).toBe('Showing 24 of 382 games');
    expect(en.t('lobby:vendor.games', { count: 1 })).toBe('1 game');
    const ar = createI18n('ar', catalogFor('ar'));
    expect(ar.t('lobby:list.showing', { shown: 24, total: 382 })).toContain('24');
  });

  it('keep their shape: a year or an ID is never grouped, only written in the language', () => {
    const fa = createI18n('fa', catalogFor('fa'));
    expect(fa.t('member:profile.id', { id: 100234 })).toContain('۱۰۰۲۳۴');
    expect(formatDigits(2026, 'en')).toBe('2026');
    expect(formatDigits(2.5, 'fa')).toBe('۲٫۵');
  });

  it('group like an amount when the string asks for {{n, number}}', () => {
    const fa = createI18n('fa', { common: { total: 'کل {{n, number}}' } });
    expect(fa.t('total', { n: 12345 })).toBe('کل ۱۲٬۳۴۵');
    const en = createI18n('en', { common: { total: 'Total {{n, number}}' } });
    expect(en.t('total', { n: 12345 })).toBe('Total 12,345');
  });
});

describe('names inside translated strings', () => {
  it('are isolated, so a Latin name keeps its punctuation inside a right-to-left sentence', () => {
    const ar = createI18n('ar', catalogFor('ar'));
    const text = ar.t('lobby:card.favourite', { name: 'Wild Ways!' });
    expect(text).toContain(`${FSI}Wild Ways!${PDI}`);
    expect(text.startsWith(FSI)).toBe(false);
  });

  it('leave an empty value empty', () => {
    const en = createI18n('en', { common: { s: '[{{v}}]' } });
    expect(en.t('s', { v: '' })).toBe('[]');
  });
});
