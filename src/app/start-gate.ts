// The first module the app's chunk runs. A visitor's page hydrates at their
// first input or once its quiet window is over (layouts/ready-directive.ts),
// and the rest of the app's code waits here for the same moment before it
// runs: running it as soon as it arrived (React DOM, i18next, every module of
// the app) was two long tasks of 100-230 ms at 4x CPU between a page's first
// paint and its quiet window, which the HTML-only floor does not have. The
// code is here, parsed; only its running waits, and the player's first tap
// pays for it (src/DECISIONS.md has the figures). Before waiting, the route's
// page chunk and the parts it renders are asked for (page-ready.ts), and the
// boot and snapshot files the directive preloaded are read (boot.ts), so the
// network has them all by then. A page that the app will change does not
// wait (hydration-moment.ts). The bundler keeps a module's
// top-level await in place, so everything after this module in the chunk waits
// with it: App.tsx imports it first.
import './boot.ts';
import { offTopLevel } from './off-top-level.ts';
import { announcePageReady } from './page-ready.ts';
import { hydrationMoment } from './hydration-moment.ts';
import { pageAt } from './shell/registry.ts';

if (typeof window !== 'undefined') {
  const at = pageAt(window.location.pathname);
  if (at) announcePageReady(offTopLevel(() => at.page.preload(at.props)));
  await hydrationMoment();
}
