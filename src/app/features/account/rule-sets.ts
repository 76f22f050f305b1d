// The rule sets and registration settings the forms render from. The brand
// config holds the same data the platform publishes, so a form renders at once
// from it and takes the platform's answer (registration validation data,
// register settings) when it arrives; the platform is the one that checks.
import { useEffect, useState } from 'react';
import type { RegisterSettings } from '../../../platform/generated/api.ts';
import { registerSettingsOf } from '../../../config/register-settings.ts';
import { useBrand } from '../../state/brand.ts';
import { platform } from '../../state/platform.ts';
import { ruleSetsOf, type RuleSets } from './rules.ts';

let rulesCache: RuleSets | undefined;
let rulesPending: Promise<RuleSets> | undefined;

/** Rule sets: the platform's once loaded (shared by every form of the page), the brand's until then. */
export function useRuleSets(): RuleSets {
  const brand = useBrand();
  const [rules, setRules] = useState<RuleSets>(() => rulesCache ?? ruleSetsOf(brand.rules));
  useEffect(() => {
    if (rulesCache) return;
    let live = true;
    rulesPending ??= platform()
      .registrationValidationData()
      .then(
        (v) =>
          (rulesCache = {
            fields: v.fields,
            patterns: { ...brand.rules.patterns, ...v.patterns },
            dialingCodes: v.dialingCodes.length ? v.dialingCodes : brand.rules.dialingCodes,
          }),
        (e: unknown) => {
          rulesPending = undefined; // try again on the next form; the brand's copy serves meanwhile
          throw e;
        },
      );
    rulesPending.then(
      (r) => live && setRules(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [brand]);
  return rules;
}

let settingsCache: RegisterSettings | undefined;

export function useRegisterSettings(): RegisterSettings {
  const brand = useBrand();
  const [settings, setSettings] = useState<RegisterSettings>(() => settingsCache ?? registerSettingsOf(brand));
  useEffect(() => {
    if (settingsCache) return;
    let live = true;
    platform()
      .registerSettings()
      .then(
        (s) => {
          settingsCache = s;
          if (live) setSettings(s);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
