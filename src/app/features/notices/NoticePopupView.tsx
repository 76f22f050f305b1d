// The notice popup carousel (game spec section 2): each popup's title and
// sanitised HTML (pixel sizes converted to rem, section 9), previous and next
// arrows disabled at the ends, sliding in constants.popupSlideMs: the shared
// carousel (ui/Carousel.tsx, Swiper at once, as the popup opens only on a live
// page). It sits one layer below other popups, so a terms gate or login form comes first.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useConstants } from '../../state/brand.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { Popup } from '../../ui/Popup.tsx';
import type { NoticePopup } from '../../state/content-queries.ts';
import { ContentHtml } from '../../ui/ContentHtml.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import '../../ui/content.css';

export default function NoticePopupView({ items, onClose }: { items: NoticePopup[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { popupSlideMs } = useConstants();
  return (
    <Popup title={t('popups.title')} onClose={onClose} variant="center" layer={-1} className="lk-notice-popup">
      <Carousel
        className="lk-slides"
        slideClassName="lk-slides__slide"
        items={items}
        getKey={(p) => p.id}
        slideData={(p) => ({ 'data-popup': p.id })}
        label={t('popups.title')}
        speed={popupSlideMs}
        arrows
        eager
        render={(p) => (
          <>
            <PlatformText as="h3" className="lk-notice-popup__title">
              {p.title}
            </PlatformText>
            <ContentHtml html={p.content} pxToRem />
          </>
        )}
      />
    </Popup>
  );
}
