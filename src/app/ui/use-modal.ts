// What makes a panel modal (the popup base, the lobby's filter drawer): it
// takes the focus when it opens and gives it back when it closes, Escape
// closes it (and the browser's back navigation, when asked), and the page
// behind does not scroll while any overlay is open.
import { useEffect, useRef, type RefObject } from 'react';

export function useModal(panel: RefObject<HTMLElement | null>, onClose: () => void, closeOnBack = false): void {
  const close = useRef(onClose);
  close.current = onClose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: panel is a ref, read once the panel is in the page.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    const onPop = () => close.current();
    document.addEventListener('keydown', onKey);
    if (closeOnBack) window.addEventListener('popstate', onPop);
    document.body.classList.add('lk-noscroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPop);
      if (!document.querySelector('.lk-overlay')) document.body.classList.remove('lk-noscroll');
      previous?.focus?.();
    };
  }, [closeOnBack]);
}
