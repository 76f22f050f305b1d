// The player's session (account spec sections 3, 4 and 6), shared by every feature.
import { GUEST_TYPE } from '../../platform/customer-types.ts';
import { atom, persistentAtom } from './jotai.ts';
import { SESSION_KEY, TRIAL_KEY } from './storage-keys.ts';

/** localStorage MC_SESSION_INFO (account spec section 3). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer type (src/platform/customer-types.ts). */
  type: number;
  firstTimeLogin: boolean;
}

/** A free-play session (account spec section 3). */
export interface TrialUser {
  token: string;
  userName: string;
  customerType: number;
}

/** Member info (account spec section 3), cached locally and refreshed on demand. */
export interface MemberInfo {
  id: string | number;
  nickname?: string;
  account: string;
  type: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 512) => typeof v === 'string' && v.length > 0 && v.length <= max;

export function parseSession(v: unknown): SessionInfo | undefined {
  if (!isObject(v) || !str(v.token) || !str(v.userName, 64) || typeof v.merchantCode !== 'string' || !Number.isInteger(v.type)) return undefined;
  return {
    token: v.token as string,
    merchantCode: v.merchantCode,
    userName: v.userName as string,
    type: v.type as number,
    firstTimeLogin: v.firstTimeLogin === true,
  };
}

function parseTrial(v: unknown): TrialUser | undefined {
  if (!isObject(v) || !str(v.token) || !str(v.userName, 64) || !Number.isInteger(v.customerType)) return undefined;
  return { token: v.token as string, userName: v.userName as string, customerType: v.customerType as number };
}

function parseMember(v: unknown): MemberInfo | undefined {
  if (!isObject(v) || !str(v.account, 64) || !Number.isInteger(v.type) || !(typeof v.id === 'string' || typeof v.id === 'number')) return undefined;
  return { id: v.id, account: v.account as string, type: v.type as number, ...(typeof v.nickname === 'string' ? { nickname: v.nickname } : {}) };
}

export const sessionAtom = persistentAtom<SessionInfo | null>(SESSION_KEY, null, { validate: parseSession });
export const trialUserAtom = persistentAtom<TrialUser | null>(TRIAL_KEY, null, { validate: parseTrial });
export const trialNameAtom = persistentAtom<string>('MC_TRIAL_NAME', '', {
  storage: 'session',
  plain: true,
  validate: (v) => (typeof v === 'string' && v.length <= 64 ? v : undefined),
});
export const memberInfoAtom = persistentAtom<MemberInfo | null>('MC_MEMBER_INFO', null, { validate: parseMember });

/** Logged in means a token exists (account spec section 4). */
export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? get(trialUserAtom)?.token);
export const loggedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const isTrialAtom = atom((get) => !get(sessionAtom)?.token && Boolean(get(trialUserAtom)?.token));

/** Customer type of the session; 4 (guest) when there is none (account spec section 6, src/platform/customer-types.ts). */
export const customerTypeAtom = atom((get) => get(sessionAtom)?.type ?? get(trialUserAtom)?.customerType ?? GUEST_TYPE);

/**
 * Why the session just ended without the player asking (the platform answered
 * session.logged_out or session.required to a call that carried a token): the
 * account feature shows the message. Null when nothing happened.
 */
export const sessionEndedAtom = atom<string | null>(null);

/** Ends the session locally: token, trial user, member info (account spec section 4). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, null);
  set(trialUserAtom, null);
  set(memberInfoAtom, null);
  set(trialNameAtom, '');
  try {
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
});
