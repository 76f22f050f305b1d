// The app's one reporting hook (brand config `monitoring.endpoint`, off by
// default): render errors the boundaries catch, hydration mismatches React
// recovers from, errors no boundary caught (the root's callbacks,
// layouts/react-client.ts), unhandled rejections, and the page's Web Vitals
// (vitals.ts, loaded once the page is live). Each report carries the route and
// language of the moment; a batch carries the build stamp. Batches go out with
// navigator.sendBeacon (the monitoringReport call, schemas/api/) a few seconds
// after the first report, when full, and when the page is hidden or left.
// With monitoring off nothing is kept, loaded or sent.
import { BEACON_CONTENT_TYPE, beaconUrl } from '../platform/beacon.ts';
import type { ErrorReport, MonitoringReportRequest, VitalReport } from '../platform/generated/api.ts';
import { bootHref } from './boot-link.ts';
import { whenIdle } from './when-idle.ts';

/** A batch waits this long for more reports before it is sent. */
export const FLUSH_AFTER_MS = 5000;
/** The User Timing mark set once the Web Vitals observers are registered: from then on every figure is counted. */
export const VITALS_MARK = 'lobbykit:vitals-watching';
/** Reports of one kind in a batch (the call's maxItems). */
const BATCH_SIZE = 20;
/** Errors one page reports at most: an error in a loop must not flood the platform. */
const ERRORS_PER_PAGE = 100;

export type ErrorSource = ErrorReport['source'];

interface Hook {
  url: string;
  build: string;
  language: () => string;
}

/** undefined: the brand config is not read yet (reports wait); null: monitoring is off. */
let hook: Hook | null | undefined;
const errors: ErrorReport[] = [];
const vitals: VitalReport[] = [];
let errorsTaken = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function language(): string {
  const lng = (hook?.language() ?? document.documentElement.lang).toLowerCase();
  return /^[a-z]{2,3}(-[a-z]{2})?$/.test(lng) ? lng : 'en';
}

function route(): string {
  return cut(location.pathname, 200);
}

/** The build a page comes from: its app code's and boot file's content hashes. */
function buildStamp(): string {
  const code = /\.([\w-]+)\.js$/.exec(import.meta.url)?.[1] ?? '';
  const boot = /\.([\w-]+)\.json$/.exec(bootHref() ?? '')?.[1] ?? '';
  return cut(`${code}/${boot}`, 80);
}

function textOf(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { message, stack: '' };
}

/** Keeps an error for the next batch (nothing when monitoring is off or outside a browser). */
export function reportError(source: ErrorSource, error: unknown, componentStack?: string): void {
  if (hook === null || typeof window === 'undefined' || errorsTaken >= ERRORS_PER_PAGE) return;
  errorsTaken++;
  const { message, stack } = textOf(error);
  errors.push({
    source,
    message: cut(message, 500),
    stack: cut(stack, 2000),
    component: cut(componentStack ?? '', 1000),
    route: route(),
    lng: language(),
    at: Date.now(),
  });
  schedule();
}

export interface VitalMetric {
  name: VitalReport['name'];
  value: number;
  rating: VitalReport['rating'];
  attribution: string;
}

/** Keeps a Web Vital; once the page is hidden (when web-vitals reports its final figures) it goes out at once. */
export function reportVital(metric: VitalMetric): void {
  if (!hook) return;
  vitals.push({
    ...metric,
    value: Math.min(Math.max(metric.value, 0), 3_600_000),
    attribution: cut(metric.attribution, 300),
    route: route(),
    lng: language(),
    at: Date.now(),
  });
  if (document.visibilityState === 'hidden') flush();
  else schedule();
}

function schedule(): void {
  if (!hook) return;
  if (errors.length >= BATCH_SIZE || vitals.length >= BATCH_SIZE) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/** Sends what is kept, a batch at a time. */
function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!hook) return;
  while (errors.length || vitals.length) {
    const batch: MonitoringReportRequest = { build: hook.build, errors: errors.splice(0, BATCH_SIZE), vitals: vitals.splice(0, BATCH_SIZE) };
    navigator.sendBeacon(hook.url, new Blob([JSON.stringify(batch)], { type: BEACON_CONTENT_TYPE }));
  }
}

/**
 * Turns the hook on or off for this page, from the brand config (App.tsx, once per page in the browser). Off, what
 * waited is dropped and nothing more is kept.
 */
export function startMonitoring(options: { endpoint: string; merchantCode: string; language: () => string }): void {
  if (typeof window === 'undefined' || hook !== undefined) return;
  if (!options.endpoint) {
    hook = null;
    errors.length = 0;
    return;
  }
  hook = { url: beaconUrl(options.endpoint, options.merchantCode), build: buildStamp(), language: options.language };
  window.addEventListener('unhandledrejection', (e) => reportError('rejection', e.reason));
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  schedule();
}

/** Once the page is live (App.tsx, after hydration): the Web Vitals, from a chunk of their own loaded when idle. */
export function watchVitals(): void {
  if (!hook) return;
  const load = () =>
    void import('./vitals.ts').then((m) => {
      m.watch(reportVital);
      performance.mark(VITALS_MARK);
    });
  whenIdle(load);
}

/**
 * The React root's error callbacks (layouts/react-client.ts passes them to hydrateRoot): each is still logged as
 * React logs it by default, and reported.
 */
export const rootErrorCallbacks = {
  onCaughtError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    reportError('render', error, info.componentStack);
  },
  onUncaughtError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    reportError('uncaught', error, info.componentStack);
  },
  onRecoverableError(error: unknown, info: { componentStack?: string }) {
    console.error(error);
    reportError('hydration', error, info.componentStack);
  },
};
