// /m/recent (game spec section 2): the game hot block with its history tab
// open; hot and favourites one tap away.
import type { PageProps } from '../../../feature-entries.ts';
import { GameHotBlock } from '../components/GameHotBlock.tsx';
import '../lobby.css';

export default function RecentPage(_props: PageProps) {
  return (
    <div className="lk-page lkg-page">
      <GameHotBlock initial="RECENT" />
    </div>
  );
}
