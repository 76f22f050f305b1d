// Registration (account spec sections 2 to 5), rendered from the register
// settings and the rule sets, never per brand: method tabs only when both
// methods are on (mobile first when on), every optional field its rule enables,
// SMS code, captcha, the disclaimer, and the five-step submit of section 4.
import { useEffect, useEffectEvent, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PopupProps } from '../../feature-entries.ts';
import { useBrand, useConstants } from '../../state/brand.ts';
import { platform } from '../../state/platform.ts';
import { useToasts } from '../../state/toasts.ts';
import { Popup } from '../../ui/Popup.tsx';
import { REFERRAL_PARAM, storedAffiliate } from './credentials.ts';
import { Field } from './Field.tsx';
import { CaptchaField, Disclaimer, SmsCodeField, SocialButtons, SubmitButton, SwitchLine, Tabs, useDisclaimer } from './FormParts.tsx';
import { errorText, fieldProblem } from './messages.ts';
import { MobileField } from './MobileField.tsx';
import { RegisterBanner } from './RegisterBanner.tsx';
import { ALL_FIELDS, tooYoung, visibleFields, type RegisterField, type RegisterMethod } from './register-fields.ts';
import { registrationPayload } from './register-payload.ts';
import { useRegisterSettings, useRuleSets } from '../../state/rule-sets.ts';
import { BIRTHDAY_EXAMPLE, birthdayRange, checkConfirm, checkRule, maskDate, MESSAGES, outsideRange, type RuleName } from '../../rules/field-rules.ts';
import { canSubmit } from './can-submit.ts';
import { registerMethod, useEnterSession, useSocialSignIn, useSwitchPopup } from './session-actions.ts';
import { identityService } from './third-party.ts';
import { useCaptcha } from './use-captcha.ts';
import { useForm } from './use-form.ts';
import { ThirdPartyCancelled, useSms } from './use-sms.ts';
import './account.css';

type Name = RegisterField;
type Method = RegisterMethod;

const ALL = ALL_FIELDS;
const NUMERIC_PATTERNS = ['digits', 'mobile'];

export default function RegisterPopup({ onClose }: PopupProps) {
  const { t, i18n } = useTranslation('account');
  const brand = useBrand();
  const c = useConstants();
  const toasts = useToasts();
  const rules = useRuleSets();
  const settings = useRegisterSettings();
  const enterSession = useEnterSession(onClose);
  const social = useSocialSignIn(onClose);
  const switchPopup = useSwitchPopup();
  const f = rules.fields;
  const P = rules.patterns;

  const methods: Method[] = [...(settings.mobile ? (['mobile'] as const) : []), ...(settings.username ? (['username'] as const) : [])];
  const [method, setMethod] = useState<Method>(settings.defaultMethod === 'mobile' && settings.mobile ? 'mobile' : (methods[0] ?? 'username'));
  const [dial, setDial] = useState(rules.dialingCodes[0]?.code ?? '');
  const disclaimer = useDisclaimer();
  const [busy, setBusy] = useState(false);
  const [affiliate, setAffiliate] = useState<{ code: string; valid: boolean | undefined }>(() => {
    const code = new URLSearchParams(window.location.search).get(settings.affiliateParam) || storedAffiliate();
    return { code, valid: code ? undefined : false };
  });
  const sms = useSms();
  const today = useMemo(() => new Date(), []);
  const range = birthdayRange(c.birthdayMinYear, today);

  // What the form shows for the method (account spec section 2).
  const visible = useMemo(() => visibleFields(method, settings, f, affiliate.valid), [method, settings, f, affiliate.valid]);
  const visibleRef = useMemo(() => new Set(visible), [visible]);

  const form = useForm<Name>(
    {
      ...(Object.fromEntries(ALL.map((n) => [n, ''])) as Record<Name, string>),
      recommenderId: f.recommenderId.enabled
        ? (new URLSearchParams(window.location.search).get(REFERRAL_PARAM)?.slice(0, f.recommenderId.maxLength) ?? '')
        : '',
    },
    (name, v) => {
      switch (name) {
        case 'username':
          return checkRule(v.username, f.username, P, { force: true });
        case 'password':
          return checkRule(v.password, f.password, P, { force: true, requiredKey: MESSAGES.password });
        case 'confirmPassword':
          return checkConfirm(v.confirmPassword, v.password);
        case 'mobileNum':
          return checkRule(v.mobileNum, f.mobileNum, P, { force: method === 'mobile' });
        case 'verificationCode':
          return checkRule(v.verificationCode, f.verificationCode, P, { force: true });
        case 'captcha':
          return checkRule(v.captcha, f.captcha, P, { force: true, messageKey: MESSAGES.captcha });
        case 'affiliateCode':
          return checkRule(v.affiliateCode, f.affiliateCode, P, { messageKey: v.affiliateCode ? MESSAGES.invitation : undefined });
        case 'birthday':
          return checkRule(v.birthday, f.birthday, P) ?? outsideRange(v.birthday, range) ?? tooYoung(v.birthday, brand.ageLimit, today);
        default:
          return checkRule(v[name], f[name], P);
      }
    },
    { password: ['confirmPassword'] },
  );
  const captcha = useCaptcha(settings.captcha, () => form.set('captcha', ''));

  // The affiliate code from the URL decides whether the invitation field shows (account spec section 2).
  useEffect(() => {
    if (affiliate.valid !== undefined) return;
    let live = true;
    platform()
      .affiliateCheck({ code: affiliate.code, domain: window.location.hostname })
      .then(
        (v) => live && setAffiliate((a) => ({ ...a, valid: v.success })),
        () => live && setAffiliate((a) => ({ ...a, valid: false })),
      );
    return () => {
      live = false;
    };
  }, [affiliate]);
  // Said once, when the check fails; a later language switch does not say it again.
  const warnReferrerLink = useEffectEvent(() => toasts.show(t('message.referrerLinkError'), 'error', c.toastMs));
  useEffect(() => {
    if (affiliate.code && affiliate.valid === false) warnReferrerLink();
  }, [affiliate.code, affiliate.valid]);

  // Both methods' mobile inputs share one value, so a number typed on one tab is
  // on the other (account spec section 2); problems of the other tab's fields go.
  const chooseMethod = (next: Method) => {
    if (next === method) return;
    for (const n of ALL) if (n !== 'mobileNum' && form.errors[n]) form.setError(n, null);
    setMethod(next);
  };

  const checkUsername = () => {
    form.blur('username');
    const name = form.values.username.trim();
    if (!name || checkRule(name, f.username, P, { force: true })) return;
    platform()
      .usernameValidation({ username: name })
      .then(
        (v) => !v.available && form.values.username.trim() === name && form.setError('username', { key: 'account:message.userExists' }),
        () => undefined,
      );
  };

  const thirdPartyPhone = settings.thirdPartyPhoneVerification && settings.mobileVerification && Boolean(identityService()?.initialised);

  const sendCode = () =>
    void sms.send(
      () => !form.validate(['mobileNum']),
      async () => {
        if (!thirdPartyPhone) return platform().smsCodeRegister({ mobileNo: form.values.mobileNum, countryDialingCode: dial });
        try {
          await identityService()!.sendPhoneCode(dial, form.values.mobileNum);
        } catch {
          throw new ThirdPartyCancelled();
        }
      },
    );

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    // (1) every shown field; focus the first problem.
    if (form.validate(visible)) return;
    // (2) the disclaimer.
    if (!canSubmit.register({ disclaimer: disclaimer.checked, busy })) return disclaimer.refuse();
    setBusy(true);
    const v = form.values;
    try {
      // (3) third-party phone verification first, when in use.
      let thirdParty: { channel: 'sms'; firebaseIdToken: string } | undefined;
      if (thirdPartyPhone && visibleRef.has('verificationCode')) {
        try {
          thirdParty = { channel: 'sms', firebaseIdToken: await identityService()!.verifyPhoneCode(v.verificationCode) };
        } catch {
          form.setError('verificationCode', { key: 'account:message.codeError' });
          form.focus('verificationCode');
          return;
        }
      }
      // (4) without a valid affiliate code from the URL, the typed invitation code must be valid.
      let affiliateCode = affiliate.valid ? affiliate.code : '';
      if (!affiliate.valid && visibleRef.has('affiliateCode') && v.affiliateCode.trim()) {
        const ok = await platform()
          .affiliateCheck({ code: v.affiliateCode.trim(), domain: window.location.hostname })
          .then(
            (a) => a.success,
            () => false,
          );
        if (!ok) {
          form.setError('affiliateCode', { key: MESSAGES.invitation });
          form.focus('affiliateCode');
          return;
        }
        affiliateCode = v.affiliateCode.trim();
      }
      // (5) register; the platform logs the new account in.
      const password = visibleRef.has('password') ? v.password : '';
      const payload = registrationPayload({
        method,
        shown: visibleRef,
        values: v,
        countryDialingCode: dial,
        affiliateCode,
        captchaKey: captcha.image?.captchaKey ?? '',
        registerMethod: registerMethod(brand),
        host: window.location.hostname,
        ...(thirdParty ? { thirdParty } : {}),
      });
      const session = await (method === 'mobile' ? platform().registerByMobile(payload) : platform().registerByUsername(payload));
      enterSession(session, password || undefined);
      toasts.show(t('in_registered_successfully'), 'success', c.successToastMs);
    } catch (error) {
      if (visibleRef.has('captcha')) captcha.refresh();
      const fp = fieldProblem(error);
      const field = fp?.field === 'mobileNo' ? 'mobileNum' : fp?.field;
      if (fp && field && visibleRef.has(field as Name)) {
        form.setError(field as Name, fp.problem);
        form.focus(field as Name);
      } else if (error instanceof Error && 'code' in error && error.code === 'user.exists' && visibleRef.has('username')) {
        form.setError('username', { key: 'account:message.userExists' });
        form.focus('username');
      } else toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
    } finally {
      setBusy(false);
    }
  };

  const common = (n: Name) => ({
    ...form.field(n),
    label: t(`field.${n}`),
    required:
      n === 'captcha' ||
      n === 'password' ||
      n === 'confirmPassword' ||
      (n === 'username' && method === 'username') ||
      (n === 'mobileNum' && method === 'mobile') ||
      n === 'verificationCode' ||
      Boolean(f[n as RuleName]?.required),
  });

  const renderField = (n: Name) => {
    const rule = f[n as RuleName];
    const maxLength = rule?.maxLength;
    switch (n) {
      case 'mobileNum':
        return (
          <MobileField
            key={n}
            {...common(n)}
            codes={rules.dialingCodes}
            code={dial}
            onCode={setDial}
            maxLength={Math.min(maxLength ?? c.mobileMaxLength, c.mobileMaxLength)}
          />
        );
      case 'verificationCode':
        return <SmsCodeField key={n} {...common(n)} sms={sms} onSend={sendCode} maxLength={Math.min(maxLength ?? c.smsCodeMaxLength, c.smsCodeMaxLength)} />;
      case 'captcha':
        return <CaptchaField key={n} {...common(n)} captcha={captcha} maxLength={Math.min(maxLength ?? c.captchaLength, c.captchaLength)} />;
      case 'username':
        return <Field key={n} {...common(n)} onBlur={checkUsername} autoComplete="username" maxLength={maxLength} />;
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <Field
            key={n}
            {...common(n)}
            type="password"
            autoComplete={n === 'paymentPassword' ? 'off' : 'new-password'}
            maxLength={maxLength}
            inputMode={rule && NUMERIC_PATTERNS.includes(rule.patternId) ? 'numeric' : undefined}
          />
        );
      case 'birthday':
        // A masked text field, not type="date": the native picker shows the browser locale's format (account spec section 2: YYYY-MM-DD).
        return (
          <Field
            key={n}
            {...common(n)}
            mask={maskDate}
            inputMode="numeric"
            maxLength={10}
            autoComplete="bday"
            hint={t('field.birthdayHint', { example: BIRTHDAY_EXAMPLE })}
          />
        );
      case 'email':
        return <Field key={n} {...common(n)} type="email" autoComplete="email" maxLength={Math.min(maxLength ?? c.emailMaxLength, c.emailMaxLength)} />;
      default:
        return (
          <Field
            key={n}
            {...common(n)}
            maxLength={maxLength}
            inputMode={rule && NUMERIC_PATTERNS.includes(rule.patternId) ? 'numeric' : undefined}
            autoComplete={n === 'nickname' ? 'nickname' : n === 'payeeName' ? 'name' : 'off'}
          />
        );
    }
  };

  const enabled = canSubmit.register({ disclaimer: disclaimer.checked, busy });
  return (
    <Popup title={t('register.title')} onClose={onClose} className="lk-account">
      <RegisterBanner />
      <form className="lk-form" onSubmit={submit} noValidate data-form="register" data-method={method}>
        {methods.length > 1 && (
          <Tabs
            label={t('register.method')}
            current={method}
            onChange={chooseMethod}
            tabs={methods.map((m) => ({ key: m, label: t(m === 'mobile' ? 'register.byMobile' : 'register.byUsername') }))}
          />
        )}
        {visible.map(renderField)}
        <Disclaimer state={disclaimer} onTerms={onClose} />
        <SubmitButton enabled={enabled} busy={busy} action="register">
          {t('register.submit')}
        </SubmitButton>
        <SocialButtons onPick={(p) => void social(p)} />
        <SwitchLine question={t('register.haveAccount')} action={t('register.toLogin')} onClick={() => switchPopup('login')} name="to-login" />
      </form>
    </Popup>
  );
}
