// The translation runtime: looks a key up in the active language's strings and
// fills in its placeholders. It reads the i18next JSON files translators edit
// (nested keys, `namespace:key`, CLDR plural suffixes, `{{placeholder}}` and
// `{{placeholder, number}}`), with the subset of i18next's rules those files use,
// in about 1 KB instead of i18next's 16 KB on every page (src/README.md, Budgets).
//
// The rules, as i18next applies them to these files:
// - `ns:key` names the namespace; otherwise the one asked for, then `common`;
// - with a numeric `count`, `key_zero` (count 0, optional in every language),
//   then `key_<CLDR category>`, then `key`, then `key_other`;
// - an array of keys: the first that exists;
// - a key nowhere: `defaultValue`, else an empty string (never the raw key);
// - every placeholder value goes through formatPlaceholder (value-formatter.ts);
//   one with no value given stays as written, as i18next leaves it.
import type { Catalog, Strings } from './catalog-types.ts';
import { languageDirection } from './languages.ts';
import { formatPlaceholder } from './value-formatter.ts';

export const DEFAULT_NS = 'common';

export interface TOptions {
  /** The namespace of a key without `ns:`. */
  ns?: string;
  /** Picks the plural form, and fills `{{count}}`. */
  count?: number;
  /** What to show when no key is found. */
  defaultValue?: string;
  /** Placeholder values. */
  [name: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const plurals = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

/** The string at a dotted key path, if there is one. */
export function stringAt(strings: Strings | undefined, path: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  private readonly catalogs = new Map<string, Catalog>();
  private readonly listeners = new Set<() => void>();

  /** The language on screen. */
  language: string;
  private readonly defaultNs: string;

  constructor(language: string, defaultNs = DEFAULT_NS) {
    this.language = language;
    this.defaultNs = defaultNs;
  }

  /** Files a language's strings (every namespace); a namespace given again replaces the old one. */
  addCatalog(lng: string, catalog: Catalog): void {
    this.catalogs.set(lng, { ...this.catalogs.get(lng), ...catalog });
  }

  hasLanguage(lng: string): boolean {
    return this.catalogs.has(lng);
  }

  /** Switches every translated text on the page (useTranslation re-renders). */
  changeLanguage(lng: string): Promise<void> {
    if (lng !== this.language) {
      this.language = lng;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** For useSyncExternalStore: called when the language changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dir(lng = this.language): 'ltr' | 'rtl' {
    return languageDirection(lng);
  }

  exists(key: string, options: { ns?: string } = {}): boolean {
    return this.find(this.language, key, options.ns ?? this.defaultNs, undefined) !== undefined;
  }

  readonly t: TFunction = (key, options) => this.translate(this.language, this.defaultNs, key, options);

  /** A t() for one language and default namespace (what useTranslation hands a component). */
  getFixedT(lng: string, ns = this.defaultNs): TFunction {
    return (key, options) => this.translate(lng, ns, key, options);
  }

  private translate(lng: string, ns: string, key: string | readonly string[], options: TOptions = {}): string {
    let found: string | undefined;
    for (const k of typeof key === 'string' ? [key] : key) {
      found = this.find(lng, k, options.ns ?? ns, options.count);
      if (found !== undefined) break;
    }
    if (found === undefined) {
      if (import.meta.env?.DEV) console.warn(`i18n: missing ${String(key)} for ${lng}`);
      found = options.defaultValue ?? '';
    }
    return found.replace(PLACEHOLDER, (written, inner: string) => {
      const comma = inner.indexOf(',');
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      const value = formatPlaceholder(options[name], comma < 0 ? undefined : inner.slice(comma + 1).trim(), lng);
      if (value !== undefined) return value;
      return Object.hasOwn(options, name) ? '' : written;
    });
  }

  private find(lng: string, key: string, ns: string, count: number | undefined): string | undefined {
    const colon = key.indexOf(':');
    const path = colon < 0 ? key : key.slice(colon + 1);
    const namespaces = colon < 0 ? [ns, DEFAULT_NS] : [key.slice(0, colon), DEFAULT_NS];
    const forms =
      typeof count === 'number' ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralCategory(lng, count)}`, path, `${path}_other`] : [path];
    const catalog = this.catalogs.get(lng);
    for (const n of namespaces) {
      for (const form of forms) {
        const value = stringAt(catalog?.[n], form);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  }
}
