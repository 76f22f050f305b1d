// Session changes that wait until the route has left a popup's path. The shell
// opens the popup of the current path again whenever the logged-in state
// changes, and the router commits a navigation later than an atom update (it
// renders routes in a transition), so a login on /m/login must keep its session
// until /m/home is really on screen. SessionWatch, always mounted, runs them.
import { findRoute } from '../../routes.ts';

const pending: (() => void)[] = [];

export function whenOffPopupPath(change: () => void): void {
  pending.push(change);
}

/** Runs the waiting changes once the committed path is no popup's. */
export function runIfOffPopupPath(pathname: string): void {
  if (findRoute(pathname)?.popup) return;
  for (const change of pending.splice(0)) change();
}
