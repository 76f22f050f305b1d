// Renders the toast queue; screen readers hear each message (aria-live).
// While a modal is open the page behind it is inert and under it: the toasts
// render inside the top modal, where they show and are heard.
import { createPortal } from 'react-dom';
import { toastsAtom } from '../state/toasts.ts';
import { useAtomValue } from '../state/jotai.ts';
import { useConstants } from '../state/brand.ts';
import { useHydratingValue } from '../state/hydrating-value.ts';
import { Spinner } from './Spinner.tsx';
import { subscribeTopModal, topModal } from './use-modal.ts';

export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { popupZIndex } = useConstants();
  // No modal while hydrating, as in the prebuilt HTML; the top one once live.
  const modal = useHydratingValue(subscribeTopModal, topModal, () => null);
  const view = (
    <div className="lk-toasts" style={{ zIndex: popupZIndex + 100 }} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`lk-toast lk-toast--${t.kind}`}>
          {t.kind === 'loading' && <Spinner className="lk-spinner" />}
          {t.text}
        </div>
      ))}
    </div>
  );
  return modal ? createPortal(view, modal) : view;
}
