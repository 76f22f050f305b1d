// System status from the platform's status call (account spec section 2):
// 0 normal, 1 maintenance (also with a region restriction), 2 region or IP blocked.
import { atom } from './jotai.ts';

export interface SystemStatus {
  status: 0 | 1 | 2;
  ip?: string;
}

/** Maps the status call's two switches to the wrapper's status. */
export function statusOf(maintenance: unknown, regionRestriction: unknown): 0 | 1 | 2 {
  if (Number(maintenance) === 1 || maintenance === true) return 1;
  if (Number(regionRestriction) === 1 || regionRestriction === true) return 2;
  return 0;
}

export const systemStatusAtom = atom<SystemStatus>({ status: 0 });
