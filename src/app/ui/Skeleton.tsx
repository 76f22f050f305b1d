// Placeholder with a fixed size, so content arriving later shifts nothing.
import type { CSSProperties } from 'react';

/**
 * Heights (px) a feature's section and the home page's placeholder for it both
 * use while it loads: the winners board is its title or tabs, a gap and one
 * 80 px card.
 */
export const SECTION_HEIGHTS = { winners: 126 } as const;

export function Skeleton({ height, ratio, className = '', style }: { height?: number | string; ratio?: string; className?: string; style?: CSSProperties }) {
  return <div className={`lk-skeleton ${className}`} style={{ height, aspectRatio: ratio, ...style }} aria-hidden="true" />;
}
