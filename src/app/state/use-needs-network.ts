// For an action that needs the platform (opening a game, logging in): while the
// device is offline it says so at once, instead of a tap that seems to do nothing.
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useConstants } from './brand.ts';
import { appStore } from './jotai.ts';
import { onlineAtom } from './network.ts';
import { useToasts } from './toasts.ts';

/** Returns `online()`: true when the action may go ahead; false, with a toast, while offline. */
export function useNeedsNetwork(): () => boolean {
  const { t } = useTranslation('errors');
  const toasts = useToasts();
  const { toastMs } = useConstants();
  return useCallback(() => {
    if (appStore().get(onlineAtom)) return true;
    toasts.show(t('network.unreachable'), 'error', toastMs);
    return false;
  }, [t, toasts, toastMs]);
}
