// Text the platform or the brand wrote (promotion, notice and help titles, game,
// vendor and winner names, banner captions, nicknames, VIP labels) in an element
// that takes the text's own direction (dir="auto": from its first strong letter)
// and isolates it from the page around it. So an English title in a right-to-left
// page keeps its punctuation ("Welcome back!", not "!Welcome back"), and a name
// cut with an ellipsis keeps its start ("Pragmatic Pl…", not "…tic Play"). Its
// alignment still follows the page (base.css `.lk-own-dir`). Platform HTML goes
// through SafeHtml, which does the same per block; values inside translated
// strings are isolated by i18next (src/i18n/value-formatter.ts).
import type { HTMLAttributes, ReactNode } from 'react';

type Tag = 'span' | 'strong' | 'small' | 'p' | 'h1' | 'h2' | 'h3' | 'summary' | 'td';

export function PlatformText({
  as: Element = 'span',
  className,
  children,
  ...rest
}: { as?: Tag; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'dir' | 'className' | 'children'>) {
  return (
    <Element dir="auto" className={className ? `lk-own-dir ${className}` : 'lk-own-dir'} {...rest}>
      {children}
    </Element>
  );
}
