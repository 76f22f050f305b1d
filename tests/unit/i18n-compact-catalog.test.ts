// The language files a site ships (src/i18n/compact-catalog.ts): values in the
// order of one key list, which must give back every language's catalog whole.
import { describe, expect, test } from 'vitest';
import { type Catalog, catalogFor, flatten, languagesOnDisk } from '../../src/i18n/catalog.ts';
import { compactCatalog, keyList, namespacesOf } from '../../src/i18n/compact-catalog.ts';
import { createI18n } from '../../src/i18n/setup.ts';

const flat = (catalog: Catalog) => Object.fromEntries(Object.entries(catalog).map(([ns, strings]) => [ns, Object.fromEntries(flatten(strings))]));

describe('compact language files', () => {
  const catalogs = languagesOnDisk().map((lng) => [lng, catalogFor(lng)] as const);
  const keys = keyList(catalogs.map(([, c]) => c));

  test.each(catalogs.map(([lng]) => lng))('%s comes back whole from its values and the shared key list', (lng) => {
    const catalog = catalogFor(lng);
    const file = compactCatalog(catalog, keys, 'keys.test.json');
    expect(file.values).toHaveLength(keys.length);
    expect(namespacesOf(JSON.parse(JSON.stringify(file)), keys)).toEqual(flat(catalog));
  });

  test('a plural form only some languages have is null in the others', () => {
    const extra = keys.filter((k) => !keyList([catalogFor('en')]).includes(k));
    expect(extra.length, 'some language has plural forms English lacks').toBeGreaterThan(0);
    const en = compactCatalog(catalogFor('en'), keys, 'keys.test.json');
    for (const k of extra) expect(en.values[keys.indexOf(k)]).toBeNull();
  });

  test('a language file and a key list of another build do not pass for each other', () => {
    const file = compactCatalog(catalogFor('ko'), keys, 'keys.test.json');
    expect(() => namespacesOf(file, keys.slice(1))).toThrow(
      `Language file and key list keys.test.json do not match (${keys.length} values, ${keys.length - 1} keys).`,
    );
    expect(() => compactCatalog(catalogFor('ko'), keys.slice(1), 'keys.old.json')).toThrow(/is not in the key list keys\.old\.json/);
  });

  test('i18next reads the flat keys of a loaded language as it reads the nested ones of the page', () => {
    const file = compactCatalog(catalogFor('th'), keys, 'keys.test.json');
    const i18n = createI18n('en', catalogFor('en'));
    for (const [ns, strings] of Object.entries(namespacesOf(file, keys))) i18n.addResourceBundle('th', ns, strings);
    const nested = createI18n('th', catalogFor('th'));
    for (const key of ['common:bottom.home', 'lobby:vendor.games', 'content:footer.copyright'])
      expect(i18n.getFixedT('th')(key, { count: 3, year: 2026, brand: 'B' }), key).toBe(nested.t(key, { count: 3, year: 2026, brand: 'B' }));
  });
});
