// @vitest-environment jsdom
// The account forms' state (src/app/features/account/use-form.ts) in React:
// the confirmation re-checked when the password changes, focus on the first
// problem, and filled fields re-checked constants.revalidateDebounceMs after a
// language change (account spec section 5).
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from '../../src/i18n/use-translation.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_KEY, readRemembered, updateRememberedPassword, writeRemembered } from '../../src/app/features/account/credentials.ts';
import { checkConfirm, checkRule, type Problem } from '../../src/app/rules/field-rules.ts';
import { registerMethod } from '../../src/app/features/account/session-actions.ts';
import { useForm, type Form } from '../../src/app/features/account/use-form.ts';
import { brandAtom } from '../../src/app/state/brand.ts';
import { appStore, Provider } from '../../src/app/state/jotai.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { createI18n } from '../../src/i18n/setup.ts';

// The defaults a brand gets from the schemas (this environment cannot run the config loader).
const schema = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'schemas/brand', file), 'utf8'));
const forms = schema('forms.schema.json').properties;
const constants = Object.fromEntries(
  Object.entries(schema('constants.schema.json').properties as Record<string, { default: unknown }>).map(([k, v]) => [k, v.default]),
);
const brand = {
  constants,
  rules: {
    fields: Object.fromEntries(Object.entries(forms.fields.properties as Record<string, { default: unknown }>).map(([k, v]) => [k, v.default])),
    patterns: forms.patterns.default,
    dialingCodes: forms.dialingCodes.default,
  },
} as unknown as BrandConfig;
type Name = 'password' | 'confirm';
let strict = false;

/** Two fields on useForm; the test reads the form's state through `onForm` and acts as the handlers would. */
function FormFields({ onForm }: { onForm: (f: Form<Name>) => void }) {
  const form = useForm<Name>(
    { password: '', confirm: '' },
    (name, v): Problem | null => {
      if (name === 'confirm') return checkConfirm(v.confirm, v.password);
      // `strict` stands for rule sets that changed meanwhile (the platform's arrived).
      return checkRule(v.password, { ...brand.rules.fields.password, minLength: strict ? 12 : 6 }, brand.rules.patterns, { force: true });
    },
    { password: ['confirm'] },
  );
  useEffect(() => {
    onForm(form);
  });
  return (
    <form>
      <input ref={form.ref('password')} aria-label="password" />
      <input ref={form.ref('confirm')} aria-label="confirm" />
    </form>
  );
}

describe('useForm', () => {
  let form!: Form<Name>;
  const i18n = createI18n('en', { validation: {}, account: {} });
  i18n.addResourceBundle('th', 'validation', {});

  beforeEach(() => {
    strict = false;
    const store = appStore();
    store.set(brandAtom, brand);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    );
    render(<FormFields onForm={(f) => (form = f)} />, { wrapper });
  });

  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('re-checks the confirmation when the password changes', async () => {
    await act(async () => form.set('password', 'Secret123'));
    await act(async () => form.set('confirm', 'Secret12'));
    // Not checked while typed before the field was left...
    expect(form.errors.confirm).toBeUndefined();
    await act(async () => form.blur('confirm'));
    expect(form.errors.confirm).toEqual({ key: 'validation:in_confirmation_correct' });
    // ...then the password changing to match clears it, and changing again brings it back.
    await act(async () => form.set('password', 'Secret12'));
    expect(form.errors.confirm).toBeUndefined();
    await act(async () => form.set('password', 'Secret1234'));
    expect(form.errors.confirm).toEqual({ key: 'validation:in_confirmation_correct' });
  });

  it('focuses the first failing field in order', async () => {
    let first: Name | undefined;
    await act(async () => {
      first = form.validate(['password', 'confirm']);
    });
    expect(first).toBe('password');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'password' }));
    expect(form.errors.password?.key).toBe('validation:password');
    await act(async () => form.set('password', 'Secret123'));
    await act(async () => {
      first = form.validate(['password', 'confirm']);
    });
    expect(first).toBe('confirm');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'confirm' }));
    expect(form.hasErrors).toBe(true);
  });

  it('re-checks filled fields revalidateDebounceMs after a language change', async () => {
    vi.useFakeTimers();
    await act(async () => form.set('password', 'Secret123'));
    await act(async () => form.blur('password'));
    expect(form.errors.password).toBeUndefined();
    strict = true;
    await act(async () => {
      await i18n.changeLanguage('th');
    });
    expect(form.errors.password).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(brand.constants.revalidateDebounceMs - 1));
    expect(form.errors.password).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(1));
    expect(form.errors.password).toEqual({ key: 'validation:password', params: { min: 12, max: brand.rules.fields.password.maxLength } });
  });
});

describe('remembered credentials (account spec section 3)', () => {
  it('keeps type, username, an encoded password and the dialling code', () => {
    writeRemembered({ type: 'username', username: 'player1', password: 'pässwörd', countryDialingCode: '' });
    const raw = JSON.parse(localStorage.getItem(REMEMBER_KEY)!);
    expect(raw.password).not.toContain('pässwörd');
    expect(readRemembered()).toEqual({ type: 'username', username: 'player1', password: 'pässwörd', countryDialingCode: '' });
    // A password change updates the remembered password of the same account only.
    expect(updateRememberedPassword('someone', 'x')).toBe(false);
    expect(updateRememberedPassword('PLAYER1', 'newPass1')).toBe(true);
    expect(readRemembered()?.password).toBe('newPass1');
    // Corrupt storage is ignored, not crashed on.
    localStorage.setItem(REMEMBER_KEY, '{"type":"other"}');
    expect(readRemembered()).toBeUndefined();
    localStorage.setItem(REMEMBER_KEY, 'not json');
    expect(readRemembered()).toBeUndefined();
  });
});

describe('registerMethod (account spec section 3)', () => {
  const appBrand = { platform: { appUserAgentMarker: 'LobbykitApp' } } as unknown as BrandConfig;
  const setUa = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  const setStandalone = (v: boolean | undefined) => Object.defineProperty(navigator, 'standalone', { value: v, configurable: true });
  const setDisplay = (standalone: boolean) => {
    window.matchMedia = ((q: string) => ({ matches: standalone && q.includes('standalone'), media: q })) as unknown as typeof window.matchMedia;
  };

  it('APP in the app shell, WEBCLIP and PWA when installed, H5 otherwise', () => {
    setStandalone(undefined);
    setDisplay(false);
    setUa('Mozilla/5.0 Chrome/140');
    expect(registerMethod(appBrand)).toBe('H5');
    setDisplay(true);
    expect(registerMethod(appBrand)).toBe('PWA');
    setStandalone(true);
    expect(registerMethod(appBrand)).toBe('WEBCLIP');
    setUa('Mozilla/5.0 LobbykitApp/2.1');
    expect(registerMethod(appBrand)).toBe('APP');
  });
});
