// The one way into Swiper's chunk (carousel-kit.ts): every carousel and every
// strip that moves asks here, so the page fetches it once, on the first input
// that needs it (Carousel.tsx, use-strip.ts), never while the page loads.
export type CarouselKit = typeof import('./carousel-kit.ts');

let kitLoad: Promise<CarouselKit> | undefined;

/** Swiper's chunk, asked for once for the whole page; a failed load may be asked for again. */
export function loadCarouselKit(): Promise<CarouselKit> {
  kitLoad ??= import('./carousel-kit.ts').catch((e: unknown) => {
    kitLoad = undefined;
    throw e;
  });
  return kitLoad;
}
