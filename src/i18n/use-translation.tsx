// The translator for components: <I18nProvider> at the island's root, and
// useTranslation(ns) in each component, which re-renders it when the language
// changes (its t() is then a new function, for effects that depend on it).
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator.ts';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` reads keys of `ns` (then `common`) in the current language; `i18n` is the translator itself. */
export function useTranslation(ns?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs an <I18nProvider> above it (App.tsx renders one)');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language, ns), [i18n, language, ns]);
  return { t, i18n };
}
