// Who is looking at a member page (account spec section 6): nobody (a visitor),
// a free-play or non-real account (trial session, customer types 4 and 40,
// refused with 'Please login an actual account to use this function'), a real
// member (0, 1, 2, ...), or an agent (any type but 0, 4 and 40). False for
// everything until hydration, so prebuilt pages and the first render agree.
import { useHydrated } from './use-hydrated.ts';
import { useAtomValue } from './jotai.ts';
import { customerTypeAtom, isAgentAtom, isTrialAtom, loggedInAtom } from './session.ts';

export interface Viewer {
  hydrated: boolean;
  loggedIn: boolean;
  /** A session that is not a real account. */
  trial: boolean;
  real: boolean;
  agent: boolean;
  type: number;
}

/** Not real accounts (account spec section 6; the platform's `real` access refuses them). */
export const NOT_REAL_TYPES: readonly number[] = [4, 40];

export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const loggedIn = useAtomValue(loggedInAtom) && hydrated;
  const trialSession = useAtomValue(isTrialAtom);
  const type = useAtomValue(customerTypeAtom);
  const agent = useAtomValue(isAgentAtom) && hydrated;
  const trial = loggedIn && (trialSession || NOT_REAL_TYPES.includes(type));
  return { hydrated, loggedIn, trial, real: loggedIn && !trial, agent: agent && !trial, type };
}
