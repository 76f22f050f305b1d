// Development-only calls, registered only with devTools (asked for by `npm
// start`, `npm run platform -- --dev-tools` on loopback, and tests):
//   GET  /api/dev/outbox?to=&channel=   SMS and e-mail messages, newest first
//   GET  /api/dev/captcha?key=          the answer of a captcha
//   POST /api/dev/switches              {"maintenance"?: bool, "regionRestriction"?: bool}
//   POST /api/dev/withdrawals           {"withdrawalId": "W12", "status": "approved"|"paid"|"rejected", "reason"?: text}: the back office's decision
// Each takes X-Merchant-Code like the calls (the outbox also without it).
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { merchantOf } from '../register-calls.ts';
import { ApiError } from '../services/api-error.ts';
import { reviewWithdrawal } from '../services/cashier-orders.ts';

export function registerDevRoutes(api: FastifyInstance, platform: Platform): void {
  api.get<{ Querystring: { to?: string; channel?: string } }>('/dev/outbox', (request) => {
    const code = request.headers['x-merchant-code'];
    const merchant = typeof code === 'string' && code ? merchantOf(platform, request).code : undefined;
    const { to, channel } = request.query;
    return {
      success: true,
      value: {
        messages: platform.outbox.list({ merchant, to: typeof to === 'string' ? to : undefined, channel: typeof channel === 'string' ? channel : undefined }),
      },
    };
  });

  api.get<{ Querystring: { key?: string } }>('/dev/captcha', (request) => {
    merchantOf(platform, request);
    const answer = typeof request.query.key === 'string' ? platform.captchas.devAnswers?.get(request.query.key) : undefined;
    if (!answer)
      throw new ApiError('request.invalid', 'No live captcha has that key (answers are kept until checked, at most 5 minutes).', {
        field: 'key',
        reason: 'unknown',
      });
    return { success: true, value: { answer } };
  });

  api.post<{ Body: { maintenance?: unknown; regionRestriction?: unknown } }>('/dev/switches', (request) => {
    const merchant = merchantOf(platform, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const bad = Object.keys(body).find((k) => !['maintenance', 'regionRestriction'].includes(k) || typeof body[k] !== 'boolean');
    if (bad)
      throw new ApiError(
        'request.invalid',
        `Send {"maintenance": true|false, "regionRestriction": true|false}; "${bad}" is not one of them or not a boolean.`,
        { field: bad, reason: 'type' },
      );
    const m = platform.setSwitches(merchant.code, body as { maintenance?: boolean; regionRestriction?: boolean });
    return { success: true, value: { maintenance: m.maintenance, regionRestriction: m.regionRestriction } };
  });

  api.post('/dev/withdrawals', (request) => {
    merchantOf(platform, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = typeof body.withdrawalId === 'string' ? /^W([0-9]{1,15})$/.exec(body.withdrawalId)?.[1] : undefined;
    const status = body.status;
    if (!id || (status !== 'approved' && status !== 'paid' && status !== 'rejected'))
      throw new ApiError(
        'request.invalid',
        'Send {"withdrawalId": "W<number>", "status": "approved" | "paid" | "rejected", "reason": "<why, for a rejection>"}.',
        {
          field: id ? 'status' : 'withdrawalId',
          reason: 'format',
        },
      );
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 200) : 'Rejected by the operator.';
    const row = reviewWithdrawal(platform, Number(id), status, reason);
    return { success: true, value: { withdrawalId: body.withdrawalId, status: row.status, reason: row.reason } };
  });
}
