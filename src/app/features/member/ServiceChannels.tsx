// The brand's customer-service channels as buttons (deposits and withdrawals go
// through them, and the reward centre points to them when it is off). The
// platform's list, with type 3 addresses already decrypted by the client; the
// brand config's list while it loads or if it fails.
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '../../../platform/generated/api.ts';
import { useBrand } from '../../state/brand.ts';
import { platform } from '../../state/platform.ts';
import { useRemote } from '../../state/remote.ts';
import { Icon } from '../../ui/Icon.tsx';

let pending: Promise<CustomerServiceEntry[]> | undefined;

export function ServiceChannels({ purpose }: { purpose: 'deposit' | 'withdraw' | 'general' }) {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const remote = useRemote(() => {
    pending ??= platform()
      .customerService()
      .then(
        (v) => v.list,
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      );
    return pending;
  }, []);
  // Type 3 addresses in the brand config are only readable once the platform sends them decrypted.
  const list: CustomerServiceEntry[] =
    remote.data ?? brand.customerService.filter((c) => c.type !== 3).map((c) => ({ csPosition: c.position, type: c.type, url: c.url, label: c.label ?? '' }));
  if (!list.length) return <p className="lk-member__muted">{t('service.none')}</p>;
  return (
    <ul className="lk-channels" data-purpose={purpose}>
      {list.map((c) => (
        <li key={c.csPosition}>
          <a className="lk-channels__item" href={c.url} target={c.type === 2 ? undefined : '_blank'} rel="noopener noreferrer" data-position={c.csPosition}>
            <Icon name={c.csPosition.startsWith('TELEGRAM') ? 'send' : 'headset'} />
            <span>{c.label || t(`service.${c.csPosition}`)}</span>
            <Icon name="chevron" size={18} className="lk-flip-rtl lk-channels__chevron" />
          </a>
        </li>
      ))}
    </ul>
  );
}
