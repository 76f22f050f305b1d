// Customer types and what each may do (account spec section 6, game spec
// section 6): the platform gives every session a numeric type, and the site and
// the reference server read it the same way.
//   0, 1, 2  real accounts
//   4        guest: a free-play (trial) session, or no session at all
//   40       another account that is not real (a free demo account)
//   41, 42   agents that never ask for a contract
//   any other type counts as an agent

/** The type of a trial session, and the site's type for a visitor without a session. */
export const GUEST_TYPE = 4;

/** Guest sessions skip the unread counts and never mark notices read. */
export function isGuestType(type: number): boolean {
  return type === GUEST_TYPE;
}

/** Not a real account: refused the real-account functions with 'Please login an actual account to use this function'. */
export function isTrialType(type: number): boolean {
  return type === GUEST_TYPE || type === 40;
}

/** Types 0, 4 and 40 are not agents; any other type sees the agent menu and may use the agent calls. */
export function isAgentType(type: number): boolean {
  return type !== 0 && !isTrialType(type);
}

/** An agent without a contract is prompted to ask for one, except types 41 and 42 (and accounts that are not agents). */
export function asksForContract(type: number): boolean {
  return isAgentType(type) && type !== 41 && type !== 42;
}
