// The session's wallet (game spec section 2, Balance widget; the member pages):
// read through the data cache, keyed by session, and asked again whenever a
// view shows it, since a balance must be current; the last answer stays while
// the new one loads (the views mask it meanwhile).
import type { WalletBalanceValue } from '../../platform/generated/api.ts';
import { usePlatformData } from './platform-data.ts';
import type { Remote } from './remote.ts';
import { useViewer } from './viewer.ts';

export function useWallet(): Remote<WalletBalanceValue> {
  const { loggedIn } = useViewer();
  return usePlatformData('walletBalance', {}, { enabled: loggedIn, maxAgeMs: 0 });
}
