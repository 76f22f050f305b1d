// The light promotion pieces the home strip needs: image and status label.
// The rest (dates, countdown, action block) is in PromotionParts.tsx, which the
// strip does not load.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand } from '../../state/brand.ts';
import { imageUrl } from '../../rules/images.ts';
import type { Promotion, PromotionStatus } from '../../state/content-queries.ts';
import { bannerImage, STATUS_KEYS, statusLabelKey } from '../../rules/promotion-labels.ts';

/** Promotion images are drawn for a 750 x 300 frame, like the home banners. */
export const PROMOTION_RATIO = '750 / 300';

/**
 * `eager`: on the first screen, loaded at once; `first`: the page's largest paint, loaded before the others;
 * `fill`: the frame takes its box's height (a tournament card's side) instead of the image's ratio.
 */
export function PromotionImage({
  promotion,
  eager = false,
  first = false,
  fill = false,
}: {
  promotion: Promotion;
  eager?: boolean;
  first?: boolean;
  fill?: boolean;
}) {
  const brand = useBrand();
  const [broken, setBroken] = useState(false);
  const src = imageUrl(brand, bannerImage(promotion));
  return (
    <div className="lk-promo-image" style={fill ? undefined : { aspectRatio: PROMOTION_RATIO }}>
      {src && !broken && (
        <img
          src={src}
          alt={promotion.title}
          width={750}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(first ? { fetchPriority: 'high' as const } : {})}
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}

export function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('content');
  return <span className={`lk-status-badge lk-status-badge--${STATUS_KEYS[status]}`}>{t(statusLabelKey(status))}</span>;
}
