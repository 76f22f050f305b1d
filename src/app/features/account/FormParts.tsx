// Pieces the account forms share: the SMS code field with its send button and
// countdown, the captcha field with its tap-to-refresh picture, method tabs,
// the disclaimer line, and the social sign-in buttons.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../../state/brand.ts';
import { Icon } from '../../ui/Icon.tsx';
import { CheckLine, Field, type FieldProps } from './Field.tsx';
import type { Captcha } from './use-captcha.ts';
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
          {sms.counting ? t('sms.resendIn', { seconds: sms.seconds }) : t('sms.send')}
        </button>
      }
    />
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
    <div className="lk-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          className="lk-tabs__tab"
          onClick={() => onChange(tab.key)}
          data-tab={tab.key}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The disclaimer (account spec section 2): a box, and the terms link to /m/help?tag=terms. */
export function Disclaimer({
  checked,
  onChange,
  error,
  inputRef,
  onTerms,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
  inputRef?: (el: HTMLElement | null) => void;
  onTerms: () => void;
}) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    <CheckLine
      name="disclaimer"
      checked={checked}
      onChange={onChange}
      error={error}
      inputRef={inputRef}
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
