// The popup base every dialog uses: a native modal <dialog> over the page
// (use-modal.ts), closed by its close button, a tap outside the panel, Escape,
// or the browser's back navigation. The dialog covers the view and lays the
// panel out; its ::backdrop dims the page.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useConstants } from '../state/brand.ts';
import { Backdrop } from './Backdrop.tsx';
import { Icon } from './Icon.tsx';
import { useModal } from './use-modal.ts';

export interface PopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' rises from the bottom (forms); 'center' is a small dialog; 'side' is the side menu. */
  variant?: 'sheet' | 'center' | 'side';
  /** Stacking among open popups (use-modal.ts), and above the page's own layers while prebuilt (constants.popupZIndex). */
  layer?: number;
  /** Close when the browser navigates back (the terms popup, account spec section 2). */
  closeOnBack?: boolean;
  className?: string;
}

/** A dialog's title (the dialog's name: `titleId`) and its close button. */
export function DialogHead({ titleId, title, onClose }: { titleId: string; title: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lk-popup__head">
      <h2 id={titleId} className="lk-popup__title">
        {title}
      </h2>
      <button type="button" className="lk-iconbtn" onClick={onClose} aria-label={t('action.close')}>
        <Icon name="close" />
      </button>
    </div>
  );
}

export function Popup({ title, onClose, children, variant = 'sheet', layer = 0, closeOnBack = false, className = '' }: PopupProps) {
  const { popupZIndex } = useConstants();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose, { closeOnBack, layer, focus: panel });

  return (
    // `open` so a popup in the prebuilt HTML paints without script; use-modal.ts makes it modal once live.
    <dialog ref={dialog} open className={`lk-dialog-cover lk-overlay lk-overlay--${variant}`} style={{ zIndex: popupZIndex + layer }} aria-labelledby={titleId}>
      <Backdrop onClose={onClose} />
      <div ref={panel} className={`lk-popup lk-popup--${variant} ${className}`} tabIndex={-1}>
        <DialogHead titleId={titleId} title={title} onClose={onClose} />
        <div className="lk-popup__body">{children}</div>
      </div>
    </dialog>
  );
}
