// Help items in the player's language (both documents, section 7: "lang"),
// fetched once per language and shared by the list and the detail page.
import type { LanguageCode } from '../../../config/generated/brand.ts';
import type { HelpItem } from '../../../platform/generated/api.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { platform } from '../../state/platform.ts';
import { useRemote, type Remote } from '../../state/remote.ts';

const cache = new Map<LanguageCode, Promise<HelpItem[]>>();

function load(lng: LanguageCode): Promise<HelpItem[]> {
  let p = cache.get(lng);
  if (!p) {
    p = platform().helpCentre({ lang: lng, device: 'MOBILE' });
    // A failed load is not kept, so retry asks again.
    p.catch(() => cache.delete(lng));
    cache.set(lng, p);
  }
  return p;
}

export function useHelpItems(): Remote<HelpItem[]> {
  const lng = useAtomValue(languageAtom);
  return useRemote(() => load(lng), [lng]);
}

/** The entry a query selects: ?tag= by tag, else ?i= by index, else none. */
export function selected(items: readonly HelpItem[], query: URLSearchParams): number {
  const tag = query.get('tag');
  if (tag) return items.findIndex((i) => i.tag === tag);
  const i = query.get('i');
  if (i === null || !/^\d+$/.test(i)) return -1;
  return Number(i) < items.length ? Number(i) : -1;
}
