// The page's Web Vitals (LCP, INP, CLS) with their attribution, from the
// web-vitals library's attribution build: a chunk of its own, loaded only for a
// brand with monitoring on and only once the page is live (monitoring.ts).
import { type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution, onCLS, onINP, onLCP } from 'web-vitals/attribution';
import type { VitalMetric } from './monitoring.ts';

export function watch(report: (metric: VitalMetric) => void): void {
  // Observers read the browser's buffered entries, so figures from before this chunk loaded still count.
  onLCP((m: LCPMetricWithAttribution) =>
    report({ name: 'LCP', value: m.value, rating: m.rating, attribution: m.attribution.target ?? m.attribution.url ?? '' }),
  );
  onINP((m: INPMetricWithAttribution) =>
    report({
      name: 'INP',
      value: m.value,
      rating: m.rating,
      attribution: `${m.attribution.interactionType ?? ''} ${m.attribution.interactionTarget ?? ''}`.trim(),
    }),
  );
  onCLS((m: CLSMetricWithAttribution) => report({ name: 'CLS', value: m.value, rating: m.rating, attribution: m.attribution.largestShiftTarget ?? '' }));
}
