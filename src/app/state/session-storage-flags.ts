// Yes/no flags kept in sessionStorage for the browser session ('1' when set):
// the terms agreement, the closed download bar. Storage can be unavailable
// (blocked, some private modes): a flag then reads as unset, and setting it
// lasts only as long as the caller's own state, this page view.

export function hasSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // unavailable: see above
  }
}
