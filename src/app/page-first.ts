// The first module the app's chunk runs. The island's directive loads the
// chunk only once the page is to hydrate (layouts/ready-directive.ts), and
// this module asks for the route's page chunk and the parts it renders
// (page-ready.ts) before the rest of the chunk runs (React DOM, i18next, every
// module of the app), so the network brings them meanwhile; boot.ts reads the
// boot and snapshot files the directive fetched ahead. App.tsx imports it first.
import './boot.ts';
import { offTopLevel } from './off-top-level.ts';
import { announcePageReady } from './page-ready.ts';
import { pageAt } from './shell/registry.ts';

if (typeof window !== 'undefined') {
  const at = pageAt(window.location.pathname);
  if (at) announcePageReady(offTopLevel(() => at.page.preload(at.props)));
}
