// The light promotion pieces the home strip needs: image and status label.
// The rest (dates, countdown, action block) is in PromotionParts.tsx, which the
// strip does not load.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand } from '../../state/brand.ts';
import { COLUMN_IMAGE_SIZES, imageUrl, srcSetOf } from '../../rules/images.ts';
import { type ImageTurn, imageLoading, useImageShown } from '../../ui/first-screen.ts';
import type { Promotion, PromotionStatus } from '../../state/content-queries.ts';
import { bannerImage, STATUS_KEYS, statusLabelKey } from '../../rules/promotion-labels.ts';

/** Promotion images are drawn for a 750 x 300 frame, like the home banners. */
export const PROMOTION_RATIO = '750 / 300';

/**
 * `turn`: when the image is asked for (ui/first-screen.ts); `fill`: the frame takes its box's height (a tournament
 * card's side) instead of the image's ratio; `sizes`: how wide it shows, for the srcset (the column's width unless told).
 */
export function PromotionImage({
  promotion,
  turn = 'near',
  fill = false,
  sizes = COLUMN_IMAGE_SIZES,
}: {
  promotion: Promotion;
  turn?: ImageTurn;
  fill?: boolean;
  sizes?: string;
}) {
  const brand = useBrand();
  const [broken, setBroken] = useState(false);
  const image = bannerImage(promotion);
  const src = imageUrl(brand, image?.url);
  const srcSet = srcSetOf(brand, image?.variants);
  const shown = useImageShown(turn);
  return (
    <div className="lk-promo-image" style={fill ? undefined : { aspectRatio: PROMOTION_RATIO }}>
      {src && !broken && shown && (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet && sizes}
          alt={promotion.title}
          width={750}
          height={300}
          {...imageLoading(turn)}
          decoding="async"
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
