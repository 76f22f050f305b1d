// Sending an SMS code (account spec sections 4 and 8): only with a valid mobile
// number and no countdown running; a loading toast 'in_sms_sending' (at most
// constants.smsLoadingToastMs), then 'in_sms_send' for constants.successToastMs
// and a countdown to the platform's expirationTime, refreshed every
// constants.smsCountdownTickMs. A failure shows its message; a "too soon" answer
// still starts the countdown it names.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PlatformError } from '../../../platform/client.ts';
import { useConstants } from '../../state/brand.ts';
import { useToasts } from '../../state/toasts.ts';
import { countdownEnd, startCountdown } from './countdown.ts';
import { errorText } from './messages.ts';
import { canSubmit } from './can-submit.ts';

export interface Sms {
  seconds: number;
  counting: boolean;
  busy: boolean;
  /** `checkMobile` validates the number (and shows its problem); the send happens only when it passes. */
  send: (checkMobile: () => boolean, request: () => Promise<{ expirationTime?: number } | undefined>) => Promise<void>;
  reset: () => void;
}

export function useSms(): Sms {
  const { t, i18n } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const [expiresAt, setExpiresAt] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!expiresAt) return;
    return startCountdown(expiresAt, c.smsCountdownTickMs, setSeconds);
  }, [expiresAt, c.smsCountdownTickMs]);

  const counting = seconds > 0;
  const send = useCallback<Sms['send']>(
    async (checkMobile, request) => {
      const mobileValid = checkMobile();
      if (!canSubmit.sendSms({ mobileValid, counting, busy })) return;
      setBusy(true);
      const hide = toasts.show(t('in_sms_sending'), 'loading', c.smsLoadingToastMs);
      try {
        const answer = await request();
        hide();
        // No answer means a third-party service sent the code: it gives no expiry.
        setExpiresAt(countdownEnd(answer?.expirationTime, Date.now(), c.smsDefaultWaitSeconds));
        toasts.show(t('in_sms_send'), 'success', c.successToastMs);
      } catch (e) {
        hide();
        if (e instanceof PlatformError && e.code === 'code.too_soon' && e.value?.expirationTime)
          setExpiresAt(countdownEnd(e.value.expirationTime, Date.now(), c.smsDefaultWaitSeconds));
        // A third-party phone-auth failure only hides the toast (account spec section 8).
        if (!(e instanceof ThirdPartyCancelled)) toasts.show(errorText(t, e, i18n.language), 'error', c.toastMs);
      } finally {
        setBusy(false);
      }
    },
    [counting, busy, c, t, toasts.show, i18n.language],
  );

  const reset = useCallback(() => {
    setExpiresAt(0);
    setSeconds(0);
  }, []);

  return { seconds, counting, busy, send, reset };
}

/** Thrown by the third-party phone verification when it fails: no message, no countdown. */
export class ThirdPartyCancelled extends Error {}
