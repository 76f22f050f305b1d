// The typed platform client: one async method per call (src/platform/calls.ts),
// named after it. Each resolves to the call's `value` and throws a PlatformError
// on failure. It attaches X-Merchant-Code, X-Module, X-Language, the session
// token, `Device: OTHERS` on a login from an installed home-screen app, and the
// Encryption header on encrypted calls (account spec section 7).
import { BEACON_CONTENT_TYPE, beaconUrl } from './beacon.ts';
import { CALLS, CALL_NAMES, type CallName, type ClientCall, encryptionAdditionalData, type RequestOf, type ValueOf } from './calls.ts';
import { decryptCustomerServiceUrl } from './customer-service-url.ts';
import { encryptPayload, type PlatformPublicKey } from './encryption.ts';
import { errorI18nKey } from './error-codes.ts';
import type { FailureEnvelope } from './generated/api.ts';

/** A call still waiting after this long fails with `network.slow` ("Slow Connection"). 15 s: a mobile connection slower than that is unusable anyway, and the spec's longest wait toast (15 s, set password) matches it. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface PlatformClientOptions {
  /** The brand's `platform.apiBase`: a path on the site's origin (`/api`) or an absolute URL. */
  apiBase: string;
  merchantCode: string;
  getToken(): string | undefined;
  /** The current interface language code. */
  getLanguage(): string;
  /** True when running as an installed home-screen app; the login then says `Device: OTHERS`. */
  isStandalone?(): boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** WebCrypto to use (default globalThis.crypto). */
  crypto?: Crypto;
  /** Clock for the encrypted payloads' timestamps (tests). */
  now?: () => number;
}

export type FailureValue = NonNullable<FailureEnvelope['value']>;

export class PlatformError extends Error {
  /** Stable error code (src/platform/error-codes.ts); translate it with `i18nKey`. */
  readonly code: string;
  /** HTTP status; 0 when no answer came (network.offline, network.slow). */
  readonly status: number;
  readonly value: FailureValue | undefined;

  constructor(code: string, message: string, status: number, value?: FailureValue) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** `errors:<code>`, the i18next key of the text to show. */
  get i18nKey(): string {
    return errorI18nKey(this.code);
  }
}

// A request whose fields are all optional may be left out.
type Method<K extends CallName> =
  Partial<RequestOf<K>> extends RequestOf<K> ? (request?: RequestOf<K>) => Promise<ValueOf<K>> : (request: RequestOf<K>) => Promise<ValueOf<K>>;

export type PlatformClient = { [K in CallName]: Method<K> };

type Scalar = string | number | boolean;

function queryString(request: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') throw new TypeError(`Query parameter "${key}" must be a string, number or boolean.`);
    params.append(key, String(value as Scalar));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formBody(request: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) if (value !== undefined && value !== null) params.append(key, String(value as Scalar));
  return params;
}

function multipartBody(request: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, item as Blob, (item as File).name || 'image');
    else form.append(key, String(value as Scalar));
  }
  return form;
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let publicKey: Promise<PlatformPublicKey> | undefined;
  const recent = new Map<string, { at: number; promise: Promise<unknown> }>();

  async function send(name: CallName, request: object, retried = false): Promise<unknown> {
    const call: ClientCall = CALLS[name];
    const headers: Record<string, string> = {
      'X-Merchant-Code': options.merchantCode,
      'X-Module': call.module,
      'X-Language': options.getLanguage(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (call.sendsDevice && options.isStandalone?.()) headers.Device = 'OTHERS';

    let url = base + call.path;
    let body: BodyInit | undefined;
    switch (call.carrier) {
      case 'query':
        url += queryString(request);
        break;
      case 'json':
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request);
        break;
      case 'form':
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = formBody(request);
        break;
      case 'multipart':
        body = multipartBody(request); // fetch sets the boundary
        break;
      case 'beacon':
        // What navigator.sendBeacon sends (the app's reporting hook, app/monitoring.ts), made with fetch.
        url = beaconUrl(url, options.merchantCode);
        headers['Content-Type'] = BEACON_CONTENT_TYPE;
        body = JSON.stringify(request);
        break;
      case 'encrypted': {
        // WebCrypto exists only in secure contexts: https, or http on localhost and *.localhost.
        if (!(options.crypto ?? globalThis.crypto)?.subtle) {
          throw new PlatformError('encryption.unavailable', 'WebCrypto is unavailable (not a secure context): serve the site over https or from localhost.', 0);
        }
        publicKey ??= (send('encryptionKey', {}) as Promise<PlatformPublicKey>).catch((e: unknown) => {
          publicKey = undefined;
          throw e;
        });
        const sealed = await encryptPayload(await publicKey, encryptionAdditionalData(name), request, { crypto: options.crypto, now: options.now });
        headers['Content-Type'] = 'application/json';
        headers.Encryption = sealed.header;
        body = JSON.stringify(sealed.body);
        break;
      }
    }

    try {
      return await exchange(url, call.method, headers, body);
    } catch (e) {
      // The platform restarted with a new key: fetch it again, once.
      if (!retried && e instanceof PlatformError && e.code === 'encryption.key_unknown') {
        publicKey = undefined;
        return send(name, request, true);
      }
      throw e;
    }
  }

  async function exchange(url: string, method: string, headers: Record<string, string>, body: BodyInit | undefined): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let status = 0;
    let text: string;
    try {
      const response = await fetchImpl(url, { method, headers, body, signal: controller.signal });
      status = response.status;
      text = await response.text();
    } catch {
      throw timedOut
        ? new PlatformError('network.slow', `Slow Connection: no answer within ${timeoutMs} ms from ${url}.`, 0)
        : new PlatformError('network.offline', `No Internet: could not reach ${url}.`, 0);
    } finally {
      clearTimeout(timer);
    }
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    const e = envelope as { success?: unknown; value?: unknown; code?: unknown; message?: unknown } | undefined;
    if (e && e.success === true && 'value' in e) return e.value;
    if (e && e.success === false && typeof e.code === 'string') {
      throw new PlatformError(e.code, typeof e.message === 'string' ? e.message : e.code, status, e.value as FailureValue | undefined);
    }
    // Not the platform's envelope: a proxy page, an HTML error, a cut-off answer.
    if (status === 503) throw new PlatformError('system.upgrading', 'System upgrading, please try again later.', status);
    throw new PlatformError('network.failed', `Loading failed: ${url} answered HTTP ${status} without the platform's JSON envelope.`, status);
  }

  async function invoke(name: CallName, request: object = {}): Promise<unknown> {
    let value = await send(name, request);
    for (const pointer of (CALLS[name] as ClientCall).customerServiceLists ?? []) value = await replaceAt(value, pointer.split('/').slice(1), decryptEntries);
    return value;
  }

  async function decryptEntries(list: unknown): Promise<unknown> {
    if (!Array.isArray(list)) return list;
    return Promise.all(
      (list as { type?: unknown; url?: unknown }[]).map(async (entry) =>
        entry?.type === 3 && typeof entry.url === 'string'
          ? { ...entry, url: await decryptCustomerServiceUrl(entry.url, options.merchantCode, options.crypto) }
          : entry,
      ),
    );
  }

  const client: Record<string, (request?: object) => Promise<unknown>> = {};
  for (const name of CALL_NAMES) {
    const throttleMs = (CALLS[name] as ClientCall).throttleMs;
    client[name] = (request = {}) => {
      if (!throttleMs) return invoke(name, request);
      // Identical calls inside the throttle window share one answer (documents' section 9 throttles).
      const key = `${name}:${JSON.stringify(request)}:${options.getToken() ?? ''}`;
      const now = Date.now();
      const last = recent.get(key);
      if (last && now - last.at < throttleMs) return last.promise;
      const promise = invoke(name, request);
      recent.set(key, { at: now, promise });
      return promise;
    };
  }
  return client as unknown as PlatformClient;
}

/** A copy of `value` with the node at `path` (JSON pointer parts) replaced by what `change` makes of it; unchanged when the path is not there. */
async function replaceAt(value: unknown, path: string[], change: (node: unknown) => Promise<unknown>): Promise<unknown> {
  if (path.length === 0) return change(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (!Object.hasOwn(value, key)) return value;
  return { ...value, [key]: await replaceAt((value as Record<string, unknown>)[key], rest, change) };
}
