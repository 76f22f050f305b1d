// The balance on the cashier's pages: the shared balance widget, which every
// view of the wallet keeps current (a paid deposit, a withdrawal, a refund),
// and the way to the records.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { BalanceWidget } from '../../ui/BalanceWidget.tsx';
import { Link } from '../../ui/Link.tsx';

export function Balance() {
  const { t } = useTranslation('cashier');
  return (
    <section className="lk-panel lk-cashier__row">
      <span className="lk-panel__muted">{t('balance')}</span>
      <BalanceWidget showLabel={false} />
      <Link to="/m/records" className="lk-btn lk-btn--small lk-btn--ghost" data-link="records">
        {t('common:title.records')}
      </Link>
    </section>
  );
}
