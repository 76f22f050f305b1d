// Keeps i18next, <html lang dir> and the document title in step with the chosen
// language and the route. Switching loads the language's strings on demand and
// re-renders in place; ar, fa and ur turn the page right to left.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { switchLanguage } from '../../i18n/setup.ts';
import { titleKey, type RouteDef } from '../routes.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue } from '../state/jotai.ts';
import { languageAtom } from '../state/language.ts';
import { useToasts } from '../state/toasts.ts';
import { useHydrated } from '../state/use-hydrated.tsx';
import { LANGUAGE_PENDING_CLASS } from '../language-pending.ts';

export function useDocumentLanguage(route: RouteDef | undefined) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const lng = useAtomValue(languageAtom);
  const hydrated = useHydrated();
  const toasts = useToasts();
  // Not a reason to switch again: the toast reads the current strings when it shows.
  const warnSwitchFailed = useEffectEvent(() =>
    toasts.show(t('errors:network.offline', { defaultValue: t('status.loadFailed') }), 'error', brand.constants.toastMs),
  );

  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    const apply = () => {
      root.lang = lng;
      root.dir = i18n.dir(lng);
      root.classList.remove(LANGUAGE_PENDING_CLASS);
    };
    if (i18n.language === lng) return apply();
    // i18next switches in place, so a part of the page still hydrating would
    // render the new language over the prebuilt one: switch once React has
    // hydrated every part (its work queue keeps the browser from idling until then).
    const idle = window.requestIdleCallback?.bind(window) ?? ((go: () => void) => window.setTimeout(go, 0));
    const cancel = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
    const handle = idle(() => {
      switchLanguage(i18n, lng).then(apply, () => {
        root.classList.remove(LANGUAGE_PENDING_CLASS);
        warnSwitchFailed();
      });
    });
    return () => cancel(handle);
  }, [hydrated, lng, i18n]);

  const title = route ? t(titleKey(route)) : '';
  useEffect(() => {
    if (hydrated) document.title = route?.id === 'home' ? brand.name : `${title} · ${brand.name}`;
  }, [hydrated, title, brand.name, route?.id]);
}
