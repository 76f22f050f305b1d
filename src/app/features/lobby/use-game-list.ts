// Runs the list state machine (logic/list-machine.ts) in a component: keeps its
// state, performs its effects (page fetches, the login prompt), and restarts it
// when the page's key or the session changes.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSetAtom } from '../../state/jotai.ts';
import { usePeekPlatformData, type PeekData } from '../../state/platform-data.ts';
import { asPlatformError } from '../../state/remote.ts';
import { popupAtom } from '../../state/ui.ts';
import type { PageSource } from './list-api.ts';
import { reduce, revalidate, start, withoutGame, type FilterChange, type ListState, type Step } from './logic/list-machine.ts';
import { useViewer } from '../../state/viewer.ts';

export interface GameList {
  state: ListState;
  setFilter: (change: FilterChange) => void;
  loadMore: () => void;
  reload: () => void;
  /** Asks again for what failed ("Loading failed, click to retry"). */
  retry: () => void;
  clear: () => void;
  /** Drops a game from the loaded list at once (a favourite removed from its own list). */
  drop: (nodeId: number) => void;
}

/**
 * The first page as the cache already has it (a prebuilt page's snapshot, or an
 * earlier visit): the list starts with it instead of a skeleton.
 */
function primed(initial: ListState, pages: PageSource, read: PeekData, enabled: boolean): ListState | undefined {
  if (!enabled) return undefined;
  const step = start(initial, false);
  const fetch = step.effects[0];
  if (fetch?.type !== 'fetch') return undefined;
  const answer = pages.peek(fetch.query, read);
  return answer && reduce(step.state, { type: 'loaded', request: fetch.request, answer }).state;
}

/**
 * `make` builds the starting state; it is called again whenever `key` changes
 * (another page, another query) or the session changes. The first page a
 * prebuilt page was built with shows at once and is asked for again after
 * hydration, replacing the shown games only when the answer comes; without
 * one, the list shows its skeleton until the first page arrives.
 */
export function useGameList(make: () => ListState, pages: PageSource, key: string, enabled = true): GameList {
  const { hydrated, loggedIn, token } = useViewer();
  const openPopup = useSetAtom(popupAtom);
  const read = usePeekPlatformData();
  const [state, setState] = useState(() => primed(make(), pages, read, enabled) ?? make());
  const current = useRef(state);
  // Set while the shown first page came from the cache: its revalidation keeps it on screen.
  const fromCache = useRef(state.currentPage > 0);
  const fetchRef = useRef(pages.fetch);
  fetchRef.current = pages.fetch;
  const makeRef = useRef(make);
  makeRef.current = make;
  const loggedInRef = useRef(loggedIn);
  loggedInRef.current = loggedIn;

  const run = useCallback(
    (step: Step, inTransition = false) => {
      current.current = step.state;
      // A page that arrived renders as a transition (and load more's busy
      // button, below): React yields to the browser while it builds the
      // cards, so a long list never blocks input.
      if (inTransition) startTransition(() => setState(step.state));
      else setState(step.state);
      for (const effect of step.effects) {
        if (effect.type === 'login') {
          openPopup('login');
          continue;
        }
        const { request } = effect;
        fetchRef.current(effect.query).then(
          (answer) => run(reduce(current.current, { type: 'loaded', request, answer }), true),
          (e: unknown) => run(reduce(current.current, { type: 'failed', request, code: asPlatformError(e).code })),
        );
      }
    },
    [openPopup],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and token are the restart triggers (see above); make and loggedIn are read through refs, so a new closure each render does not restart the list.
  useEffect(() => {
    if (!hydrated || !enabled) return;
    // Keep counting requests across restarts, so a late answer for the old page is ignored.
    const step = start({ ...makeRef.current(), request: current.current.request }, loggedInRef.current);
    if (fromCache.current && step.effects[0]?.type === 'fetch') {
      // Revalidate the page the player already sees: same games until the answer replaces them.
      run(revalidate({ ...current.current, request: step.state.request - 1 }), true);
    } else run(step);
    fromCache.current = false;
  }, [hydrated, enabled, key, token, run]);

  const setFilter = useCallback((change: FilterChange) => run(reduce(current.current, { type: 'filter', change, loggedIn: loggedInRef.current })), [run]);
  // Load more's busy button renders as a transition too, so the tap's own frame (the button pressed) is not held for
  // it. With the strips' Swiper started after the frame, load more's next paint went from 104 / 112 / 112 ms to
  // 80 / 80 / 80 ms at 4x CPU (aurora / falak / siam, bench-inp medians; src/README.md, Budgets).
  // A second tap meanwhile does nothing: the machine reads current.current, set at once.
  const loadMore = useCallback(() => run(reduce(current.current, { type: 'loadMore' }), true), [run]);
  const reload = useCallback(() => run(reduce(current.current, { type: 'reload', loggedIn: loggedInRef.current })), [run]);
  const retry = useCallback(() => run(reduce(current.current, { type: 'retry', loggedIn: loggedInRef.current })), [run]);
  const clear = useCallback(() => run(reduce(current.current, { type: 'clear' })), [run]);
  const drop = useCallback((nodeId: number) => run({ state: withoutGame(current.current, nodeId), effects: [] }), [run]);
  // The same object while the list's state is the same: a view given it (memoised) is not rendered again when its
  // parent is, as the game centre is when a tab is tapped, whose frame waited for the list under it.
  return useMemo(() => ({ state, setFilter, loadMore, reload, retry, clear, drop }), [state, setFilter, loadMore, reload, retry, clear, drop]);
}
