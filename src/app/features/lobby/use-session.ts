// The session as the lobby needs it, false/undefined until hydration is over so
// the first client render equals the prebuilt HTML (which had no session).
import { useHydrated } from '../../state/use-hydrated.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { loggedInAtom, tokenAtom } from '../../state/session.ts';

export function useLoggedIn(): boolean {
  const hydrated = useHydrated();
  return useAtomValue(loggedInAtom) && hydrated;
}

export function useToken(): string | undefined {
  const hydrated = useHydrated();
  const token = useAtomValue(tokenAtom);
  return hydrated ? token : undefined;
}
