// Reads the platform status at start (account spec section 7: "cached locally and
// refreshed"): the last answer from localStorage first, so a known maintenance
// shows at once, then a fresh call, repeated every minute while the page is open.
import { useEffect } from 'react';
import { platform } from '../state/platform.ts';
import { useSetAtom } from '../state/jotai.ts';
import { statusOf, systemStatusAtom, type SystemStatus } from '../state/status.ts';

const CACHE_KEY = 'MC_STATUS';
const REFRESH_MS = 60_000;

function cached(): SystemStatus | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as SystemStatus | null;
    return v && [0, 1, 2].includes(v.status) ? { status: v.status, ...(typeof v.ip === 'string' ? { ip: v.ip } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

export function useSystemStatus() {
  const set = useSetAtom(systemStatusAtom);
  useEffect(() => {
    const known = cached();
    if (known) set(known);
    let stopped = false;
    const refresh = async () => {
      try {
        const s = await platform().status();
        const next: SystemStatus = { status: statusOf(s.maintenance, s.regionRestriction), ...(s.location?.ip ? { ip: s.location.ip } : {}) };
        if (stopped) return;
        set(next);
        localStorage.setItem(CACHE_KEY, JSON.stringify(next));
      } catch {
        // Platform unreachable: keep what we know; content areas show their own retry state.
      }
    };
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [set]);
}
