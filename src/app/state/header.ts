// A page may give the mobile header its own title or back handler (account spec
// section 2: "the title comes from the caller, else from a path-to-title map").
import { useEffect } from 'react';
import { atom, useSetAtom } from './jotai.ts';

export interface HeaderOverride {
  title?: string;
  onBack?: () => void;
}

export const headerOverrideAtom = atom<HeaderOverride | null>(null);

export function usePageHeader(override: HeaderOverride) {
  const set = useSetAtom(headerOverrideAtom);
  const { title, onBack } = override;
  useEffect(() => {
    set({ title, onBack });
    return () => set(null);
  }, [set, title, onBack]);
}
