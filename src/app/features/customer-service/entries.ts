// What the customer-service feature offers the shell (src/app/feature-entries.ts):
// the floating widget on every page. The bottom menu, the side menu and the
// footer open it through csWidgetOpenAtom (state/ui.ts).
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  overlays: [{ id: 'customer-service.widget', component: entry(() => import('./CsWidget.tsx')) }],
};

export default entries;
