// The app's one cache of platform answers, keyed by call, request, language and
// session. A prebuilt page primes it with its content snapshot (boot data), so
// the build and the hydrating browser render the same answers; once the page
// is live, every read older than its freshness window asks the platform again
// and replaces what changed. Features read through `usePlatformData` (in a
// component) or `fetchPlatformData` (in a handler), never a cache of their own.
// The cache is bounded and knows what is on screen (data-cache.ts): invalidating
// a call asks again for the answers views show and drops the others.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CallName, RequestOf, ValueOf } from '../../platform/calls.ts';
import { dataKey, type ContentSnapshot } from '../../platform/snapshot.ts';
import { DataCache } from './data-cache.ts';
import { appStore, atom, useAtomValue, type AppStore } from './jotai.ts';
import { languageAtom } from './language.ts';
import { reconnectsAtom } from './network.ts';
import { platform } from './platform.ts';
import { asPlatformError, SLOW_AFTER_MS, type Remote } from './remote.ts';
import { tokenAtom } from './session.ts';

/** An answer younger than this is used as it is; an older one is shown while the platform is asked again. */
export const FRESH_FOR_MS = 60_000;

/** One cache per store: one in the browser, one per page while the build renders. */
const dataCacheAtom = atom<DataCache>(() => new DataCache());

/** What a view shows for a key, so an invalidation can ask for it again. */
const requests = new WeakMap<DataCache, Map<string, { call: CallName; request: object }>>();

function fullKey(lng: string, token: string | undefined, call: CallName, request: object): string {
  return `${lng}|${token ?? ''}|${dataKey(call, request)}`;
}

/** Puts a page's snapshot in its store's cache: answers in the snapshot's language, for a visitor without a session. */
export function primeSnapshot(store: AppStore, snapshot: ContentSnapshot | undefined): void {
  if (!snapshot) return;
  const cache = store.get(dataCacheAtom);
  for (const [key, value] of Object.entries(snapshot.answers)) cache.set(`${snapshot.lng}||${key}`, { value, at: 0 });
}

function contextKey(store: AppStore, call: CallName, request: object): string {
  return fullKey(store.get(languageAtom), store.get(tokenAtom), call, request);
}

function load(cache: DataCache, key: string, call: CallName, request: object): Promise<unknown> {
  const running = cache.pending.get(key);
  if (running) return running;
  const method = platform()[call] as (r: object) => Promise<unknown>;
  const promise: Promise<unknown> = method(request)
    .then((value) => {
      // An invalidation since it was asked for (data-cache.ts) leaves its answer out of the cache. Every view
      // showing the key hears the answer, so a Retry (or any load) of an answer that failed in several places at
      // once clears the failure in all of them, not only where it was tapped; in a transition, as a quiet
      // revalidation renders (at hydration every section's answer arrives at once).
      if (cache.pending.get(key) === promise) startTransition(() => cache.refreshed(key, value));
      return value;
    })
    .finally(() => cache.pending.get(key) === promise && cache.pending.delete(key));
  cache.pending.set(key, promise);
  return promise;
}

export type PeekData = <K extends CallName>(call: K, request: RequestOf<K>) => ValueOf<K> | undefined;

/** Reads the cached answer (fresh, or the snapshot's) during render, from this component's store. */
export function usePeekPlatformData(): PeekData {
  const cache = useAtomValue(dataCacheAtom);
  const lng = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  return useCallback<PeekData>((call, request) => cache.get(fullKey(lng, token, call, request))?.value as never, [cache, lng, token]);
}

/** The answer from the cache while fresh (or always, with `fresh`: after a change the player made), else from the platform. */
export function fetchPlatformData<K extends CallName>(
  call: K,
  request: RequestOf<K>,
  options: { fresh?: boolean; maxAgeMs?: number } = {},
): Promise<ValueOf<K>> {
  const store = appStore();
  const cache = store.get(dataCacheAtom);
  const key = contextKey(store, call, request);
  const hit = cache.get(key);
  if (!options.fresh && hit && Date.now() - hit.at < (options.maxAgeMs ?? FRESH_FOR_MS)) return Promise.resolve(hit.value as ValueOf<K>);
  return load(cache, key, call, request) as Promise<ValueOf<K>>;
}

/**
 * After a change the player made (joined a promotion, read a notice, ...): every answer of these calls that a view
 * shows is asked for again, and its views re-render when it comes; the others are forgotten.
 */
export function invalidatePlatformData(...calls: CallName[]): void {
  const cache = appStore().get(dataCacheAtom);
  const shown = requests.get(cache);
  for (const key of cache.invalidate((k) => calls.some((c) => k.includes(`|${c}:`)))) {
    const asked = shown?.get(key);
    if (!asked) continue;
    load(cache, key, asked.call, asked.request).then(
      (value) => cache.refreshed(key, value),
      // The view keeps its answer; its next read asks again.
      () => undefined,
    );
  }
}

export interface DataOptions<V, T> {
  select?: (value: V) => T;
  /** false: wait (for a session, a visible section, ...). */
  enabled?: boolean;
  maxAgeMs?: number;
}

/** The answer as the component wants it: through its select, when it has one. */
function selected<V, T>(select: ((value: V) => T) | undefined, value: unknown): T {
  return select ? select(value as V) : (value as T);
}

/**
 * A platform answer in a component. The first render uses what the cache has
 * (a prebuilt page's snapshot, or an answer another component loaded), so
 * hydration matches the prebuilt HTML; then a missing or stale answer is asked
 * for, and the view changes only when the answer did. While another language,
 * session or request loads, the last data stays on screen.
 */
export function usePlatformData<K extends CallName, T = ValueOf<K>>(call: K, request: RequestOf<K>, options: DataOptions<ValueOf<K>, T> = {}): Remote<T> {
  const enabled = options.enabled ?? true;
  const cache = useAtomValue(dataCacheAtom);
  const token = useAtomValue(tokenAtom);
  const key = fullKey(useAtomValue(languageAtom), token, call, request);
  // Back online: an answer that failed or is stale (the snapshot's) is asked for again.
  const reconnects = useAtomValue(reconnectsAtom);
  // Read through a ref: a new select function each render does not ask again.
  const selectRef = useRef(options.select);
  selectRef.current = options.select;

  const fromCache = () => {
    const hit = cache.get(key);
    return hit ? { raw: hit.value, data: selected(options.select, hit.value), loading: false, slow: false } : { loading: enabled, slow: false };
  };
  const [state, setState] = useState<{ raw?: unknown; data?: T; error?: ReturnType<typeof asPlatformError>; loading: boolean; slow: boolean }>(fromCache);
  // Another session's answer never stays on screen: a new session starts from its own cache entries.
  const [shownFor, setShownFor] = useState(token);
  if (shownFor !== token) {
    setShownFor(token);
    setState(fromCache());
  }
  const [attempt, setAttempt] = useState(0);
  const served = useRef(attempt);
  const generation = useRef(0);
  const requestRef = useRef(request);
  requestRef.current = request;
  const maxAge = options.maxAgeMs ?? FRESH_FOR_MS;

  // The same answer again leaves the state as it is, so nothing re-renders.
  const show = useCallback(
    (raw: unknown) =>
      setState((s) =>
        s.raw === raw || (s.raw !== undefined && JSON.stringify(s.raw) === JSON.stringify(raw))
          ? s.loading || s.slow || s.error
            ? { ...s, loading: false, slow: false, error: undefined }
            : s
          : { raw, data: selected(selectRef.current, raw), loading: false, slow: false },
      ),
    [],
  );

  // While shown, the answer is kept past the cache's bound and asked for again when its call is invalidated.
  useEffect(() => {
    if (!enabled) return;
    let byKey = requests.get(cache);
    if (!byKey) requests.set(cache, (byKey = new Map()));
    byKey.set(key, { call, request: requestRef.current });
    const hide = cache.show(key, show);
    return () => {
      hide();
      if (!cache.isShown(key)) byKey.delete(key);
    };
  }, [cache, key, enabled, call, show]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnects is the trigger: coming back online asks again for what failed or is stale.
  useEffect(() => {
    if (!enabled) return;
    const mine = ++generation.current;
    const hit = cache.get(key);
    const force = attempt !== served.current;
    served.current = attempt;
    if (hit) show(hit.value);
    if (hit && !force && Date.now() - hit.at < maxAge) return;
    if (force) cache.pending.delete(key);
    // The build's snapshot is revalidated quietly: no loading state over what the page already shows,
    // and a changed answer renders in a transition, in slices. At hydration every section re-rendered twice, at once.
    const quiet = hit?.at === 0 && !force;
    if (!quiet) setState((s) => ({ ...s, loading: true, slow: false, error: undefined }));
    const slowTimer = quiet ? undefined : setTimeout(() => generation.current === mine && setState((s) => ({ ...s, slow: true })), SLOW_AFTER_MS);
    const ask = () =>
      load(cache, key, call, requestRef.current)
        .then(
          (raw) => generation.current === mine && (quiet ? startTransition(() => show(raw)) : show(raw)),
          (e: unknown) => generation.current === mine && setState((s) => ({ ...s, error: asPlatformError(e), loading: false, slow: false })),
        )
        .finally(() => clearTimeout(slowTimer));
    // A snapshot answer is asked again in a task of its own: at hydration every section asks at once, in the task
    // that runs the effects, and each fetch() took 1-2 ms of main thread there on the bench's CPU.
    const later = quiet ? setTimeout(ask) : undefined;
    if (!quiet) ask();
    return () => {
      clearTimeout(later);
      clearTimeout(slowTimer);
    };
  }, [key, enabled, attempt, cache, call, maxAge, reconnects, show]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setState((s) => ({ ...s, data: typeof update === 'function' ? (update as (p: T | undefined) => T)(s.data) : update }));
  }, []);
  return { data: state.data, error: state.error, loading: state.loading, slow: state.slow, retry, set };
}
