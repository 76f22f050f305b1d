// What makes a <dialog> modal (the popup base, the lobby's filter drawer): the
// browser's own modal dialog, opened with showModal(), keeps the focus inside
// it, makes the page behind inert and sends Escape (its cancel event) to the
// top one only. This hook makes it modal once the player is there (until then
// it is the plain `open` dialog the HTML painted, covering the page), keeps
// the top layer in the order of the popups' layers, gives the focus back to
// the control that opened it, and stops the page behind from scrolling.
//
// Once the player is there: after their first input or the page's quiet window
// (page-quiet.ts), and while the page's window has the focus. Making a popup
// modal restyles the whole page behind it (inert), which on a first visit's
// landing (the terms popup over a prebuilt home) was the largest single cost of
// hydration; and a page that is not where the player is (a background tab, the
// studio's preview frame beside the form an operator types in) must not take
// the focus from where they are.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../state/location.ts';
import { quietIsOver, quietOver } from '../page-quiet.ts';

interface Open {
  dialog: HTMLDialogElement;
  layer: number;
  focus?: RefObject<HTMLElement | null>;
}

/** Open modals, lowest layer first: the browser stacks the last shown on top. */
const stack: Open[] = [];

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/** The top open modal, for what must show above it and stay live (the toasts render into it). */
export const topModal = (): HTMLDialogElement | null => stack.at(-1)?.dialog ?? null;
export function subscribeTopModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** showModal() puts a dialog on top of the others: shown again in layer order, the top layer keeps the order the popups' layers give. */
function restack(from: number) {
  for (const o of stack.slice(from)) {
    // A browser without modal dialogs (and jsdom) keeps the dialog open as rendered.
    if (typeof o.dialog.showModal !== 'function') continue;
    if (o.dialog.open) o.dialog.close();
    o.dialog.showModal();
  }
}

const playerHere = () => quietIsOver() && document.hasFocus();

/** Resolves once the player is there (see above). */
async function whenPlayerHere(): Promise<void> {
  await quietOver();
  if (!document.hasFocus()) await new Promise((resolve) => addEventListener('focus', resolve, { once: true }));
}

export interface ModalOptions {
  /** Close when the browser navigates back (the terms popup, account spec section 2). */
  closeOnBack?: boolean;
  /** Stacking among open modals: a higher layer stays above a lower one whichever opened first. */
  layer?: number;
  /** What takes the focus when it opens (a panel with tabIndex -1 reads from the title); else the browser's choice. */
  focus?: RefObject<HTMLElement | null>;
}

export function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  { closeOnBack = false, layer = 0, focus }: ModalOptions = {},
): void {
  const close = useRef(onClose);
  close.current = onClose;
  // A back (or forward) move made while it is open, as React Router reports it, closes a closeOnBack modal.
  const { key } = useLocation();
  const move = useNavigationType();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key === openedAt.current) return;
    openedAt.current = key;
    if (closeOnBack && move === 'POP') close.current();
  }, [closeOnBack, key, move]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are read once the dialog is in the page; the layer is fixed per popup.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry: Open = { dialog, layer, focus };
    let shown = false;
    let gone = false;

    const onCancel = (e: Event) => {
      if (e.target !== dialog) return;
      // The popup's owner decides: it unmounts the dialog, or keeps it open.
      e.preventDefault();
      close.current();
    };
    // Closed by the browser itself (a second Escape whose cancel it does not let us keep): the owner closes it, and
    // it is shown again if the owner keeps it. A close restack() made is over by then: the dialog is open again.
    const onClosed = () => {
      if (dialog.open || !dialog.isConnected) return;
      close.current();
      requestAnimationFrame(() => {
        if (dialog.isConnected && !dialog.open && stack.includes(entry)) restack(stack.indexOf(entry));
      });
    };
    const show = () => {
      if (gone || !dialog.isConnected) return;
      shown = true;
      const at = stack.findIndex((o) => o.layer > layer);
      const index = at < 0 ? stack.length : at;
      stack.splice(index, 0, entry);
      // Prebuilt (or rendered) with `open`, it is not modal yet: showModal() refuses an open dialog.
      if (dialog.open && typeof dialog.showModal === 'function') dialog.close();
      const under = index < stack.length - 1;
      // Already in it (typing in a field of a popup shown at landing when the quiet window ended): they stay there.
      const inside = document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null;
      restack(index);
      // Opened under another (a notice under the side menu): the player goes on where they were in the top one.
      if (under) opener?.focus();
      else if (inside) inside.focus();
      else focus?.current?.focus();
      changed();
      dialog.addEventListener('cancel', onCancel);
      dialog.addEventListener('close', onClosed);
      document.body.classList.add('lk-noscroll');
    };
    if (playerHere()) show();
    else void whenPlayerHere().then(show);

    return () => {
      gone = true;
      if (!shown) return;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      stack.splice(stack.indexOf(entry), 1);
      if (dialog.open && typeof dialog.showModal === 'function') dialog.close();
      if (!stack.length) document.body.classList.remove('lk-noscroll');
      changed();
      if (opener?.isConnected) opener.focus();
      // Another popup is still open (the opener is behind it, inert): the focus goes to that one.
      const top = stack.at(-1);
      if (top && !top.dialog.contains(document.activeElement)) (top.focus?.current ?? top.dialog).focus();
    };
  }, []);
}
