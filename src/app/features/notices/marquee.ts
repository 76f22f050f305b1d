// The notice marquee's motion (game spec section 9: 40 fps), free of the DOM.
// The titles start in place (readable at once), move one pixel per frame
// towards the reading start, leave the bar, and come back in from the far side.
// In right-to-left languages they move the other way.
//
// The motion is one looping animation of the track's transform, so the
// compositor runs it: no script and no layout per frame (a timer that read the
// bar's width 40 times a second forced a layout of the whole page each time,
// and those layouts were most of home's blocking time while it loaded).

/** Milliseconds between frames for `fps`. */
export function frameMs(fps: number): number {
  return 1000 / Math.max(1, fps);
}

export interface MarqueeMotion {
  keyframes: Keyframe[];
  /** One lap: `viewport + track` frames of one pixel. */
  duration: number;
  /** One step a frame, so the row moves a whole pixel at a time, as at `fps`. */
  easing: string;
}

/**
 * One lap of the loop: out towards the reading start until the row has left the
 * bar, then in again from the far edge until it stands in place. `null` when
 * there is nothing to move.
 */
export function marqueeMotion(viewport: number, track: number, fps: number, rtl: boolean): MarqueeMotion | null {
  const span = Math.round(viewport + track);
  if (viewport <= 0 || track <= 0) return null;
  const x = (px: number) => `translateX(${rtl ? -px : px}px)`;
  const out = track / span;
  return {
    keyframes: [
      { offset: 0, transform: x(0) },
      { offset: out, transform: x(-track) },
      { offset: out, transform: x(viewport) },
      { offset: 1, transform: x(0) },
    ],
    duration: span * frameMs(fps),
    easing: `steps(${span}, end)`,
  };
}
