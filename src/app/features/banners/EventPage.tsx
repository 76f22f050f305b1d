// Events page, /m/event (game spec section 2): the m_event1 banner carousel,
// then the m_event banners as a list of images, each following its linkage.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { BannerCarousel, BannerItem, useBannerRatio, useBanners } from '../../ui/BannerCarousel.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import '../../ui/content.css';
import { EVENT_CAROUSEL_GROUP, EVENT_LIST_GROUP } from './event-groups.ts';

export default function EventPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const list = useBanners(EVENT_LIST_GROUP);
  const ratio = useBannerRatio(EVENT_LIST_GROUP);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  return (
    <div className="lk-page lk-events">
      <BannerCarousel group={EVENT_CAROUSEL_GROUP} label={t('events.featured')} />
      <h2 className="lk-section-title">{t('events.title')}</h2>
      <RemoteView
        remote={list}
        placeholder={
          <div className="lk-events__list">
            <Skeleton ratio={ratio} />
            <Skeleton ratio={ratio} />
          </div>
        }
        empty={(d) => !d.banners.some((b) => !broken.has(b.id)) && <p className="lk-empty">{t('events.empty')}</p>}
      >
        {(d) => (
          <ul className="lk-events__list">
            {d.banners
              .filter((b) => !broken.has(b.id))
              .map((b) => (
                <li key={b.id} className="lk-events__item" style={{ aspectRatio: ratio }}>
                  <BannerItem banner={b} fallbackLabel={t('events.title')} onBroken={(id) => setBroken((s) => new Set(s).add(id))} />
                </li>
              ))}
          </ul>
        )}
      </RemoteView>
    </div>
  );
}
