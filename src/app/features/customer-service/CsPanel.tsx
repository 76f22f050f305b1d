// The customer-service channels. Entries come from the platform's
// customer-service call (type 3 URLs arrive encrypted and the platform client
// decrypts them, src/platform/customer-service-url.ts), or from the brand
// config when that call fails, so the widget works while the platform is down.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand } from '../../state/brand.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { customerServiceQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { channelsFromBrand, channelsFromPlatform, opensInNewTab, type CsPosition } from '../../rules/service-channels.ts';

const ICONS: Record<CsPosition, IconName> = { 'LIVECHAT-1': 'chat', 'TELEGRAM-1': 'send', 'TELEGRAM-2': 'send' };
const LABEL_KEYS: Record<CsPosition, string> = { 'LIVECHAT-1': 'support.livechat', 'TELEGRAM-1': 'support.telegram1', 'TELEGRAM-2': 'support.telegram2' };

export default function CsPanel({ id, onPick }: { id: string; onPick: () => void }) {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const remote = useContent(customerServiceQuery);
  const channels = remote.data ? channelsFromPlatform(remote.data) : remote.error ? channelsFromBrand(brand) : undefined;
  return (
    <div id={id} className="lk-cs__panel" role="group" aria-label={t('support.title')}>
      {!channels ? (
        <span className="lk-cs__loading" aria-busy="true">
          <Spinner className="lk-spinner" />
        </span>
      ) : channels.length ? (
        channels.map((c) => (
          <a
            key={c.position}
            className="lk-cs__channel"
            data-position={c.position}
            href={c.url}
            {...(opensInNewTab(c) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={onPick}
          >
            <span className="lk-cs__icon">
              <Icon name={ICONS[c.position]} size={20} />
            </span>
            {c.label ? <PlatformText>{c.label}</PlatformText> : <span>{t(LABEL_KEYS[c.position])}</span>}
          </a>
        ))
      ) : (
        <span className="lk-cs__empty">{t('support.none')}</span>
      )}
    </div>
  );
}
