// Placeholder with a fixed size, so content arriving later shifts nothing.
import type { CSSProperties } from 'react';

export function Skeleton({ height, ratio, className = '', style }: { height?: number | string; ratio?: string; className?: string; style?: CSSProperties }) {
  return <div className={`lk-skeleton ${className}`} style={{ height, aspectRatio: ratio, ...style }} aria-hidden="true" />;
}
