// The platform client for this page: the brand's API base and merchant code, the
// session token and language of the moment attached to every call.
import { createPlatformClient, PlatformError, type PlatformClient } from '../../platform/client.ts';
import { brandAtom } from './brand.ts';
import { appStore } from './jotai.ts';
import { languageAtom } from './language.ts';
import { clearSessionAtom, sessionEndedAtom, tokenAtom } from './session.ts';
import { isStandalone } from './standalone.ts';

let client: PlatformClient | undefined;

/** The browser's one client. Calls are only made from effects and handlers, never while the build renders. */
export function platform(): PlatformClient {
  if (client) return client;
  const store = appStore();
  const brand = store.get(brandAtom);
  if (!brand) throw new Error('platform(): the store has no brand config yet');
  const raw = createPlatformClient({
    apiBase: brand.platform.apiBase,
    merchantCode: brand.merchantCode,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
    isStandalone,
  });
  // One place notices that the platform ended a session ("The account has been
  // logged out, please log in again"): the session is cleared everywhere at once.
  client = new Proxy(raw, {
    get(target, name: string) {
      const method = target[name as keyof PlatformClient] as (request?: unknown) => Promise<unknown>;
      return async (request?: unknown) => {
        const hadToken = Boolean(store.get(tokenAtom));
        try {
          return await method(request);
        } catch (e) {
          if (hadToken && e instanceof PlatformError && (e.code === 'session.logged_out' || e.code === 'session.required')) {
            store.set(clearSessionAtom);
            store.set(sessionEndedAtom, e.code);
          }
          throw e;
        }
      };
    },
  });
  return client;
}
