import type { SectionProps } from '../../../feature-entries.ts';
import { useBrand } from '../../../state/brand.ts';
import JackpotCounter from '../components/JackpotCounter.tsx';

/** Home jackpot counter (game spec sections 2 and 4): the section's range, else `games.jackpot.home`. */
export default function JackpotSection({ section }: SectionProps<'jackpot'>) {
  const home = useBrand().games.jackpot.home;
  return <JackpotCounter min={section.min ?? home.min} max={section.max ?? home.max} decimals={section.decimals ?? home.decimals} />;
}
