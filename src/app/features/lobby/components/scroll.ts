// Horizontal strip scrolling shared by the card rows, the vendor tab bar and the tabs.

/** Scrolls a strip by `count` of its items, in the reading direction (right to left too). */
export function scrollByItems(track: HTMLElement, count: number, forward: boolean) {
  const item = track.firstElementChild as HTMLElement | null;
  if (!item) return;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const rtl = getComputedStyle(track).direction === 'rtl';
  const distance = (item.getBoundingClientRect().width + gap) * count * (forward ? 1 : -1) * (rtl ? -1 : 1);
  track.scrollBy({ left: distance, behavior: 'smooth' });
}

/** Scrolls `el` horizontally so `child` is centred, animated over `ms` (constants.scrollToCentreMs). */
export function scrollToCentre(el: HTMLElement, child: HTMLElement, ms: number) {
  const box = el.getBoundingClientRect();
  const c = child.getBoundingClientRect();
  const from = el.scrollLeft;
  // Clamped to where the strip can scroll (0 down to -max right to left): a tab near an end is centred as far as
  // the strip goes, and one already there asks for no frames at all.
  const max = el.scrollWidth - el.clientWidth;
  const rtl = getComputedStyle(el).direction === 'rtl';
  const to = Math.min(rtl ? 0 : max, Math.max(rtl ? -max : 0, from + c.left + c.width / 2 - (box.left + box.width / 2)));
  const delta = to - from;
  if (Math.abs(delta) < 2) return;
  if (ms <= 0 || typeof requestAnimationFrame === 'undefined') {
    el.scrollLeft = to;
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / ms);
    el.scrollLeft = from + delta * (1 - (1 - p) ** 3);
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
