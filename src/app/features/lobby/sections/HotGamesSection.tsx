import type { SectionProps } from '../../../feature-entries.ts';
import { GameRowSection } from './GameRowSection.tsx';

/** Home hot games row (game spec section 2). */
export default function HotGamesSection({ section }: SectionProps<'hotGames'>) {
  return <GameRowSection kind="hot" pageSize={section.pageSize} />;
}
