// Work that waits for an idle moment: hydration (layouts/ready-directive.ts),
// the installed app's registration (shell/use-web-app.ts), the Web Vitals
// (monitoring.ts). Chromium gives idle time only as its scheduler sees fit, and
// may give none: on a busy machine a studio preview (a loaded, visible page
// with an empty island) asked for it and got none in 30 s, and a page on a busy
// phone could wait the same way. After IDLE_WAIT_MS the work runs in an
// ordinary task. Safari has no requestIdleCallback: a short timeout stands in.

/** The longest an idle wait lasts. */
export const IDLE_WAIT_MS = 1000;

export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run, 200);
}

/** Resolves at the next idle moment (whenIdle's). */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}
