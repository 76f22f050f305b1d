// Which help entry a page's query selects (the entries themselves come from
// useHelpItems, state/use-content.ts).
import type { HelpItem } from '../../../platform/generated/api.ts';

/** The entry a query selects: ?tag= by tag, else ?i= by index, else none. */
export function selected(items: readonly HelpItem[], query: URLSearchParams): number {
  const tag = query.get('tag');
  if (tag) return items.findIndex((i) => i.tag === tag);
  const i = query.get('i');
  if (i === null || !/^\d+$/.test(i)) return -1;
  return Number(i) < items.length ? Number(i) : -1;
}
