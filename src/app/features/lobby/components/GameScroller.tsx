// A horizontal row of cards (home rows): previous and next move
// constants.scrollerStep cards per step (game spec sections 2 and 9), right to
// left too, by Swiper (ui/use-strip.ts), which comes in on the first press; a
// finger scrolls the row natively from the start. The prebuilt row holds all
// its cards; a row the app renders holds the cards a phone shows first until it
// comes near the viewport, then the rest, in a transition: a home led by nine
// category rows rendered about 160 cards at once as it went live, most of them
// in rows further down.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../state/use-hydrated.tsx';
import type { GameItem } from '../../../../platform/generated/api.ts';
import { useConstants } from '../../../state/brand.ts';
import { ArrowButton } from '../../../ui/ArrowButton.tsx';
import { turnOf, useScreenPlace } from '../../../ui/first-screen.ts';
import { placeholderKeys, Skeleton } from '../../../ui/Skeleton.tsx';
import { useStrip } from '../../../ui/use-strip.ts';
import { useCardKit } from '../use-card-actions.ts';
import { GameCard } from './GameCard.tsx';
import '../lobby.css';

/** The cards a phone shows first (3.25 fit the width): on the first screen they load their pictures at once, and the rest of the row is laid out only as it scrolls near (lobby.css). */
const FIRST_SCREEN_CARDS = 4;

export function GameScroller({ games, loading, label }: { games: readonly GameItem[]; loading?: boolean; label: string }) {
  const { scrollerStep } = useConstants();
  const { kit, isFavourite } = useCardKit();
  const place = useScreenPlace();
  const row = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const strip = useStrip(row, { wrapperClass: 'lkg-scroller__track', slideClass: 'lkg-scroller__item' });
  // The build (and the hydration of a prebuilt row) renders every card; a row rendered live starts with the first ones.
  const [near, setNear] = useState(!useHydrated());
  useEffect(() => {
    const el = track.current;
    if (near || !el) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  const shown = near ? games : games.slice(0, FIRST_SCREEN_CARDS);
  return (
    <div ref={row} className="lkg-scroller" role="region" aria-label={label}>
      <div ref={track} className="lkg-scroller__track" role="list">
        {loading
          ? placeholderKeys(4).map((key) => (
              <div key={key} className="lkg-scroller__item" aria-hidden="true">
                <Skeleton ratio="1 / 1" />
                {/* The name line a card has under its picture: the row keeps its height when the games arrive. */}
                <span className="lkg-card__name" />
              </div>
            ))
          : shown.map((g, i) => (
              <div key={g.nodeId} role="listitem" className={i < FIRST_SCREEN_CARDS ? 'lkg-scroller__item' : 'lkg-scroller__item lkg-scroller__item--later'}>
                <GameCard game={g} favourite={isFavourite(g.nodeId)} kit={kit} turn={turnOf(place, i, FIRST_SCREEN_CARDS)} />
              </div>
            ))}
      </div>
      {!loading && games.length > scrollerStep && (
        <>
          <ArrowButton className="lkg-scroller__arrow lkg-scroller__arrow--prev" onClick={() => strip.move(-scrollerStep)} size={18} />
          <ArrowButton next className="lkg-scroller__arrow lkg-scroller__arrow--next" onClick={() => strip.move(scrollerStep)} size={18} />
        </>
      )}
    </div>
  );
}
