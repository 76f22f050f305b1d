// The page's side of the service worker (src/web-app/README.md), loaded once
// the page is idle and at least REGISTER_AFTER_MS after navigation
// (src/app/shell/use-web-app.ts), so it costs nothing before that.
//
// Updates: the browser finds a new build's worker when the page checks (each
// move between pages, and on coming back to the page); it installs beside the
// running one and waits. The player gets the new version at their next
// navigation: a tapped link becomes a normal page load once the new worker has
// taken over, and a move made by script reloads the page it arrived at. No
// prompt interrupts play.
import { SKIP_WAITING, SW_PATH } from './constants.ts';

/** Taking over is a few milliseconds' work for the new worker; this is far beyond it. */
const TAKE_OVER_WAIT_MS = 3000;

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

  /** Lets the waiting worker take over, then `go` loads the page from it (anyway after a moment: a worker that fails to take over must not hold the tap). */
  const switchTo = (worker: ServiceWorker, go: () => void) => {
    if (switching) return;
    switching = true;
    let gone = false;
    const once = () => {
      if (gone) return;
      gone = true;
      go();
    };
    container.addEventListener('controllerchange', once, { once: true });
    setTimeout(once, TAKE_OVER_WAIT_MS);
    worker.postMessage({ type: SKIP_WAITING });
  };

  // A tapped link while a new version waits: a full page load instead of an in-page move.
  document.addEventListener(
    'click',
    (event) => {
      const worker = waiting();
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!worker || !link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || link.hasAttribute('download')) return;
      event.preventDefault();
      switchTo(worker, () => location.assign(url.href));
    },
    { capture: true },
  );
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());

  return {
    navigated() {
      const worker = waiting();
      if (worker) switchTo(worker, () => location.reload());
      else check();
    },
  };
}
