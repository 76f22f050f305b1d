// Labelled figures as a description list: the wallet's main and bonus split,
// the agent centre's KPI. Amounts are isolated (<bdi>) so a right-to-left page
// keeps a sign and its digits together.
import type { ComponentProps } from 'react';

export interface Figure {
  label: string;
  value: string;
  /** An amount of money: isolated from the text around it. */
  amount?: boolean;
  negative?: boolean;
}

export function Figures({ items, ...list }: { items: Figure[] } & ComponentProps<'dl'>) {
  return (
    <dl {...list}>
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd className={f.negative ? 'is-negative' : undefined}>{f.amount ? <bdi>{f.value}</bdi> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
