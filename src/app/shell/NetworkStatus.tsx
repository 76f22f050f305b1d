// "No Internet" (both documents' section 8) while the device is offline: the
// page keeps what it shows (its prebuilt content, from the service worker when
// reloaded offline) and says why nothing new arrives. A strip floating at the
// foot of the screen, above the bottom menu where there is one (base.css
// --lk-bottom-space), so nothing moves when it comes and goes and it covers
// neither the header's title nor its buttons; in the theme's text and
// background colours, whose contrast validation checks.
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useAtomValue } from '../state/jotai.ts';
import { onlineAtom } from '../state/network.ts';

// Inline: a stylesheet imported here would become a file the app's lazy chunks preload, while the build inlines the app's CSS into each page.
const STRIP: CSSProperties = {
  position: 'fixed',
  bottom: 'calc(var(--lk-bottom-space, 0px) + env(safe-area-inset-bottom) + 10px)',
  insetInline: 0,
  zIndex: 70,
  width: 'fit-content',
  maxWidth: 'calc(100% - 24px)',
  margin: '0 auto',
  padding: '4px 14px',
  borderRadius: 999,
  background: 'var(--lk-text)',
  color: 'var(--lk-background)',
  fontSize: 13,
  fontWeight: 600,
  pointerEvents: 'none',
};

export function NetworkStatus() {
  const { t } = useTranslation('errors');
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <p className="lk-network" role="status" style={STRIP}>
      {t('network.offline')}
    </p>
  );
}
