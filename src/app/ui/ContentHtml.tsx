// Platform HTML of promotions, notices, help and popups, with the content
// typography those features share (content.css .lk-content-html). The shared SafeHtml hardens and
// sanitises it, the only way such HTML reaches the DOM; `pxToRem` scales the
// popups' pixel sizes (game spec section 9).
import type { CSSProperties } from 'react';
import { SafeHtml } from './SafeHtml.tsx';

export function ContentHtml({ html, className, pxToRem = false, style }: { html: string; className?: string; pxToRem?: boolean; style?: CSSProperties }) {
  return <SafeHtml html={html} className={`lk-content-html ${className ?? ''}`} pxToRem={pxToRem} {...(style ? { style } : {})} />;
}
