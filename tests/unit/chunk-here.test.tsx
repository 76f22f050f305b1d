// @vitest-environment jsdom
// A part the player opens (a popup, the side menu) is mounted only once its
// chunk is here (src/app/feature-entries.ts useChunkHere), so it never suspends
// on it: real React, a real entry(), chunks whose arrival the test decides.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { entry, type Lazy, useChunkHere } from '../../src/app/feature-entries.ts';

afterEach(cleanup);

/** An entry whose chunk arrives (or fails) when the test says, and how many times it was asked for. */
function heldEntry(text: string) {
  let arrive!: () => void;
  let fail!: () => void;
  let asked = 0;
  const part = entry<object>(() => {
    asked++;
    return new Promise((resolve, reject) => {
      arrive = () => resolve({ default: () => <p>{text}</p> });
      fail = () => reject(new Error('chunk failed'));
    });
  });
  return { part, arrive: () => arrive(), fail: () => fail(), asked: () => asked };
}

/** What a host renders: the part once it is open and here, and nothing while it suspends. */
function Host({ part, open }: { part: Lazy<object>; open: boolean }) {
  const here = useChunkHere(open ? part : undefined);
  return <Suspense fallback={<p>suspended</p>}>{open && here && <OpenPart part={part} />}</Suspense>;
}
function OpenPart({ part: Part }: { part: Lazy<object> }) {
  return <Part />;
}

it('a part opened before its chunk is here is mounted when the chunk arrives, and never suspends', async () => {
  const menu = heldEntry('Menu');
  const view = render(<Host part={menu.part} open={false} />);
  expect(menu.asked()).toBe(0);
  view.rerender(<Host part={menu.part} open />);
  expect(menu.asked()).toBe(1);
  expect(screen.queryByText('Menu')).toBeNull();
  expect(screen.queryByText('suspended')).toBeNull();
  await act(async () => menu.arrive());
  expect(screen.getByText('Menu')).toBeTruthy();
  expect(screen.queryByText('suspended')).toBeNull();
});

it('a part whose chunk is already here renders at its first render', async () => {
  const menu = heldEntry('Menu');
  const loading = menu.part.preload();
  menu.arrive();
  await loading;
  expect(menu.part.loaded()).toBe(true);
  render(<Host part={menu.part} open />);
  expect(screen.getByText('Menu')).toBeTruthy();
});

it('a part whose chunk fails is mounted anyway, so it fails where it renders (and asks again)', async () => {
  const menu = heldEntry('Menu');
  render(<Host part={menu.part} open />);
  await act(async () => menu.fail());
  // Mounted: the lazy component asks for its chunk once more, and waits for it under Suspense.
  expect(menu.asked()).toBe(2);
  expect(screen.getByText('suspended')).toBeTruthy();
  await act(async () => menu.arrive());
  expect(screen.getByText('Menu')).toBeTruthy();
});
