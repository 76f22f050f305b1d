// @vitest-environment jsdom
// A spinner a tap shows is still in the frame that tap paints and turns from the
// next (src/app/ui/Spinner.tsx): real React, the real frame and timer queues.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Spinner, useAfterPaint } from '../../src/app/ui/Spinner.tsx';

afterEach(cleanup);

/** One frame and the task after it, as the browser runs them. */
const aFrameLater = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));

it('a spinner shows still, and turns once a frame has been drawn', async () => {
  const view = render(<Spinner className="lkg-spinner" />);
  const spinner = view.container.querySelector<HTMLElement>('.lkg-spinner')!;
  expect(spinner.getAttribute('aria-hidden')).toBe('true');
  expect(spinner.style.animation).toBe('none');
  await aFrameLater();
  expect(spinner.style.animation).toBe('');
});

function Probe({ on }: { on: boolean }) {
  return <i>{String(useAfterPaint(on))}</i>;
}

it('useAfterPaint turns true a frame after its input does, and false with it at once', async () => {
  const view = render(<Probe on={false} />);
  const read = () => view.container.textContent;
  await aFrameLater();
  expect(read()).toBe('false');
  view.rerender(<Probe on />);
  expect(read()).toBe('false');
  await aFrameLater();
  expect(read()).toBe('true');
  view.rerender(<Probe on={false} />);
  expect(read()).toBe('false');
  // On again: still for a frame again, not left turning from before.
  view.rerender(<Probe on />);
  expect(read()).toBe('false');
  await aFrameLater();
  expect(read()).toBe('true');
});
