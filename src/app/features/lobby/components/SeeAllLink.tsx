// "See all" on a row of games: opens its category's page and makes that
// category the current one (game spec section 2), which home's game centre
// shows when the player comes back. The category is set once the tap's frame
// is painted: atoms are read through useSyncExternalStore (state/jotai.ts),
// whose updates React renders at once even in a transition, and set in the
// click it re-rendered the game centre on the new category, its tab strip laid
// out again, before that frame (11-36 ms of the click at 4x CPU on a home with
// the centre and the category rows). The move itself renders in a transition.
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useSetAtom } from '../../../state/jotai.ts';
import { gameCategoryAtom } from '../../../state/ui.ts';
import { afterPaint } from '../../../ui/after-paint.ts';
import { Link } from '../../../ui/Link.tsx';

export function SeeAllLink({ to, category }: { to: string; category: string }) {
  const { t } = useTranslation();
  const setCategory = useSetAtom(gameCategoryAtom);
  return (
    <Link to={to} className="lkg-seeall" onClick={() => afterPaint(() => setCategory(category))}>
      {t('action.seeAll')}
    </Link>
  );
}
