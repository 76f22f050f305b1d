// The translation runtime: i18next as src/i18n/setup.ts sets it up, reading the
// files translators edit: how a key is found, its plural form picked and its
// placeholders filled. Values themselves are covered by i18n-values.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../src/i18n/catalog.ts';
import { createI18n, i18nFor, switchLanguage } from '../../src/i18n/setup.ts';

const strings = {
  common: { ok: 'OK', menu: { home: 'Home' }, shared: 'from common' },
  lobby: {
    title: 'Lobby',
    games_zero: 'No games',
    games_one: '{{count}} game',
    games_other: '{{count}} games',
    onlyOther_other: '{{count}} things',
    plain: 'plain {{count}}',
    greeting: 'Hi {{name}}, {{missing}} stays',
    nested: { deep: { key: 'deep value' } },
    empty: '',
  },
};

describe('finding a key', () => {
  const i18n = createI18n('en', strings);
  const t = i18n.getFixedT('en', 'lobby');

  it('reads nested keys of the namespace asked for, then common', () => {
    expect(t('title')).toBe('Lobby');
    expect(t('nested.deep.key')).toBe('deep value');
    expect(t('shared')).toBe('from common');
    expect(i18n.t('menu.home')).toBe('Home');
  });

  it('takes the namespace from ns: or from the ns option', () => {
    expect(i18n.t('lobby:title')).toBe('Lobby');
    expect(i18n.t('title', { ns: 'lobby' })).toBe('Lobby');
    expect(t('common:ok')).toBe('OK');
    // A namespace named in the key still falls back to common.
    expect(t('lobby:ok')).toBe('OK');
  });

  it('never shows a raw key: a missing key is its default value, else empty', () => {
    expect(t('nope')).toBe('');
    expect(t('nope', { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    // i18next takes an empty translation for a missing one.
    expect(t('empty', { defaultValue: 'x' })).toBe('x');
    expect(t('empty')).toBe('');
  });

  it('takes the first key of a list that exists', () => {
    expect(t(['nope', 'title'])).toBe('Lobby');
    expect(t(['title', 'shared'])).toBe('Lobby');
    expect(t(['nope', 'nada'], { defaultValue: 'd' })).toBe('d');
  });

  it('answers exists() for a namespace', () => {
    expect(i18n.exists('nested.deep.key', { ns: 'lobby' })).toBe(true);
    expect(i18n.exists('nested.deep.none', { ns: 'lobby' })).toBe(false);
  });
});

describe('plurals', () => {
  const t = createI18n('en', strings).getFixedT('en', 'lobby');

  it('pick the CLDR form from count, with _zero first for 0, then the bare key', () => {
    expect(t('games', { count: 0 })).toBe('No games');
    expect(t('games', { count: 1 })).toBe('1 game');
    expect(t('games', { count: 5 })).toBe('5 games');
    expect(t('onlyOther', { count: 7 })).toBe('7 things');
    expect(t('plain', { count: 1 })).toBe('plain 1');
  });

  it('follow each language: Arabic zero, one, two and few, Russian one, few and many', () => {
    const ar = createI18n('ar', catalogFor('ar'));
    expect([0, 1, 2, 3, 11].map((count) => ar.t('lobby:vendor.games', { count }))).toEqual(['لا توجد ألعاب', 'لعبة واحدة', 'لعبتان', '3 ألعاب', '11 لعبة']);
    const ru = createI18n('ru', catalogFor('ru'));
    expect([1, 2, 5].map((count) => ru.t('lobby:vendor.games', { count }))).toEqual(['1 игра', '2 игры', '5 игр']);
  });
});

describe('placeholders', () => {
  const t = createI18n('en', strings).getFixedT('en', 'lobby');

  it('fills the values given, isolates names, and leaves one with no value as written', () => {
    expect(t('greeting', { name: 'Ann' })).toBe('Hi \u2068Ann\u2069, {{missing}} stays');
    expect(t('greeting', { name: 'Ann', missing: undefined })).toBe('Hi \u2068Ann\u2069,  stays');
  });
});

describe('switching language', () => {
  it('switches to a language whose strings are loaded, and t() reads it', async () => {
    const i18n = createI18n('en', strings);
    i18n.addResourceBundle('th', 'common', { ok: 'ตกลง' });
    const told: string[] = [];
    i18n.on('languageChanged', (lng) => told.push(lng));
    await switchLanguage(i18n, 'th');
    expect(i18n.t('ok')).toBe('ตกลง');
    expect(told).toEqual(['th']);
    await switchLanguage(i18n, 'en');
    expect(i18n.t('ok')).toBe('OK');
  });

  it('stays in its language when the strings of another cannot be had', async () => {
    // Node has no site to fetch /locales/fa.json from: the backend's fetch fails.
    const i18n = createI18n('en', strings);
    await expect(switchLanguage(i18n, 'fa')).rejects.toThrow('the strings of "fa" could not be loaded');
    expect(i18n.language).toBe('en');
    expect(i18n.t('ok')).toBe('OK');
  });

  it('knows the right-to-left languages', () => {
    const i18n = createI18n('fa', {});
    expect(i18n.dir()).toBe('rtl');
    expect(['ar', 'ur', 'en', 'zh-cn', 'tl-ph'].map((l) => i18n.dir(l))).toEqual(['rtl', 'rtl', 'ltr', 'ltr', 'ltr']);
  });
});

describe('one instance per boot', () => {
  it('is made once and reads the boot strings (the build titles its pages with it)', () => {
    const boot = { lng: 'en', strings };
    expect(i18nFor(boot)).toBe(i18nFor(boot));
    expect(i18nFor(boot).t('menu.home')).toBe('Home');
    expect(i18nFor(boot).t('menu.none')).toBe('');
    expect(i18nFor({ lng: 'en', strings })).not.toBe(i18nFor(boot));
  });

  it('keeps the language codes as the files write them (tl-ph is not fil-ph, zh-cn not zh-CN)', async () => {
    for (const [lng, ok] of [
      ['zh-cn', '确定'],
      ['tl-ph', 'Sige'],
    ]) {
      const i18n = createI18n(lng!, { common: { ok: ok! } });
      expect(i18n.language).toBe(lng);
      expect(i18n.languages).toEqual([lng]);
      expect(i18n.t('ok')).toBe(ok);
    }
    const i18n = createI18n('en', { common: { ok: 'OK' } });
    i18n.addResourceBundle('tl-ph', 'common', { ok: 'Sige' });
    await switchLanguage(i18n, 'tl-ph');
    expect([i18n.language, i18n.t('ok')]).toEqual(['tl-ph', 'Sige']);
  });
});
