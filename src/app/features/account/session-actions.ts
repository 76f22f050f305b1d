// What the account forms do with a session (account spec section 4): keep the
// one a login or registration returned, switch between the three popups, start
// a free-play session, and tell the platform how the site runs.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from '../../state/location.ts';
import type { BrandConfig } from '../../../config/generated/brand.ts';
import { createPlatformClient } from '../../../platform/client.ts';
import type { SessionValue } from '../../../platform/generated/api.ts';
import { findRoute, ROUTES } from '../../routes.ts';
import { HOME_PATH } from '../../../config/site-paths.ts';
import { useConstants } from '../../state/brand.ts';
import { appStore, useSetAtom } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { platform } from '../../state/platform.ts';
import { memberInfoAtom, sessionAtom, trialNameAtom, trialUserAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';
import { standaloneKind } from '../../state/standalone.ts';
import { inAppShell } from '../../state/use-installed.ts';
import { popupAtom, type PopupName } from '../../state/ui.ts';
import { whenOffPopupPath } from './after-close.ts';
import { writeSessionPassword } from './credentials.ts';
import { errorText } from './messages.ts';
import { identityService, type SocialProvider } from './third-party.ts';

/** Keeps a new session (localStorage MC_SESSION_INFO); a real login replaces any free-play session. */
export function useStartSession() {
  const setSession = useSetAtom(sessionAtom);
  const setTrial = useSetAtom(trialUserAtom);
  const setTrialName = useSetAtom(trialNameAtom);
  const setMember = useSetAtom(memberInfoAtom);
  return useCallback(
    (v: SessionValue, password?: string) => {
      setTrial(null);
      setTrialName('');
      setMember(null);
      setSession({ token: v.token, merchantCode: v.merchantCode, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
      // Change password skips the old password while the session knows it (account spec section 2).
      if (password) writeSessionPassword(password);
    },
    [setSession, setTrial, setTrialName, setMember],
  );
}

/**
 * Closes a popup, then changes the session (account spec section 4: the login
 * popup closes on success). On a popup's own path the change waits until the
 * route has moved to /m/home (see after-close.ts).
 */
export function useCloseThen() {
  const navigate = useNavigate();
  return useCallback(
    (onClose: () => void, change: () => void) => {
      const here = findRoute(window.location.pathname);
      const open = appStore().get(popupAtom);
      onClose();
      if (!here?.popup) return change();
      whenOffPopupPath(change);
      // The shell leaves the path itself only when the closed popup is the path's own.
      if (here.popup !== open) navigate(HOME_PATH, { replace: true });
    },
    [navigate],
  );
}

/** A login, registration or reset that returned a session: the popup closes, then the session is kept (account spec section 4). */
export function useEnterSession(onClose: () => void) {
  const startSession = useStartSession();
  const closeThen = useCloseThen();
  return (session: SessionValue, password?: string) => closeThen(onClose, () => startSession(session, password));
}

/**
 * Opens another account popup in place of the current one. On a popup's own
 * path (/m/login, ...) the route follows, so a reload or a shared link shows
 * what the player sees; elsewhere only the popup changes.
 */
export function useSwitchPopup() {
  const setPopup = useSetAtom(popupAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (name: PopupName) => {
      const here = findRoute(pathname);
      const target = ROUTES.find((r) => r.popup === name);
      if (here?.popup && target && here.popup !== name) navigate(target.paths[0]! + window.location.search, { replace: true });
      else setPopup(name);
    },
    [pathname, navigate, setPopup],
  );
}

/**
 * Free play (account spec section 4): the please-wait message (at most
 * constants.waitMessageMs) while a trial name is reserved and a trial session
 * started; then the current page is replaced with /m/home.
 */
export function useFreeTrial(onDone: () => void) {
  const { t, i18n } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const navigate = useNavigate();
  const setTrial = useSetAtom(trialUserAtom);
  const setTrialName = useSetAtom(trialNameAtom);
  const closeThen = useCloseThen();
  return useCallback(async () => {
    const hide = toasts.show(t('message.pleaseWait'), 'loading', c.waitMessageMs);
    try {
      // A reserved name starts one trial; a new trial reserves a new one.
      const name = await platform().trialAccount();
      setTrialName(name);
      const session = await platform().testPlay({ userName: name });
      hide();
      // "If the auth state then shows a trial session, replace the current page with /m/home" (account spec section 4).
      closeThen(onDone, () => setTrial({ token: session.token, userName: session.userName, customerType: session.customerType }));
      navigate(HOME_PATH, { replace: true });
    } catch (e) {
      hide();
      toasts.show(errorText(t, e, i18n.language), 'error', c.toastMs);
    }
  }, [c, t, toasts.show, navigate, onDone, setTrial, setTrialName, closeThen, i18n.language]);
}

/**
 * Sign-in with a social account (account spec section 4), from the login and
 * the registration popups alike: the identity service signs the player in, the
 * platform logs in with its token, and the popup closes on the new session.
 */
export function useSocialSignIn(onClose: () => void) {
  const { t, i18n } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const enterSession = useEnterSession(onClose);
  return async (provider: SocialProvider) => {
    try {
      const id = await identityService()!.signIn(provider);
      const session = await platform().login({
        username: id.mobileNo ?? '',
        password: '',
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: id.idToken,
        firebaseMobileNo: id.mobileNo ?? '',
        countryDialingCode: id.countryDialingCode ?? '',
      });
      enterSession(session);
    } catch (error) {
      toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
    }
  };
}

/** registerMethod (account spec section 3): APP in the operator's app shell, WEBCLIP / PWA installed to the home screen, H5 otherwise. */
export function registerMethod(brand: BrandConfig): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  if (inAppShell(brand)) return 'APP';
  const installed = standaloneKind();
  return installed === 'webclip' ? 'WEBCLIP' : installed === 'pwa' ? 'PWA' : 'H5';
}

/**
 * Ends a session the site will not keep (an agent login refused on the agent
 * page, a guest account on the member login) so its token does not linger.
 */
export async function revokeToken(brand: BrandConfig, token: string): Promise<void> {
  const client = createPlatformClient({
    apiBase: brand.platform.apiBase,
    merchantCode: brand.merchantCode,
    getToken: () => token,
    getLanguage: () => appStore().get(languageAtom),
  });
  await client.logout().catch(() => undefined);
}
