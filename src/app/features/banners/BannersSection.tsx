// Home banners section (game spec section 2): one banner group's carousel. The
// shell holds a placeholder of the group's aspect ratio until this mounts, and
// the carousel keeps that ratio in every state.
import type { SectionProps } from '../../feature-entries.ts';
import { BannerCarousel } from '../../ui/BannerCarousel.tsx';

export default function BannersSection({ section }: SectionProps<'banners'>) {
  return <BannerCarousel group={section.group} />;
}
