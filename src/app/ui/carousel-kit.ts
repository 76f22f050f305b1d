// Swiper on a carousel's prebuilt markup (Carousel.tsx renders the container,
// the wrapper and the slides; Swiper moves them), and on the strips a player
// scrolls (mountStrip: rows of cards, tab bars; use-strip.ts). Its own chunk,
// loaded only when a carousel goes live or a strip is first asked to move
// (load-carousel-kit.ts), so no page carries it before the player or the first
// autoplay step asks for it.
//
// Swiper core with the modules the carousels use: A11y (labelled arrows and
// dots, the row announced when it is not turning by itself), Keyboard (arrow
// keys), Pagination (dots that are buttons), Navigation (arrows, disabled at
// the ends) and Autoplay (held while a finger is on it). Right to left comes
// from the page's direction. What Swiper leaves to the page is done here: the
// Keyboard module listens on the whole document, so it is on only while focus
// is inside this carousel (a tab list's arrow keys elsewhere move nothing);
// slides out of view are inert, so Tab and a screen reader reach only the slide
// shown; a keyboard player's focus stops autoplay for good (the pause button
// starts it again: WAI-ARIA carousel pattern); under the mouse autoplay is
// stopped, and starts again, a whole interval, when it leaves. Not Swiper's
// pauseOnMouseEnter: Swiper resumes a paused autoplay on any resize, and sees
// one as it starts, so a pointer already over the frame was forgotten.
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';

export interface CarouselKitOptions {
  /** Slide transition in ms. */
  speed: number;
  /** Gap between slides in px. */
  spaceBetween: number;
  /** Autoplay interval in ms; none when undefined. */
  autoplayMs?: number;
  /** Whether autoplay runs from the start (false: the player paused it before Swiper came in). */
  playing: boolean;
  /** The element the dots are rendered into, one button each. */
  dots?: HTMLElement | null;
  prev?: HTMLElement | null;
  next?: HTMLElement | null;
  /** Translated names: a dot's ({{index}} is the slide number), the arrows'. */
  messages: { dot: string; previous: string; next: string };
  /** Classes of a dot and of the active one (the carousel's CSS, not Swiper's). */
  dotClass: string;
  dotActiveClass: string;
  /** The slide now in view. */
  onChange: (index: number) => void;
  /** Autoplay stopped by the player (keyboard focus); the pause button shows Play. */
  onStop: () => void;
}

export interface CarouselHandle {
  setPlaying: (playing: boolean) => void;
  destroy: () => void;
}

/** Starts Swiper on `el` (the `.swiper` container holding `.swiper-wrapper` and its slides). */
export function mountCarousel(el: HTMLElement, o: CarouselKitOptions): CarouselHandle {
  const autoplay = o.autoplayMs !== undefined;
  const swiper = new Swiper(el, {
    modules: [A11y, Keyboard, Pagination, Navigation, ...(autoplay ? [Autoplay] : [])],
    speed: o.speed,
    spaceBetween: o.spaceBetween,
    slidesPerView: 1,
    // A fifth of the frame's width is a swipe to the next slide, however slow.
    longSwipesRatio: 0.2,
    watchSlidesProgress: true,
    // The slides are React's: Swiper must not re-read or re-order them on its own.
    observer: false,
    keyboard: { enabled: false, onlyInViewport: true },
    pagination: o.dots
      ? {
          el: o.dots,
          clickable: true,
          bulletElement: 'button',
          bulletClass: o.dotClass,
          bulletActiveClass: o.dotActiveClass,
        }
      : false,
    navigation: o.prev && o.next ? { prevEl: o.prev, nextEl: o.next } : false,
    autoplay: autoplay ? { delay: o.autoplayMs, disableOnInteraction: false } : false,
    a11y: {
      // The slides' role, name and position are rendered by Carousel.tsx, in the page's language and digits.
      slideRole: '',
      slideLabelMessage: '',
      paginationBulletMessage: o.messages.dot,
      prevSlideMessage: o.messages.previous,
      nextSlideMessage: o.messages.next,
      firstSlideMessage: '',
      lastSlideMessage: '',
      // Tab on a slide that is not the one shown cannot happen: the others are inert.
      scrollOnFocus: false,
    },
  });

  const slides = () => [...swiper.slides];
  // Only the slide in view takes part: the others cannot be focused or read.
  const markInView = () => {
    const from = swiper.activeIndex;
    for (const [i, s] of slides().entries()) s.toggleAttribute('inert', i !== from);
  };
  swiper.on('slideChange', () => {
    markInView();
    o.onChange(swiper.activeIndex);
  });

  let playing = o.playing;
  let hovered = el.matches(':hover');
  // Turning only while the player wants it and no mouse rests on it; announced when it does not turn by itself.
  const apply = () => {
    if (autoplay) {
      const run = playing && !hovered;
      if (run && !swiper.autoplay.running) swiper.autoplay.start();
      if (!run && swiper.autoplay.running) swiper.autoplay.stop();
    }
    swiper.wrapperEl.setAttribute('aria-live', autoplay && swiper.autoplay.running ? 'off' : 'polite');
  };
  const setPlaying = (on: boolean) => {
    playing = on;
    apply();
  };
  const onPointer = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = e.type === 'pointerenter';
    apply();
  };

  const focused = (target: Element) => {
    swiper.keyboard.enable();
    // Keyboard focus only: a mouse press on the pause button must not stop what the same press starts.
    if (autoplay && playing && target.matches(':focus-visible')) {
      setPlaying(false);
      o.onStop();
    }
  };
  const onFocusIn = (e: FocusEvent) => focused(e.target as Element);
  const onFocusOut = (e: FocusEvent) => {
    if (!(e.relatedTarget instanceof Node && root.contains(e.relatedTarget))) swiper.keyboard.disable();
  };
  // The carousel's whole box (container, dots, buttons) counts as inside.
  const root = (el.closest('[data-carousel]') as HTMLElement | null) ?? el;
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  el.addEventListener('pointerenter', onPointer);
  el.addEventListener('pointerleave', onPointer);

  markInView();
  apply();
  // Focus that came in before Swiper did (a Tab into the still frame is what brought it).
  if (document.activeElement && root.contains(document.activeElement)) focused(document.activeElement);

  return {
    setPlaying,
    destroy: () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('pointerenter', onPointer);
      el.removeEventListener('pointerleave', onPointer);
      for (const s of slides()) s.removeAttribute('inert');
      // Inline styles stay: the container's size is React's, and the next mount sets the rest again.
      swiper.destroy(true, false);
    },
  };
}

export interface StripKitOptions {
  /** Class of the strip's scrolling element (a child of the container) and of its items. */
  wrapperClass: string;
  slideClass: string;
  /** Whether an item asked for is centred (tabs), as far as the strip scrolls; else it comes to the start edge. */
  centred: boolean;
  /** Move in ms, 0 at once; Swiper's default when undefined. */
  speed?: number;
}

export interface StripHandle {
  /** Moves `steps` items on in the reading direction (back when negative), from where the strip is or is headed. */
  move: (steps: number) => void;
  /** Brings item `index` into view. */
  show: (index: number) => void;
  destroy: () => void;
}

/**
 * Starts Swiper on a strip the player already scrolls natively (`el` holds the
 * scrolling element, whose children are the items), in cssMode: the strip stays
 * a native scroller (touch, snap points, the page's CSS: none of Swiper's class
 * names are used), and Swiper moves it with the browser's smooth scroll, so
 * `speed` only says smooth or at once. Starting moves nothing.
 */
export function mountStrip(el: HTMLElement, o: StripKitOptions): StripHandle {
  const swiper = new Swiper(el, {
    cssMode: true,
    wrapperClass: o.wrapperClass,
    slideClass: o.slideClass,
    // Swiper's stylesheet is the site's too (Carousel.tsx): its rules for its own container classes must not reach a strip.
    containerModifierClass: 'lk-strip--',
    // Each item as wide as the page's CSS makes it; the space between them is their end margin, which Swiper measures.
    slidesPerView: 'auto',
    centeredSlides: o.centred,
    centeredSlidesBounds: o.centred,
    ...(o.speed === undefined ? {} : { speed: o.speed }),
    observer: false,
    // Swiper measures the strip as each move starts (go, below), not on a resize: on one it puts the strip back on
    // the item it last moved to, which cut a move short (its first resize report comes as it starts, a fraction of
    // a pixel off its own measure) and would move a strip the player had not asked to move.
    resizeObserver: false,
    updateOnWindowResize: false,
    // The finger scrolls the strip natively, as before Swiper came in: Swiper's own touch handling, which
    // cancels presses and moves focus, stays out, and a tap on a card or a tab is never taken for a swipe.
    noSwipingSelector: '*',
    preventClicks: false,
    preventClicksPropagation: false,
  });
  const wrapper = swiper.wrapperEl;

  // The items (more cards, another language's labels) and the place (scrolled by touch) may have changed since
  // Swiper last looked: it measures them again, and reads the place from a scroll event, as in cssMode it follows
  // the strip.
  const measure = () => {
    swiper.updateSize();
    swiper.updateSlides();
    wrapper.dispatchEvent(new Event('scroll'));
  };
  /** How far along the strip is scrolled, and the place Swiper scrolls it to for item i (one item a group). */
  const here = () => (swiper.rtlTranslate ? swiper.translate : -swiper.translate);
  const placeOf = (i: number) => swiper.snapGrid[Math.min(i, swiper.snapGrid.length - 1)] ?? 0;

  // Where the last move is headed, as an item and as a place: a second press during the scroll goes on from there.
  // The scroll's end, or the player's own scrolling, forgets both.
  let aim: number | undefined;
  let headed: number | undefined;
  const forget = () => {
    aim = undefined;
    headed = undefined;
  };
  const PLAYER = ['pointerdown', 'wheel'] as const;
  for (const e of PLAYER) wrapper.addEventListener(e, forget, { passive: true });
  const onScrollEnd = () => {
    // Items that change width under a move (the chosen tab's label turns bold as the last one's turns plain) end it
    // a pixel or two off its place: it is put right at once. Where the strip has snap points, the browser's is the
    // place it rests at.
    if (aim !== undefined && getComputedStyle(wrapper).scrollSnapType === 'none') {
      measure();
      if (Math.abs(placeOf(aim) - here()) > 0.5) swiper.slideTo(aim, 0);
    }
    forget();
  };
  wrapper.addEventListener('scrollend', onScrollEnd);

  const go = (to: (from: number) => number) => {
    measure();
    aim = Math.max(0, Math.min(swiper.slides.length - 1, to(aim ?? swiper.activeIndex)));
    const place = placeOf(aim);
    // A place the strip is already headed for is not asked again: Chromium ends a smooth scroll that is asked for
    // its own destination on the way short of it.
    if (place === headed) return;
    headed = Math.abs(place - here()) > 0.5 ? place : undefined;
    swiper.slideTo(aim);
  };

  return {
    move: (steps) => go((from) => from + steps),
    show: (index) => go(() => index),
    destroy: () => {
      for (const e of PLAYER) wrapper.removeEventListener(e, forget);
      wrapper.removeEventListener('scrollend', onScrollEnd);
      // Inline styles and classes stay: the elements are React's, and the strip looks the same either way.
      swiper.destroy(true, false);
    },
  };
}
