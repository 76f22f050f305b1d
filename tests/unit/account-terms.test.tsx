// @vitest-environment jsdom
// The terms gate (src/app/features/account/TermsGate.tsx, account spec sections
// 2, 4 and 8) as a player meets it: three consent lines that start checked, the
// age notice when one is unchecked, the rules from the platform's help entry
// and their own 'read and agree' box, and the agreement kept for the tab.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_KEY } from '../../src/app/state/terms.ts';
import TermsGate from '../../src/app/features/account/TermsGate.tsx';
import { appStore } from '../../src/app/state/jotai.ts';
import { termsGateAtom } from '../../src/app/state/ui.ts';
import { type Harness, startHarness } from './account-harness.tsx';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('falak');
});
afterAll(() => h?.close());
afterEach(() => {
  cleanup();
  appStore().set(termsGateAtom, true);
  sessionStorage.clear();
});

function openGate() {
  h.render(<TermsGate />);
  return screen.getByRole('dialog', { name: 'Before you play' });
}

describe('terms gate', () => {
  it('agreeing with every line closes the gate and keeps the agreement for the tab', async () => {
    const user = userEvent.setup();
    const gate = openGate();
    const lines = within(gate).getAllByRole('checkbox');
    expect(lines.map((l) => (l as HTMLInputElement).checked)).toEqual([true, true, true]);
    await user.click(within(gate).getByRole('button', { name: 'I agree' }));
    expect(appStore().get(termsGateAtom)).toBe(false);
    expect(sessionStorage.getItem(TERMS_KEY)).toBeTruthy();
  });

  it('with a line unchecked, I agree shows the age notice and the gate stays', async () => {
    const user = userEvent.setup();
    const gate = openGate();
    await user.click(within(gate).getByRole('checkbox', { name: `I am at least ${h.brand.ageLimit} years old.` }));
    const agree = within(gate).getByRole('button', { name: 'I agree' });
    expect(agree.getAttribute('aria-disabled')).toBe('true');
    await user.click(agree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`You must be at least ${h.brand.ageLimit} years old to play.`));
    expect(appStore().get(termsGateAtom)).toBe(true);
    expect(sessionStorage.getItem(TERMS_KEY)).toBeNull();
  });

  it("the rules open from the platform's help entry; accepting them, after reading, checks the rules line again", async () => {
    const user = userEvent.setup();
    const gate = openGate();
    const rulesLine = within(gate).getByRole('checkbox', { name: 'I have read and accept the rules.' });
    await user.click(rulesLine);
    expect((rulesLine as HTMLInputElement).checked).toBe(false);
    await user.click(within(gate).getByRole('button', { name: 'Read the rules' }));
    const rules = (await h.client().helpCentre({})).find((i) => i.tag === 'rules')!;
    expect(await within(gate).findByRole('heading', { name: rules.title })).toBeTruthy();
    const accept = within(gate).getByRole('button', { name: 'Accept the rules' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(gate).getByRole('checkbox', { name: 'I have read the rules and agree to them.' }));
    await user.click(accept);
    expect((within(gate).getByRole('checkbox', { name: 'I have read and accept the rules.' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(gate).getByRole('button', { name: 'I agree' }));
    expect(appStore().get(termsGateAtom)).toBe(false);
  });
});
