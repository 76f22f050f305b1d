// The lobby's list pages through the app's one data cache: `peek` gives what a
// prebuilt page (or an earlier visit) already has, `fetch` asks when needed.
import { fetchPlatformData, type PeekData } from '../../state/platform-data.ts';
import { lobbyPageCall, panelPageCall, type PageCall } from './list-requests.ts';
import type { ListQuery, PageAnswer } from './logic/list-machine.ts';

export interface PageSource {
  fetch: (q: ListQuery) => Promise<PageAnswer>;
  /** What the cache already has for `q`, read with usePeekPlatformData(). */
  peek: (q: ListQuery, read: PeekData) => PageAnswer | undefined;
}

function source(callOf: (q: ListQuery) => PageCall): PageSource {
  return {
    fetch: (q) => {
      const c = callOf(q);
      return fetchPlatformData(c.call, c.request as never).then((v) => c.answer(v as never));
    },
    peek: (q, read) => {
      const c = callOf(q);
      const v = read(c.call, c.request as never);
      return v === undefined ? undefined : c.answer(v as never);
    },
  };
}

/** The provider panel, search and the hot block. */
export const panelPages = source(panelPageCall);
/** The game list centre's category tabs. */
export const lobbyPages = source(lobbyPageCall);
