// Whether the download bar shows (account spec section 4 default: visible;
// game spec section 2, app download popup): on home, outside an installed app,
// when the brand has app links and `downloads.downloadBar`, unless the player
// closed it in this browser session. The downloads feature draws the bar; the
// customer-service button sits above it. Both ask here, in the same render, so
// neither moves the other later.
//
// It waits to appear while the terms gate or a form is open (dialog-order.ts);
// once up, a dialog the player opens over it leaves it where it is, under the
// dialog's backdrop and inert with the rest of the page. Taking it away there
// restyled and repainted the page behind in the frame that answers the tap
// (about 20 ms at 4x CPU for the side menu), for a change nobody could see.
import { useEffect } from 'react';
import { useLocation } from './location.ts';
import { findRoute } from '../routes.ts';
import { brandAtom } from './brand.ts';
import { atom, useAtomValue, useSetAtom } from './jotai.ts';
import { hasSessionFlag, setSessionFlag } from './session-storage-flags.ts';
import { downloadBarAtom } from './ui.ts';
import { useInstalled } from './use-installed.ts';
import { useNothingOpen } from './dialog-order.ts';

/** sessionStorage: the player closed the bar in this browser session. */
export const BAR_CLOSED_KEY = 'LK_DOWNLOAD_BAR_CLOSED';

export const barClosedThisSession = (): boolean => hasSessionFlag(BAR_CLOSED_KEY);
/** Without storage the bar stays closed for this page view only. */
export const closeBarForSession = (): void => setSessionFlag(BAR_CLOSED_KEY);

/** The shell default (visible), the brand's `downloads.downloadBar`, and at least one app link. */
export const downloadBarWantedAtom = atom((get) => {
  const brand = get(brandAtom);
  return Boolean(get(downloadBarAtom) && brand?.downloads.downloadBar && (brand.downloads.Android || brand.downloads.IOS));
});

/** The bar is up: it has shown without a break since it last appeared (set and cleared by useDownloadBarShown). */
const barUpAtom = atom(false);

/** The bar shows on this page now. Reads sessionStorage: call it only after hydration (overlays render then). */
export function useDownloadBarShown(): boolean {
  const onHome = findRoute(useLocation().pathname)?.id === 'home';
  const installed = useInstalled();
  const wanted = useAtomValue(downloadBarWantedAtom);
  const nothingOpen = useNothingOpen();
  const up = useAtomValue(barUpAtom);
  const setUp = useSetAtom(barUpAtom);
  const allowed = onHome && wanted && !installed && !barClosedThisSession();
  const shown = allowed && (nothingOpen || up);
  useEffect(() => {
    if (shown !== up && (shown || !allowed)) setUp(shown);
  }, [shown, allowed, up, setUp]);
  return shown;
}
