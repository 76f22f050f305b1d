// Loading platform data in a component, with the failure states both documents
// name (section 8): "Slow Connection" while a call drags on, "No Internet" when
// the device is offline, "Loading failed, click to retry" otherwise.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PlatformError } from '../../platform/client.ts';

/** After this long without an answer the view says "Slow Connection" (the call itself gives up at the client's timeout). */
export const SLOW_AFTER_MS = 4000;

export interface Remote<T> {
  data: T | undefined;
  /** Set when the last load failed; `data` keeps the previous value, if any. */
  error: PlatformError | undefined;
  loading: boolean;
  /** Still loading after SLOW_AFTER_MS. */
  slow: boolean;
  retry: () => void;
  /** Replaces the data locally (optimistic updates). */
  set: (update: T | ((previous: T | undefined) => T)) => void;
}

export function asPlatformError(e: unknown): PlatformError {
  if (e instanceof PlatformError) return e;
  return new PlatformError('unknown', e instanceof Error ? e.message : String(e), 0);
}

/**
 * Runs `load` after mount and whenever `deps` change (never during the build, so
 * prebuilt HTML shows the placeholder). A newer load wins over an older one.
 * `enabled: false` waits (for a session, a visible section, ...).
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[], options: { enabled?: boolean } = {}): Remote<T> {
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<{ data?: T; error?: PlatformError; loading: boolean; slow: boolean }>({ loading: enabled, slow: false });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: what reloads is the caller's deps and a retry (attempt); load is read through its ref, a new closure each render.
  useEffect(() => {
    if (!enabled) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true, slow: false, error: undefined }));
    const slowTimer = setTimeout(() => generation.current === mine && setState((s) => ({ ...s, slow: true })), SLOW_AFTER_MS);
    loadRef
      .current()
      .then(
        (data) => generation.current === mine && setState({ data, loading: false, slow: false }),
        (e: unknown) => generation.current === mine && setState((s) => ({ data: s.data, error: asPlatformError(e), loading: false, slow: false })),
      )
      .finally(() => clearTimeout(slowTimer));
    return () => clearTimeout(slowTimer);
  }, [enabled, attempt, ...deps]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((update: T | ((previous: T | undefined) => T)) => {
    setState((s) => ({ ...s, data: typeof update === 'function' ? (update as (p: T | undefined) => T)(s.data) : update }));
  }, []);
  return { data: state.data, error: state.error, loading: state.loading, slow: state.slow, retry, set };
}
