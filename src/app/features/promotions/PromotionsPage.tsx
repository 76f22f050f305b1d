// Promotions, /m/activity and /m/activity?id= (game spec section 2): category
// tabs (the first active) filtering by promoAnnouncementCategoryIds, a grid of
// promotion images, and the detail of the routed id in a sheet over the list.
// The list scrolls to the routed promotion; tapping one scrolls to top and
// opens its detail; closing the detail returns to /m/activity.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import { useNavigate } from '../../state/location.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { LoadFailed, RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { turnOf, useScreenPlace } from '../../ui/first-screen.ts';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionCategoriesQuery, promotionsQuery, type Promotion, type PromotionCategory } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionDetail } from './PromotionDetail.tsx';
import { PromotionImage, PROMOTION_RATIO, StatusBadge } from './PromotionBits.tsx';
import { PromotionDates } from './PromotionParts.tsx';
import { filterByCategory, parseId } from '../../rules/promotion-model.ts';
import '../../ui/content.css';

export default function PromotionsPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const id = parseId(useQuery().get('id'));
  const promotions = useContent(promotionsQuery);
  const categories = useContent(promotionCategoriesQuery);
  const [selected, setSelected] = useState<number | undefined>();
  const active = selected ?? categories.data?.[0]?.id;
  const panelId = useId();

  // A promotion the player tapped here: the page goes to the top as its detail
  // opens (game spec section 2, "Tapping an image scrolls to top and opens the
  // detail"). A routed id that came from elsewhere (a link, the home strip, a
  // reload) scrolls the list to it instead ("If the route has an id the list
  // scrolls to it").
  const tapped = useRef(false);
  const tap = () => {
    tapped.current = true;
    window.scrollTo({ top: 0 });
  };
  useEffect(() => {
    if (id === undefined || !promotions.data) return;
    if (tapped.current) {
      tapped.current = false;
      window.scrollTo({ top: 0 });
      return;
    }
    document.querySelector(`[data-card="${id}"]`)?.scrollIntoView({ block: 'center' });
  }, [id, promotions.data]);

  const routed = id !== undefined ? promotions.data?.find((p) => p.id === id) : undefined;
  const close = () => navigate('/m/activity', { replace: true });

  return (
    <div className="lk-page lk-promos">
      <h2 className="lk-promos__title">{t('promotions.title')}</h2>
      {categories.error && !categories.data ? (
        <LoadFailed error={categories.error} onRetry={categories.retry} />
      ) : (
        <CategoryTabs categories={categories.data} active={active} onSelect={setSelected} panelId={panelId} />
      )}
      <div id={panelId} role="tabpanel" aria-label={categories.data?.find((c) => c.id === active)?.title ?? t('promotions.title')}>
        <RemoteView remote={promotions} placeholder={<SkeletonList count={3} className="lk-promo-grid" item={{ ratio: PROMOTION_RATIO }} />}>
          {(list) => <PromotionGrid promotions={filterByCategory(list, categories.data ? active : undefined)} routedId={id} onTap={tap} />}
        </RemoteView>
      </div>
      {id !== undefined && (promotions.data || promotions.error) && (
        <Popup title={routed ? <PlatformText>{routed.title}</PlatformText> : t('promotions.detail')} onClose={close} className="lk-promo-sheet">
          {routed ? (
            <PromotionDetail promotion={routed} showTitle={false} />
          ) : promotions.data ? (
            <NotFound onBack={close} />
          ) : (
            <LoadFailed error={promotions.error!} onRetry={promotions.retry} />
          )}
        </Popup>
      )}
    </div>
  );
}

function NotFound({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('content');
  const { t: tErr } = useTranslation('errors');
  return (
    <div className="lk-empty">
      <p>{tErr('promotion.not_found')}</p>
      <button type="button" className="lk-btn" onClick={onBack}>
        {t('promotions.backToList')}
      </button>
    </div>
  );
}

function CategoryTabs({
  categories,
  active,
  onSelect,
  panelId,
}: {
  categories: PromotionCategory[] | undefined;
  active: number | undefined;
  onSelect: (id: number) => void;
  panelId: string;
}) {
  const { t } = useTranslation('content');
  const list = useRef<HTMLDivElement>(null);
  if (!categories)
    return (
      <div className="lk-tabs lk-tabs--loading" aria-hidden="true">
        <Skeleton height={36} />
      </div>
    );
  if (!categories.length) return null;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the row mirrors in RTL.
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (!step) return;
    e.preventDefault();
    const next = categories[(index + step + categories.length) % categories.length]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };

  return (
    <div ref={list} className="lk-tabs" role="tablist" aria-label={t('promotions.categories')}>
      {categories.map((c, i) => (
        <button
          key={c.id}
          type="button"
          role="tab"
          className="lk-tab"
          data-tab={c.id}
          aria-selected={c.id === active}
          aria-controls={panelId}
          tabIndex={c.id === active ? 0 : -1}
          onClick={() => onSelect(c.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          <PlatformText>{c.title}</PlatformText>
        </button>
      ))}
    </div>
  );
}

/** Promotion cards a phone's first screen shows (one column of 750 x 300 images): three on a tall one (412 x 915 CSS px). */
const FIRST_SCREEN_CARDS = 3;

function PromotionGrid({ promotions, routedId, onTap }: { promotions: Promotion[]; routedId: number | undefined; onTap: () => void }) {
  const { t } = useTranslation('content');
  const place = useScreenPlace();
  if (!promotions.length) return <p className="lk-empty">{t('promotions.empty')}</p>;
  return (
    <ul className="lk-promo-grid">
      {promotions.map((p, i) => (
        <li key={p.id} data-card={p.id} className={`lk-promo-card${p.id === routedId ? ' is-current' : ''}`}>
          <Link to={`/m/activity?id=${p.id}`} className="lk-promo-card__link" onClick={onTap}>
            {/* The first cards are on the first screen; the first one's image is the page's largest paint. */}
            <PromotionImage promotion={p} turn={turnOf(place, i, FIRST_SCREEN_CARDS)} />
            <span className="lk-promo-card__body">
              <PlatformText className="lk-promo-card__title">{p.title}</PlatformText>
              <StatusBadge status={p.status} />
            </span>
          </Link>
          <PromotionDates promotion={p} />
        </li>
      ))}
    </ul>
  );
}
