// Whether the site runs as an installed app: the operator's native shell (its
// user agent marker) or a home-screen web app (an iOS "web clip", which says
// navigator.standalone, or a standalone display mode). The platform client's
// Device header, the registration's registerMethod, the download entries and
// the notice bar's download button all ask here.
import type { BrandConfig } from '../../config/generated/brand.ts';
import { useBrand } from './brand.ts';
import { isStandalone } from './standalone.ts';
import { useHydrated } from './use-hydrated.tsx';

/** Inside the operator's native app shell. */
export function inAppShell(brand: Pick<BrandConfig, 'platform'>): boolean {
  return typeof navigator !== 'undefined' && navigator.userAgent.includes(brand.platform.appUserAgentMarker);
}

/** False until hydration, as the prebuilt page (a browser tab) had it. */
export function useInstalled(): boolean {
  const brand = useBrand();
  const hydrated = useHydrated();
  if (!hydrated) return false;
  return isStandalone() || inAppShell(brand);
}
