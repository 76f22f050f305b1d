// The player's bank cards (account spec section 7 endpoint table: bank cards):
// the list with a remove button, and the add form: a bank from the platform's
// list, the account number, the payee name (the registered one, as the
// platform requires; typed once when the account has none yet, checked by the
// brand's `payeeName` rule set as the registration checks it), confirmed with
// the payment password. Without a payment password, the form to set one
// (confirmed with the login password, checked by the `paymentPassword` rule set)
// comes first.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TFunction } from '../../../i18n/use-translation.tsx';
import type { BankCardsValue } from '../../../platform/generated/api.ts';
import { checkRule, type Problem } from '../../rules/field-rules.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { platform } from '../../state/platform.ts';
import { useRuleSets } from '../../state/rule-sets.ts';
import { PanelField } from '../../ui/PanelField.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useFigures, useSend } from './use-cashier-form.ts';

export function BankCards() {
  const { t } = useTranslation('cashier');
  const cards = usePlatformData('bankCards', {}, { maxAgeMs: 0 });
  return (
    <section className="lk-panel" aria-labelledby="lk-cards-title" data-section="bank-cards">
      <h2 id="lk-cards-title" className="lk-panel__title">
        {t('cards.title')}
      </h2>
      <RemoteView remote={cards} placeholder={<Skeleton height={120} />}>
        {(value) => <CardsBody value={value} />}
      </RemoteView>
    </section>
  );
}

function CardsBody({ value }: { value: BankCardsValue }) {
  const { t } = useTranslation('cashier');
  const { errorText } = useFigures();
  const remove = useSend();
  return (
    <>
      {value.cards.length === 0 ? (
        <p className="lk-panel__muted">{t('cards.none')}</p>
      ) : (
        <ul className="lk-cashier__list">
          {value.cards.map((c) => (
            <li key={c.cardId} className="lk-cashier__item" data-card={c.cardId}>
              <span>
                <bdi>{c.bankName}</bdi> <bdi>{c.accountNumber}</bdi>
                <span className="lk-panel__muted"> {c.payeeName}</span>
              </span>
              <button
                type="button"
                className="lk-btn lk-btn--small lk-btn--ghost"
                disabled={remove.busy}
                aria-label={t('cards.removeThis', { card: `${c.bankName} ${c.accountNumber}` })}
                onClick={() =>
                  remove.run(async () => {
                    await platform().removeBankCard({ cardId: c.cardId });
                    invalidatePlatformData('bankCards');
                  }, errorText)
                }
              >
                {t('cards.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && (
        <p className="lk-panel__alert" role="alert">
          {remove.error}
        </p>
      )}
      {!value.hasPaymentPassword ? (
        <PaymentPasswordForm />
      ) : value.cards.length < value.maxCards ? (
        <AddCardForm payeeName={value.payeeName} />
      ) : (
        <p className="lk-panel__muted">{t('cards.full', { max: value.maxCards })}</p>
      )}
    </>
  );
}

function problemText(t: TFunction, p: Problem | null): string {
  return p ? t(p.key, { ...p.params, defaultValue: t('validation:invalid') }) : '';
}

function AddCardForm({ payeeName }: { payeeName: string }) {
  const { t } = useTranslation('cashier');
  const { errorText } = useFigures();
  const rules = useRuleSets();
  const banks = usePlatformData('bankList', {});
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState(payeeName);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSend();
  const problems = {
    bank: bankCode ? null : { key: 'cashier:cards.chooseBank' },
    number: /^[0-9]{6,30}$/.test(number) ? null : { key: 'cashier:cards.numberRule' },
    payee: payeeName ? null : checkRule(payee.trim(), rules.fields.payeeName, rules.patterns, { force: true }),
    password: password ? null : { key: 'cashier:passwordRequired' },
  };
  const shown = (p: Problem | null) => (touched ? problemText(t, p) : '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    void send.run(async () => {
      await platform().addBankCard({ bankCode, accountNumber: number, payeeName: payeeName || payee.trim(), paymentPassword: password });
      setNumber('');
      setPassword('');
      setTouched(false);
      invalidatePlatformData('bankCards');
    }, errorText);
  };
  return (
    <form className="lk-cashier__form lk-cashier__subform" onSubmit={submit} noValidate data-form="add-card" aria-labelledby="lk-add-card-title">
      <h3 id="lk-add-card-title" className="lk-cashier__subtitle">
        {t('cards.add')}
      </h3>
      <PanelField label={t('cards.bank')}>
        <select className="lk-panel__input" value={bankCode} onChange={(e) => setBankCode(e.target.value)} name="bank" aria-describedby="lk-card-bank-problem">
          <option value="">{t('cards.chooseBank')}</option>
          {banks.data?.banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </PanelField>
      <p id="lk-card-bank-problem" className="lk-cashier__problem" role="alert">
        {shown(problems.bank)}
      </p>
      <PanelField label={t('cards.number')}>
        <input
          className="lk-panel__input"
          inputMode="numeric"
          autoComplete="off"
          name="accountNumber"
          value={number}
          onChange={(e) => setNumber(e.target.value.trim())}
          aria-describedby="lk-card-number-problem"
        />
      </PanelField>
      <p id="lk-card-number-problem" className="lk-cashier__problem" role="alert">
        {touched && problems.number ? t('cards.numberRule') : ''}
      </p>
      <PanelField label={t('cards.payee')}>
        <input
          className="lk-panel__input"
          name="payeeName"
          autoComplete="name"
          value={payeeName || payee}
          readOnly={Boolean(payeeName)}
          onChange={(e) => setPayee(e.target.value)}
          aria-describedby="lk-card-payee-note lk-card-payee-problem"
        />
      </PanelField>
      <p id="lk-card-payee-note" className="lk-panel__muted">
        {payeeName ? t('cards.payeeRegistered') : t('cards.payeeFirst')}
      </p>
      <p id="lk-card-payee-problem" className="lk-cashier__problem" role="alert">
        {shown(problems.payee)}
      </p>
      <PasswordField label={t('paymentPassword')} value={password} onChange={setPassword} name="paymentPassword" problem={shown(problems.password)} />
      {send.error && (
        <p className="lk-panel__alert" role="alert" data-error="add-card">
          {send.error}
        </p>
      )}
      <button type="submit" className="lk-btn" disabled={send.busy} data-action="add-card">
        {t('cards.addSubmit')}
      </button>
    </form>
  );
}

function PaymentPasswordForm() {
  const { t } = useTranslation('cashier');
  const { errorText } = useFigures();
  const rules = useRuleSets();
  const [login, setLogin] = useState('');
  const [payment, setPayment] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSend();
  const problems = {
    login: login ? null : { key: 'cashier:passwordRequired' },
    payment: checkRule(payment, rules.fields.paymentPassword, rules.patterns, { force: true }),
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problems.login || problems.payment) return;
    void send.run(async () => {
      await platform().setPaymentPassword({ password: login, paymentPassword: payment });
      invalidatePlatformData('bankCards');
    }, errorText);
  };
  return (
    <form className="lk-cashier__form lk-cashier__subform" onSubmit={submit} noValidate data-form="payment-password" aria-labelledby="lk-set-password-title">
      <h3 id="lk-set-password-title" className="lk-cashier__subtitle">
        {t('setPassword.title')}
      </h3>
      <p className="lk-panel__muted">{t('setPassword.intro')}</p>
      <PasswordField label={t('setPassword.login')} value={login} onChange={setLogin} name="password" problem={touched ? problemText(t, problems.login) : ''} />
      <PasswordField
        label={t('paymentPassword')}
        value={payment}
        onChange={setPayment}
        name="newPaymentPassword"
        problem={touched ? problemText(t, problems.payment) : ''}
        autoComplete="new-password"
      />
      {send.error && (
        <p className="lk-panel__alert" role="alert" data-error="payment-password">
          {send.error}
        </p>
      )}
      <button type="submit" className="lk-btn" disabled={send.busy} data-action="set-payment-password">
        {t('setPassword.submit')}
      </button>
    </form>
  );
}

export function PasswordField({
  label,
  value,
  onChange,
  name,
  problem,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
  problem: string;
  autoComplete?: string;
}) {
  const id = `lk-${name}-problem`;
  return (
    <>
      <PanelField label={label}>
        <input
          className="lk-panel__input"
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={id}
          aria-invalid={problem ? true : undefined}
        />
      </PanelField>
      <p id={id} className="lk-cashier__problem" role="alert">
        {problem}
      </p>
    </>
  );
}
