// A grid of game cards, built for long lists (a category of 600+ games):
//  - the cards render in blocks of four rows; a block off screen skips
//    layout and paint (content-visibility), so appending a page lays out only
//    its own blocks;
//  - one observer watches the blocks, and a block's images are requested once
//    it has stayed near the viewport for constants.lazyLoadDelayMs (a fast
//    fling loads nothing on the way);
//  - many cards arriving at once render one block per frame;
//  - blocks and cards are memoised: a page of load more touches only itself.
// The home entry's large-tile pattern needs one grid (dense packing), so it
// stays a single block; its lists are short.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { GameItem } from '../../../../platform/generated/api.ts';
import { useConstants } from '../../../state/brand.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { largeTiles } from '../logic/tiles.ts';
import { useCardKit } from '../use-card-actions.ts';
import { GameCard, type CardKit } from './GameCard.tsx';
import '../lobby.css';

/** Cards per block: four rows, half a page of the usual list size (one block's first paint stays well inside a frame). */
const BLOCK = 12;

/** Blocks rendered per frame when many arrive at once. */
function useProgressive(total: number): number {
  const [shown, setShown] = useState(Math.min(total, 2));
  useEffect(() => {
    if (shown === total) return;
    if (shown > total) return setShown(total);
    const id = requestAnimationFrame(() => setShown((n) => Math.min(total, n + 1)));
    return () => cancelAnimationFrame(id);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Which blocks are near the viewport (one IntersectionObserver for all), after the lazy-load delay. */
function useNearBlocks(delayMs: number) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0]));
  const observer = useRef<IntersectionObserver | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const index = Number((e.target as HTMLElement).dataset.block);
          if (e.isIntersecting) {
            if (pending.has(index)) continue;
            pending.set(index, setTimeout(() => {
              pending.delete(index);
              setNear((s) => (s.has(index) ? s : new Set(s).add(index)));
            }, delayMs));
          } else {
            clearTimeout(pending.get(index));
            pending.delete(index);
          }
        }
      },
      { rootMargin: '400px 0px' },
    );
    return () => {
      observer.current?.disconnect();
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, [delayMs]);
  return { near, observer };
}

const Block = memo(
  function Block({ index, games, kit, favourites, show, observer, large }: {
    index: number;
    games: readonly GameItem[];
    kit: CardKit;
    favourites: ReadonlySet<number> | null;
    show: boolean;
    observer: React.RefObject<IntersectionObserver | null>;
    large?: ReadonlySet<number>;
  }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      const io = observer.current;
      if (!el || !io) return;
      io.observe(el);
      return () => io.unobserve(el);
    }, [observer]);
    return (
      <div ref={ref} className={`lkg-grid${large ? ' lkg-grid--pattern' : ' lkg-grid--block'}`} data-block={index} role="presentation">
        {games.map((g, i) => (
          <div role="listitem" key={g.nodeId} className={large?.has(i) ? 'lkg-cell lkg-cell--large' : 'lkg-cell'}>
            <GameCard game={g} favourite={Boolean(favourites?.has(g.nodeId))} large={Boolean(large?.has(i))} kit={kit} show={show} eager />
          </div>
        ))}
      </div>
    );
  },
  // A block re-renders only when its own games, the kit, visibility or favourites change.
  (a, b) => a.kit === b.kit && a.show === b.show && a.favourites === b.favourites && a.large === b.large && a.games.length === b.games.length && a.games.every((g, i) => g === b.games[i]),
);

export function GameGrid({ games, skeleton, skeletonCount = 9, tilePattern, label, id }: {
  games: readonly GameItem[];
  skeleton?: boolean;
  skeletonCount?: number;
  /** Every Nth tile large (home entry, constants.homeTilePattern); undefined = all the same size. */
  tilePattern?: number;
  label?: string;
  id?: string;
}) {
  const { lazyLoadDelayMs } = useConstants();
  const { kit, favouriteIds } = useCardKit();
  const { near, observer } = useNearBlocks(lazyLoadDelayMs);
  const blocks = useMemo(() => {
    if (tilePattern) return [games];
    const out: (readonly GameItem[])[] = [];
    for (let i = 0; i < games.length; i += BLOCK) out.push(games.slice(i, i + BLOCK));
    return out;
  }, [games, tilePattern]);
  const shown = useProgressive(blocks.length);
  const large = useMemo(() => (tilePattern ? largeTiles(games.length, tilePattern) : undefined), [tilePattern, games.length]);

  if (skeleton) {
    return (
      <div className="lkg-grid" aria-busy="true" id={id}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <div key={i} className="lkg-card lkg-card--skeleton">
            <Skeleton ratio="1 / 1" />
            <Skeleton height={12} style={{ marginTop: 6, width: '70%' }} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="lkg-blocks" role="list" aria-label={label} id={id} data-testid="game-grid">
      {blocks.slice(0, shown).map((b, i) => (
        <Block key={i} index={i} games={b} kit={kit} favourites={favouriteIds} show={near.has(i)} observer={observer} large={large} />
      ))}
    </div>
  );
}
