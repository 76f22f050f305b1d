// Whether what the player sees is what the build rendered. The prebuilt HTML
// knows no session, no language of the player's own, no query string and no
// installed web app, and some of it is a placeholder the app fills (a member
// page's gate, a popup route's home, a detail page: `aria-busy`). A page that
// has none of them looks the same live as prebuilt, and its hydration waits for
// the player (layouts/ready-directive.ts). A page that has one is re-rendered at
// hydration (a signed-in player's header and balance, a page in their language,
// a filtered list, the login prompt or the popup a visitor came for), and
// hydrates as soon as its code is here, so it does not show them the wrong page
// for long. The operator's native app shell is not told apart here (its
// user-agent marker is in the brand's config, which the page has not loaded
// yet): there the download entries show until the page is live.
import { isStandalone } from './state/standalone.ts';
import { LANGUAGE_KEY, SESSION_KEY, TRIAL_KEY } from './state/storage-keys.ts';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // no storage: the app has none of it either (state/jotai.ts)
  }
}

/** True when hydrating would change nothing the player sees. */
export function prebuiltIsCurrent(): boolean {
  const language = stored(LANGUAGE_KEY);
  return (
    stored(SESSION_KEY) === null &&
    stored(TRIAL_KEY) === null &&
    (!language || language === document.documentElement.lang) &&
    location.search === '' &&
    !isStandalone() &&
    document.querySelector('[aria-busy="true"]') === null
  );
}
