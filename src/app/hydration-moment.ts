// When a page hydrates. A page that looks live as it was prebuilt
// (prebuilt-is-current.ts) waits for the player's first input or the end of its
// quiet window (page-quiet.ts); one the app will change hydrates as soon as its
// code is here. The island's directive (layouts/ready-directive.ts) waits for
// this moment to load the app's code.
import { quietIsOver, quietOver } from './page-quiet.ts';
import { prebuiltIsCurrent } from './prebuilt-is-current.ts';

/** Resolves when the page is to hydrate. */
export function hydrationMoment(): Promise<void> {
  return prebuiltIsCurrent() ? quietOver() : Promise.resolve();
}

/** Whether the page is to hydrate now: hydrationMoment() has resolved, or would at once. */
export function hydratesNow(): boolean {
  return !prebuiltIsCurrent() || quietIsOver();
}
