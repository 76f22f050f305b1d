// The platform client for this page: the brand's API base and merchant code, the
// session token and language of the moment attached to every call.
import { createPlatformClient, type PlatformClient } from '../../platform/client.ts';
import { brandAtom } from './brand.ts';
import { appStore } from './jotai.ts';
import { languageAtom } from './language.ts';
import { tokenAtom } from './session.ts';

let client: PlatformClient | undefined;

function isStandalone(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true);
}

/** The browser's one client. Calls are only made from effects and handlers, never while the build renders. */
export function platform(): PlatformClient {
  if (client) return client;
  const store = appStore();
  const brand = store.get(brandAtom);
  if (!brand) throw new Error('platform(): the store has no brand config yet');
  client = createPlatformClient({
    apiBase: brand.platform.apiBase,
    merchantCode: brand.merchantCode,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
    isStandalone,
  });
  return client;
}
