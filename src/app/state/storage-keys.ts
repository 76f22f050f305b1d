// The localStorage keys a page reads before its app runs, as well as the state
// modules that own them: the hydration directive asks whether the page has a
// session or a language of its own (app/prebuilt-is-current.ts) without loading
// the app's state.

/** The member's session (account spec section 3). */
export const SESSION_KEY = 'MC_SESSION_INFO';

/** A free-play session (account spec section 3). */
export const TRIAL_KEY = 'MC_TRIAL_USER';

/** The player's interface language (account spec section 1). */
export const LANGUAGE_KEY = 'language';
