// The page's side of the service worker (src/web-app/README.md), loaded once
// the page is idle and at least REGISTER_AFTER_MS after navigation
// (src/app/shell/use-web-app.ts), so it costs nothing before that.
//
// Updates: the browser finds a new build's worker when the page checks (each
// move between pages, and on coming back to the page); it installs beside the
// running one and waits. The player gets the new version at their next
// navigation: a tapped link becomes a normal page load once the new worker has
// taken over, and a move made by script reloads the page it arrived at when it
// has, unless the player has begun to use that page; then the move after is a
// page load. No prompt interrupts play.
import { SKIP_WAITING, SW_PATH } from './constants.ts';

/**
 * A tapped link waits this long for the new worker, then loads the page anyway. Taking over waits until the running
 * worker has answered the requests it holds (Chromium looks again about once a second): a second or more while a page
 * is loading its images, and more on a busy phone.
 */
export const TAKE_OVER_WAIT_MS = 3000;

export interface WebAppClient {
  /** The app moved to another page (in-page navigation). */
  navigated(): void;
}

export function startWebApp(): WebAppClient {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let switching = false;
  const registered = container.register(SW_PATH, { scope: '/' }).then(
    (r) => (registration = r),
    () => undefined, // no worker (private mode, storage denied): the site works as before
  );

  /** A new build's worker, installed and waiting, while an older one runs this page. */
  const waiting = () => (registration?.waiting && container.controller ? registration.waiting : undefined);
  const check = () => void registered.then((r) => r?.update()).catch(() => undefined);

  /** A newer build's worker took this page over after it loaded: the page is the older version until it loads again. */
  let older = false;
  /** The page a move by script arrived at reloads when the new worker takes over, unless the player has begun to use it. */
  let reloadOnTakeOver = false;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    // The first worker to claim a page loaded without one is the page's own version.
    older ||= controlled;
    controlled = true;
    if (older && reloadOnTakeOver) location.reload();
  });
  const playerActs = () => (reloadOnTakeOver = false);
  addEventListener('pointerdown', playerActs, { capture: true, passive: true });
  addEventListener('keydown', playerActs, { capture: true });

  const askToTakeOver = (worker: ServiceWorker) => worker.postMessage({ type: SKIP_WAITING });

  /** Lets the waiting worker take over, then loads `url` from it (or from the old one after TAKE_OVER_WAIT_MS: a tap is not held longer). */
  const switchTo = (worker: ServiceWorker, url: string) => {
    if (switching) return;
    switching = true;
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      location.assign(url);
    };
    container.addEventListener('controllerchange', go, { once: true });
    setTimeout(go, TAKE_OVER_WAIT_MS);
    askToTakeOver(worker);
  };

  // A tapped link while a new version waits, or once it has taken over: a full page load instead of an in-page move.
  document.addEventListener(
    'click',
    (event) => {
      const worker = waiting();
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if ((!worker && !older) || !link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || link.hasAttribute('download')) return;
      event.preventDefault();
      if (worker) switchTo(worker, url.href);
      else location.assign(url.href);
    },
    { capture: true },
  );
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());

  return {
    // A move by script has already shown the next page: it reloads once the new worker has taken over, however long
    // that takes, and never into the old version (reloaded before, it came from the old worker and stayed old).
    navigated() {
      if (older) return location.reload();
      const worker = waiting();
      if (!worker) return check();
      reloadOnTakeOver = true;
      askToTakeOver(worker);
    },
  };
}
