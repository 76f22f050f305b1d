// @vitest-environment jsdom
// The register popup (src/app/features/account/RegisterPopup.tsx, account spec
// sections 2 to 5) as a player uses it, on falak (registration by username with
// an e-mail): the fields its register settings ask for, found by role and
// label, filled with user-event, against the reference platform (account-harness.tsx).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RegisterPopup from '../../src/app/features/account/RegisterPopup.tsx';
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

/** The popup once its register settings are in: the username field is shown. */
async function openRegister(onClose = vi.fn()) {
  h.render(<RegisterPopup onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('textbox', { name: /Username/ });
  return { dialog, onClose };
}

async function fillCaptcha(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const captcha = within(dialog).queryByRole('textbox', { name: /Picture code/ });
  if (captcha) await user.type(captcha, await h.captchaAnswer());
}

describe('register popup', () => {
  it('registers a new player, starts the session and closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await openRegister();
    const username = `rg${Date.now().toString(36).slice(-8)}`;
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), username);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), `${username}@example.com`);
    await fillCaptcha(dialog, user);
    expect(within(dialog).getByRole('checkbox', { name: /I am over/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const token = appStore().get(tokenAtom);
    expect(token).toBeTruthy();
    expect((await h.client(token).memberInfo({})).account.toLowerCase()).toBe(username);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Registered successfully. Welcome!'));
  });

  it('a confirmation that differs is named on its field when the field is left, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = await openRegister();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    const confirm = within(dialog).getByLabelText(/^Confirm password/);
    await user.type(confirm, 'Secret124');
    await user.tab();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('The two passwords do not match.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(appStore().get(tokenAtom)).toBeUndefined();
  });

  it('a username already taken is named on the username field, the session not started', async () => {
    const taken = await h.newPlayer();
    const user = userEvent.setup();
    const { dialog, onClose } = await openRegister();
    const field = within(dialog).getByRole('textbox', { name: /Username/ });
    await user.type(field, taken.username);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), `other${taken.username}@example.com`);
    await fillCaptcha(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
    expect(onClose).not.toHaveBeenCalled();
    expect(appStore().get(tokenAtom)).toBeUndefined();
  });
});
