// Floating customer-service widget (game spec section 2): a button at the
// screen's end edge that opens the channels, up to three (LIVECHAT-1,
// TELEGRAM-1, TELEGRAM-2). The bottom menu's Support item and the side menu's
// entry open it too (csWidgetOpenAtom). A click or tap outside closes it, as
// does Escape. The button is on every page, so it is tiny; the channel list
// (CsPanel) loads when the widget first opens. It sits above the bottom menu,
// and above the download bar where that shows (decided in the same render as
// the bar, state/download-bar.ts, so neither moves the other later). It never
// covers the page: it keeps its own room at the end of the page (support.css
// .lk-cs-room), so the last row of a list scrolls clear of it.
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from '../../state/location.ts';
import { findRoute } from '../../routes.ts';
import { useBrand } from '../../state/brand.ts';
import { useDownloadBarShown } from '../../state/download-bar.ts';
import { useAtom } from '../../state/jotai.ts';
import { csWidgetOpenAtom } from '../../state/ui.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import './support.css';

const CsPanel = lazy(() => import('./CsPanel.tsx'));

export default function CsWidget() {
  const { t } = useTranslation('content');
  const chrome = findRoute(useLocation().pathname)?.chrome ?? 'page';
  const raised = useDownloadBarShown();
  const brand = useBrand();
  const [open, setOpen] = useAtom(csWidgetOpenAtom);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  if (!brand.customerService.length) return null;
  return (
    <>
      <div className="lk-cs-room" aria-hidden="true" />
      <div ref={root} className={`lk-cs lk-cs--${chrome}${raised ? ' lk-cs--raised' : ''}${open ? ' is-open' : ''}`} data-open={open}>
        {open && (
          <Suspense
            fallback={
              <div id={panelId} className="lk-cs__panel">
                <span className="lk-cs__loading" aria-busy="true">
                  <Spinner className="lk-spinner" />
                </span>
              </div>
            }
          >
            <CsPanel id={panelId} onPick={() => setOpen(false)} />
          </Suspense>
        )}
        <button
          type="button"
          className="lk-cs__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? t('support.close') : t('support.open')}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'headset'} />
        </button>
      </div>
    </>
  );
}
