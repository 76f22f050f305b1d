// Joining a sign-up promotion (game spec section 7, sign-up promotion join),
// one flow for every view that offers Join (the promotions feature's action
// block, the member area's reward centre): a visitor gets the login popup; a
// player sees a loading toast, then the outcome; the announcements are
// invalidated, so every view showing them asks again and shows the new status.
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PlatformError } from '../../platform/client.ts';
import type { PromotionStatus } from '../../platform/generated/api.ts';
import { useConstants } from './brand.ts';
import { useSetAtom } from './jotai.ts';
import { platform } from './platform.ts';
import { invalidatePlatformData } from './platform-data.ts';
import { useToasts } from './toasts.ts';
import { popupAtom } from './ui.ts';
import { useViewer } from './viewer.ts';

export function useJoinPromotion(): { join: (promotionId: number) => Promise<PromotionStatus | undefined>; busy: boolean } {
  const { t } = useTranslation('content');
  const { t: tErr } = useTranslation('errors');
  const c = useConstants();
  const { loggedIn } = useViewer();
  const openPopup = useSetAtom(popupAtom);
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);

  /** The promotion's new status, or undefined when the player is not logged in or the join failed (a toast said why). */
  const join = async (promotionId: number): Promise<PromotionStatus | undefined> => {
    if (!loggedIn) {
      openPopup('login');
      return undefined;
    }
    setBusy(true);
    const hide = toasts.show(t('promotions.joining'), 'loading', c.toastLongMs);
    try {
      const result = await platform().signUpPromotionJoin({ data: { promotionId } });
      hide();
      invalidatePlatformData('announcements');
      if (result.success) {
        toasts.show(t('promotions.joined'), 'success', c.successToastMs);
        return result.status;
      }
      toasts.show(tErr('unknown'), 'error', c.toastShortMs);
    } catch (e) {
      hide();
      toasts.show(tErr(e instanceof PlatformError ? e.code : 'unknown', { defaultValue: tErr('unknown') }), 'error', c.toastShortMs);
    } finally {
      setBusy(false);
    }
    return undefined;
  };
  return { join, busy };
}
