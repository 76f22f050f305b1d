// A page may give the mobile header its own title or back handler (account spec
// section 2: "the title comes from the caller, else from a path-to-title map").
import { useEffect } from 'react';
import { atom, useSetAtom } from './jotai.ts';

export interface HeaderOverride {
  title?: string;
  /** The title is the platform's (a promotion's, a help entry's), shown in its own direction; otherwise it is interface text. */
  fromPlatform?: boolean;
  onBack?: () => void;
}

export const headerOverrideAtom = atom<HeaderOverride | null>(null);

export function usePageHeader(override: HeaderOverride) {
  const set = useSetAtom(headerOverrideAtom);
  const { title, fromPlatform, onBack } = override;
  useEffect(() => {
    set({ title, fromPlatform, onBack });
    return () => set(null);
  }, [set, title, fromPlatform, onBack]);
}
