// The brand's customer-service channels as buttons (deposits and withdrawals go
// through them, and the reward centre points to them when it is off): the
// platform's list (type 3 addresses already decrypted by the client), the brand
// config's while it loads or if it fails. Which channels, in which order, and
// where each opens is the customer-service widget's rule too (rules/service-channels.ts).
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { channelsFromBrand, channelsFromPlatform, opensInNewTab } from '../../rules/service-channels.ts';
import { useBrand } from '../../state/brand.ts';
import { customerServiceQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';

export function ServiceChannels({ purpose }: { purpose: 'deposit' | 'withdraw' | 'general' }) {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const remote = useContent(customerServiceQuery);
  const list = remote.data ? channelsFromPlatform(remote.data) : channelsFromBrand(brand);
  if (!list.length) return <p className="lk-member__muted">{t('service.none')}</p>;
  return (
    <ul className="lk-channels" data-purpose={purpose}>
      {list.map((c) => (
        <li key={c.position}>
          <a
            className="lk-channels__item"
            href={c.url}
            {...(opensInNewTab(c) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            data-position={c.position}
          >
            <Icon name={c.position.startsWith('TELEGRAM') ? 'send' : 'headset'} />
            {c.label ? <PlatformText>{c.label}</PlatformText> : <span>{t(`service.${c.position}`)}</span>}
            <Icon name="chevron" size={18} className="lk-flip-rtl lk-channels__chevron" />
          </a>
        </li>
      ))}
    </ul>
  );
}
