// The popup base every dialog uses: a modal sheet over the page, closed by its
// close button, the overlay, Escape, or the browser's back navigation.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConstants } from '../state/brand.ts';
import { Backdrop } from './Backdrop.tsx';
import { Icon } from './Icon.tsx';

export interface PopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' rises from the bottom (forms); 'center' is a small dialog; 'side' is the side menu. */
  variant?: 'sheet' | 'center' | 'side';
  /** Stacking above the base popup z-index (constants.popupZIndex). */
  layer?: number;
  /** Close when the browser navigates back (the terms popup, account spec section 2). */
  closeOnBack?: boolean;
  className?: string;
}

export function Popup({ title, onClose, children, variant = 'sheet', layer = 0, closeOnBack = false, className = '' }: PopupProps) {
  const { t } = useTranslation();
  const { popupZIndex } = useConstants();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

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

  return (
    <div className={`lk-overlay lk-overlay--${variant}`} style={{ zIndex: popupZIndex + layer }}>
      <Backdrop onClose={onClose} />
      <div ref={panel} className={`lk-popup lk-popup--${variant} ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="lk-popup__head">
          <h2 id={titleId} className="lk-popup__title">
            {title}
          </h2>
          <button type="button" className="lk-iconbtn" onClick={onClose} aria-label={t('action.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className="lk-popup__body">{children}</div>
      </div>
    </div>
  );
}
