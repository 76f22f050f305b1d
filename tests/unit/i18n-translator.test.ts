// The translation runtime (src/i18n/translator.ts): how a key is found in the
// i18next files translators edit, its plural form picked and its placeholders
// filled. Values themselves are covered by i18n-values.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogFor } from '../../src/i18n/catalog.ts';
import { createI18n, titleOf } from '../../src/i18n/setup.ts';

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
    expect(t('nested')).toBe('');
    expect(t('nope', { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    expect(t('empty', { defaultValue: 'x' })).toBe('');
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

  it('pick the CLDR form from count, with _zero first for 0, then the bare key, then _other', () => {
    expect(t('games', { count: 0 })).toBe('No games');
    expect(t('games', { count: 1 })).toBe('1 game');
    expect(t('games', { count: 5 })).toBe('5 games');
    expect(t('onlyOther', { count: 1 })).toBe('1 things');
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
  it('tells its subscribers, and t() reads the new language', async () => {
    const i18n = createI18n('en', strings);
    i18n.addCatalog('th', { common: { ok: 'ตกลง' } });
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    expect(i18n.hasLanguage('th')).toBe(true);
    expect(i18n.hasLanguage('fa')).toBe(false);
    await i18n.changeLanguage('th');
    expect(i18n.t('ok')).toBe('ตกลง');
    await i18n.changeLanguage('th');
    expect(told).toBe(1);
    stop();
    await i18n.changeLanguage('en');
    expect(told).toBe(1);
    expect(i18n.t('ok')).toBe('OK');
  });

  it('knows the right-to-left languages', () => {
    const i18n = createI18n('fa', {});
    expect(i18n.dir()).toBe('rtl');
    expect(['ar', 'ur', 'en', 'zh-cn', 'tl-ph'].map((l) => i18n.dir(l))).toEqual(['rtl', 'rtl', 'ltr', 'ltr', 'ltr']);
  });
});

describe('page titles at build time', () => {
  it('read a common string straight from the catalog', () => {
    expect(titleOf({ strings }, 'menu.home')).toBe('Home');
    expect(titleOf({ strings }, 'menu.none')).toBe('');
  });
});
