// A segmented choice (the lk-segment bar): the agent centre's KPI period, a
// radio group, and the reward centre's tabs, a tab list. `name` becomes the
// data attribute each option carries (data-period, data-tab).
import type { ReactNode } from 'react';

export function Segment<K extends string | number>({
  role,
  label,
  name,
  options,
  value,
  onChange,
  text,
}: {
  role: 'radio' | 'tab';
  label: string;
  name: 'period' | 'tab';
  options: readonly K[];
  value: K;
  onChange: (k: K) => void;
  text: (k: K) => ReactNode;
}) {
  const items = options.map((k) => (
    <button
      key={k}
      type="button"
      role={role}
      {...(role === 'radio' ? { 'aria-checked': k === value } : { 'aria-selected': k === value })}
      className="lk-segment__item"
      onClick={() => onChange(k)}
      {...{ [`data-${name}`]: k }}
    >
      {text(k)}
    </button>
  ));
  return role === 'radio' ? (
    <div className="lk-segment" role="radiogroup" aria-label={label}>
      {items}
    </div>
  ) : (
    <div className="lk-segment" role="tablist" aria-label={label}>
      {items}
    </div>
  );
}
