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
  const delta = c.left + c.width / 2 - (box.left + box.width / 2);
  if (Math.abs(delta) < 2) return;
  const from = el.scrollLeft;
  if (ms <= 0 || typeof requestAnimationFrame === 'undefined') {
    el.scrollLeft = from + delta;
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
