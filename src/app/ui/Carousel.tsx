// A carousel for banners, winners and tournaments: one slide in view, the
// slides a row moved by a CSS transform, so a step takes exactly `speed` ms (the
// brand's constants set it); swiped by touch or mouse, stepped by its arrows,
// by focus (a keyboard player sees the slide they tabbed to) and by autoplay,
// which starts only with at least `autoplayMinItems` slides (game spec section 4),
// pauses under the pointer or a finger (the row is then announced: aria-live
// polite), and never runs when the player asked for less motion. After the
// last slide autoplay comes back to the first. The first slide is plain HTML,
// in the frame's fixed size, before and after hydration; no library, so
// nothing more loads to make it move.
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
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
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Previous/next buttons, disabled at the ends. */
  arrows?: boolean;
  /** Dots under the slides. */
  dots?: boolean;
  className?: string;
  /** Size of the frame (an aspect ratio keeps the layout still). */
  style?: CSSProperties;
}

/** A drag shorter than this (px) is a tap: the link under it still opens. */
const TAP_SLOP = 8;
/** A swipe past this share of the frame's width moves one slide. */
const SWIPE_SHARE = 0.2;

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
    arrows = false,
    dots = false,
    className = '',
    style,
  } = props;
  const { t, i18n } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; dx: number; moved: boolean; width: number } | undefined>(undefined);
  const dragged = useRef(false);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const count = items.length;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const keys = items.map(getKey).join('|');
  const autoplay = autoplayMs !== undefined && count >= autoplayMinItems && count > 1 && !prefersLessMotion();
  const rotating = autoplay && !paused;
  // In a right-to-left row the next slide is on the left: the row moves the other way.
  const offset = (i: number, px = 0) => `translateX(calc(${rtl ? '' : '-'}${i} * (100% + ${spaceBetween}px) + ${px}px))`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new slides (keys) or a new direction start again from the first.
  useEffect(() => setIndex(0), [keys, rtl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (index) waits a whole interval again, whoever made it.
  useEffect(() => {
    if (!rotating) return;
    timer.current = setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearTimeout(timer.current);
  }, [rotating, index, count, autoplayMs]);
  // The step due is cancelled as the pointer or finger arrives, not a render later.
  const pause = () => {
    clearTimeout(timer.current);
    setPaused(true);
  };

  const go = (i: number) => setIndex(Math.max(0, Math.min(count - 1, i)));

  const onPointerDown = (e: PointerEvent) => {
    if (count < 2 || !e.isPrimary || e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, dx: 0, moved: false, width: e.currentTarget.clientWidth };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || !track.current) return;
    d.dx = e.clientX - d.x;
    if (!d.moved) {
      if (Math.abs(e.clientY - d.y) > Math.abs(d.dx) && Math.abs(e.clientY - d.y) > TAP_SLOP) return void (drag.current = undefined);
      if (Math.abs(d.dx) < TAP_SLOP) return;
      d.moved = true;
      track.current.style.transitionProperty = 'none';
    }
    track.current.style.transform = offset(index, d.dx);
  };
  const onPointerEnd = () => {
    const d = drag.current;
    drag.current = undefined;
    if (!d?.moved || !track.current) return;
    dragged.current = true;
    track.current.style.transitionProperty = '';
    track.current.style.transform = offset(index);
    if (Math.abs(d.dx) > d.width * SWIPE_SHARE) go(index + (d.dx < 0 !== rtl ? 1 : -1));
  };

  return (
    <div className={`lk-carousel ${className}`} role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swiping is the pointer's way to the other slides; the keyboard's is focus on a slide's own link or button, which brings it into view. */}
      <div
        className="lk-carousel__viewport"
        dir={rtl ? 'rtl' : 'ltr'}
        style={style}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // Over, not enter: a carousel that comes in under a resting pointer gets the browser's
        // pointerover for its new slide, but React reports no enter (the node it came from is gone).
        onPointerOver={(e) => e.pointerType === 'mouse' && pause()}
        onPointerLeave={(e) => {
          onPointerEnd();
          if (e.pointerType === 'mouse') setPaused(false);
        }}
        onTouchStart={pause}
        onTouchEnd={() => setPaused(false)}
        // A swipe that ends on a link is not a tap on it.
        onClickCapture={(e) => {
          if (!dragged.current) return;
          dragged.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
        onDragStart={(e) => e.preventDefault()}
        // Focus on a slide out of view scrolls the frame: the transform alone places the row.
        onScroll={(e) => {
          e.currentTarget.scrollLeft = 0;
        }}
      >
        <div
          ref={track}
          className="lk-carousel__track"
          // Announced when it is not turning by itself (WAI-ARIA carousel pattern): paused, or no autoplay.
          aria-live={rotating ? 'off' : 'polite'}
          style={{ gap: spaceBetween || undefined, transform: index ? offset(index) : undefined, transitionDuration: `${speed}ms` }}
        >
          {items.map((item, i) => (
            <div
              key={getKey(item, i)}
              className="lk-carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total: count })}
              onFocus={() => setIndex(i)}
            >
              {render(item, i)}
            </div>
          ))}
        </div>
      </div>
      {arrows && count > 1 && (
        <>
          <ArrowButton className="lk-carousel__arrow lk-carousel__arrow--prev" onClick={() => go(index - 1)} disabled={index === 0} />
          <ArrowButton next className="lk-carousel__arrow lk-carousel__arrow--next" onClick={() => go(index + 1)} disabled={index === count - 1} />
        </>
      )}
      {dots && count > 1 && (
        <div className="lk-carousel__dots" aria-hidden="true">
          {items.map((item, i) => (
            <span key={getKey(item, i)} className={i === index ? 'is-active' : ''} />
          ))}
        </div>
      )}
    </div>
  );
}
