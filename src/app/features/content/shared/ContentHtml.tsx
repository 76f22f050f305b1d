// Platform HTML of promotions, notices, popups and help: hardened here (see
// harden-html.ts), then sanitised by the shared SafeHtml, the only way such
// HTML reaches the DOM. Pixel sizes become rem here (hardenHtml), not in
// SafeHtml, whose conversion also rewrites text and URLs.
import { useMemo, type CSSProperties } from 'react';
import { useConstants } from '../../../state/brand.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { hardenHtml, parseInert } from './harden-html.ts';

export function ContentHtml({ html, className, pxToRem = false, style }: { html: string; className?: string; pxToRem?: boolean; style?: CSSProperties }) {
  // Rendered only after hydration (content comes from the platform), so DOMParser exists.
  const { popupPxPerRem } = useConstants();
  const hardened = useMemo(
    () => (typeof DOMParser === 'undefined' ? '' : hardenHtml(html, parseInert, pxToRem ? { pxPerRem: popupPxPerRem } : {})),
    [html, pxToRem, popupPxPerRem],
  );
  return <SafeHtml html={hardened} className={`lk-content-html ${className ?? ''}`} {...(style ? { style } : {})} />;
}
