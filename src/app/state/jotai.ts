// The app's one door to jotai (after excalidraw's app-jotai.ts): features import
// atoms and hooks from here, never from 'jotai' directly, so there is one store
// and one way to persist.
import { useCallback } from 'react';
import { atom, createStore, useSetAtom, useStore, Provider, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useHydratingValue } from './hydrating-value.ts';

export { atom, useSetAtom, Provider };
export type { Atom, PrimitiveAtom, WritableAtom };
export type AppStore = ReturnType<typeof createStore>;

let browserStore: AppStore | undefined;
let builtState: AppStore | undefined;

/**
 * In the browser, one store shared by everything on the page. During the build,
 * a fresh store per rendered page, so one brand's state never leaks into another's.
 */
export function appStore(): AppStore {
  if (typeof window === 'undefined') return createStore();
  browserStore ??= createStore();
  return browserStore;
}

/**
 * The browser's copy of the state the page was built with: the app primes it
 * as it primes appStore() (brand, the page's snapshot), and nothing ever
 * subscribes to it, so the stored session and language never arrive in it.
 * Undefined during the build, where appStore() is that state.
 */
export function builtStateStore(): AppStore | undefined {
  if (typeof window === 'undefined') return undefined;
  builtState ??= createStore();
  return builtState;
}

/**
 * An atom's value. While a component hydrates it reads the state the page was
 * built with (builtStateStore), so it renders exactly the prebuilt HTML even
 * when its part hydrates after the shell's effects have loaded the stored
 * session or language: React hydrates each Suspense boundary in a later pass
 * of its own. Once hydrated, React re-renders it only if the live value differs.
 */
export function useAtomValue<Value>(a: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(a, changed), [store, a]);
  return useHydratingValue(
    subscribe,
    () => store.get(a),
    () => (builtStateStore() ?? store).get(a),
  );
}

/** useAtomValue's reading, with the live store's setter. */
export function useAtom<Value, Args extends unknown[], Result>(a: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(a), useSetAtom(a)];
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
 * render uses `initial`, the stored value arrives on mount, and a component
 * that hydrates later still reads `initial` (useAtomValue), so server-rendered
 * HTML and every hydrating render agree.
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
