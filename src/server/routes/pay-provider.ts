// The simulated payment provider (dev tools only, like the demo game page): the
// page a deposit order's action leads to, whose buttons pay the order, fail it,
// or abandon it (back to the site, the order still pending until it expires).
// Plain HTML, no script, forms that post only to the platform itself.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { depositId, type DepositRow, methodOf, settleDeposit } from '../services/cashier-orders.ts';
import { escapeHtml, page } from './demo-pages.ts';

const money = (cents: number) => (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function registerPayProvider(api: FastifyInstance, platform: Platform): void {
  api.get<{ Params: { token: string } }>('/pay/:token', (request, reply) => {
    const row = platform.db.prepare('SELECT * FROM deposit_orders WHERE provider_token = ?').get(request.params.token) as DepositRow | undefined;
    if (!row) return page(reply, 404, 'Payment not found', '<h1>This payment link is not valid</h1><p>Start the deposit again from the site.</p>');
    const status = row.status === 'pending' && platform.now() >= row.expires_at ? 'expired' : row.status;
    const back = row.return_url ? `<p><a href="${escapeHtml(row.return_url)}">Back to the site</a></p>` : '';
    const self = `${request.protocol}://${request.host}/api/pay/${request.params.token}`;
    const buttons =
      status === 'pending'
        ? `<form method="post" action="${escapeHtml(self)}"><button name="action" value="pay">Pay</button><button name="action" value="fail">Fail</button><button name="action" value="abandon">Abandon</button></form>`
        : `<p>Status: <strong>${escapeHtml(status)}</strong>${row.reason ? ` (${escapeHtml(row.reason)})` : ''}</p>${back}`;
    return page(
      reply,
      200,
      'Simulated payment',
      `<h1>Simulated payment provider</h1><dl><dt>Order</dt><dd>${depositId(row.id)}</dd><dt>Method</dt><dd>${escapeHtml(methodOf(row.method_id)?.name ?? row.method_id)}</dd><dt>Amount</dt><dd>${money(row.amount_cents)}</dd><dt>Reference</dt><dd>LK${row.id}</dd></dl>${buttons}
<p>This page stands in for a payment provider on the Lobbykit reference platform.</p>`,
      true,
    );
  });

  api.post<{ Params: { token: string } }>('/pay/:token', (request, reply) => {
    const action = ((request.body ?? {}) as Record<string, unknown>).action;
    const self = `${request.protocol}://${request.host}/api/pay/${request.params.token}`;
    if (action !== 'pay' && action !== 'fail' && action !== 'abandon')
      return page(reply, 400, 'Unknown action', '<h1>Unknown action</h1><p>Use the Pay, Fail or Abandon button.</p>');
    if (action === 'abandon') {
      const row = platform.db.prepare('SELECT return_url FROM deposit_orders WHERE provider_token = ?').get(request.params.token) as
        | { return_url: string }
        | undefined;
      return reply
        .code(303)
        .header('Location', row?.return_url || self)
        .send();
    }
    const row = settleDeposit(platform, request.params.token, action);
    if (!row) return page(reply, 404, 'Payment not found', '<h1>This payment link is not valid</h1><p>Start the deposit again from the site.</p>');
    return reply.code(303).header('Location', self).send();
  });
}
