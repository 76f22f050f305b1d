// Home promotions strip (game spec section 2): title, see-all link to
// /m/activity, items opening /m/activity?id={id}. Exactly as tall as the
// shell's placeholder in every state (content.css), so nothing below shifts.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { SectionProps } from '../../feature-entries.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SectionTitle } from '../../ui/SectionTitle.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { turnOf, useScreenPlace } from '../../ui/first-screen.ts';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionImage, StatusBadge } from './PromotionBits.tsx';
import '../../ui/content.css';

/** Cards of the strip a phone shows before scrolling it (210 px cards on a 412 px screen). */
const FIRST_SCREEN_CARDS = 2;

/**
 * A card's picture is as wide as the card (content.css, .lk-strip__card: 210 px), not the column: on a phone the
 * column's width asked for the 750 px picture where the 360 or 540 px one fills the card.
 */
const CARD_IMAGE_SIZES = '210px';

export default function PromotionsStrip({ section }: SectionProps<'promotions'>) {
  const { t } = useTranslation('content');
  const promotions = useContent(promotionsQuery);
  const place = useScreenPlace();
  return (
    <div className="lk-strip lk-strip--promotions">
      <SectionTitle title={t('promotions.title')} to="/m/activity" />
      <RemoteView
        remote={promotions}
        placeholder={<SkeletonList count={2} className="lk-strip__row" item={{ className: 'lk-strip__card' }} />}
        empty={(list) => !list.length && <p className="lk-strip__empty">{t('promotions.empty')}</p>}
      >
        {(list) => (
          <ul className="lk-strip__row">
            {list.slice(0, section.limit ?? list.length).map((p, i) => (
              <li key={p.id} className="lk-strip__card">
                <Link to={`/m/activity?id=${p.id}`} className="lk-strip__link">
                  <PromotionImage promotion={p} turn={turnOf(place, i, FIRST_SCREEN_CARDS)} sizes={CARD_IMAGE_SIZES} />
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
