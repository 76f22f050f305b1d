// Every status a deposit, withdrawal, bonus or round can have, in the player's
// words. The keys are written out, so the string extractor sees each one.
import type { TFunction } from '../../../i18n/use-translation.tsx';

export type CashierStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'approved' | 'rejected' | 'credited' | 'settled';

export function statusText(t: TFunction, status: CashierStatus): string {
  switch (status) {
    case 'pending':
      return t('cashier:status.pending');
    case 'paid':
      return t('cashier:status.paid');
    case 'failed':
      return t('cashier:status.failed');
    case 'expired':
      return t('cashier:status.expired');
    case 'approved':
      return t('cashier:status.approved');
    case 'rejected':
      return t('cashier:status.rejected');
    case 'credited':
      return t('cashier:status.credited');
    case 'settled':
      return t('cashier:status.settled');
  }
}
