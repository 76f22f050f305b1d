// What a view knows of a platform answer it shows (usePlatformData in
// platform-data.ts gives it), with the failure states both documents name
// (section 8): "Slow Connection" while a call drags on, "No Internet" when the
// device is offline, "Loading failed, click to retry" otherwise (ui/RemoteView.tsx).
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
