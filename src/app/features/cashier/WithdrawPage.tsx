// Withdraw (/m/withdraw; insides "not shown", so Lobbykit's, issue 37): the
// withdrawable amount (the balance less what promotions' turnover still holds,
// both shown with each hold), the range and the fee; the bank cards
// (BankCards.tsx); the request to one card, confirmed with the payment password
// and refused above the withdrawable amount, then its status (pending,
// approved, paid, rejected with the reason), asked again while it moves. The
// withdrawal on screen is kept for the tab, like the deposit order.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { feeOf } from '../../../platform/fees.ts';
import type { BankCard, WithdrawableAmountValue } from '../../../platform/generated/api.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { platform } from '../../state/platform.ts';
import { gatedPage } from '../../ui/MemberGate.tsx';
import { PanelField } from '../../ui/PanelField.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { parseAmount } from '../../rules/amount-input.ts';
import { AmountField } from './AmountField.tsx';
import { withdrawalProblem } from './amounts.ts';
import { BankCards, PasswordField } from './BankCards.tsx';
import { Balance } from './Balance.tsx';
import { statusText } from './status-text.ts';
import { STATUS_POLL_MS, useFigures, useOrderKey, useSend } from './use-cashier-form.ts';
import './cashier.css';

const WITHDRAWAL_KEY = 'LK_WITHDRAWAL';

function Withdraw() {
  const [withdrawalId, setWithdrawalId] = useState<string | null>(null);
  useEffect(() => setWithdrawalId(sessionStorage.getItem(WITHDRAWAL_KEY)), []);
  const show = (id: string | null) => {
    if (id) sessionStorage.setItem(WITHDRAWAL_KEY, id);
    else sessionStorage.removeItem(WITHDRAWAL_KEY);
    setWithdrawalId(id);
  };
  const amount = usePlatformData('withdrawableAmount', {}, { maxAgeMs: 0 });
  const cards = usePlatformData('bankCards', {}, { maxAgeMs: 0 });
  return (
    <>
      <Balance />
      <RemoteView remote={amount} placeholder={<Skeleton height={160} />}>
        {(value) => <Withdrawable value={value} />}
      </RemoteView>
      <BankCards />
      {withdrawalId ? (
        <WithdrawalStatus withdrawalId={withdrawalId} onNew={() => show(null)} />
      ) : (
        amount.data && cards.data && <WithdrawForm rules={amount.data} cards={cards.data.cards} onDone={show} />
      )}
    </>
  );
}

function Withdrawable({ value }: { value: WithdrawableAmountValue }) {
  const { t } = useTranslation('cashier');
  const { cents } = useFigures();
  return (
    <section className="lk-panel" aria-labelledby="lk-withdrawable-title" data-section="withdrawable">
      <h2 id="lk-withdrawable-title" className="lk-panel__title">
        {t('withdraw.withdrawable')}
      </h2>
      <dl className="lk-cashier__figures">
        <div>
          <dt>{t('withdraw.balance')}</dt>
          <dd data-figure="balance">{cents(value.balance)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.held')}</dt>
          <dd data-figure="held">{cents(value.held)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.withdrawable')}</dt>
          <dd data-figure="withdrawable">{cents(value.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.range')}</dt>
          <dd>{t('range', { min: cents(value.min), max: cents(value.max) })}</dd>
        </div>
        <div>
          <dt>{t('fee')}</dt>
          <dd>{value.feeRate === 0 ? cents(value.feeFixed) : t('feeRule', { fixed: cents(value.feeFixed), rate: value.feeRate / 100 })}</dd>
        </div>
      </dl>
      {value.holds.length > 0 && (
        <ul className="lk-cashier__list" aria-label={t('withdraw.holds')}>
          {value.holds.map((h) => (
            <li key={h.source} className="lk-cashier__item">
              <span>{h.source}</span>
              <span className="lk-panel__muted">
                {t('withdraw.hold', { amount: cents(h.amount), done: cents(h.turnoverDone), required: cents(h.turnoverRequired) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawForm({ rules, cards, onDone }: { rules: WithdrawableAmountValue; cards: BankCard[]; onDone: (id: string) => void }) {
  const { t } = useTranslation('cashier');
  const { cents, errorText } = useFigures();
  const [cardId, setCardId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSend();
  const amount = parseAmount(text);
  const card = cards.find((c) => c.cardId === cardId) ?? cards[0];
  const key = useOrderKey(`${card?.cardId}|${amount}`);
  if (!card) return null;
  const problem = withdrawalProblem(amount, rules);
  const fee = amount !== null && amount > 0 ? feeOf(amount, rules) : 0;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || amount === null || !password) return;
    void send.run(async () => {
      const w = await platform().requestWithdrawal({ cardId: card.cardId, amount, paymentPassword: password, idempotencyKey: key });
      invalidatePlatformData('walletBalance', 'withdrawableAmount', 'records');
      onDone(w.withdrawalId);
    }, errorText);
  };
  return (
    <form className="lk-panel lk-cashier__form" onSubmit={submit} noValidate data-form="withdraw" aria-labelledby="lk-withdraw-title">
      <h2 id="lk-withdraw-title" className="lk-panel__title">
        {t('withdraw.title')}
      </h2>
      <PanelField label={t('withdraw.card')}>
        <select className="lk-panel__input" name="card" value={card.cardId} onChange={(e) => setCardId(Number(e.target.value))}>
          {cards.map((c) => (
            <option key={c.cardId} value={c.cardId}>
              {c.bankName} {c.accountNumber}
            </option>
          ))}
        </select>
      </PanelField>
      <AmountField
        label={t('withdraw.amount', { currency: rules.currency })}
        range={rules}
        text={text}
        onText={setText}
        problem={problem}
        touched={touched}
        onTouched={() => setTouched(true)}
        problemId="lk-withdraw-problem"
      />
      <dl className="lk-cashier__figures">
        <div>
          <dt>{t('fee')}</dt>
          <dd>{cents(fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.total')}</dt>
          <dd>{cents(amount !== null && amount > 0 ? amount + fee : 0)}</dd>
        </div>
      </dl>
      <PasswordField
        label={t('paymentPassword')}
        value={password}
        onChange={setPassword}
        name="withdrawPaymentPassword"
        problem={touched && !password ? t('passwordRequired') : ''}
      />
      {send.error && (
        <p className="lk-panel__alert" role="alert" data-error="withdraw">
          {send.error}
        </p>
      )}
      <button type="submit" className="lk-btn" disabled={send.busy} data-action="withdraw">
        {t('withdraw.submit')}
      </button>
    </form>
  );
}

function WithdrawalStatus({ withdrawalId, onNew }: { withdrawalId: string; onNew: () => void }) {
  const { t } = useTranslation('cashier');
  const { cents, dateTime } = useFigures();
  const w = usePlatformData('withdrawalStatus', { withdrawalId }, { maxAgeMs: 0 });
  const status = w.data?.status;
  const moving = status === 'pending' || status === 'approved';
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => invalidatePlatformData('withdrawalStatus'), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [moving]);
  // A rejected withdrawal gives the amount back: the wallet's views ask again.
  const seen = useRef(status);
  useEffect(() => {
    if (status && seen.current && status !== seen.current) invalidatePlatformData('walletBalance', 'withdrawableAmount', 'records');
    seen.current = status;
  }, [status]);
  return (
    <section className="lk-panel" aria-labelledby="lk-withdrawal-title" data-withdrawal={withdrawalId}>
      <h2 id="lk-withdrawal-title" className="lk-panel__title">
        {t('withdraw.request', { id: withdrawalId })}
      </h2>
      <RemoteView remote={w} placeholder={<Skeleton height={120} />}>
        {(v) => (
          <>
            <p className={`lk-cashier__status lk-cashier__status--${v.status}`} role="status" data-status={v.status}>
              {statusText(t, v.status)}
              {v.reason && (
                <span className="lk-cashier__reason" data-reason>
                  {t('withdraw.reason', { reason: v.reason })}
                </span>
              )}
            </p>
            <dl className="lk-cashier__figures">
              <div>
                <dt>{t('withdraw.to')}</dt>
                <dd>
                  <bdi>{v.bankName}</bdi> <bdi>{v.accountNumber}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('deposit.amountLabel')}</dt>
                <dd>{cents(v.amount)}</dd>
              </div>
              <div>
                <dt>{t('fee')}</dt>
                <dd>{cents(v.fee)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.updated')}</dt>
                <dd>{dateTime(v.updatedAt)}</dd>
              </div>
            </dl>
          </>
        )}
      </RemoteView>
      <button type="button" className="lk-btn lk-btn--ghost" onClick={onNew} data-action="new-withdrawal">
        {t('withdraw.new')}
      </button>
    </section>
  );
}

export default gatedPage(Withdraw, { page: 'withdraw', need: 'real', icon: 'withdraw', className: 'lk-panels' });
