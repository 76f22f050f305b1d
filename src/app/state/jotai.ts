// The app's one door to jotai (after excalidraw's app-jotai.ts): features import
// atoms and hooks from here, never from 'jotai' directly, so there is one store
// and one way to persist.
import { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export { atom, useAtom, useAtomValue, useSetAtom, Provider };
export type { Atom, PrimitiveAtom, WritableAtom };
export type AppStore = ReturnType<typeof createStore>;

let browserStore: AppStore | undefined;

/**
 * In the browser, one store shared by everything on the page. During the build,
 * a fresh store per rendered page, so one brand's state never leaks into another's.
 */
export function appStore(): AppStore {
  if (typeof window === 'undefined') return createStore();
  browserStore ??= createStore();
  return browserStore;
}

type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

export interface PersistOptions<T> {
  storage?: StorageKind;
  /** Returns the value when `raw` (parsed JSON, or the plain string) is acceptable, else undefined. */
  validate: (raw: unknown) => T | undefined;
  /** Store as a plain string instead of JSON (the spec's `language` key holds `th`, not `"th"`). */
  plain?: boolean;
}

/**
 * An atom kept in local or session storage under the spec's key. A corrupt or
 * foreign value is ignored (and removed) instead of crashing the page. The first
 * render uses `initial`, the stored value arrives on mount, so server-rendered
 * HTML and the first client render always agree.
 */
export function persistentAtom<T>(key: string, initial: T, options: PersistOptions<T>) {
  const kind = options.storage ?? 'local';
  return atomWithStorage<T>(key, initial, {
    getItem(k, init) {
      const s = storageOf(kind);
      const text = s?.getItem(k);
      if (text == null) return init;
      let raw: unknown = text;
      if (!options.plain) {
        try {
          raw = JSON.parse(text);
        } catch {
          raw = undefined;
        }
      }
      const value = options.validate(raw);
      if (value === undefined) {
        s?.removeItem(k);
        return init;
      }
      return value;
    },
    setItem(k, value) {
      storageOf(kind)?.setItem(k, options.plain ? String(value) : JSON.stringify(value));
    },
    removeItem(k) {
      storageOf(kind)?.removeItem(k);
    },
  });
}
