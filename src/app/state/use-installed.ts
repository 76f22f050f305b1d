// Whether the site runs as an installed app: the operator's native shell (user
// agent marker) or a home-screen web app (display-mode standalone / iOS standalone).
import { useBrand } from './brand.ts';
import { useHydrated } from './use-hydrated.ts';

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function useInstalled(): boolean {
  const brand = useBrand();
  const hydrated = useHydrated();
  if (!hydrated) return false;
  return isStandalone() || navigator.userAgent.includes(brand.platform.appUserAgentMarker);
}
