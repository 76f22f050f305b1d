// Forgot password (account spec sections 2, 4 and 5). A phone/e-mail switch only
// when both CHNGPASSVERIF3 and CHNGPASSMAIL3 are on; phone is the default only
// when it is the only method.
// - E-mail: username and e-mail, trimmed; 'in_been_out' for
//   constants.forgotEmailSuccessMs, then go back (account spec section 4): the
//   popup closes, so the player is where they were before it opened (on
//   /m/forget, that is /m/home). A brand whose platform mails a code turns on
//   forgotPassword.emailCodeStep, and the form moves on to where it is typed
//   (the reference platform's mail carries one; falak shows it).
// - Phone: mobile with dialling code, SMS code, new password; submit is
//   disabled until a field is touched and while any field has an error, an
//   empty required one included (section 2); sending checks only the mobile number. On
//   success log in with the new password; modify.new.old.same clears the
//   password, any other failure the code.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PopupProps } from '../../feature-entries.ts';
import { useBrand, useConstants } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { useToasts } from '../../state/toasts.ts';
import { csWidgetOpenAtom } from '../../state/ui.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PlatformError } from '../../../platform/client.ts';
import { handOverLogin } from './credentials.ts';
import { Field } from './Field.tsx';
import { MobileCodeFields, SwitchLine, Tabs } from './FormParts.tsx';
import { errorText, fieldProblem } from './messages.ts';
import { useRuleSets } from '../../state/rule-sets.ts';
import { checkConfirm, checkResetEmail, checkRule, MESSAGES } from '../../rules/field-rules.ts';
import { canSubmit } from './can-submit.ts';
import { useEnterSession, useSwitchPopup } from './session-actions.ts';
import { useForm } from './use-form.ts';
import { useSms } from './use-sms.ts';
import './account.css';

type Way = 'phone' | 'email';

export default function ForgotPopup({ onClose }: PopupProps) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const phone = brand.flags.CHNGPASSVERIF3;
  const email = brand.flags.CHNGPASSMAIL3;
  const [way, setWay] = useState<Way>(phone && !email ? 'phone' : 'email');
  const openService = useSetAtom(csWidgetOpenAtom);
  return (
    <Popup title={t('forgot.title')} onClose={onClose} className="lk-account">
      <p className="lk-form__subtitle">{t(way === 'phone' ? 'forgot.subtitlePhone' : 'forgot.subtitleEmail')}</p>
      {phone && email && (
        <Tabs
          label={t('forgot.method')}
          current={way}
          onChange={setWay}
          tabs={[
            { key: 'phone', label: t('forgot.byPhone') },
            { key: 'email', label: t('forgot.byEmail') },
          ]}
        />
      )}
      {way === 'phone' && phone ? <PhoneReset onClose={onClose} key="phone" /> : email ? <EmailReset onClose={onClose} key="email" /> : null}
      {brand.forgotPassword.contactLink && (
        <SwitchLine
          question={t('forgot.noAccess')}
          action={t('forgot.contact')}
          onClick={() => {
            onClose();
            openService(true);
          }}
          name="contact"
        />
      )}
    </Popup>
  );
}

function EmailReset({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const c = useConstants();
  const codeStep = useBrand().forgotPassword.emailCodeStep;
  // The step after the success message; dropped if the popup closes first.
  const next = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(next.current), []);
  const toasts = useToasts();
  const rules = useRuleSets();
  const switchPopup = useSwitchPopup();
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [busy, setBusy] = useState(false);
  type Name = 'username' | 'email' | 'code' | 'password' | 'confirm';
  const form = useForm<Name>(
    { username: '', email: '', code: '', password: '', confirm: '' },
    (name, v) => {
      switch (name) {
        case 'username':
          return checkRule(v.username.trim(), rules.fields.loginUsername, rules.patterns, { force: true });
        case 'email':
          return checkResetEmail(v.email.trim(), c.emailMaxLength, rules.patterns);
        case 'code':
          return checkRule(v.code, rules.fields.verificationCode, rules.patterns, { force: true });
        case 'password':
          return checkRule(v.password, rules.fields.password, rules.patterns, { force: true, requiredKey: MESSAGES.password });
        case 'confirm':
          return checkConfirm(v.confirm, v.password);
      }
    },
    { password: ['confirm'] },
  );
  // Every field of the form is required.
  const bind = (n: Name) => ({ ...form.field(n), required: true });

  const ask = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSubmit.emailReset({ busy }) || form.validate(['username', 'email'])) return;
    setBusy(true);
    const hide = toasts.show(t('message.pleaseWait'), 'loading', c.waitMessageMs);
    try {
      await platform().forgotPasswordByEmail({ username: form.values.username.trim(), email: form.values.email.trim() });
      hide();
      toasts.show(t('in_been_out'), 'success', c.forgotEmailSuccessMs);
      next.current = setTimeout(() => (codeStep ? setStep('code') : onClose()), c.forgotEmailSuccessMs);
    } catch (error) {
      hide();
      toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSubmit.emailReset({ busy }) || form.validate(['code', 'password', 'confirm'])) return;
    setBusy(true);
    const hide = toasts.show(t('message.pleaseWait'), 'loading', c.setPasswordLoadingToastMs);
    try {
      await platform().resetPasswordByEmail({ username: form.values.username.trim(), verificationCode: form.values.code, newPassword: form.values.password });
      hide();
      toasts.show(t('forgot.done'), 'success', c.successToastMs);
      handOverLogin(form.values.username.trim());
      switchPopup('login');
    } catch (error) {
      hide();
      const fp = fieldProblem(error);
      if (error instanceof PlatformError && error.code === 'modify.new.old.same') {
        form.set('password', '');
        form.set('confirm', '');
        form.setError('password', { key: MESSAGES.samePassword });
        form.focus('password');
      } else if (fp && (fp.field === 'newPassword' || fp.field === 'password')) {
        form.setError('password', fp.problem);
        form.focus('password');
      } else {
        form.set('code', '');
        toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
        form.focus('code');
      }
    } finally {
      setBusy(false);
    }
  };

  if (step === 'ask') {
    return (
      <form className="lk-form" onSubmit={ask} noValidate data-form="forgot-email">
        <Field {...bind('username')} label={t('field.username')} autoComplete="username" maxLength={rules.fields.loginUsername.maxLength} />
        <Field {...bind('email')} type="email" label={t('field.email')} autoComplete="email" maxLength={c.emailMaxLength} />
        <button type="submit" className="lk-btn lk-btn--block" disabled={!canSubmit.emailReset({ busy })} data-action="send-email">
          {t('forgot.sendEmail')}
        </button>
      </form>
    );
  }
  return (
    <form className="lk-form" onSubmit={reset} noValidate data-form="forgot-email-code">
      <p className="lk-form__note" role="status">
        {t('forgot.codeSent', { email: form.values.email.trim() })}
      </p>
      <Field
        {...bind('code')}
        digits
        label={t('field.emailCode')}
        autoComplete="one-time-code"
        maxLength={Math.min(rules.fields.verificationCode.maxLength, c.smsCodeMaxLength)}
      />
      <Field {...bind('password')} type="password" label={t('field.newPassword')} autoComplete="new-password" maxLength={rules.fields.password.maxLength} />
      <Field
        {...bind('confirm')}
        type="password"
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        maxLength={rules.fields.password.maxLength}
      />
      <button type="submit" className="lk-btn lk-btn--block" disabled={!canSubmit.emailReset({ busy })} data-action="reset-email">
        {t('forgot.submit')}
      </button>
      <button type="button" className="lk-link lk-form__back" onClick={() => setStep('ask')}>
        {t('forgot.again')}
      </button>
    </form>
  );
}

function PhoneReset({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const brand = useBrand();
  const c = useConstants();
  const toasts = useToasts();
  const rules = useRuleSets();
  const enterSession = useEnterSession(onClose);
  const switchPopup = useSwitchPopup();
  const sms = useSms();
  const [dial, setDial] = useState(rules.dialingCodes[0]?.code ?? '');
  const [busy, setBusy] = useState(false);
  type Name = 'mobile' | 'code' | 'password';
  const f = rules.fields;
  const form = useForm<Name>({ mobile: '', code: '', password: '' }, (name, v) => {
    switch (name) {
      case 'mobile':
        return checkRule(v.mobile, f.loginMobileNum, rules.patterns, { force: true });
      case 'code':
        return checkRule(v.code, f.verificationCode, rules.patterns, { force: true });
      case 'password':
        return checkRule(v.password, f.password, rules.patterns, { force: true, requiredKey: MESSAGES.password });
    }
  });
  // Every field of the form is required.
  const bind = (n: Name) => ({ ...form.field(n), required: true });
  // "While any field has an error": a shown problem, or a field that would fail its rule (an empty code or password).
  const enabled = canSubmit.phoneReset({ touched: form.touched, hasErrors: form.hasErrors || !form.valid(['mobile', 'code', 'password']), busy });

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!enabled || form.validate(['mobile', 'code', 'password'])) return;
    setBusy(true);
    const hide = toasts.show(t('message.pleaseWait'), 'loading', c.setPasswordLoadingToastMs);
    const v = form.values;
    try {
      const done = await platform().setPasswordByPhone({ newPassword: v.password, mobileNum: v.mobile, verificationCode: v.code, countryDialingCode: dial });
      if (brand.forgotPassword.loginAfterPhoneReset) {
        // Log in with the new password (account spec section 4), then close.
        const session = await platform().login({ username: done.userName, password: v.password, type: 'username' });
        hide();
        toasts.show(t('forgot.done'), 'success', c.successToastMs);
        enterSession(session, v.password);
      } else {
        hide();
        toasts.show(t('forgot.done'), 'success', c.successToastMs);
        handOverLogin(done.userName);
        switchPopup('login');
      }
    } catch (error) {
      hide();
      if (error instanceof PlatformError && error.code === 'modify.new.old.same') {
        form.set('password', '');
        form.setError('password', { key: MESSAGES.samePassword });
        form.focus('password');
      } else {
        form.set('code', '');
        const fp = fieldProblem(error);
        if (fp && (fp.field === 'newPassword' || fp.field === 'mobileNum')) {
          const target = fp.field === 'newPassword' ? 'password' : 'mobile';
          form.setError(target, fp.problem);
          form.focus(target);
        } else {
          toasts.show(errorText(t, error, i18n.language), 'error', c.toastMs);
          form.focus('code');
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lk-form" onSubmit={submit} noValidate data-form="forgot-phone">
      <MobileCodeFields form={form} dial={dial} onDial={setDial} sms={sms} request={(to) => platform().smsCodeReset(to)} />
      <Field {...bind('password')} type="password" label={t('field.newPassword')} autoComplete="new-password" maxLength={f.password.maxLength} />
      <button type="submit" className="lk-btn lk-btn--block" disabled={!enabled} data-action="reset-phone">
        {t('forgot.submit')}
      </button>
    </form>
  );
}
