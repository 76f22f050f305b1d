// A row of tabs (role tablist/tab, aria-selected, arrow keys move between them).
// The selected tab scrolls into the middle of a strip that overflows, over
// constants.scrollToCentreMs.
import { useRef, type ReactNode } from 'react';
import { useMoveEffect } from '../../../state/use-hydrated.tsx';
import { useConstants } from '../../../state/brand.ts';
import { scrollToCentre } from './scroll.ts';

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
  const strip = useRef<HTMLDivElement>(null);
  useMoveEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(value)}"]`);
    if (el && active && el.scrollWidth > el.clientWidth) scrollToCentre(el, active, scrollToCentreMs);
  }, [value, scrollToCentreMs]);
  const onKey = (e: React.KeyboardEvent) => {
    const i = items.findIndex((it) => it.key === value);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = e.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const back = e.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !back) return;
    e.preventDefault();
    const next = items[(i + (forward ? 1 : -1) + items.length) % items.length];
    if (next) {
      onChange(next.key);
      requestAnimationFrame(() => strip.current?.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus());
    }
  };
  return (
    <div ref={strip} className={`lkg-tabs ${className}`} role="tablist" aria-label={label} onKeyDown={onKey}>
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
  );
}
