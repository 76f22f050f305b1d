// A row of tabs (role tablist/tab, aria-selected, arrow keys move between them,
// only the selected tab in the tab order). The selected tab is brought to the
// middle of a strip that overflows, over constants.scrollToCentreMs, by Swiper
// (ui/use-strip.ts), which comes in with the first tab chosen there by pointer
// or key; a finger scrolls the strip natively from the start.
import { useRef, type ReactNode } from 'react';
import { useMoveEffect } from '../../../state/use-hydrated.tsx';
import { useConstants } from '../../../state/brand.ts';
import { useStrip } from '../../../ui/use-strip.ts';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Accessible name when the label is not text. */
  ariaLabel?: string;
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  className = '',
  controls,
}: {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
  /** Id of the panel the tabs control. */
  controls?: string;
}) {
  const { scrollToCentreMs } = useConstants();
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const strip = useStrip(frame, { wrapperClass: 'lkg-tabs', slideClass: 'lkg-tab', centred: true, speed: scrollToCentreMs });
  const selected = items.findIndex((it) => it.key === value);
  useMoveEffect(() => {
    const el = list.current;
    // A strip that shows every tab has nowhere to move, and asks for no Swiper.
    if (el && selected >= 0 && el.scrollWidth > el.clientWidth) strip.show(selected);
  }, [selected]);
  const onKey = (e: React.KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = e.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const back = e.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !back) return;
    e.preventDefault();
    const next = items[(selected + (forward ? 1 : -1) + items.length) % items.length];
    const el = list.current;
    if (next && el) {
      onChange(next.key);
      // Where the strip overflows, Swiper brings the tab to the middle: the focus scrolling it into view as well
      // would cut that move short.
      const preventScroll = el.scrollWidth > el.clientWidth;
      requestAnimationFrame(() => el.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.key)}"]`)?.focus({ preventScroll }));
    }
  };
  return (
    // The frame is Swiper's container: the tab list is the element that scrolls.
    <div ref={frame} className="lkg-tabs-frame">
      <div ref={list} className={`lkg-tabs ${className}`} role="tablist" aria-label={label} onKeyDown={onKey}>
        {items.map((it) => (
          <button
            key={it.key}
            type="button"
            role="tab"
            data-tab={it.key}
            aria-selected={it.key === value}
            aria-controls={controls}
            tabIndex={it.key === value ? 0 : -1}
            aria-label={it.ariaLabel}
            className="lkg-tab"
            onClick={() => onChange(it.key)}
          >
            {it.label}
          </button>
        ))}
      </div>
    </div>
  );
}
