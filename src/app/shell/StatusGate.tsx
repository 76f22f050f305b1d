// System-status wrapper (account spec section 2): status 0 shows the site, 1 the
// maintenance screen, 2 the blocked IP or region screen with the player's IP.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useBrand } from '../state/brand.ts';
import { useAtomValue } from '../state/jotai.ts';
import { systemStatusAtom } from '../state/status.ts';
import { Icon } from '../ui/Icon.tsx';

export function StatusGate({ children }: { children: ReactNode }) {
  const { status, ip } = useAtomValue(systemStatusAtom);
  const { t } = useTranslation();
  const brand = useBrand();
  if (status === 0) return <>{children}</>;
  return (
    <div className="lk-status" data-status={status} role="alert">
      <img src={`/${brand.theme.logo}`} alt={brand.name} height={40} />
      <Icon name={status === 1 ? 'tools' : 'shield'} size={56} />
      <h1>{t(status === 1 ? 'status.maintenanceTitle' : 'status.blockedTitle')}</h1>
      <p>{t(status === 1 ? 'status.maintenance' : 'status.blocked')}</p>
      {status === 2 && ip && <p className="lk-status__ip">{t('status.yourIp', { ip })}</p>}
    </div>
  );
}
