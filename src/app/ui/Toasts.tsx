// Renders the toast queue; screen readers hear each message (aria-live).
import { toastsAtom } from '../state/toasts.ts';
import { useAtomValue } from '../state/jotai.ts';
import { useConstants } from '../state/brand.ts';

export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { popupZIndex } = useConstants();
  return (
    <div className="lk-toasts" style={{ zIndex: popupZIndex + 100 }} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`lk-toast lk-toast--${t.kind}`}>
          {t.kind === 'loading' && <span className="lk-spinner" aria-hidden="true" />}
          {t.text}
        </div>
      ))}
    </div>
  );
}
