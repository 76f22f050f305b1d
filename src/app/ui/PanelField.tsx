// A labelled control of a member page's panel (base.css `.lk-panel__field`):
// its caption above it, and the label wrapping both, so the control takes its
// accessible name from the caption with no id to keep in step.
import type { ReactNode } from 'react';

export function PanelField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label, which the rule cannot see through.
    <label className="lk-panel__field">
      <span>{label}</span>
      {children}
    </label>
  );
}
