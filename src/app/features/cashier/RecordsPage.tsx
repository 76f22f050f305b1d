// Records (/m/records, Lobbykit's route, issue 37; account spec section 7
// endpoint table: game record): the player's deposits, withdrawals, bonuses and
// game rounds of one type within a date range (the last 7 days at first; at
// most 93 days, the platform's bound), newest first, ten to a page, each with
// its status and its amounts in the currency's decimals; a round's result and
// a balance change signed. `?type=` picks the type.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RecordsRequest, RecordsValue } from '../../../platform/generated/api.ts';
import { useSearchParams } from '../../state/location.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import { gatedPage } from '../../ui/MemberGate.tsx';
import { PanelField } from '../../ui/PanelField.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { dayRange, MAX_RANGE_DAYS, recordTypeOf, type RecordType } from './record-range.ts';
import { statusText } from './status-text.ts';
import { useFigures } from './use-cashier-form.ts';
import './cashier.css';

export const PAGE_SIZE = 10;

function typeText(t: (key: string) => string, type: RecordType): string {
  switch (type) {
    case 'deposit':
      return t('cashier:records.deposit');
    case 'withdrawal':
      return t('cashier:records.withdrawal');
    case 'bonus':
      return t('cashier:records.bonus');
    case 'game':
      return t('cashier:records.game');
  }
}

const TYPES: readonly RecordType[] = ['deposit', 'withdrawal', 'bonus', 'game'];

function dayInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function Records() {
  const { t } = useTranslation('cashier');
  const params = useSearchParams();
  const [type, setType] = useState<RecordType>(recordTypeOf(params.get('type')));
  const [from, setFrom] = useState(() => dayInput(Date.now() - 6 * 86_400_000));
  const [to, setTo] = useState(() => dayInput(Date.now()));
  const [pageNo, setPageNo] = useState(1);
  const range = dayRange(from, to);
  return (
    <>
      <section className="lk-panel lk-cashier__form" aria-labelledby="lk-records-title">
        <h2 id="lk-records-title" className="lk-panel__title">
          {t('records.title')}
        </h2>
        <PanelField label={t('records.type')}>
          <select
            className="lk-panel__input"
            name="type"
            value={type}
            onChange={(e) => {
              setType(recordTypeOf(e.target.value));
              setPageNo(1);
            }}
          >
            {TYPES.map((k) => (
              <option key={k} value={k}>
                {typeText(t, k)}
              </option>
            ))}
          </select>
        </PanelField>
        <div className="lk-cashier__dates">
          <PanelField label={t('records.from')}>
            <input
              className="lk-panel__input"
              type="date"
              name="from"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                setPageNo(1);
              }}
            />
          </PanelField>
          <PanelField label={t('records.to')}>
            <input
              className="lk-panel__input"
              type="date"
              name="to"
              value={to}
              onChange={(e) => {
                setTo(e.target.value);
                setPageNo(1);
              }}
            />
          </PanelField>
        </div>
        {!range && (
          <p className="lk-cashier__problem" role="alert">
            {t('records.badRange', { days: MAX_RANGE_DAYS })}
          </p>
        )}
      </section>
      {range && <RecordList request={{ type, from: range.from, to: range.to, pageNo, pageSize: PAGE_SIZE }} onPage={setPageNo} />}
    </>
  );
}

function RecordList({ request, onPage }: { request: RecordsRequest; onPage: (n: number) => void }) {
  const { t } = useTranslation('cashier');
  const records = usePlatformData('records', request, { maxAgeMs: 0 });
  return (
    <section className="lk-panel" aria-label={t('records.list')} aria-busy={records.loading} data-records={request.type}>
      <RemoteView
        remote={records}
        placeholder={<SkeletonList count={3} className="lk-cashier__list" item={{ height: 64 }} />}
        empty={(v) => v.items.length === 0 && <p className="lk-panel__muted">{t('records.none')}</p>}
      >
        {(v) => <RecordItems value={v} onPage={onPage} />}
      </RemoteView>
    </section>
  );
}

function RecordItems({ value, onPage }: { value: RecordsValue; onPage: (n: number) => void }) {
  const { t } = useTranslation('cashier');
  const { cents, dateTime } = useFigures();
  const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
  const signed = (n: number) => (n > 0 ? `+${cents(n)}` : n < 0 ? `-${cents(-n)}` : cents(0));
  return (
    <>
      <ul className="lk-cashier__list">
        {value.items.map((r) => (
          <li key={`${r.type}-${r.id}`} className="lk-cashier__item lk-cashier__record" data-record={r.id} data-status={r.status}>
            <div className="lk-cashier__record-head">
              <bdi className="lk-cashier__record-id">{r.id}</bdi>
              <span className={`lk-cashier__status lk-cashier__status--${r.status}`}>{statusText(t, r.status)}</span>
            </div>
            <p className="lk-panel__muted">
              {dateTime(r.at)} <bdi>{r.detail}</bdi>
            </p>
            <dl className="lk-cashier__figures">
              <div>
                <dt>{r.type === 'game' ? t('records.stake') : t('deposit.amountLabel')}</dt>
                <dd data-amount>{cents(r.amount)}</dd>
              </div>
              {r.fee > 0 && (
                <div>
                  <dt>{t('fee')}</dt>
                  <dd>{cents(r.fee)}</dd>
                </div>
              )}
              <div>
                <dt>{r.type === 'game' ? t('records.result') : t('records.change')}</dt>
                <dd data-result>{signed(r.result)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <nav className="lk-cashier__row" aria-label={t('records.pages')}>
        <button
          type="button"
          className="lk-btn lk-btn--small lk-btn--ghost"
          disabled={value.pageNo <= 1}
          onClick={() => onPage(value.pageNo - 1)}
          data-action="previous"
        >
          {t('records.previous')}
        </button>
        <span className="lk-panel__muted" data-page-of>
          {t('records.pageOf', { page: value.pageNo, pages, total: value.total })}
        </span>
        <button
          type="button"
          className="lk-btn lk-btn--small lk-btn--ghost"
          disabled={value.pageNo >= pages}
          onClick={() => onPage(value.pageNo + 1)}
          data-action="next"
        >
          {t('records.next')}
        </button>
      </nav>
    </>
  );
}

export default gatedPage(Records, { page: 'records', need: 'real', icon: 'calendar', className: 'lk-panels' });
