// client:ready, the island's hydration directive: client:idle, but never before
// the document is parsed. The boot data and the page's snapshot answers come
// after the content in the HTML (so the content paints first), and an idle
// moment can come while a slow network is still delivering the page. Then it
// asks for the whole stylesheet (page-styles.ts), the brand's boot file
// (app/boot-link.ts) and the app's code, and
// hydrates once both are here and the route's own page code too, so the page
// hydrates in one pass (app/page-ready.ts says why). A tap on the page until it
// is live, which on a slow phone is a second or more after its runtime has
// come, is held and replayed once it is (app/held-tap.ts): a button had no
// handler yet and did nothing.
import type { ClientDirective } from 'astro';
import { preloadBoot } from '../app/boot-link.ts';
import { holdTapsUntilLive } from '../app/held-tap.ts';
import { pageReady, whenLive } from '../app/page-ready.ts';
import { whenIdle } from '../app/when-idle.ts';
import { loadPageStyles } from './page-styles.ts';

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
  holdTapsUntilLive(island, whenLive());
  const hydrate = async () => {
    openSessionStorage();
    const styles = loadPageStyles();
    preloadBoot();
    const run = await load();
    await Promise.all([styles, pageReady()]);
    await run();
  };
  // An idle moment, at most app/when-idle.ts's wait, after the document is parsed.
  const start = () => whenIdle(() => void hydrate());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
};

export default ready;
