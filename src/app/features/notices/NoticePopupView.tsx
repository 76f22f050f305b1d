// The notice popup carousel (game spec section 2): each popup's title and
// sanitised HTML (pixel sizes converted to rem, section 9), previous and next
// arrows disabled at the ends, sliding in constants.popupSlideMs. A few slides
// of text: the shared carousel's row (ui/Carousel.tsx, base.css) moved by a transform, with swipes. It
// sits one layer below other popups, so a terms gate or login form comes first.
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useConstants } from '../../state/brand.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popup } from '../../ui/Popup.tsx';
import type { NoticePopup } from '../../state/content-queries.ts';
import { ContentHtml } from '../../ui/ContentHtml.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import '../../ui/content.css';

/** A horizontal drag longer than this moves one slide. */
const SWIPE_PX = 40;

export default function NoticePopupView({ items, onClose }: { items: NoticePopup[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { popupSlideMs } = useConstants();
  const [index, setIndex] = useState(0);
  const start = useRef<number | undefined>(undefined);
  const last = items.length - 1;
  const at = Math.min(index, last);
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));

  const onDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onUp = (e: PointerEvent) => {
    if (start.current === undefined) return;
    const dx = e.clientX - start.current;
    start.current = undefined;
    if (Math.abs(dx) < SWIPE_PX) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    // Dragging towards the reading start brings the next slide.
    go(at + (dx < 0 !== rtl ? 1 : -1));
  };

  return (
    <Popup title={t('popups.title')} onClose={onClose} variant="center" layer={-1} className="lk-notice-popup">
      <div className="lk-slides" role="region" aria-roledescription={tc('carousel.role')} aria-label={t('popups.title')}>
        <div className="lk-carousel__viewport" onPointerDown={onDown} onPointerUp={onUp}>
          <div
            className="lk-carousel__track lk-slides__track"
            style={{ transform: `translateX(calc(${at * 100}% * var(--lk-slide-dir)))`, transitionDuration: `${popupSlideMs}ms` }}
          >
            {items.map((p, i) => (
              <div
                key={p.id}
                className="lk-slides__slide"
                data-popup={p.id}
                role="group"
                aria-roledescription={tc('carousel.slide')}
                aria-label={tc('carousel.position', { n: i + 1, total: items.length })}
                aria-hidden={i !== at}
                inert={i !== at}
              >
                <PlatformText as="h3" className="lk-notice-popup__title">
                  {p.title}
                </PlatformText>
                <ContentHtml html={p.content} pxToRem />
              </div>
            ))}
          </div>
        </div>
        {items.length > 1 && (
          <div className="lk-slides__nav">
            <button
              type="button"
              className="lk-slides__arrow"
              data-dir="prev"
              onClick={() => go(at - 1)}
              disabled={at === 0}
              aria-label={tc('action.previous')}
            >
              <Icon name="back" className="lk-flip-rtl" />
            </button>
            <span className="lk-slides__count" aria-live="polite">
              {tc('carousel.position', { n: at + 1, total: items.length })}
            </span>
            <button type="button" className="lk-slides__arrow" data-dir="next" onClick={() => go(at + 1)} disabled={at === last} aria-label={tc('action.next')}>
              <Icon name="chevron" className="lk-flip-rtl" />
            </button>
          </div>
        )}
      </div>
    </Popup>
  );
}
