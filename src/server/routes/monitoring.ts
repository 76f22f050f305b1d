// Reports from players' browsers (monitoringReport): a page's errors and Web
// Vitals, stored per brand (services/monitoring-store.ts), rate-limited per
// address, bounded per brand.
import { rateLimit, type Handlers } from '../context.ts';
import { MONITORING_BATCHES_PER_MINUTE } from '../services/monitoring-store.ts';

export const monitoringHandlers: Pick<Handlers, 'monitoringReport'> = {
  monitoringReport: (input, ctx) => {
    rateLimit(ctx, 'monitoring', MONITORING_BATCHES_PER_MINUTE, 60_000);
    return { stored: ctx.platform.monitoring.store(ctx.merchant.code, ctx.ip, input) };
  },
};
