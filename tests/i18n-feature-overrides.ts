// A brand's string overrides that use each i18next feature a translator has:
// nesting ($t), context (picked by a nesting's options), a plural with `_zero`,
// an unescaped value ({{- name}}) and <Trans> markup. The unit suite
// (tests/unit/i18n-brand-overrides.test.tsx) renders them with real i18next,
// the browser suite (tests/e2e/i18n-overrides.spec.ts) on a built brand's pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FEATURE_OVERRIDES = {
  common: {
    bottom: {
      // Nesting with a context: bottom.home_offers is the "offers" form of bottom.home.
      promotion: '$t(bottom.home, {"context": "offers"}) ★',
      home_offers: 'Hot offers',
    },
  },
  lobby: {
    // A plural's _zero form, which nests a key of another namespace.
    search: { count_zero: 'Nothing yet: try $t(common:bottom.home)' },
  },
  content: {
    // <Trans> markup around an unescaped value, then a nesting with a context.
    footer: {
      copyright: '© {{year}} <strong>{{- brand}}</strong>. $t(footer.responsible, {"context": "short"})',
      responsible_short: 'Play responsibly',
    },
  },
} as const;

/** Writes the overrides into `brandDir`'s locales/<lng>/ (one file per namespace). */
export function writeFeatureOverrides(brandDir: string, lng: string): void {
  mkdirSync(join(brandDir, 'locales', lng), { recursive: true });
  for (const [ns, strings] of Object.entries(FEATURE_OVERRIDES)) writeFileSync(join(brandDir, 'locales', lng, `${ns}.json`), JSON.stringify(strings, null, 2));
}
