// @vitest-environment jsdom
// Retry after "Loading failed, click to retry" (game spec section 8), in the app's
// one data cache (src/app/state/platform-data.ts): two views show the same
// answer, both fail (as a proxy under load answers: HTML, not the platform's
// JSON), the platform is healthy again, and a Retry in one of them brings the
// answer to both. Real store, real client, the reference platform on loopback
// (account-harness.tsx); only the failing answers are made up.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { usePlatformData } from '../../src/app/state/platform-data.ts';
import { RemoteView } from '../../src/app/ui/RemoteView.tsx';
import { type Harness, startHarness } from './account-harness.tsx';

let h: Harness;
let failing = false;
let asked = 0;
beforeAll(async () => {
  h = await startHarness('aurora');
  // Before the app's client is made (on its first call), so it sends through this.
  const through = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/promo/categories')) {
      asked++;
      if (failing) return new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    }
    return through(input, init);
  };
});
afterAll(async () => {
  cleanup();
  await h?.close();
});

function Categories({ name }: { name: string }) {
  const remote = usePlatformData('promotionCategories', {});
  return (
    <section aria-label={name}>
      <RemoteView remote={remote} placeholder={<p>Loading</p>}>
        {(list) => <p>{list.length} categories</p>}
      </RemoteView>
    </section>
  );
}

it('game spec section 8: a Retry in one view of a failed answer brings it to every view of it', async () => {
  const user = userEvent.setup();
  const categories = await h.client().promotionCategories({});
  failing = true;
  asked = 0;
  h.render(
    <>
      <Categories name="tabs" />
      <Categories name="menu" />
    </>,
  );
  const tabs = screen.getByRole('region', { name: 'tabs' });
  const menu = screen.getByRole('region', { name: 'menu' });
  // One request for both (same call, request, language and session), and it failed.
  await waitFor(() => expect(within(tabs).getByRole('alert').textContent).toContain('Loading failed, click to retry'));
  expect(within(menu).getByRole('alert').textContent).toContain('Loading failed, click to retry');
  expect(asked).toBe(1);

  failing = false;
  await user.click(within(tabs).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(within(tabs).getByText(`${categories.length} categories`)).toBeTruthy());
  await waitFor(() => expect(within(menu).getByText(`${categories.length} categories`)).toBeTruthy());
  expect(within(menu).queryByRole('alert')).toBeNull();
  expect(asked).toBe(2);
});
