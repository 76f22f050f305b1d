// One promotion (game spec section 2): the sequence-1 image, title, dates,
// sanitised HTML content and the action block.
import { useState } from 'react';
import type { Promotion, PromotionStatus } from '../../state/content-queries.ts';
import { ContentHtml } from '../../ui/ContentHtml.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { PromotionImage } from './PromotionBits.tsx';
import { PromotionAction, PromotionDates } from './PromotionParts.tsx';

export function PromotionDetail({ promotion, showTitle = true }: { promotion: Promotion; showTitle?: boolean }) {
  // A join changes the status here at once; the list behind, on screen, is asked for again (invalidatePlatformData).
  const [status, setStatus] = useState<PromotionStatus | undefined>();
  const shown = status ? { ...promotion, status } : promotion;
  return (
    <article className="lk-promo-detail" data-promotion={promotion.id}>
      <PromotionImage promotion={shown} turn="lead" />
      {showTitle && (
        <PlatformText as="h2" className="lk-promo-detail__title">
          {shown.title}
        </PlatformText>
      )}
      <PromotionDates promotion={shown} />
      <ContentHtml html={shown.content} className="lk-promo-detail__content" />
      <PromotionAction promotion={shown} onStatus={setStatus} />
    </article>
  );
}
