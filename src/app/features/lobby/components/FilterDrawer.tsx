// The provider filter popup (game spec section 2). Two variants:
//  - 'filter': search providers by name, provider icons, game classify chips,
//    Reset and Filter;
//  - 'providers': the providers with an All option, Confirm and a close icon.
// It slides in over constants.filterPopupTransitionMs. Loaded on first open.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { Vendor } from '../../../../platform/generated/api.ts';
import { useConstants } from '../../../state/brand.ts';
import { Backdrop } from '../../../ui/Backdrop.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { DialogHead } from '../../../ui/Popup.tsx';
import { useModal } from '../../../ui/use-modal.ts';
import { searchVendors } from '../logic/filters.ts';
import { classifyLabel } from '../labels.ts';
import { VendorIcon } from './VendorIcon.tsx';
import '../lobby.css';

export interface FilterValue {
  vassalage: string;
  gameClassify: string;
}

export default function FilterDrawer({
  variant,
  vendors,
  classifies,
  value,
  showVendors,
  onApply,
  onClose,
}: {
  variant: 'filter' | 'providers';
  vendors: readonly Vendor[];
  classifies: readonly string[];
  value: FilterValue;
  showVendors: boolean;
  onApply: (value: FilterValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lobby');
  const { t: tc } = useTranslation();
  const { filterPopupTransitionMs, popupZIndex } = useConstants();
  const [draft, setDraft] = useState(value);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose, { focus: panel });
  // Open a frame after the first paint, so the drawer slides in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const shown = searchVendors(vendors, query);
  const apply = () => {
    onApply(draft);
    onClose();
  };
  const pick = (vassalage: string) => setDraft((d) => ({ ...d, vassalage }));

  return (
    <dialog
      ref={dialog}
      open
      className={`lk-dialog-cover lkg-drawer-overlay${open ? ' is-open' : ''}`}
      style={{ zIndex: popupZIndex, transitionDuration: `${filterPopupTransitionMs}ms` }}
      aria-labelledby={titleId}
      data-testid="filter-drawer"
    >
      <Backdrop onClose={onClose} />
      <div ref={panel} className={`lkg-drawer lkg-drawer--${variant}`} tabIndex={-1} style={{ transitionDuration: `${filterPopupTransitionMs}ms` }}>
        <DialogHead titleId={titleId} title={t(variant === 'filter' ? 'filter.title' : 'filter.providers')} onClose={onClose} />
        <div className="lkg-drawer__body">
          {variant === 'filter' ? (
            <>
              {showVendors && (
                <fieldset className="lkg-drawer__group">
                  <legend>{t('filter.providers')}</legend>
                  <label className="lkg-search__box lkg-drawer__search">
                    <Icon name="search" size={16} />
                    <input
                      type="search"
                      value={query}
                      onChange={(e) => setQuery(e.target.value)}
                      placeholder={t('filter.searchProviders')}
                      aria-label={t('filter.searchProviders')}
                      data-testid="provider-search"
                    />
                  </label>
                  <div className="lkg-drawer__vendors">
                    {shown.map((v) => (
                      <button
                        key={v.vassalage}
                        type="button"
                        className="lkg-vendor-tile"
                        aria-pressed={draft.vassalage === v.vassalage}
                        data-vendor={v.vassalage}
                        onClick={() => pick(draft.vassalage === v.vassalage ? '' : v.vassalage)}
                      >
                        <VendorIcon code={v.vassalage} iconUrl={v.iconUrl} name="" size={32} />
                        <PlatformText>{v.displayName}</PlatformText>
                      </button>
                    ))}
                    {shown.length === 0 && <p className="lkg-drawer__none">{t('filter.noProviders')}</p>}
                  </div>
                </fieldset>
              )}
              {classifies.length > 0 && (
                <fieldset className="lkg-drawer__group">
                  <legend>{t('filter.classify')}</legend>
                  <div className="lkg-chips">
                    {classifies.map((c) => (
                      <button
                        key={c}
                        type="button"
                        className="lkg-chip"
                        aria-pressed={draft.gameClassify === c}
                        data-classify={c}
                        onClick={() => setDraft((d) => ({ ...d, gameClassify: d.gameClassify === c ? '' : c }))}
                      >
                        {classifyLabel(t, c)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}
            </>
          ) : (
            // The radios themselves are the group's items: no list between them.
            <div className="lkg-drawer__list" role="radiogroup" aria-label={t('filter.providers')}>
              {[{ vassalage: '', displayName: t('vendor.all'), iconUrl: '' }, ...vendors].map((v) => (
                <button
                  key={v.vassalage || 'all'}
                  type="button"
                  role="radio"
                  aria-checked={draft.vassalage === v.vassalage}
                  className="lk-list-row lkg-drawer__row"
                  data-vendor={v.vassalage || 'ALL'}
                  onClick={() => pick(v.vassalage)}
                >
                  {v.vassalage ? <VendorIcon code={v.vassalage} iconUrl={v.iconUrl} name="" size={28} /> : <Icon name="games" size={24} />}
                  <PlatformText>{v.displayName}</PlatformText>
                  {draft.vassalage === v.vassalage && <Icon name="check" size={18} />}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="lkg-drawer__foot">
          {variant === 'filter' ? (
            <>
              <button
                type="button"
                className="lk-btn lk-btn--ghost"
                onClick={() => setDraft({ vassalage: showVendors ? '' : value.vassalage, gameClassify: '' })}
                data-testid="filter-reset"
              >
                {t('filter.reset')}
              </button>
              <button type="button" className="lk-btn" onClick={apply} data-testid="filter-apply">
                {t('filter.apply')}
              </button>
            </>
          ) : (
            <button type="button" className="lk-btn lk-btn--block" onClick={apply} data-testid="filter-confirm">
              {tc('action.confirm')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
