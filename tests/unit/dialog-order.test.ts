// Popup order (issue: one rule, in state/): the terms gate first; dialogs the site
// opens on its own wait while a gate or form is open, and take turns instead of
// stacking. Driven through the real atoms on a fresh store.
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { askTurnAtom, dialogTurnAtom, endTurnAtom, gateOrFormOpenAtom, waitingDialogsAtom } from '../../src/app/state/dialog-order.ts';
import { sessionEndedAtom } from '../../src/app/state/session.ts';
import {
  downloadPanelOpenAtom,
  gamePopupAtom,
  helpPopupOpenAtom,
  iosGuideAtom,
  languagePickerOpenAtom,
  logoutRequestedAtom,
  popupAtom,
  referralOpenAtom,
  sideMenuOpenAtom,
  termsGateAtom,
} from '../../src/app/state/ui.ts';

/** A store as a visitor's first page has it: the terms gate up (account spec section 4 default). */
const firstVisit = () => createStore();
/** A store after the gate was answered. */
const agreed = () => {
  const store = createStore();
  store.set(termsGateAtom, false);
  return store;
};

test('the terms gate comes first: a notice popup waits behind it, then opens', () => {
  const store = firstVisit();
  store.set(askTurnAtom, 'noticePopups');
  expect(store.get(gateOrFormOpenAtom)).toBe(true);
  expect(store.get(dialogTurnAtom)).toBeNull();
  store.set(termsGateAtom, false);
  expect(store.get(dialogTurnAtom)).toBe('noticePopups');
});

test('every form or dialog the player opens holds the notice popups back until it closes', () => {
  const opened: [string, (s: ReturnType<typeof createStore>) => void, (s: ReturnType<typeof createStore>) => void][] = [
    ['register form', (s) => s.set(popupAtom, 'register'), (s) => s.set(popupAtom, null)],
    ['login form', (s) => s.set(popupAtom, 'login'), (s) => s.set(popupAtom, null)],
    ['game popup', (s) => s.set(gamePopupAtom, { gameName: 'x' } as never), (s) => s.set(gamePopupAtom, null)],
    ['help popup', (s) => s.set(helpPopupOpenAtom, true), (s) => s.set(helpPopupOpenAtom, false)],
    ['download panel', (s) => s.set(downloadPanelOpenAtom, true), (s) => s.set(downloadPanelOpenAtom, false)],
    ['iOS guide', (s) => s.set(iosGuideAtom, { restoreBar: true }), (s) => s.set(iosGuideAtom, null)],
    ['referral panel', (s) => s.set(referralOpenAtom, true), (s) => s.set(referralOpenAtom, false)],
    ['language picker', (s) => s.set(languagePickerOpenAtom, true), (s) => s.set(languagePickerOpenAtom, false)],
    ['side menu', (s) => s.set(sideMenuOpenAtom, true), (s) => s.set(sideMenuOpenAtom, false)],
    ['logout confirmation', (s) => s.set(logoutRequestedAtom, true), (s) => s.set(logoutRequestedAtom, false)],
    ['ended session', (s) => s.set(sessionEndedAtom, 'expired'), (s) => s.set(sessionEndedAtom, null)],
  ];
  for (const [name, open, close] of opened) {
    const store = agreed();
    store.set(askTurnAtom, 'noticePopups');
    open(store);
    expect(store.get(dialogTurnAtom), name).toBeNull();
    close(store);
    expect(store.get(dialogTurnAtom), name).toBe('noticePopups');
  }
});

test('deferred dialogs queue: one at a time, in the order they asked, asking twice keeps the place', () => {
  const store = agreed();
  store.set(askTurnAtom, 'noticePopups');
  store.set(askTurnAtom, 'noticePopups');
  expect(store.get(waitingDialogsAtom)).toEqual(['noticePopups']);
  expect(store.get(dialogTurnAtom)).toBe('noticePopups');
  store.set(endTurnAtom, 'noticePopups');
  expect(store.get(dialogTurnAtom)).toBeNull();
});
