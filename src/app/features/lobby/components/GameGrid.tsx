// A grid of game cards, built for long lists (a category of 600+ games):
//  - the cards render in blocks of two rows; a block off screen skips
//    layout and paint (content-visibility), so appending a page lays out only
//    its own blocks;
//  - a block more than a screen away from the viewport keeps only its
//    frame, at the height it last had: however long the list grows, about
//    five blocks of cards are in the page, so layout, style and garbage
//    collection (which traces every DOM node) stay the cost of a few screens.
//    Each card says its place in the whole list (aria-posinset/-setsize), as
//    virtualised lists do for screen readers;
//  - one observer watches the blocks, and a block's images are requested once
//    it has stayed near the viewport for constants.lazyLoadDelayMs (a fast
//    fling loads nothing on the way);
//  - many cards arriving at once render one block per frame;
//  - the grid, its blocks and its cards are memoised: a page of load more touches only itself.
// The home entry's large-tile pattern needs one grid (dense packing), so it
// stays a single block; its lists are short.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameItem } from '../../../../platform/generated/api.ts';
import { useConstants } from '../../../state/brand.ts';
import { type ScreenPlace, turnOf, useScreenPlace } from '../../../ui/first-screen.ts';
import { placeholderKeys, Skeleton } from '../../../ui/Skeleton.tsx';
import { largeTiles } from '../logic/tiles.ts';
import { useCardKit } from '../use-card-actions.ts';
import { GameCard, type CardKit } from './GameCard.tsx';
import '../lobby.css';

/**
 * Cards per block: two rows, a quarter of the usual page of 24. A block is the
 * unit that mounts as it nears the viewport and that a page of load more adds
 * per frame; blocks of four rows measured tasks of 51-55 ms in the lobby bench
 * at 4x CPU, blocks of two rows none in 6 of 7 runs (one of 50.2 ms).
 */
const BLOCK = 6;
/** Cards of a list on the first screen that load at once: two rows of three (a large tile and its neighbours on home). */
const FIRST_SCREEN_CARDS = 6;
/** Blocks within a screen of the viewport, each way, keep their cards; further ones only their frame (a screen and a half kept more cards in the page and measured longer tasks in the lobby bench). */
const MOUNTED_MARGIN = '100% 0px';
/** Blocks this near the viewport may load their images (after the lazy-load delay). */
const NEAR_MARGIN = '400px 0px';

/**
 * Blocks rendered so far when many arrive at once, one more per frame. The
 * `first` blocks (a list's first page) render with the games themselves: an
 * empty grid for a frame would let the load-more row jump up and back (a
 * layout shift).
 */
function useProgressive(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    // A list that starts again (a new filter) starts from its first page again.
    if (shown > Math.max(total, first)) return setShown(Math.max(total, first));
    if (shown >= total) return;
    const id = requestAnimationFrame(() => setShown((n) => Math.min(total, n + 1)));
    return () => cancelAnimationFrame(id);
  }, [shown, total, first]);
  return Math.min(shown, total);
}

type Watch = (block: Element) => () => void;

/**
 * One IntersectionObserver for every block of a grid. It is made on first use,
 * not in an effect of the grid's: a block's effect (which starts watching it)
 * runs before its parent's.
 */
function useBlockObserver(rootMargin: string, onEntry: (index: number, entry: IntersectionObserverEntry) => void): Watch {
  const latest = useRef(onEntry);
  latest.current = onEntry;
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );
  return useCallback<Watch>(
    (block) => {
      observer.current ??= new IntersectionObserver(
        (entries) => {
          for (const e of entries) latest.current(Number((e.target as HTMLElement).dataset.block), e);
        },
        { rootMargin },
      );
      const io = observer.current;
      io.observe(block);
      return () => io.unobserve(block);
    },
    [rootMargin],
  );
}

/** Which blocks are near the viewport, after the lazy-load delay (once near, a block keeps its images). */
function useNearBlocks(delayMs: number) {
  // The first four rows (a phone's first screen) load their images at once.
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, []);
  const watch = useBlockObserver(NEAR_MARGIN, (index, e) => {
    const pending = timers.current;
    if (e.isIntersecting) {
      if (pending.has(index)) return;
      pending.set(
        index,
        setTimeout(() => {
          pending.delete(index);
          setNear((s) => (s.has(index) ? s : new Set(s).add(index)));
        }, delayMs),
      );
    } else {
      clearTimeout(pending.get(index));
      pending.delete(index);
    }
  });
  return { near, watch };
}

/** Blocks out of MOUNTED_MARGIN, with the height each had when it left (read from the observer's entry: no forced layout). */
function useFarBlocks() {
  const [far, setFar] = useState<ReadonlyMap<number, number>>(() => new Map());
  const watch = useBlockObserver(MOUNTED_MARGIN, (index, e) => {
    setFar((prev) => {
      if (prev.has(index) !== e.isIntersecting) return prev;
      const next = new Map(prev);
      if (e.isIntersecting) next.delete(index);
      else next.set(index, e.boundingClientRect.height);
      return next;
    });
  });
  return { far, watch };
}

const Block = memo(
  function Block({
    index,
    first,
    games,
    setSize,
    kit,
    favourites,
    show,
    frameHeight,
    watch,
    large,
    place,
  }: {
    index: number;
    /** Position of the block's first game in the whole list (0-based). */
    first: number;
    games: readonly GameItem[];
    setSize: number;
    kit: CardKit;
    favourites: ReadonlySet<number> | null;
    show: boolean;
    /** Set while the block is far from the viewport: only its frame, this tall. */
    frameHeight?: number;
    watch: Watch[];
    /** Where the block stands: on the first screen its first FIRST_SCREEN_CARDS cards load their images at once. */
    place: ScreenPlace;
    large?: ReadonlySet<number>;
  }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      const stops = watch.map((w) => w(el));
      return () => {
        for (const stop of stops) stop();
      };
    }, [watch]);
    if (frameHeight !== undefined) {
      return <div ref={ref} className="lkg-grid lkg-grid--block" data-block={index} role="presentation" style={{ height: frameHeight }} />;
    }
    return (
      <div ref={ref} className={`lkg-grid${large ? ' lkg-grid--pattern' : ' lkg-grid--block'}`} data-block={index} role="presentation">
        {games.map((g, i) => (
          <div
            role="listitem"
            aria-posinset={first + i + 1}
            aria-setsize={setSize}
            key={g.nodeId}
            className={large?.has(i) ? 'lkg-cell lkg-cell--large' : 'lkg-cell'}
          >
            <GameCard
              game={g}
              favourite={Boolean(favourites?.has(g.nodeId))}
              large={Boolean(large?.has(i))}
              kit={kit}
              show={show}
              turn={turnOf(place, i, FIRST_SCREEN_CARDS, Boolean(large?.has(0)))}
            />
          </div>
        ))}
      </div>
    );
  },
  // A block re-renders only when its own games, the kit, visibility, its frame or favourites change.
  (a, b) =>
    a.kit === b.kit &&
    a.show === b.show &&
    a.frameHeight === b.frameHeight &&
    a.setSize === b.setSize &&
    a.favourites === b.favourites &&
    a.large === b.large &&
    a.place === b.place &&
    a.watch === b.watch &&
    a.games.length === b.games.length &&
    a.games.every((g, i) => g === b.games[i]),
);

/**
 * Memoised: a list's own state (a page loading, its count) changes often while its games stay the same, and the tap
 * on load more waited for the grid's render before its frame.
 */
export const GameGrid = memo(function GameGrid({
  games,
  skeleton,
  skeletonCount = 9,
  tilePattern,
  label,
  id,
}: {
  games: readonly GameItem[];
  skeleton?: boolean;
  skeletonCount?: number;
  /** Every Nth tile large (home entry, constants.homeTilePattern); undefined = all the same size. */
  tilePattern?: number;
  label?: string;
  id?: string;
}) {
  const { lazyLoadDelayMs, gameListPageSize } = useConstants();
  const place = useScreenPlace();
  const { kit, favouriteIds } = useCardKit();
  const { near, watch: watchNear } = useNearBlocks(lazyLoadDelayMs);
  const { far, watch: watchFar } = useFarBlocks();
  const watch = useMemo(() => [watchNear, watchFar], [watchNear, watchFar]);
  const blocks = useMemo(() => {
    if (tilePattern) return [games];
    const out: (readonly GameItem[])[] = [];
    for (let i = 0; i < games.length; i += BLOCK) out.push(games.slice(i, i + BLOCK));
    return out;
  }, [games, tilePattern]);
  const shown = useProgressive(blocks.length, Math.ceil(gameListPageSize / BLOCK));
  const large = useMemo(() => (tilePattern ? largeTiles(games.length, tilePattern) : undefined), [tilePattern, games.length]);

  if (skeleton) {
    return (
      <div className="lkg-grid" aria-busy="true" id={id}>
        {placeholderKeys(skeletonCount).map((key) => (
          <div key={key} className="lkg-card lkg-card--skeleton">
            <Skeleton ratio="1 / 1" />
            <Skeleton height={12} style={{ marginTop: 6, width: '70%' }} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="lkg-blocks" role="list" aria-label={label} id={id} data-testid="game-grid" data-count={games.length}>
      {blocks.slice(0, shown).map((b, i) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: block i is always the list's i-th slice of BLOCK games; keyed by place, it keeps its element and its observers when the games in it change.
          key={i}
          index={i}
          first={i * BLOCK}
          games={b}
          setSize={games.length}
          kit={kit}
          favourites={favouriteIds}
          show={near.has(i)}
          frameHeight={tilePattern ? undefined : far.get(i)}
          watch={watch}
          large={large}
          place={i === 0 ? place : 'below'}
        />
      ))}
    </div>
  );
});
