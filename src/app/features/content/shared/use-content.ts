// useRemote for the feature's loaders: reloads when the language or the session
// changes, and `retry` bypasses the cache (the cache already drops failures; a
// retry after a success, such as the notice list after a mark-read, asks again).
// A content call the platform refuses for maintenance or for the player's
// region switches the site to its status screen at once, instead of waiting
// for the next status poll (account spec section 2, system-status wrapper).
import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { languageAtom } from '../../../state/language.ts';
import { useRemote, type Remote } from '../../../state/remote.ts';
import { tokenAtom } from '../../../state/session.ts';
import { systemStatusAtom } from '../../../state/status.ts';

export function useContent<T>(load: (fresh: boolean) => Promise<T>, deps: readonly unknown[] = [], options: { enabled?: boolean } = {}): Remote<T> {
  const lng = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const setStatus = useSetAtom(systemStatusAtom);
  const fresh = useRef(false);
  const remote = useRemote(() => {
    const f = fresh.current;
    fresh.current = false;
    return load(f);
  }, [lng, token, ...deps], options);
  const { retry, error } = remote;

  useEffect(() => {
    if (error?.code === 'system.maintenance') setStatus({ status: 1 });
    else if (error?.code === 'access.region') setStatus({ status: 2, ...(typeof error.value?.ip === 'string' ? { ip: error.value.ip } : {}) });
  }, [error, setStatus]);

  const reload = useCallback(() => {
    fresh.current = true;
    retry();
  }, [retry]);
  return { ...remote, retry: reload };
}
