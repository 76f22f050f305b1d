// Deposit (/m/voucherCenter; its insides are "not shown" in the documents, so
// this is Lobbykit's, on the cashier calls of issue 37). The methods the
// platform offers with their range, fee and processing time (template dep_func
// 1, the new deposit detail; 0 shows each method's name and the range of the
// chosen one), presets and a free amount checked against the method's range and
// what the player's own deposit limits leave; then the order (DepositOrder.tsx).
// The order being paid is kept for the browser tab (sessionStorage), so the
// page shows it again when the provider's page sends the player back.
import { useEffect, useState } from 'react';
import type { PaymentMethod, PaymentMethodsValue } from '../../../platform/generated/api.ts';
import { useBrand } from '../../state/brand.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { platform } from '../../state/platform.ts';
import { gatedPage } from '../../ui/MemberGate.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { feeOf } from '../../../platform/fees.ts';
import { amountInput, parseAmount } from '../../rules/amount-input.ts';
import { AmountField } from './AmountField.tsx';
import { depositProblem } from './amounts.ts';
import { Balance } from './Balance.tsx';
import { DepositOrder } from './DepositOrder.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useFigures, useOrderKey, useSend } from './use-cashier-form.ts';
import './cashier.css';

/** The order on screen, for this tab: the provider's page sends the player back to the deposit page. */
export const ORDER_KEY = 'LK_DEPOSIT_ORDER';

function Deposit() {
  const [orderId, setOrderId] = useState<string | null>(null);
  useEffect(() => setOrderId(sessionStorage.getItem(ORDER_KEY)), []);
  const show = (id: string | null) => {
    if (id) sessionStorage.setItem(ORDER_KEY, id);
    else sessionStorage.removeItem(ORDER_KEY);
    setOrderId(id);
  };
  return (
    <>
      <Balance />
      {orderId ? <DepositOrder orderId={orderId} onNew={() => show(null)} /> : <DepositForm onOrder={show} />}
    </>
  );
}

function DepositForm({ onOrder }: { onOrder: (orderId: string) => void }) {
  const methods = usePlatformData('paymentMethods', {}, { maxAgeMs: 0 });
  return (
    <RemoteView remote={methods} placeholder={<Skeleton height={320} />}>
      {(value) => <MethodForm value={value} onOrder={onOrder} />}
    </RemoteView>
  );
}

function MethodForm({ value, onOrder }: { value: PaymentMethodsValue; onOrder: (orderId: string) => void }) {
  const { t } = useTranslation('cashier');
  const { cents, dateTime, errorText } = useFigures();
  const detailed = useBrand().templates.dep_func === 1;
  const [methodId, setMethodId] = useState(value.methods[0]?.id ?? '');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useSend();
  const method = value.methods.find((m) => m.id === methodId) ?? value.methods[0];
  const amount = parseAmount(text);
  const key = useOrderKey(`${methodId}|${amount}`);
  if (!method) return <p className="lk-panel__muted">{t('deposit.noMethods')}</p>;
  const problem = depositProblem(amount, method, value.limitLeft);
  const fee = amount !== null && amount > 0 ? feeOf(amount, method) : 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || amount === null) return;
    void send.run(async () => {
      const returnUrl = `${location.origin}${location.pathname}`;
      const order = await platform().createDeposit({ methodId: method.id, amount, idempotencyKey: key, returnUrl });
      invalidatePlatformData('paymentMethods', 'records');
      onOrder(order.orderId);
      if (order.action.type === 'redirect') location.assign(order.action.url);
    }, errorText);
  };

  return (
    <form className="lk-panel lk-cashier__form" onSubmit={submit} noValidate data-form="deposit">
      <fieldset className="lk-cashier__methods">
        <legend className="lk-panel__title">{t('deposit.method')}</legend>
        {value.methods.map((m) => (
          <label key={m.id} className="lk-cashier__method" data-method={m.kind}>
            <input type="radio" name="method" value={m.id} checked={m.id === method.id} onChange={() => setMethodId(m.id)} />
            <span className="lk-cashier__method-text">
              <span className="lk-cashier__method-name">{m.name}</span>
              {(detailed || m.id === method.id) && <MethodDetail method={m} detailed={detailed} />}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="lk-cashier__presets" role="group" aria-label={t('deposit.presets')}>
        {value.presets
          .filter((p) => p >= method.min && p <= method.max)
          .map((p) => (
            <button
              key={p}
              type="button"
              className="lk-btn lk-btn--small lk-btn--ghost"
              aria-pressed={amount === p}
              onClick={() => {
                setText(amountInput(p));
                setTouched(true);
              }}
            >
              {cents(p)}
            </button>
          ))}
      </div>
      <AmountField
        label={t('deposit.amount', { currency: value.currency })}
        range={method}
        text={text}
        onText={setText}
        problem={problem}
        touched={touched}
        onTouched={() => setTouched(true)}
        problemId="lk-deposit-problem"
      />
      {value.limitLeft !== null && (
        <p className="lk-panel__muted" data-limit-left>
          {t('deposit.limitLeft', { amount: cents(value.limitLeft), at: value.limitResetsAt === null ? '' : dateTime(value.limitResetsAt) })}
        </p>
      )}
      <dl className="lk-cashier__figures">
        <div>
          <dt>{t('fee')}</dt>
          <dd>{cents(fee)}</dd>
        </div>
        <div>
          <dt>{t('deposit.credited')}</dt>
          <dd data-credited>{cents(amount !== null && amount > fee ? amount - fee : 0)}</dd>
        </div>
      </dl>
      {send.error && (
        <p className="lk-panel__alert" role="alert" data-error="deposit">
          {send.error}
        </p>
      )}
      <button type="submit" className="lk-btn" disabled={send.busy} data-action="deposit">
        {t('deposit.submit')}
      </button>
    </form>
  );
}

function MethodDetail({ method, detailed }: { method: PaymentMethod; detailed: boolean }) {
  const { t } = useTranslation('cashier');
  const { cents } = useFigures();
  const fee = method.feeFixed === 0 && method.feeRate === 0 ? t('feeNone') : t('feeRule', { fixed: cents(method.feeFixed), rate: method.feeRate / 100 });
  return (
    <span className="lk-panel__muted lk-cashier__method-detail">
      <span>{t('range', { min: cents(method.min), max: cents(method.max) })}</span>
      {detailed && <span>{fee}</span>}
      {detailed && <span>{method.processingMinutes === 0 ? t('deposit.instant') : t('deposit.minutes', { minutes: method.processingMinutes })}</span>}
    </span>
  );
}

export default gatedPage(Deposit, { page: 'deposit', need: 'real', icon: 'wallet', className: 'lk-panels' });
