// Home notice bar (game spec section 2): the notice titles scrolling at
// constants.marqueeFps, "no announcement" when there is none, a tap opening
// /m/notice with the tapped notice's index, and a download button when the
// section asks for it and the site is not running as an installed app. The
// motion pauses while the player points at, touches or focuses a title
// (WCAG 2.2.2), and stays still for prefers-reduced-motion.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import type { SectionProps } from '../../feature-entries.ts';
import { useInstalled } from '../../state/use-installed.ts';
import { useBrand } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { downloadPanelOpenAtom } from '../../state/ui.ts';
import { marqueeMotion } from './marquee.ts';
import { useNotices } from './notice-data.ts';
import '../../ui/content.css';
import { prefersLessMotion } from '../../ui/motion.ts';

export default function NoticeBar({ section }: SectionProps<'noticeBar'>) {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const navigate = useNavigate();
  const installed = useInstalled();
  const openPanel = useSetAtom(downloadPanelOpenAtom);
  const notices = useNotices();
  const items = notices.data ?? [];
  const hasLinks = Boolean(brand.downloads.Android || brand.downloads.IOS);

  let body: ReactNode;
  if (notices.error && !notices.data) {
    body = (
      <button type="button" className="lk-noticebar__retry" onClick={notices.retry}>
        {t('notices.loadFailed')}
      </button>
    );
  } else if (!notices.data) {
    body = (
      <span className="lk-noticebar__text lk-noticebar__text--muted" aria-busy="true">
        {notices.slow ? t('errors:network.slow') : ''}
      </span>
    );
  } else if (!items.length) {
    body = <span className="lk-noticebar__text">{t('notices.none')}</span>;
  } else {
    body = <Marquee items={items} fps={brand.constants.marqueeFps} onOpen={(i) => navigate(`/m/notice?i=${i}`)} />;
  }

  return (
    <div className="lk-noticebar" role="region" aria-label={t('notices.bar')}>
      <Icon name="bell" size={20} className="lk-noticebar__icon" />
      {body}
      {section.showDownload && !installed && hasLinks && (
        <button type="button" className="lk-noticebar__download" onClick={() => openPanel(true)} aria-label={t('download.open')}>
          <Icon name="download" size={20} />
        </button>
      )}
    </div>
  );
}

function Marquee({ items, fps, onOpen }: { items: readonly { id: number; title: string }[]; fps: number; onOpen: (index: number) => void }) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const motion = useRef<Animation | null>(null);
  const titles = items.map((n) => n.title).join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: titles is the trigger: another list of titles starts the row again from the edge.
  useEffect(() => {
    const view = viewport.current;
    const row = track.current;
    if (!view || !row || prefersLessMotion() || typeof row.animate !== 'function') return;
    // Sizes are read once per lap shape, not per frame; a new width starts the row again in place.
    const start = () => {
      motion.current?.cancel();
      const m = marqueeMotion(view.clientWidth, row.scrollWidth, fps, getComputedStyle(view).direction === 'rtl');
      motion.current = m ? row.animate(m.keyframes, { duration: m.duration, easing: m.easing, iterations: Number.POSITIVE_INFINITY }) : null;
    };
    // Its first report comes once the bar is laid out, and starts the motion.
    const resized = new ResizeObserver(start);
    resized.observe(view);
    return () => {
      resized.disconnect();
      motion.current?.cancel();
      motion.current = null;
    };
  }, [titles, fps]);

  const hold = () => motion.current?.pause();
  const go = () => motion.current?.play();
  // A focused title must be visible: the motion stops with the titles in place, and starts again from there.
  const onTitleFocus = () => motion.current?.cancel();
  return (
    <div ref={viewport} className="lk-marquee" onPointerEnter={hold} onPointerLeave={go}>
      <div ref={track} className="lk-marquee__track">
        {items.map((n, i) => (
          <button key={n.id} type="button" className="lk-marquee__item" onClick={() => onOpen(i)} onFocus={onTitleFocus} onBlur={go}>
            <PlatformText>{n.title}</PlatformText>
          </button>
        ))}
      </div>
    </div>
  );
}
