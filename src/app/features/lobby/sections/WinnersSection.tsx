// Winners board (game spec sections 2 and 4): tabs Biggest wins (1) and Latest
// wins (2); the first constants.winnersBiggestCount records are the biggest,
// the rest the latest; each card shows the game icon, the player, the currency
// and the amount with 2 decimals, and the game; a tap launches the game. Hidden
// when empty; a plain title instead of tabs with no latest wins. Switching tabs
// re-creates the carousel (ui/Carousel.tsx), which autoplays only with
// constants.winnersAutoplayMinItems cards. The board reloads
// constants.languageRefreshDelayMs after a language change.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { GameItem, Winner } from '../../../../platform/generated/api.ts';
import { winnersRequest } from '../../../../platform/public-requests.ts';
import type { SectionProps } from '../../../feature-entries.ts';
import { useConstants } from '../../../state/brand.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { languageAtom } from '../../../state/language.ts';
import { usePlatformData } from '../../../state/platform-data.ts';
import { Carousel } from '../../../ui/Carousel.tsx';
import { formatAmount } from '../../../rules/format.ts';
import { imageUrl } from '../../../rules/images.ts';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { SECTION_HEIGHTS, Skeleton } from '../../../ui/Skeleton.tsx';
import { useBrand } from '../../../state/brand.ts';
import { Tabs } from '../components/Tabs.tsx';
import { carouselAutoplays, splitWinners, winnersView, type WinnersTab } from '../logic/winners-rules.ts';
import { useLauncher } from '../use-launcher.ts';
import '../lobby.css';

/** A winners record as the launcher needs it (the board carries no more than this). */
function asGame(w: Winner): GameItem {
  return {
    nodeId: w.nodeId,
    gameId: '',
    roomId: '',
    gameName: w.gameName,
    nodeName: w.gameName,
    displayName: w.gameName,
    gameType: w.gameType,
    gameClassify: '',
    vassalage: w.vassalage,
    isNew: 0,
    isHot: 0,
    supportPlay: 1,
    freeplay: 0,
    lottoMode: '',
    gameCode: '',
    isGameH5: 1,
    maintenance: 0,
    minBet: 0,
    minLine: 1,
    iconUrl: w.iconUrl,
    showIcon: w.iconUrl,
    mobileLargeIcon: w.iconUrl,
    img: w.iconUrl,
  };
}

function WinnerCard({ winner, decimals, onOpen }: { winner: Winner; decimals: number; onOpen: (w: Winner) => void }) {
  const brand = useBrand();
  const lng = useAtomValue(languageAtom);
  const amount = `${winner.currency}${formatAmount(winner.winAmount, lng, decimals)}`;
  return (
    <button type="button" className="lkg-winner" onClick={() => onOpen(winner)} data-testid="winner">
      <img src={imageUrl(brand, winner.iconUrl)} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <span className="lkg-winner__text">
        <PlatformText className="lkg-winner__name">{winner.customerName}</PlatformText>
        <strong className="lkg-winner__amount" dir="ltr">
          {amount}
        </strong>
        <PlatformText className="lkg-winner__game">{winner.gameName}</PlatformText>
      </span>
    </button>
  );
}

export default function WinnersSection(_props: SectionProps<'winners'>) {
  const { t } = useTranslation('lobby');
  const c = useConstants();
  const lng = useAtomValue(languageAtom);
  const [boardLng, setBoardLng] = useState(lng);
  const [tab, setTab] = useState<WinnersTab>(1);
  const { launch } = useLauncher();

  // A language change reloads the board, debounced (game spec section 4).
  useEffect(() => {
    if (lng === boardLng) return;
    const id = setTimeout(() => setBoardLng(lng), c.languageRefreshDelayMs);
    return () => clearTimeout(id);
  }, [lng, boardLng, c.languageRefreshDelayMs]);

  const winners = usePlatformData('winnerBoard', winnersRequest(boardLng, c.winnersLimit).request);
  if (winners.data === undefined)
    return winners.error ? <LoadFailed error={winners.error} onRetry={winners.retry} /> : <Skeleton height={SECTION_HEIGHTS.winners} />;
  const view = winnersView(splitWinners(winners.data.list, c.winnersBiggestCount), tab);
  if (view.hidden) return null;

  const open = (w: Winner) => void launch(asGame(w));
  return (
    <div className="lkg-winners" data-testid="winners">
      {view.tabs ? (
        <Tabs<'1' | '2'>
          items={[
            { key: '1', label: t('winners.biggest') },
            { key: '2', label: t('winners.latest') },
          ]}
          value={tab === 1 ? '1' : '2'}
          onChange={(k) => setTab(k === '1' ? 1 : 2)}
          label={t('winners.title')}
          controls="lkg-winners-list"
          className="lkg-tabs--winners"
        />
      ) : (
        <h2 className="lk-section-title">{t('winners.title')}</h2>
      )}
      <div id="lkg-winners-list" data-tab={tab}>
        <Carousel
          key={tab}
          items={view.items}
          getKey={(w) => w.recordId}
          render={(w) => <WinnerCard winner={w} decimals={c.currencyDecimals} onOpen={open} />}
          label={tab === 1 || !view.tabs ? t('winners.biggest') : t('winners.latest')}
          autoplayMs={carouselAutoplays(view.items.length, c.winnersAutoplayMinItems) ? c.winnersAutoplayMs : undefined}
          autoplayMinItems={c.winnersAutoplayMinItems}
          speed={c.winnersSlideMs}
          className="lkg-winners__carousel"
        />
      </div>
    </div>
  );
}
