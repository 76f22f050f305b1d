// Login (account spec sections 2 to 5): username or mobile tab (mobile with
// MOBILEVERCODELOGIN3), remember password, forgot link (CHNGPASSMAIL3 or
// CHNGPASSVERIF3), the disclaimer (checked by default), a captcha after a
// failure that asks for one, social buttons (never on the agent page), register
// link and free trial. On the agent page only agent accounts may log in.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from '../../state/location.ts';
import { isAgentType, isGuestType } from '../../../platform/customer-types.ts';
import type { PopupProps } from '../../feature-entries.ts';
import { useBrand, useConstants } from '../../state/brand.ts';
import { platform } from '../../state/platform.ts';
import { useToasts } from '../../state/toasts.ts';
import { Popup } from '../../ui/Popup.tsx';
import { forgetRemembered, readRemembered, clearLoginHandOver, peekLoginHandOver, writeRemembered, type LoginType } from './credentials.ts';
import { CheckLine, Field } from './Field.tsx';
import { CaptchaField, Disclaimer, MobileCodeFields, SocialButtons, SubmitButton, SwitchLine, Tabs, useDisclaimer } from './FormParts.tsx';
import { errorText, fieldProblem, wantsCaptcha } from './messages.ts';
import { useRuleSets } from '../../state/rule-sets.ts';
import { checkRule, MESSAGES } from '../../rules/field-rules.ts';
import { canSubmit } from './can-submit.ts';
import { revokeToken, useEnterSession, useFreeTrial, useSocialSignIn, useSwitchPopup } from './session-actions.ts';
import { useCaptcha } from './use-captcha.ts';
import { useForm } from './use-form.ts';
import { useSms } from './use-sms.ts';
import './account.css';

type Name = 'username' | 'password' | 'mobile' | 'code' | 'captcha';

export default function LoginPopup({ onClose }: PopupProps) {
  const { t, i18n } = useTranslation('account');
  const brand = useBrand();
  const c = useConstants();
  const toasts = useToasts();
  const rules = useRuleSets();
  const enterSession = useEnterSession(onClose);
  const social = useSocialSignIn(onClose);
  const switchPopup = useSwitchPopup();
  const freeTrial = useFreeTrial(onClose);
  const agentPage = useLocation().pathname.startsWith('/m/agent');
  const smsLogin = brand.flags.MOBILEVERCODELOGIN3;

  const [initial] = useState(() => {
    const r = brand.login.rememberPassword ? readRemembered() : undefined;
    const p = peekLoginHandOver();
    return { r: r && (r.type === 'username' || smsLogin) ? r : undefined, p };
  });
  const remembered = initial.r;
  const [type, setType] = useState<LoginType>(remembered?.type ?? 'username');
  const [dial, setDial] = useState(remembered?.countryDialingCode || rules.dialingCodes[0]?.code || '');
  const [remember, setRemember] = useState(Boolean(remembered));
  const disclaimer = useDisclaimer();
  const [captchaOn, setCaptchaOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const sms = useSms();
  useEffect(clearLoginHandOver, []);

  const f = rules.fields;
  const form = useForm<Name>(
    {
      username: initial.p?.username ?? (remembered?.type === 'username' ? remembered.username : ''),
      password: initial.p ? '' : remembered?.type === 'username' ? remembered.password : '',
      mobile: remembered?.type === 'sms' ? remembered.username : '',
      code: '',
      captcha: '',
    },
    (name, v) => {
      switch (name) {
        case 'username':
          return checkRule(v.username, f.loginUsername, rules.patterns, { force: true });
        case 'password':
          return checkRule(v.password, f.loginPassword, rules.patterns, { force: true, requiredKey: MESSAGES.password });
        case 'mobile':
          return checkRule(v.mobile, f.loginMobileNum, rules.patterns, { force: true });
        case 'code':
          return checkRule(v.code, f.verificationCode, rules.patterns, { force: true });
        case 'captcha':
          return checkRule(v.captcha, f.captcha, rules.patterns, { force: true, messageKey: MESSAGES.captcha });
      }
    },
  );
  const captcha = useCaptcha(captchaOn, () => form.set('captcha', ''));

  const chooseTab = (next: LoginType) => {
    if (next === type) return;
    setType(next);
    // Switching tab refreshes a shown captcha (account spec section 4).
    if (captchaOn) captcha.refresh();
  };

  const names: Name[] = [
    ...(type === 'username' ? (['username', 'password'] as const) : (['mobile', 'code'] as const)),
    ...(captchaOn ? (['captcha'] as const) : []),
  ];

  const refused = async (token: string, key: string) => {
    await revokeToken(brand, token);
    toasts.show(t(key), 'error', c.toastMs);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (form.validate(names)) return;
    if (!canSubmit.login({ disclaimer: disclaimer.checked, busy })) return disclaimer.refuse();
    setBusy(true);
    const v = form.values;
    try {
      const session = await platform().login({
        username: type === 'username' ? v.username.trim() : v.mobile,
        password: type === 'username' ? v.password : v.code,
        type: type === 'username' ? 'username' : 'sms',
        countryDialingCode: type === 'sms' ? dial : '',
        ...(captchaOn ? { captcha: v.captcha, captchaKey: captcha.image?.captchaKey ?? '' } : {}),
      });
      // Member and agent logins are separate (account spec section 6).
      if (agentPage && !isAgentType(session.type)) return await refused(session.token, 'message.nonAgent');
      if (!agentPage && isGuestType(session.type)) return await refused(session.token, 'message.nonMember');
      if (brand.login.rememberPassword && remember) {
        writeRemembered({
          type,
          username: type === 'username' ? v.username.trim() : v.mobile,
          password: type === 'username' ? v.password : '',
          countryDialingCode: type === 'sms' ? dial : '',
        });
      } else forgetRemembered();
      enterSession(session, type === 'username' ? v.password : undefined);
    } catch (error) {
      if (wantsCaptcha(error) || captchaOn) {
        if (captchaOn) captcha.refresh();
        else setCaptchaOn(true);
      }
      const fp = fieldProblem(error);
      const target: Name | undefined =
        fp &&
        ({ username: 'username', password: 'password', mobileNum: 'mobile', verificationCode: 'code', captcha: 'captcha' } as Record<string, Name>)[fp.field];
      if (fp && target) {
        form.setError(target, fp.problem);
        form.focus(target);
      } else toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
    } finally {
      setBusy(false);
    }
  };

  const enabled = canSubmit.login({ disclaimer: disclaimer.checked, busy });
  return (
    <Popup title={t(agentPage ? 'login.agentTitle' : 'login.title')} onClose={onClose} className="lk-account">
      <form className="lk-form" onSubmit={submit} noValidate data-form="login">
        {smsLogin && (
          <Tabs
            label={t('login.method')}
            current={type}
            onChange={chooseTab}
            tabs={[
              { key: 'username', label: t('login.byUsername') },
              { key: 'sms', label: t('login.byMobile') },
            ]}
          />
        )}
        {type === 'username' ? (
          <>
            <Field {...form.field('username')} label={t('field.username')} autoComplete="username" maxLength={f.loginUsername.maxLength} required />
            <Field
              {...form.field('password')}
              type="password"
              label={t('field.password')}
              autoComplete="current-password"
              maxLength={f.loginPassword.maxLength}
              required
            />
          </>
        ) : (
          <MobileCodeFields form={form} dial={dial} onDial={setDial} sms={sms} request={(to) => platform().smsCodeLogin(to)} />
        )}
        {captchaOn && (
          <CaptchaField
            {...form.field('captcha')}
            label={t('field.captcha')}
            captcha={captcha}
            maxLength={Math.min(f.captcha.maxLength, c.captchaLength)}
            required
          />
        )}
        <div className="lk-form__row">
          {brand.login.rememberPassword && (
            <CheckLine name="remember" checked={remember} onChange={setRemember}>
              {t('login.remember')}
            </CheckLine>
          )}
          {(brand.flags.CHNGPASSMAIL3 || brand.flags.CHNGPASSVERIF3) && (
            <button type="button" className="lk-link" onClick={() => switchPopup('forget')} data-action="forgot">
              {t('login.forgot')}
            </button>
          )}
        </div>
        <Disclaimer state={disclaimer} onTerms={onClose} />
        <SubmitButton enabled={enabled} busy={busy} action="login">
          {t('login.submit')}
        </SubmitButton>
        {brand.login.freeTrial && brand.flags.FREEPLAY3 && !agentPage && (
          <button type="button" className="lk-btn lk-btn--block lk-btn--ghost lk-form__trial" onClick={() => void freeTrial()} data-action="free-trial">
            {t('login.freeTrial')}
          </button>
        )}
        {!agentPage && <SocialButtons onPick={(p) => void social(p)} />}
        <SwitchLine question={t('login.noAccount')} action={t('login.toRegister')} onClick={() => switchPopup('register')} name="to-register" />
      </form>
    </Popup>
  );
}
