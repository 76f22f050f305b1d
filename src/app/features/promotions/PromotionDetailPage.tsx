// /m/activityDetail?id= (game spec section 2): one promotion as a page. Closing
// returns to /m/activity, like the detail over the list.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useHydrated, useQuery } from '../../state/use-hydrated.tsx';
import { usePageHeader } from '../../state/header.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { promotionsQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionDetail } from './PromotionDetail.tsx';
import { PROMOTION_RATIO } from './PromotionBits.tsx';
import { parseId } from '../../rules/promotion-model.ts';
import '../../ui/content.css';

export default function PromotionDetailPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const { t: tErr } = useTranslation('errors');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = parseId(useQuery().get('id'));
  const promotions = useContent(promotionsQuery);
  const promotion = id !== undefined ? promotions.data?.find((p) => p.id === id) : undefined;
  usePageHeader({ title: promotion?.title, fromPlatform: true });

  return (
    <div className="lk-page lk-promos">
      <RemoteView
        remote={promotions}
        placeholder={
          <>
            <Skeleton ratio={PROMOTION_RATIO} />
            <Skeleton height={24} style={{ marginTop: 12, width: '70%' }} />
          </>
        }
      >
        {() => (promotion ? <PromotionDetail promotion={promotion} /> : hydrated ? <p className="lk-empty">{tErr('promotion.not_found')}</p> : null)}
      </RemoteView>
      <button type="button" className="lk-btn lk-btn--ghost lk-btn--block lk-promos__close" onClick={() => navigate('/m/activity')}>
        {t('promotions.backToList')}
      </button>
    </div>
  );
}
