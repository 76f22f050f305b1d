// A carousel for banners, winners, tournaments and notice popups. The slides are
// plain HTML first (the first one shows at once, in its fixed aspect ratio);
// Swiper loads on demand, and only when there is more than one slide. Autoplay
// only when there are at least `autoplayMinItems` slides (game spec section 4).
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowButton } from './ArrowButton.tsx';
import { prefersLessMotion } from './motion.ts';

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => string | number;
  render: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  autoplayMs?: number;
  autoplayMinItems?: number;
  /** Slide transition in ms. */
  speed?: number;
  slidesPerView?: number | 'auto';
  slidesPerGroup?: number;
  spaceBetween?: number;
  loop?: boolean;
  /** Previous/next buttons, disabled at the ends. */
  arrows?: boolean;
  /** Dots under the slides. */
  dots?: boolean;
  onSlideChange?: (index: number) => void;
  className?: string;
  /** Size of the frame before and after Swiper loads (an aspect ratio keeps the layout still). */
  style?: CSSProperties;
}

type SwiperInstance = {
  destroy: (a?: boolean, b?: boolean) => void;
  slideNext: () => void;
  slidePrev: () => void;
  realIndex: number;
  isBeginning: boolean;
  isEnd: boolean;
  on: (e: string, f: () => void) => void;
};

let swiperLoad: Promise<Pick<typeof import('./swiper-parts.ts'), 'Swiper' | 'Autoplay' | 'A11y'>> | undefined;

/**
 * Swiper and its stylesheet, once. A page's stylesheet is made from the app's
 * own CSS imports at build time (layouts/page-styles-integration.ts drops CSS
 * imports from the browser's code), so Swiper's CSS arrives as text and is added here.
 */
function loadSwiper() {
  swiperLoad ??= import('./swiper-parts.ts').then(({ Swiper, Autoplay, A11y, swiperCss }) => {
    const style = document.createElement('style');
    style.dataset.swiper = '';
    style.textContent = swiperCss;
    document.head.append(style);
    return { Swiper, Autoplay, A11y };
  });
  return swiperLoad;
}

export function Carousel<T>(props: CarouselProps<T>) {
  const {
    items,
    getKey,
    render,
    label,
    autoplayMs,
    autoplayMinItems = 2,
    speed = 300,
    slidesPerView = 1,
    slidesPerGroup = 1,
    spaceBetween = 0,
    loop = false,
    arrows = false,
    dots = false,
    onSlideChange,
    className = '',
    style,
  } = props;
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [ends, setEnds] = useState({ start: true, end: items.length <= 1 });
  const onChange = useRef(onSlideChange);
  onChange.current = onSlideChange;
  const dir = i18n.dir(i18n.language);
  const keys = items.map(getKey).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: Swiper is re-created when the slides change (keys, which follow items.length; items is a new array each render) or the direction does (Swiper reads it from the element's dir).
  useEffect(() => {
    setIndex(0);
    setEnds({ start: true, end: items.length <= 1 });
    if (items.length <= 1 || !root.current) return;
    let cancelled = false;
    void loadSwiper().then(({ Swiper, Autoplay, A11y }) => {
      if (cancelled || !root.current) return;
      const autoplay = autoplayMs !== undefined && items.length >= autoplayMinItems && !prefersLessMotion();
      const s = new Swiper(root.current, {
        modules: [Autoplay, A11y],
        slidesPerView,
        slidesPerGroup,
        spaceBetween,
        speed,
        loop: loop && items.length > 1,
        autoplay: autoplay ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
        a11y: { enabled: true },
      }) as unknown as SwiperInstance;
      const update = () => {
        setIndex(s.realIndex);
        setEnds({ start: s.isBeginning, end: s.isEnd });
        onChange.current?.(s.realIndex);
      };
      s.on('slideChange', update);
      s.on('reachEnd', update);
      s.on('reachBeginning', update);
      swiper.current = s;
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = undefined;
    };
  }, [keys, autoplayMs, autoplayMinItems, slidesPerView, slidesPerGroup, spaceBetween, speed, loop, dir]);

  return (
    <div className={`lk-carousel ${className}`} role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      <div ref={root} className="swiper" dir={dir} style={style}>
        <div className="swiper-wrapper">
          {items.map((item, i) => (
            <div
              key={getKey(item, i)}
              className="swiper-slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total: items.length })}
            >
              {render(item, i)}
            </div>
          ))}
        </div>
      </div>
      {arrows && items.length > 1 && (
        <>
          <ArrowButton className="lk-carousel__arrow lk-carousel__arrow--prev" onClick={() => swiper.current?.slidePrev()} disabled={!loop && ends.start} />
          <ArrowButton next className="lk-carousel__arrow lk-carousel__arrow--next" onClick={() => swiper.current?.slideNext()} disabled={!loop && ends.end} />
        </>
      )}
      {dots && items.length > 1 && (
        <div className="lk-carousel__dots" aria-hidden="true">
          {items.map((item, i) => (
            <span key={getKey(item, i)} className={i === index ? 'is-active' : ''} />
          ))}
        </div>
      )}
    </div>
  );
}
