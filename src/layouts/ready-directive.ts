// client:ready, the island's hydration directive: client:idle, but never before
// the document is parsed. The boot data and the page's snapshot answers come
// after the content in the HTML (so the content paints first), and an idle
// moment can come while a slow network is still delivering the page. Then it
// asks for the brand's boot file (app/boot-link.ts), fetches the app's code
// and the whole stylesheet into the cache (app-code.ts, page-styles.ts), and
// once the page is to hydrate, loads the code and applies the stylesheet, and
// hydrates once both are here and the route's own page code too, so the page
// hydrates in one pass (app/page-ready.ts says why). A page that looks live as
// it was prebuilt (a visitor's, in the page's language: app/prebuilt-is-current.ts)
// is to hydrate once the player does something or the page's quiet window is
// over (app/page-quiet.ts); until then it is the HTML it painted, with its code
// and stylesheet at hand but neither compiled, run nor applied. Hydrating as
// soon as the code was here made a page's main-thread time 1.9-2.9x the
// HTML-only floor's (Lighthouse mobile), against 1.05-1.5x waiting; the
// player's first tap waits for it instead (0.15-0.45 s more at 4x CPU). A tap on
// the page until it is live is held and replayed once it is (app/held-tap.ts):
// a button had no handler yet and did nothing.
import type { ClientDirective } from 'astro';
import { preloadBoot } from '../app/boot-link.ts';
import { holdTapsUntilLive } from '../app/held-tap.ts';
import { pageReady, whenLive } from '../app/page-ready.ts';
import { hydrationMoment, hydratesNow } from '../app/hydration-moment.ts';
import { watchForFirstInput } from '../app/page-quiet.ts';
import { nextIdle, whenIdle } from '../app/when-idle.ts';
import { prefetchAppCode } from './app-code.ts';
import { loadPageStyles, prefetchPageStyles } from './page-styles.ts';

/**
 * A page's first use of sessionStorage waits on the browser process to hand it the tab's data. The app's code
 * reads it as it loads (the terms gate's agreement, app/state/terms.ts), which made that wait part of the
 * hydration's long tasks; here it is paid in this short idle task instead.
 */
function openSessionStorage() {
  try {
    void sessionStorage.length;
  } catch {
    // no storage: the app copes (state/session-storage-flags.ts)
  }
}

const ready: ClientDirective = (load, _options, island) => {
  watchForFirstInput();
  holdTapsUntilLive(island, whenLive());
  const hydrate = async () => {
    // One idle task each: as one, asking for the boot files, the app's code and the stylesheet and opening the
    // session storage was a task of 15-37 ms at full CPU speed (Lighthouse's trace), a long one on a phone.
    // A page to hydrate now asks for what it uses at once; one that waits fetches it into the cache, to use it then.
    preloadBoot(hydratesNow() ? 'preload' : 'prefetch');
    await nextIdle();
    const loading = hydratesNow() ? load() : undefined;
    if (!loading) prefetchAppCode();
    await nextIdle();
    prefetchPageStyles();
    await nextIdle();
    openSessionStorage();
    await hydrationMoment();
    const styled = loadPageStyles();
    const run = await (loading ?? load());
    await Promise.all([styled, pageReady()]);
    await run();
  };
  // An idle moment, at most app/when-idle.ts's wait, after the document is parsed.
  const start = () => whenIdle(() => void hydrate());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
};

export default ready;
