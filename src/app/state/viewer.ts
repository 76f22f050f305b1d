// Who is looking (account spec section 6), as a component may show it: nobody
// (a visitor), an account that is not real (a trial session, customer types 4
// and 40, refused with 'Please login an actual account to use this function'),
// a real member, or an agent. Until hydration is over everyone reads as a
// visitor, so the prebuilt HTML (which knows no session) and the first render
// agree; only then does the stored session count. Handlers and effects that run
// after hydration may read the session atoms directly.
import { isAgentType, isGuestType, isTrialType } from '../../platform/customer-types.ts';
import { useAtomValue } from './jotai.ts';
import { customerTypeAtom, isTrialAtom, tokenAtom } from './session.ts';
import { useHydrated } from './use-hydrated.tsx';

export interface Viewer {
  hydrated: boolean;
  loggedIn: boolean;
  /** The session's token; undefined for a visitor, and until hydration. */
  token: string | undefined;
  /** Customer type; 4 (guest) without a session. */
  type: number;
  /** A session that is not a real account. */
  trial: boolean;
  real: boolean;
  agent: boolean;
  /** A visitor or a guest session (type 4): no unread counts, no read marks. */
  guest: boolean;
}

export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const storedToken = useAtomValue(tokenAtom);
  const trialSession = useAtomValue(isTrialAtom);
  const type = useAtomValue(customerTypeAtom);
  const loggedIn = hydrated && Boolean(storedToken);
  const trial = loggedIn && (trialSession || isTrialType(type));
  return {
    hydrated,
    loggedIn,
    token: loggedIn ? storedToken : undefined,
    type,
    trial,
    real: loggedIn && !trial,
    agent: loggedIn && !trial && isAgentType(type),
    guest: !loggedIn || isGuestType(type),
  };
}
