// Under a game list: load more with the total (game spec section 2), the
// no-data view, the login prompt for favourites and recent, and the retry state.
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useSetAtom } from '../../../state/jotai.ts';
import { popupAtom } from '../../../state/ui.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ListState } from '../logic/list-machine.ts';

export function LoadMore({ state, onMore }: { state: ListState; onMore: () => void }) {
  const { t } = useTranslation('lobby');
  if (state.skeleton || state.games.length === 0) return null;
  return (
    <div className="lkg-more">
      <p className="lkg-more__count" role="status" data-testid="list-count">
        {t('list.showing', { shown: state.games.length, total: state.totalCount })}
      </p>
      {state.hasMore && (
        <button
          type="button"
          className="lk-btn lk-btn--ghost lkg-more__btn"
          onClick={onMore}
          disabled={state.loading}
          aria-busy={state.loading}
          data-testid="load-more"
        >
          {state.loading ? <Spinner className="lkg-spinner" /> : null}
          {t('list.loadMore', { total: state.totalCount })}
        </button>
      )}
    </div>
  );
}

export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation('lobby');
  return (
    <div className="lkg-nodata" role="status" data-testid="no-data">
      <Icon name="search" size={40} />
      <p>{text ?? t('list.noData')}</p>
    </div>
  );
}

export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const openPopup = useSetAtom(popupAtom);
  return (
    <div className="lkg-nodata" data-testid="login-prompt">
      <Icon name="lock" size={40} />
      <p>{text}</p>
      <button type="button" className="lk-btn" onClick={() => openPopup('login')}>
        {t('action.login')}
      </button>
    </div>
  );
}

export function ListError({ state, onRetry }: { state: ListState; onRetry: () => void }) {
  if (!state.error) return null;
  return <LoadFailed error={{ code: state.error }} onRetry={onRetry} />;
}
