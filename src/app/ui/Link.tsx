// A link to a page of the app: a real <a href> (opens in a new tab, works
// before hydration and without JavaScript), which moves through history
// without reloading when clicked plainly. A link to the page already shown
// replaces its history entry rather than stacking a copy.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from '../state/location.ts';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

function plainClick(e: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !e.defaultPrevented && e.button === 0 && (!target || target === '_self') && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}

export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (!plainClick(e, anchor.target)) return;
        e.preventDefault();
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(to, { replace: replace ?? to === here });
      }}
    />
  );
}
