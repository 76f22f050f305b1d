// A list's placeholder while it loads: `count` alike skeletons in the list's
// own wrapper, so the wrapper's layout (gap, grid, row) already holds them.
import type { ComponentProps } from 'react';
import { placeholderKeys, Skeleton } from './Skeleton.tsx';

export function SkeletonList({ count, className, item }: { count: number; className: string; item: ComponentProps<typeof Skeleton> }) {
  return (
    <div className={className}>
      {placeholderKeys(count).map((key) => (
        <Skeleton key={key} {...item} />
      ))}
    </div>
  );
}
