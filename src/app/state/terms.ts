// The terms gate's agreement (account spec section 4): kept in sessionStorage, so
// it holds for the browser session and a new session asks again. Here, not in
// the account feature that draws the gate, because the popup order
// (dialog-order.ts) puts the gate before every other dialog. Tiny on purpose:
// every page loads it to decide whether the gate's code loads at all.
import { atom } from './jotai.ts';
import { hasSessionFlag, setSessionFlag } from './session-storage-flags.ts';
import { termsGateAtom } from './ui.ts';

export const TERMS_KEY = 'MC_TERMS_AGREED';

export const termsAgreed = (): boolean => hasSessionFlag(TERMS_KEY);
/** Without storage the gate closes for this page only. */
export const agreeTerms = (): void => setSessionFlag(TERMS_KEY);

/**
 * Whether this browser session had agreed when the page started. The gate asks
 * at session start; a logout clears all session storage (account spec section
 * 4), the agreement with it, and a session the platform ends while the page is
 * open must not raise the gate over its own message: the next page load asks.
 * Read when this module loads, before any platform call can end a session.
 */
const agreedAtStart = typeof window !== 'undefined' && termsAgreed();

/** Show the gate: the shell's flag is up and this session has not agreed. Read only after hydration (the shell's overlays wait for it). */
export const termsGateShownAtom = atom((get) => get(termsGateAtom) && !agreedAtStart && !termsAgreed());
