// A player who asked the system for less motion sees nothing move by itself:
// no carousel autoplay, no marquee (WCAG 2.2.2; the CSS side is in base.css).
export function prefersLessMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
