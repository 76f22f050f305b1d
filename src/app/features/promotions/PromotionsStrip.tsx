// Home promotions strip (game spec section 2): title, see-all link to
// /m/activity, items opening /m/activity?id={id}. Exactly as tall as the
// shell's placeholder in every state (content.css), so nothing below shifts.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SectionProps } from '../../feature-entries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionImage, StatusBadge } from './PromotionBits.tsx';
import '../../ui/content.css';

export default function PromotionsStrip({ section }: SectionProps<'promotions'>) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const promotions = useContent(promotionsQuery);
  return (
    <div className="lk-strip lk-strip--promotions">
      <h2 className="lk-section-title">
        <span>{t('promotions.title')}</span>
        <Link to="/m/activity" className="lk-see-all">
          {tc('action.seeAll')}
          <Icon name="chevron" size={16} className="lk-flip-rtl" />
        </Link>
      </h2>
      <RemoteView
        remote={promotions}
        placeholder={
          <div className="lk-strip__row">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="lk-strip__card" />
            ))}
          </div>
        }
        empty={(list) => !list.length && <p className="lk-strip__empty">{t('promotions.empty')}</p>}
      >
        {(list) => (
          <ul className="lk-strip__row">
            {list.slice(0, section.limit ?? list.length).map((p) => (
              <li key={p.id} className="lk-strip__card">
                <Link to={`/m/activity?id=${p.id}`} className="lk-strip__link">
                  <PromotionImage promotion={p} />
                  <span className="lk-strip__caption">
                    <PlatformText className="lk-strip__title">{p.title}</PlatformText>
                    <StatusBadge status={p.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
    </div>
  );
}
