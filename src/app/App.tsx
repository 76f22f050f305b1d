// The island: every prebuilt page renders this once, and it hydrates when the
// browser is idle. It reads the brand config at runtime from the page, so the
// JavaScript is the same file for every brand.
// First, so the route's page chunk is asked for before the rest of the app's code runs (page-first.ts).
import './page-first.ts';
import { useEffect, useState } from 'react';
import { registerNumberShapes } from '../i18n/numbers.ts';
import { i18nFor } from '../i18n/setup.ts';
import { I18nextProvider } from '../i18n/use-translation.tsx';
import { readBoot, readPageData } from './boot.ts';
import { startMonitoring, watchVitals } from './monitoring.ts';
import { AppRouter } from './shell/AppRouter.tsx';
import { Shell } from './shell/Shell.tsx';
import { brandAtom } from './state/brand.ts';
import { appStore, builtStateStore, Provider } from './state/jotai.ts';
import { languageAtom } from './state/language.ts';
import { primeSnapshot } from './state/platform-data.ts';
import { HydrationFlag } from './state/use-hydrated.tsx';

function createContext(bootKey: string, dataKey: string) {
  const boot = readBoot(bootKey);
  const store = appStore();
  const pageData = readPageData(dataKey);
  // The live store, and in the browser the copy that hydrating components read (jotai.ts).
  for (const s of [store, builtStateStore()]) {
    if (!s) continue;
    s.set(brandAtom, boot.brand);
    primeSnapshot(s, pageData);
  }
  // The brand's reporting hook (off unless it names an endpoint); in the build it does nothing.
  startMonitoring({ endpoint: boot.brand.monitoring.endpoint, merchantCode: boot.brand.merchantCode, language: () => store.get(languageAtom) });
  registerNumberShapes(boot.numbers);
  // One i18next instance per boot: in the browser there is one; during the build,
  // one per brand, shared by its pages (nothing changes language while rendering).
  return { store, i18n: i18nFor(boot) };
}

/** `bootKey` and `dataKey` name the boot data and page data the build registered; the browser reads both from the page. */
export default function App({ path, bootKey, dataKey }: { path: string; bootKey: string; dataKey: string }) {
  const [{ store, i18n }] = useState(() => createContext(bootKey, dataKey));
  // Effects run once hydrated: the page is live, and only then are the Web Vitals' code asked for.
  useEffect(watchVitals, []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HydrationFlag>
          <AppRouter path={path}>
            <Shell />
          </AppRouter>
        </HydrationFlag>
      </I18nextProvider>
    </Provider>
  );
}
