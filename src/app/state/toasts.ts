// Toasts: short messages, loading indicators and the please-wait message.
import { useMemo } from 'react';
import { atom, useSetAtom } from './jotai.ts';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  text: string;
  /** Auto-hide after this many ms. Loading toasts hide when their task ends, or after this as a cap. */
  ms: number;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows and hides toasts; `show` returns a function that hides that toast early.
 * The functions keep their identity across renders (the atom's setter does), so
 * effects and callbacks can name them without running again.
 */
export function useToasts() {
  const set = useSetAtom(toastsAtom);
  return useMemo(() => {
    const hide = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set((list) => list.filter((t) => t.id !== id));
    };
    const show = (text: string, kind: ToastKind, ms: number) => {
      const id = nextId++;
      // A new loading toast replaces any other: one spinner at a time.
      set((list) => [...list.filter((t) => kind !== 'loading' || t.kind !== 'loading'), { id, kind, text, ms }]);
      timers.set(
        id,
        setTimeout(() => hide(id), ms),
      );
      return () => hide(id);
    };
    return { show, hide };
  }, [set]);
}
