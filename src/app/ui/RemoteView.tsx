// Shows a Remote's state: the placeholder while loading (with "Slow Connection"
// when it drags on), a retry button with the reason when it failed, the content
// when it is there. "No Internet" when the device is offline, and a retry of
// its own once the device is back online.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useAtomValue } from '../state/jotai.ts';
import { reconnectsAtom } from '../state/network.ts';
import type { Remote } from '../state/remote.ts';

export function RemoteView<T>({
  remote,
  placeholder,
  children,
  empty,
}: {
  remote: Remote<T>;
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
  /** Shown instead of children when the data is there but empty. */
  empty?: (data: T) => ReactNode | false;
}) {
  const { t } = useTranslation();
  if (remote.error && remote.data === undefined) return <LoadFailed error={remote.error} onRetry={remote.retry} />;
  if (remote.data === undefined) {
    return (
      <div className="lk-remote" aria-busy="true">
        {placeholder}
        {remote.slow && (
          <p className="lk-remote__slow" role="status">
            {t('errors:network.slow')}
          </p>
        )}
      </div>
    );
  }
  const emptyView = empty?.(remote.data);
  return <>{emptyView || children(remote.data)}</>;
}

export function LoadFailed({ error, onRetry }: { error: { code: string }; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = error.code === 'network.offline' || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const reconnects = useAtomValue(reconnectsAtom);
  const seen = useRef(reconnects);
  useEffect(() => {
    if (reconnects === seen.current) return;
    seen.current = reconnects;
    onRetry();
  }, [reconnects, onRetry]);
  return (
    <div className="lk-remote lk-remote--failed" role="alert">
      <p>{offline ? t('errors:network.offline') : error.code === 'network.slow' ? t('errors:network.slow') : t('status.loadFailed')}</p>
      <button type="button" className="lk-btn lk-btn--small" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
