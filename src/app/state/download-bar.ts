// Whether the player closed the download bar in this browser session
// (sessionStorage), shared by the layer that places it and the bar itself.

/** sessionStorage: the player closed the bar in this browser session. */
export const BAR_CLOSED_KEY = 'LK_DOWNLOAD_BAR_CLOSED';

export function barClosedThisSession(): boolean {
  try {
    return sessionStorage.getItem(BAR_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function closeBarForSession(): void {
  try {
    sessionStorage.setItem(BAR_CLOSED_KEY, '1');
  } catch {
    // storage unavailable: closed for this page view only
  }
}
