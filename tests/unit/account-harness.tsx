// What the account components need to render in jsdom, all real: a demo brand's
// validated config pointed at the reference platform, run on loopback in a
// process of its own (account-platform.ts: in-memory database, dev tools for
// captcha answers and the SMS outbox), the brand's English strings, and the
// app's store. Testing Library renders a component inside them; tests act
// through roles and user-event.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppRouter } from '../../src/app/shell/AppRouter.tsx';
import { brandAtom } from '../../src/app/state/brand.ts';
import { appStore, Provider } from '../../src/app/state/jotai.ts';
import { languageAtom } from '../../src/app/state/language.ts';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import type { Catalog } from '../../src/i18n/catalog-types.ts';
import { createI18n } from '../../src/i18n/setup.ts';
import { I18nextProvider } from '../../src/i18n/use-translation.tsx';
import { Toasts } from '../../src/app/ui/Toasts.tsx';
import { createPlatformClient, type PlatformClient } from '../../src/platform/client.ts';

export interface Harness {
  brand: BrandConfig;
  api: string;
  /** A platform client of the brand (a second device), for setting up and checking what a form did. */
  client: (token?: string) => PlatformClient;
  /** A dev-only answer of the platform (captcha answers, the SMS outbox). */
  dev: <T>(path: string) => Promise<T>;
  render: (ui: ReactElement) => RenderResult;
  /** A new real account registered through the platform's calls (a username brand), not logged in here. */
  newPlayer: () => Promise<{ username: string; password: string }>;
  /** The answer to the newest captcha the rendered form asked the platform for, as a player reads it off the picture. */
  captchaAnswer: () => Promise<string>;
  close: () => Promise<void>;
}

/** The providers the app's shell puts above every feature, with the toasts it shows. */
function AppContext({ store, i18n, children }: { store: ReturnType<typeof appStore>; i18n: ReturnType<typeof createI18n>; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppRouter path="/m/home">
          {children}
          <Toasts />
        </AppRouter>
      </I18nextProvider>
    </Provider>
  );
}

export async function startHarness(brandId: string): Promise<Harness> {
  // The suite's root is the repository (tests/vitest.config.ts).
  const child = spawn(process.execPath, [join(process.cwd(), 'tests', 'unit', 'account-platform.ts'), brandId], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the platform process ended (${code}) before it listened`)));
  });
  const started = JSON.parse(first) as { port: number; brand: BrandConfig; strings: Catalog };
  const api = `http://127.0.0.1:${started.port}/api`;
  const brand: BrandConfig = { ...started.brand, platform: { ...started.brand.platform, apiBase: api } };
  // The page's own requests go through as they are; the captcha keys they bring back are noted, like a player's eyes on the picture.
  const captchaKeys: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/account/captcha')) {
      const body = (await response.clone().json()) as { value?: { captchaKey?: string } };
      if (body.value?.captchaKey) captchaKeys.push(body.value.captchaKey);
    }
    return response;
  };
  const store = appStore();
  store.set(brandAtom, brand);
  const i18n = createI18n('en', started.strings);
  let players = 0;
  const answerOf = async (key: string) => {
    const body = (await (
      await realFetch(`${api}/dev/captcha?key=${encodeURIComponent(key)}`, { headers: { 'X-Merchant-Code': brand.merchantCode } })
    ).json()) as {
      value: { answer: string };
    };
    return body.value.answer;
  };
  return {
    brand,
    api,
    // In the language the store's calls carry (the brand's default until the player picks one).
    client: (token) =>
      createPlatformClient({ apiBase: api, merchantCode: brand.merchantCode, getToken: () => token, getLanguage: () => store.get(languageAtom) }),
    dev: async <T,>(path: string) => {
      const body = (await (await fetch(`${api}/dev/${path}`, { headers: { 'X-Merchant-Code': brand.merchantCode } })).json()) as { value: T };
      return body.value;
    },
    render: (ui) =>
      render(
        <AppContext store={store} i18n={i18n}>
          {ui}
        </AppContext>,
      ),
    newPlayer: async () => {
      const c = createPlatformClient({ apiBase: api, merchantCode: brand.merchantCode, getToken: () => undefined, getLanguage: () => 'en' });
      const username = `ct${Date.now().toString(36).slice(-6)}${++players}`;
      const password = 'Secret123';
      const settings = await c.registerSettings({});
      const captcha = settings.captcha ? await c.captcha({}) : undefined;
      await c.registerByUsername({
        registerMethod: 'H5',
        type: 0,
        username,
        password,
        confirmPassword: password,
        ...(brand.rules.fields.email.required ? { email: `${username}@example.com` } : {}),
        ...(captcha ? { captchaKey: captcha.captchaKey, captcha: await answerOf(captcha.captchaKey) } : {}),
      } as never);
      return { username, password };
    },
    captchaAnswer: async () => {
      const key = captchaKeys.at(-1);
      if (!key) throw new Error('the form has not asked for a captcha');
      return answerOf(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalThis.fetch = realFetch;
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}
