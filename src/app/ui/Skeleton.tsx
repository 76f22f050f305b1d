// Placeholder with a fixed size, so content arriving later shifts nothing.
import type { CSSProperties } from 'react';

/**
 * Heights (px) a feature's section and the home page's placeholder for it both
 * use while it loads: the winners board is its title or tabs, a gap and one
 * 80 px card.
 */
export const SECTION_HEIGHTS = { winners: 126 } as const;

/** Keys for `count` identical placeholders: they never move or change, so each is named by its place. */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `placeholder-${i}`);
}

export function Skeleton({ height, ratio, className = '', style }: { height?: number | string; ratio?: string; className?: string; style?: CSSProperties }) {
  return <div className={`lk-skeleton ${className}`} style={{ height, aspectRatio: ratio, ...style }} aria-hidden="true" />;
}
