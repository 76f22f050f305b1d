// The rule sets and registration settings the forms render from. The brand
// config holds the same data the platform publishes, so a form renders at once
// from it and takes the platform's answer (registration validation data,
// register settings) when it arrives, through the data cache that every form
// of the page shares; the platform is the one that checks.
import { useMemo } from 'react';
import type { RegisterSettings } from '../../platform/generated/api.ts';
import { registerSettingsOf } from '../../config/register-settings.ts';
import { useBrand } from './brand.ts';
import { usePlatformData } from './platform-data.ts';
import { ruleSetsOf, type RuleSets } from '../rules/field-rules.ts';

/** Rule sets: the platform's once loaded, the brand's until then (or when the platform cannot say). */
export function useRuleSets(): RuleSets {
  const brand = useBrand();
  const fromBrand = useMemo(() => ruleSetsOf(brand.rules), [brand]);
  const { data } = usePlatformData(
    'registrationValidationData',
    {},
    {
      select: (v): RuleSets => ({
        fields: v.fields,
        patterns: { ...brand.rules.patterns, ...v.patterns },
        dialingCodes: v.dialingCodes.length ? v.dialingCodes : brand.rules.dialingCodes,
      }),
    },
  );
  return data ?? fromBrand;
}

export function useRegisterSettings(): RegisterSettings {
  const brand = useBrand();
  const fromBrand = useMemo(() => registerSettingsOf(brand), [brand]);
  return usePlatformData('registerSettings', {}).data ?? fromBrand;
}
