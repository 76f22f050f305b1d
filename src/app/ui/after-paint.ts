// Work that must not hold up the frame a tap paints: it runs in a task of its
// own once that frame is rendered (a task queued from the next frame's
// callbacks runs after the frame). For what a tap starts but the player does
// not need in its first frame: a spinner's turning (Spinner.tsx), a strip's
// Swiper starting (use-strip.ts), or a state that the page being left reads
// and the page a link opens does not.

/** Runs `run` after the next frame; returns what cancels it. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
