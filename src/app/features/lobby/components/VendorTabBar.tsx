// The vendor tab bar (game spec section 2): an All tab plus vendor icons in a
// horizontal strip; selecting one filters the list by vendor and centres its
// tab, over constants.scrollToCentreMs; the arrows move constants.scrollerStep
// tabs per group. Swiper moves the strip (ui/use-strip.ts), coming in on the
// first arrow press or selection; a finger scrolls it natively from the start.
// A last button opens the provider list.
import { useRef } from 'react';
import { useMoveEffect } from '../../../state/use-hydrated.tsx';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { Vendor } from '../../../../platform/generated/api.ts';
import { useConstants } from '../../../state/brand.ts';
import { ArrowButton } from '../../../ui/ArrowButton.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { useStrip } from '../../../ui/use-strip.ts';
import { VendorIcon } from './VendorIcon.tsx';

export function VendorTabBar({
  vendors,
  value,
  onChange,
  onMore,
}: {
  vendors: readonly Vendor[];
  value: string;
  onChange: (vassalage: string) => void;
  onMore?: () => void;
}) {
  const { t } = useTranslation('lobby');
  const { scrollerStep, scrollToCentreMs } = useConstants();
  const frame = useRef<HTMLDivElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const strip = useStrip(frame, { wrapperClass: 'lkg-vendorbar__strip', slideClass: 'lkg-vendortab', centred: true, speed: scrollToCentreMs });
  const items = [{ vassalage: '', displayName: t('vendor.all'), iconUrl: '' }, ...vendors];
  const selected = items.findIndex((v) => v.vassalage === value);
  // items.length is a trigger: the selected tab is centred again once the vendor list arrives or changes.
  useMoveEffect(() => {
    const el = tabs.current;
    // A strip that shows every tab has nowhere to move, and asks for no Swiper.
    if (el && selected >= 0 && el.scrollWidth > el.clientWidth) strip.show(selected);
  }, [selected, items.length]);
  const arrows = items.length > scrollerStep;
  return (
    <div className="lkg-vendorbar">
      {arrows && <ArrowButton className="lkg-vendorbar__arrow" onClick={() => strip.move(-scrollerStep)} size={16} />}
      <div ref={frame} className="lkg-vendorbar__frame">
        <div ref={tabs} className="lkg-vendorbar__strip" role="tablist" aria-label={t('vendor.label')}>
          {items.map((v) => (
            <button
              key={v.vassalage || 'all'}
              type="button"
              role="tab"
              aria-selected={v.vassalage === value}
              className="lkg-vendortab"
              data-vendor={v.vassalage || 'ALL'}
              onClick={() => onChange(v.vassalage)}
            >
              {v.vassalage ? <VendorIcon code={v.vassalage} iconUrl={v.iconUrl} name="" size={24} /> : <Icon name="games" size={20} />}
              <PlatformText>{v.displayName}</PlatformText>
            </button>
          ))}
        </div>
      </div>
      {arrows && <ArrowButton next className="lkg-vendorbar__arrow" onClick={() => strip.move(scrollerStep)} size={16} />}
      {onMore && (
        <button type="button" className="lkg-vendorbar__more" onClick={onMore} aria-label={t('vendor.more')} aria-haspopup="dialog">
          <Icon name="menu" size={18} />
        </button>
      )}
    </div>
  );
}
