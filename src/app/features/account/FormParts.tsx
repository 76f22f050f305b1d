// Pieces the account forms share: the SMS code field with its send button and
// countdown, the mobile number with its SMS code, the captcha field with its
// tap-to-refresh picture, method tabs, the disclaimer line and its state, the
// submit button, the line that leads to another popup, and the social sign-in
// buttons.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import { useBrand, useConstants } from '../../state/brand.ts';
import { Icon } from '../../ui/Icon.tsx';
import { CheckLine, Field, type FieldProps } from './Field.tsx';
import { problemText } from './messages.ts';
import { MobileField } from './MobileField.tsx';
import { useRuleSets } from '../../state/rule-sets.ts';
import { MESSAGES, type Problem } from '../../rules/field-rules.ts';
import type { Captcha } from './use-captcha.ts';
import type { Form } from './use-form.ts';
import type { Sms } from './use-sms.ts';
import { identityService, type SocialProvider } from './third-party.ts';

export function SmsCodeField({ sms, onSend, ...field }: Omit<FieldProps, 'trailing' | 'digits'> & { sms: Sms; onSend: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Field
      {...field}
      digits
      autoComplete="one-time-code"
      trailing={
        <button type="button" className="lk-field__action" onClick={onSend} disabled={sms.counting || sms.busy} data-action="send-code">
          {/* While counting down it shows only the seconds left; its name still says what it does. */}
          {sms.counting ? (
            <>
              <span className="lk-visually-hidden">{`${t('sms.send')} `}</span>
              {t('sms.resendIn', { seconds: sms.seconds })}
            </>
          ) : (
            t('sms.send')
          )}
        </button>
      }
    />
  );
}

/**
 * The mobile number with its dialling code and the SMS code sent to it, as login
 * by SMS and reset by phone ask them: the login mobile rule, and a code sent
 * only for a number that passes it. `request` is the platform call that sends it.
 */
export function MobileCodeFields<N extends string>({
  form,
  dial,
  onDial,
  sms,
  request,
}: {
  form: Form<N | 'mobile' | 'code'>;
  dial: string;
  onDial: (code: string) => void;
  sms: Sms;
  request: (to: { mobileNum: string; countryDialingCode: string }) => Promise<{ expirationTime?: number } | undefined>;
}) {
  const { t } = useTranslation('account');
  const c = useConstants();
  const rules = useRuleSets();
  const send = () =>
    void sms.send(
      () => !form.validate(['mobile']),
      () => request({ mobileNum: form.values.mobile, countryDialingCode: dial }),
    );
  return (
    <>
      <MobileField
        {...form.field('mobile')}
        label={t('field.mobileNum')}
        codes={rules.dialingCodes}
        code={dial}
        onCode={onDial}
        maxLength={Math.min(rules.fields.loginMobileNum.maxLength, c.mobileMaxLength)}
        required
      />
      <SmsCodeField
        {...form.field('code')}
        label={t('field.verificationCode')}
        sms={sms}
        onSend={send}
        maxLength={Math.min(rules.fields.verificationCode.maxLength, c.smsCodeMaxLength)}
        required
      />
    </>
  );
}

export function CaptchaField({ captcha, ...field }: Omit<FieldProps, 'trailing' | 'digits'> & { captcha: Captcha }) {
  const { t } = useTranslation('account');
  return (
    <Field
      {...field}
      digits
      autoComplete="off"
      maxLength={captcha.image?.length ?? field.maxLength}
      trailing={
        <button type="button" className="lk-field__captcha" onClick={captcha.refresh} aria-label={t('captcha.refresh')} data-action="refresh-captcha">
          {captcha.image ? <img src={captcha.image.image} alt="" /> : <Icon name="refresh" size={20} />}
        </button>
      }
      hint={captcha.failed ? t('captcha.failed') : undefined}
    />
  );
}

/** Tabs between two ways of doing the same thing (username or mobile; phone or e-mail). */
export function Tabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly { key: K; label: string }[];
  current: K;
  onChange: (k: K) => void;
  label: string;
}) {
  return (
    <div className="lk-methods" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          className="lk-methods__tab"
          onClick={() => onChange(tab.key)}
          data-tab={tab.key}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The disclaimer's state (account spec sections 2 and 4): ticked as the brand
 * says; a submit without it is refused on the box, with focus moved there.
 */
export function useDisclaimer() {
  const brand = useBrand();
  const [checked, setChecked] = useState(brand.login.disclaimerChecked);
  const [problem, setProblem] = useState<Problem | null>(null);
  const input = useRef<HTMLElement | null>(null);
  return {
    checked,
    problem,
    inputRef: (el: HTMLElement | null) => {
      input.current = el;
    },
    change: (v: boolean) => {
      setChecked(v);
      if (v) setProblem(null);
    },
    refuse: () => {
      setProblem({ key: MESSAGES.disclaimer });
      input.current?.focus();
    },
  };
}

/** The disclaimer (account spec section 2): a box, and the terms link to /m/help?tag=terms. */
export function Disclaimer({ state, onTerms }: { state: ReturnType<typeof useDisclaimer>; onTerms: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    <CheckLine
      name="disclaimer"
      checked={state.checked}
      onChange={state.change}
      error={problemText(t, state.problem)}
      inputRef={state.inputRef}
      after={
        <a
          href="/m/help?tag=terms"
          className="lk-check__link"
          onClick={(e) => {
            e.preventDefault();
            onTerms();
            navigate('/m/help?tag=terms');
          }}
        >
          {t('disclaimer.terms')}
        </a>
      }
    >
      {t('disclaimer.text', { age: brand.ageLimit })}
    </CheckLine>
  );
}

/**
 * The login and register submit: while `enabled` is false it looks disabled but
 * still takes a tap, so the tap can say why (see README, disabled-looking
 * buttons); 'please wait' while the call runs.
 */
export function SubmitButton({ enabled, busy, action, children }: { enabled: boolean; busy: boolean; action: string; children: string }) {
  const { t } = useTranslation('account');
  return (
    <button type="submit" className={`lk-btn lk-btn--block${enabled ? '' : ' is-disabled'}`} aria-disabled={!enabled} data-action={action}>
      {busy ? t('message.pleaseWait') : children}
    </button>
  );
}

/** The line under a form that leads elsewhere: a question and a link-styled button ("No account yet? Register now"). */
export function SwitchLine({ question, action, onClick, name }: { question: string; action: string; onClick: () => void; name: string }) {
  return (
    <p className="lk-form__switch">
      {question}{' '}
      <button type="button" className="lk-link" onClick={onClick} data-action={name}>
        {action}
      </button>
    </p>
  );
}

const PROVIDERS: { key: SocialProvider; flag: 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3' | 'LINELOGIN3' }[] = [
  { key: 'facebook', flag: 'FACEBOOKLOGIN3' },
  { key: 'google', flag: 'GOOGLELOGIN3' },
  { key: 'line', flag: 'LINELOGIN3' },
];

/**
 * Social sign-in (account spec section 2): a button per provider whose flag is on,
 * only when the brand uses the third-party identity service and it has started
 * on this page. Without it nothing renders.
 */
export function SocialButtons({ onPick }: { onPick: (provider: SocialProvider) => void }): ReactNode {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const service = identityService();
  if (!brand.platform.thirdPartySignIn || !service?.initialised) return null;
  const on = PROVIDERS.filter((p) => brand.flags[p.flag]);
  if (!on.length) return null;
  return (
    <div className="lk-social" role="group" aria-label={t('social.title')}>
      <p className="lk-social__title">{t('social.title')}</p>
      {on.map((p) => (
        <button key={p.key} type="button" className="lk-btn lk-btn--ghost lk-social__btn" onClick={() => onPick(p.key)} data-provider={p.key}>
          {t(`social.${p.key}`)}
        </button>
      ))}
    </div>
  );
}
