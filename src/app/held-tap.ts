// A tap on prebuilt HTML that has no handler yet is held and replayed on the
// same control once the code behind it is live, so a player's first tap is
// never lost. Two places hold taps: the page before the island is live
// (holdTapsUntilLive, from layouts/ready-directive.ts) and a home section before
// it takes over from its prebuilt HTML (shell/prebuilt-slot.ts).

/** What a tap hit: the control, told by its tag, text and link, and which of its kind in the section it was. */
export interface Tapped {
  tag: string;
  text: string;
  href: string | null;
  index: number;
}

const CONTROL = 'a, button, summary, [role="button"], [role="tab"]';

/** How long a held tap waits for its control to be live before it is let go. */
export const HELD_TAP_WAIT_MS = 5000;

function sameAs(t: Tapped) {
  return (el: Element) => el.tagName === t.tag && el.textContent === t.text && el.getAttribute('href') === t.href;
}

/** The control under `root` that `target` is in, if any. */
function controlOf(root: Element, target: Element): HTMLElement | null {
  const control = target.closest<HTMLElement>(CONTROL);
  return control && root.contains(control) ? control : null;
}

function tapOf(root: Element, control: Element): Tapped {
  const t = { tag: control.tagName, text: control.textContent ?? '', href: control.getAttribute('href'), index: 0 };
  t.index = [...root.querySelectorAll(CONTROL)].filter(sameAs(t)).indexOf(control);
  return t;
}

/** The control under `root` that `target` is in, described; null when it is in none. */
export function describeTap(root: Element, target: Element): Tapped | null {
  const control = controlOf(root, target);
  return control && tapOf(root, control);
}

/** The same control under `root`, rendered again: its position may differ (a carousel adds wrappers). */
export function findTapped(root: Element, t: Tapped): HTMLElement | undefined {
  const same = [...root.querySelectorAll<HTMLElement>(CONTROL)].filter(sameAs(t));
  return same[t.index] ?? same[0];
}

/**
 * Until `live` resolves, a player's tap on a control of `island` (a click with the main button and no modifier key,
 * as a finger makes) and a form they send are held; then the last of them is replayed on the same control, which
 * hydration keeps in place (or, rendered afresh, the control that matches it). A held link that is still not live
 * after HELD_TAP_WAIT_MS (the app's code failed to load) is followed as the browser would have.
 */
export function holdTapsUntilLive(island: HTMLElement, live: Promise<void>): void {
  let held: { control: HTMLElement; tap: Tapped } | { form: HTMLFormElement } | undefined;
  let over = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const onClick = (e: MouseEvent) => {
    if (!e.isTrusted || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || !(e.target instanceof Element)) return;
    const control = controlOf(island, e.target);
    if (!control) return;
    e.preventDefault();
    e.stopPropagation();
    held = { control, tap: tapOf(island, control) };
    clearTimeout(fallback);
    const href = control instanceof HTMLAnchorElement ? control.href : '';
    if (href) fallback = setTimeout(() => end() && location.assign(href), HELD_TAP_WAIT_MS);
  };
  const onSubmit = (e: SubmitEvent) => {
    if (!(e.target instanceof HTMLFormElement) || !island.contains(e.target)) return;
    e.preventDefault();
    e.stopPropagation();
    held = { form: e.target };
    // The last action held is the one replayed: a link tapped before it is not followed either.
    clearTimeout(fallback);
  };
  /** True the first time: the hold is over. */
  const end = () => {
    if (over) return false;
    over = true;
    clearTimeout(fallback);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    return true;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  void live.then(() => {
    if (!end() || !held) return;
    if ('form' in held) {
      if (held.form.isConnected) held.form.requestSubmit();
      return;
    }
    const control = held.control.isConnected ? held.control : findTapped(island, held.tap);
    control?.click();
  });
}
