// A content query in a component (platform-data.ts), plus one rule of every
// content view: a content call the platform refuses for maintenance or for the
// player's region switches the site to its status screen at once, instead of
// waiting for the next status poll (account spec section 2, system-status
// wrapper). Also the content hooks more than one feature reads (help entries).
import { useEffect } from 'react';
import type { CallName } from '../../platform/calls.ts';
import type { HelpItem } from '../../platform/generated/api.ts';
import { helpQuery } from './content-queries.ts';
import { useAtomValue, useSetAtom } from './jotai.ts';
import { languageAtom } from './language.ts';
import { usePlatformData } from './platform-data.ts';
import type { Remote } from './remote.ts';
import { systemStatusAtom } from './status.ts';
import type { ContentQuery } from './content-queries.ts';

export function useContent<K extends CallName, T>(query: ContentQuery<K, T>, options: { enabled?: boolean } = {}): Remote<T> {
  const setStatus = useSetAtom(systemStatusAtom);
  const remote = usePlatformData(query.call, query.request, { select: query.select, enabled: options.enabled });
  const { error } = remote;
  useEffect(() => {
    if (error?.code === 'system.maintenance') setStatus({ status: 1 });
    else if (error?.code === 'access.region') setStatus({ status: 2, ...(typeof error.value?.ip === 'string' ? { ip: error.value.ip } : {}) });
  }, [error, setStatus]);
  return remote;
}

/**
 * The help entries in the player's language (both documents, section 7: "lang"),
 * loaded once per language for every view that shows them: the help pages, the
 * help popup and home section, the terms gate's rules.
 */
export function useHelpItems(): Remote<HelpItem[]> {
  return useContent(helpQuery(useAtomValue(languageAtom)));
}
