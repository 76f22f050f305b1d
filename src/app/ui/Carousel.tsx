// Every carousel of the site (banners, winners, tournaments, the notice popup):
// Swiper's markup, rendered here, and Swiper itself (carousel-kit.ts, its own
// chunk) moving it once the carousel goes live.
//
// Before that it is a still frame: the first slide only, as plain HTML in the
// frame's fixed size, with the dots and the pause button where they will be,
// so the prebuilt page paints it with no script and nothing moves or shifts
// when Swiper takes over (the same elements, the other slides appended out of
// view). A deferred carousel goes live on the first touch, pointer, key or
// focus inside it, or when its first autoplay step is due, never inside the
// JavaScript budget's first 5 s (src/README.md, Budgets); an eager one (in a
// popup, which opens only once the page is live) at once.
//
// Autoplay (with at least `autoplayMinItems` slides) pauses under the pointer,
// stops for good on keyboard focus, and has a visible pause button that is
// first in the tab order (WCAG 2.2.2, WAI-ARIA carousel pattern); a player who
// asked for less motion finds it paused. Swiper's CSS comes with this module,
// so the build joins it into the one stylesheet and inlines the rules a page's
// carousel uses (layouts/critical-css.ts).
import 'swiper/css';
import 'swiper/css/a11y';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CarouselHandle } from './carousel-kit.ts';
import { Icon } from './Icon.tsx';
import { type CarouselKit, loadCarouselKit } from './load-carousel-kit.ts';
import { QUIET_UNTIL_MS } from '../page-quiet.ts';
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
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Dots, one button per slide. */
  dots?: boolean;
  /** Previous and next buttons under the slides, with the position between them. */
  arrows?: boolean;
  /** Swiper at once instead of on the player's first move or the first autoplay step. */
  eager?: boolean;
  className?: string;
  /** Extra class of each slide. */
  slideClassName?: string;
  /** data-* attributes of a slide. */
  slideData?: (item: T) => Record<`data-${string}`, string | number>;
  /** Size of the frame (an aspect ratio keeps the layout still). */
  style?: CSSProperties;
}

/** Input inside a deferred carousel that brings Swiper in. */
const WAKING = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;

const DOT = 'lk-carousel__dot';
const DOT_ACTIVE = 'is-active';

export function Carousel<T>(props: CarouselProps<T>) {
  const {
    items,
    getKey,
    render,
    label,
    autoplayMs,
    autoplayMinItems = 2,
    speed = 300,
    spaceBetween = 0,
    dots = false,
    arrows = false,
    eager = false,
    className = '',
    slideClassName = '',
    slideData,
    style,
  } = props;
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const dotsEl = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const handle = useRef<CarouselHandle>(undefined);
  const [kit, setKit] = useState<CarouselKit>();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = items.length;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const keys = items.map(getKey).join('|');
  const autoplay = autoplayMs !== undefined && count > 1 && count >= autoplayMinItems;
  const live = kit !== undefined;

  // Less motion asked for: autoplay waits for the play button (after hydration: the server cannot know).
  useEffect(() => {
    if (autoplay && prefersLessMotion()) setPlaying(false);
  }, [autoplay]);

  // Swiper comes in when it is asked for; a failed chunk leaves the still frame, which works as a plain first slide.
  useEffect(() => {
    const el = root.current;
    if (live || count < 2 || !el) return;
    let cancelled = false;
    const go = () => {
      loadCarouselKit().then(
        (k) => cancelled || setKit(k),
        () => undefined,
      );
    };
    // A pointer or focus already inside as the page went live came in before anything listened.
    if (eager || el.matches(':hover') || el.contains(document.activeElement)) {
      go();
      return () => {
        cancelled = true;
      };
    }
    const timer = autoplay && playing ? setTimeout(go, Math.max(autoplayMs, QUIET_UNTIL_MS - performance.now())) : undefined;
    for (const e of WAKING) el.addEventListener(e, go, { passive: true, once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const e of WAKING) el.removeEventListener(e, go);
    };
  }, [live, count, eager, autoplay, playing, autoplayMs]);

  // Swiper on the rendered slides, before the browser paints them; again for new slides or a new direction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new slides (keys) or a new direction (rtl) start again from the first; playing is applied below.
  useLayoutEffect(() => {
    const el = container.current;
    if (!kit || !el) return;
    setActive(0);
    const h = kit.mountCarousel(el, {
      speed,
      spaceBetween,
      autoplayMs: autoplay ? autoplayMs : undefined,
      playing,
      dots: dotsEl.current,
      prev: prev.current,
      next: next.current,
      messages: { dot: t('carousel.goTo', { n: '{{index}}' }), previous: t('action.previous'), next: t('action.next') },
      dotClass: DOT,
      dotActiveClass: DOT_ACTIVE,
      onChange: setActive,
      onStop: () => setPlaying(false),
    });
    handle.current = h;
    return () => {
      handle.current = undefined;
      h.destroy();
    };
  }, [kit, keys, rtl]);

  useEffect(() => handle.current?.setPlaying(playing), [playing]);

  const shown = live ? items : items.slice(0, 1);
  const position = (n: number) => t('carousel.position', { n, total: count });
  return (
    <div
      ref={root}
      className={`lk-carousel ${className}`}
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      data-carousel=""
      // Still until Swiper takes over (a single slide never needs it).
      data-still={live || count < 2 ? undefined : 'true'}
    >
      {autoplay && (
        <button
          type="button"
          className="lk-carousel__pause"
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          onClick={() => setPlaying((p) => !p)}
        >
          <Icon name={playing ? 'pause' : 'play'} size={14} />
        </button>
      )}
      <div ref={container} className="lk-carousel__viewport swiper" style={style}>
        <div className="lk-carousel__track swiper-wrapper">
          {shown.map((item, i) => (
            <div
              key={getKey(item, i)}
              className={`lk-carousel__slide swiper-slide ${slideClassName}`}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={position(i + 1)}
              {...slideData?.(item)}
            >
              {render(item, i)}
            </div>
          ))}
        </div>
      </div>
      {dots &&
        count > 1 &&
        (live ? (
          // Swiper renders the dots here (buttons, named by its A11y module).
          <div key="live" ref={dotsEl} className="lk-carousel__dots" />
        ) : (
          <div key="still" className="lk-carousel__dots" aria-hidden="true">
            {items.map((item, i) => (
              <span key={getKey(item, i)} className={i === 0 ? `${DOT} ${DOT_ACTIVE}` : DOT} />
            ))}
          </div>
        ))}
      {arrows && count > 1 && (
        <div className="lk-carousel__nav">
          <button ref={prev} type="button" className="lk-carousel__arrow" data-dir="prev" aria-label={t('action.previous')} disabled={!live || active === 0}>
            <Icon name="back" className="lk-flip-rtl" />
          </button>
          <span className="lk-carousel__count" aria-live="polite">
            {position(active + 1)}
          </span>
          <button
            ref={next}
            type="button"
            className="lk-carousel__arrow"
            data-dir="next"
            aria-label={t('action.next')}
            disabled={!live || active === count - 1}
          >
            <Icon name="chevron" className="lk-flip-rtl" />
          </button>
        </div>
      )}
    </div>
  );
}
