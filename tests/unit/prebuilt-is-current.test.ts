// @vitest-environment jsdom
// A page waits for the player before hydrating only when hydration would change
// nothing they see (src/app/prebuilt-is-current.ts): the stored session, trial,
// language, the query string, a home-screen app and a placeholder the app fills each make it go ahead at once.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { prebuiltIsCurrent } from '../../src/app/prebuilt-is-current.ts';
import { LANGUAGE_KEY, SESSION_KEY, TRIAL_KEY } from '../../src/app/state/storage-keys.ts';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<main><h1>Slots</h1></main>';
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/m/home');
});
afterEach(() => localStorage.clear());

it("a visitor's page in its own language, with no query, is the prebuilt page", () => {
  expect(prebuiltIsCurrent()).toBe(true);
  localStorage.setItem(LANGUAGE_KEY, 'en');
  expect(prebuiltIsCurrent()).toBe(true);
});

it('a stored session or free-play session is not', () => {
  localStorage.setItem(SESSION_KEY, '{"token":"t"}');
  expect(prebuiltIsCurrent()).toBe(false);
  localStorage.clear();
  localStorage.setItem(TRIAL_KEY, '{"token":"t"}');
  expect(prebuiltIsCurrent()).toBe(false);
});

it('a language of their own is not', () => {
  localStorage.setItem(LANGUAGE_KEY, 'th');
  expect(prebuiltIsCurrent()).toBe(false);
});

it('a query string is not', () => {
  history.replaceState(null, '', '/m/slot-games?vendor=PG');
  expect(prebuiltIsCurrent()).toBe(false);
});

it('a page with a placeholder the app fills (a member page, a popup route, a detail page) is not', () => {
  document.body.innerHTML = '<main><div class="lk-member__gate" aria-busy="true"></div></main>';
  expect(prebuiltIsCurrent()).toBe(false);
  document.body.innerHTML = '<main><p aria-busy="false">42.00</p></main>';
  expect(prebuiltIsCurrent()).toBe(true);
});

it('a page without storage is judged by the rest', () => {
  const get = Storage.prototype.getItem;
  Storage.prototype.getItem = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  try {
    expect(prebuiltIsCurrent()).toBe(true);
  } finally {
    Storage.prototype.getItem = get;
  }
});
