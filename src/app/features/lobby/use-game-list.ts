// Runs the list state machine (logic/list-machine.ts) in a component: keeps its
// state, performs its effects (page fetches, the login prompt), and restarts it
// when the page's key or the session changes.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../shell/use-hydrated.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { asPlatformError } from '../../state/remote.ts';
import { popupAtom } from '../../state/ui.ts';
import { reduce, start, withoutGame, type FilterChange, type ListQuery, type ListState, type PageAnswer, type Step } from './logic/list-machine.ts';
import { useLoggedIn, useToken } from './use-session.ts';

export type Fetcher = (q: ListQuery) => Promise<PageAnswer>;

export interface GameList {
  state: ListState;
  setFilter: (change: FilterChange) => void;
  loadMore: () => void;
  reload: () => void;
  clear: () => void;
  /** Drops a game from the loaded list at once (a favourite removed from its own list). */
  drop: (nodeId: number) => void;
}

/**
 * `make` builds the starting state; it is called again whenever `key` changes
 * (another page, another query) or the session changes. Nothing loads before
 * hydration (or while `enabled` is false), so the prebuilt HTML shows the skeleton.
 */
export function useGameList(make: () => ListState, fetcher: Fetcher, key: string, enabled = true): GameList {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const token = useToken();
  const openPopup = useSetAtom(popupAtom);
  const [state, setState] = useState(make);
  const current = useRef(state);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const makeRef = useRef(make);
  makeRef.current = make;
  const loggedInRef = useRef(loggedIn);
  loggedInRef.current = loggedIn;

  const run = useCallback(
    (step: Step, background = false) => {
      current.current = step.state;
      // A page that arrived renders as a transition: React yields to the
      // browser while it builds the cards, so a long list never blocks input.
      if (background) startTransition(() => setState(step.state));
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

  useEffect(() => {
    if (!hydrated || !enabled) return;
    // Keep counting requests across restarts, so a late answer for the old page is ignored.
    run(start({ ...makeRef.current(), request: current.current.request }, loggedInRef.current));
  }, [hydrated, enabled, key, token, run]);

  const setFilter = useCallback((change: FilterChange) => run(reduce(current.current, { type: 'filter', change, loggedIn: loggedInRef.current })), [run]);
  const loadMore = useCallback(() => run(reduce(current.current, { type: 'loadMore' })), [run]);
  const reload = useCallback(() => run(reduce(current.current, { type: 'reload', loggedIn: loggedInRef.current })), [run]);
  const clear = useCallback(() => run(reduce(current.current, { type: 'clear' })), [run]);
  const drop = useCallback((nodeId: number) => run({ state: withoutGame(current.current, nodeId), effects: [] }), [run]);
  return { state, setFilter, loadMore, reload, clear, drop };
}
