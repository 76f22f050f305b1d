// Help items in the player's language (both documents, section 7: "lang"),
// from the app's one data cache, shared by the list and the detail page.
import type { HelpItem } from '../../../platform/generated/api.ts';
import { helpRequest } from '../../../platform/public-requests.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import type { Remote } from '../../state/remote.ts';

export function useHelpItems(): Remote<HelpItem[]> {
  return usePlatformData('helpCentre', helpRequest(useAtomValue(languageAtom)).request);
}

/** The entry a query selects: ?tag= by tag, else ?i= by index, else none. */
export function selected(items: readonly HelpItem[], query: URLSearchParams): number {
  const tag = query.get('tag');
  if (tag) return items.findIndex((i) => i.tag === tag);
  const i = query.get('i');
  if (i === null || !/^\d+$/.test(i)) return -1;
  return Number(i) < items.length ? Number(i) : -1;
}
