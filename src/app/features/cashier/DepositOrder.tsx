// A deposit order on the deposit page: what its method needs (bank details with
// the reference to write on the transfer, a QR code for the e-wallet app, or the
// provider's page to go to and come back from), then its status (pending, paid,
// failed, expired), asked again every few seconds while pending, so it changes
// on the page without a reload. A paid order refreshes every view of the wallet
// (the balance widget, the member centre) and the records at once.
import { useEffect, useRef } from 'react';
import type { DepositOrder as Order } from '../../../platform/generated/api.ts';
import { useConstants } from '../../state/brand.ts';
import { invalidatePlatformData, usePlatformData } from '../../state/platform-data.ts';
import { useToasts } from '../../state/toasts.ts';
import { QrCode } from '../../ui/QrCode.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { statusText } from './status-text.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { STATUS_POLL_MS, useFigures } from './use-cashier-form.ts';

export function DepositOrder({ orderId, onNew }: { orderId: string; onNew: () => void }) {
  const { t } = useTranslation('cashier');
  const order = usePlatformData('depositStatus', { orderId }, { maxAgeMs: 0 });
  const status = order.data?.status;
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => invalidatePlatformData('depositStatus'), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [status]);
  // Once paid, the wallet's views ask again: the balance shows the deposit at once.
  const seen = useRef(status);
  useEffect(() => {
    if (status && status !== seen.current && status !== 'pending') invalidatePlatformData('walletBalance', 'records', 'paymentMethods', 'withdrawableAmount');
    seen.current = status;
  }, [status]);
  return (
    <section className="lk-panel" aria-labelledby="lk-order-title" data-order={orderId}>
      <h2 id="lk-order-title" className="lk-panel__title">
        {t('order.title', { id: orderId })}
      </h2>
      <RemoteView remote={order} placeholder={<Skeleton height={200} />}>
        {(o) => <OrderDetail order={o} />}
      </RemoteView>
      <button type="button" className="lk-btn lk-btn--ghost" onClick={onNew} data-action="new-deposit">
        {t('order.new')}
      </button>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('cashier');
  const { cents, dateTime } = useFigures();
  return (
    <>
      <p className={`lk-cashier__status lk-cashier__status--${order.status}`} role="status" data-status={order.status}>
        {statusText(t, order.status)}
        {order.reason && <span className="lk-cashier__reason">{order.reason}</span>}
      </p>
      <dl className="lk-cashier__figures">
        <div>
          <dt>{t('deposit.amountLabel')}</dt>
          <dd>{cents(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('fee')}</dt>
          <dd>{cents(order.fee)}</dd>
        </div>
        <div>
          <dt>{t('deposit.credited')}</dt>
          <dd>{cents(order.credited)}</dd>
        </div>
        {order.status === 'pending' && (
          <div>
            <dt>{t('order.expires')}</dt>
            <dd>{dateTime(order.expiresAt)}</dd>
          </div>
        )}
      </dl>
      {order.status === 'pending' && <OrderAction order={order} />}
    </>
  );
}

function OrderAction({ order }: { order: Order }) {
  const { t } = useTranslation('cashier');
  const a = order.action;
  if (a.type === 'bank')
    return (
      <div className="lk-cashier__action" data-action-kind="bank">
        <p>{t('order.bankIntro')}</p>
        <dl className="lk-cashier__figures">
          <Copyable label={t('order.bank')} value={a.bankName} />
          <Copyable label={t('order.accountName')} value={a.accountName} />
          <Copyable label={t('order.accountNumber')} value={a.accountNumber} />
          <Copyable label={t('order.reference')} value={a.reference} />
        </dl>
        <a className="lk-btn lk-btn--ghost" href={a.confirmUrl} target="_blank" rel="noopener" data-action="bank-confirm">
          {t('order.bankConfirm')}
        </a>
      </div>
    );
  if (a.type === 'qr')
    return (
      <div className="lk-cashier__action" data-action-kind="qr">
        <p>{t('order.qrIntro', { reference: a.reference })}</p>
        <QrCode value={a.qrPayload} label={t('order.qrLabel')} />
        <a className="lk-btn lk-btn--ghost" href={a.qrPayload} target="_blank" rel="noopener" data-action="qr-open">
          {t('order.qrOpen')}
        </a>
      </div>
    );
  return (
    <div className="lk-cashier__action" data-action-kind="redirect">
      <p>{t('order.redirectIntro')}</p>
      <a className="lk-btn" href={a.url} data-action="provider">
        {t('order.redirectGo')}
      </a>
    </div>
  );
}

function Copyable({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('cashier');
  const toasts = useToasts();
  const c = useConstants();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toasts.show(t('copied'), 'success', c.copySuccessToastMs),
      () => toasts.show(t('copyFailed'), 'error', c.toastMs),
    );
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <bdi>{value}</bdi>{' '}
        <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={copy} aria-label={t('copyThis', { what: label })}>
          {t('copy')}
        </button>
      </dd>
    </div>
  );
}
