// The notice marquee's motion (game spec section 9: 40 fps), free of the DOM.
// The titles start in place (readable at once), move one pixel per frame
// towards the reading start, leave the bar, and come back in from the far side.
// In right-to-left languages they move the other way.

/** Distance travelled after one more frame of `step` pixels, wrapping after `viewport + track`. */
export function marqueeNext(distance: number, step: number, viewport: number, track: number): number {
  const span = viewport + track;
  if (span <= 0) return 0;
  return (distance + step) % span;
}

/**
 * translateX of the track for a travelled distance. The first frame (distance
 * = viewport) puts the track in place; LTR moves left, RTL moves right.
 */
export function marqueeTranslate(distance: number, viewport: number, rtl: boolean): number {
  const x = viewport - distance;
  return rtl ? -x : x;
}

/** The starting distance: titles in place. */
export function marqueeStart(viewport: number): number {
  return viewport;
}

/** Milliseconds between frames for `fps`. */
export function frameMs(fps: number): number {
  return 1000 / Math.max(1, fps);
}
