// The page frame every route shares: status wrapper, header, the routed page with
// its fade, the bottom menu, and the layers above (menus, popups, toasts).
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Navigate, useLocation } from '../state/location.ts';
import { findRoute, titleKey, type RouteDef } from '../routes.ts';
import { HOME_PATH } from '../../config/site-paths.ts';
import { useAtomValue } from '../state/jotai.ts';
import { languagePickerOpenAtom, sideMenuOpenAtom } from '../state/ui.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { BottomMenu } from './BottomMenu.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { HomePage } from './HomePage.tsx';
import { NetworkStatus } from './NetworkStatus.tsx';
import { Overlays } from './Overlays.tsx';
import { PageArrival } from './PageArrival.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PageTransition } from './PageTransition.tsx';
import { PopupHost } from './PopupHost.tsx';
import { pages } from './registry.ts';
import { StatusGate } from './StatusGate.tsx';
import { useDocumentLanguage } from './use-document-language.ts';
import { useSystemStatus } from './use-system-status.ts';
import { useWebApp } from './use-web-app.ts';
import { ChunkBoundary, ChunkFailed } from '../ui/ChunkBoundary.tsx';
import { entry, useChunkHere } from '../feature-entries.ts';

const SideMenu = entry(() => import('./SideMenu.tsx'));
const LanguagePicker = entry(() => import('./LanguagePicker.tsx'));

export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  useDocumentLanguage(route);
  useSystemStatus();
  useWebApp();

  // Unknown paths redirect to /m/home (both documents, section 2).
  if (!route) return <Navigate to={HOME_PATH} replace />;

  return (
    <div className="lk-app" data-chrome={route.chrome}>
      <a className="lk-skip" href="#main">
        {t('action.skip')}
      </a>
      <StatusGate>
        {route.chrome === 'home' ? <HomeHeader /> : <PageHeader route={route} />}
        <main id="main" className="lk-main">
          <PageTransition>
            <RoutePage route={route} />
          </PageTransition>
        </main>
        {route.chrome !== 'page' && <BottomMenu />}
        <PopupHost route={route} />
        <Overlays />
        <ShellMenus />
      </StatusGate>
      <NetworkStatus />
      <PageArrival />
      <Toasts />
    </div>
  );
}

/**
 * The side menu and the language picker. Their atoms are read here, not in Shell: a tap on the menu button
 * re-rendered the whole page under Shell (header, every live home section) before the frame that answers it.
 * Each is mounted once its code is here (feature-entries.ts `useChunkHere` says why).
 */
function ShellMenus() {
  const sideMenuOpen = useAtomValue(sideMenuOpenAtom);
  const pickerOpen = useAtomValue(languagePickerOpenAtom);
  const sideMenuHere = useChunkHere(sideMenuOpen ? SideMenu : undefined);
  const pickerHere = useChunkHere(pickerOpen ? LanguagePicker : undefined);
  return (
    <Suspense fallback={null}>
      {sideMenuOpen && sideMenuHere && <SideMenu />}
      {pickerOpen && pickerHere && <LanguagePicker />}
    </Suspense>
  );
}

function RoutePage({ route }: { route: RouteDef }) {
  if (route.chrome === 'home') return <HomePage />;
  const Page = pages[route.id];
  return (
    <ChunkBoundary key={route.id} fallback={<ChunkFailed />}>
      <Suspense fallback={<PageSkeleton />}>{Page ? <Page route={route} /> : <PendingPage route={route} />}</Suspense>
    </ChunkBoundary>
  );
}

function PageSkeleton() {
  return (
    <div className="lk-page" aria-busy="true">
      <Skeleton height={160} />
      <Skeleton height={24} style={{ marginTop: 16, width: '60%' }} />
      <Skeleton height={24} style={{ marginTop: 8, width: '80%' }} />
    </div>
  );
}

/** A route whose feature is not installed in this build: says so instead of a blank page. */
function PendingPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <div className="lk-page lk-empty">
      <h2>{t(titleKey(route))}</h2>
      <p>{t('status.unavailable')}</p>
    </div>
  );
}
