// The account feature's atoms. Tiny on purpose: the shell loads it with every
// page. The terms agreement itself is in state/terms.ts (the popup order needs it).
/** sessionStorage: the affiliate code of the landing URL (kept here, in the module every page loads, for SessionWatch). */
export const AFFILIATE_KEY = 'MC_AFFILIATE_CODE';
