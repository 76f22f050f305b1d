import type { SectionProps } from '../../../feature-entries.ts';
import { GameRowSection } from './GameRowSection.tsx';

/** Home new games row (game spec section 2). */
export default function NewGamesSection({ section }: SectionProps<'newGames'>) {
  return <GameRowSection kind="new" pageSize={section.pageSize} />;
}
