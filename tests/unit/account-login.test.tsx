// @vitest-environment jsdom
// The login popup (src/app/features/account/LoginPopup.tsx, account spec
// sections 2 to 5) as a player uses it: found by its roles and labels, typed
// into with user-event, against the reference platform (account-harness.tsx).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LoginPopup from '../../src/app/features/account/LoginPopup.tsx';
import { appStore } from '../../src/app/state/jotai.ts';
import { clearSessionAtom, tokenAtom } from '../../src/app/state/session.ts';
import { type Harness, startHarness } from './account-harness.tsx';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('falak');
});
afterAll(() => h?.close());
afterEach(() => {
  cleanup();
  appStore().set(clearSessionAtom);
  localStorage.clear();
});

describe('login popup', () => {
  it('logs a registered player in with username and password, and closes', async () => {
    const player = await h.newPlayer();
    const user = userEvent.setup();
    const onClose = vi.fn();
    h.render(<LoginPopup onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), player.username);
    await user.type(within(dialog).getByLabelText(/^Password/), player.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(appStore().get(tokenAtom)).toBeTruthy();
    // The platform knows the session the popup started.
    expect((await h.client(appStore().get(tokenAtom)).memberInfo({})).account.toLowerCase()).toBe(player.username.toLowerCase());
  });

  it('names each empty field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    h.render(<LoginPopup onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(appStore().get(tokenAtom)).toBeUndefined();
  });

  it("a wrong password keeps the popup open with the platform's reason, and no session", async () => {
    const player = await h.newPlayer();
    const user = userEvent.setup();
    const onClose = vi.fn();
    h.render(<LoginPopup onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), player.username);
    await user.type(within(dialog).getByLabelText(/^Password/), `${player.password}x`);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The username or password is incorrect.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(appStore().get(tokenAtom)).toBeUndefined();
  });
});
