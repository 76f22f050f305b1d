// Home game rows (game spec section 2): hot games and new games, each a title
// with "see all" and a horizontal scroller of the section's page size
// (constants.homeListPageSize unless the section sets pageSize). Hidden when
// the platform has none.
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { hotRowRequest, newRowRequest } from '../../../../platform/public-requests.ts';
import { useConstants } from '../../../state/brand.ts';
import { usePlatformData } from '../../../state/platform-data.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { GameRowContent } from '../components/GameRowContent.tsx';
import '../lobby.css';

export function GameRowSection({ kind, pageSize }: { kind: 'hot' | 'new'; pageSize?: number }) {
  const { t } = useTranslation('lobby');
  const { homeListPageSize } = useConstants();
  const size = pageSize ?? homeListPageSize;
  // One of the two reads is enabled; `kind` never changes for a section.
  const hot = usePlatformData('hotGames', hotRowRequest(size).request, { select: (v) => v.list, enabled: kind === 'hot' });
  const fresh = usePlatformData('newGames', newRowRequest(size).request, { select: (v) => v.games, enabled: kind === 'new' });
  const games = kind === 'hot' ? hot : fresh;
  if (games.data?.length === 0) return null;
  const title = kind === 'hot' ? t('rows.hot') : t('rows.new');
  return (
    <div className="lkg-row" data-testid={`row-${kind}`}>
      <GameRowContent
        title={title}
        icon={kind === 'hot' && <Icon name="flame" size={18} />}
        to={kind === 'hot' ? '/m/hot-games' : '/m/new-games'}
        category={kind === 'hot' ? 'HOT' : 'NEW'}
        games={games}
      />
    </div>
  );
}
