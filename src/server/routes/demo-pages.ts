// The small pages launches lead to: a demo game page showing the game, the
// account and its balance (issue: "a URL of a small demo game page the server
// serves"), and a demo chat room. Plain HTML, no script, a strict CSP.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Platform } from '../platform.ts';
import { gameIconUrl } from '../urls.ts';
import { ApiError } from '../services/api-error.ts';
import { playRound } from '../services/game-rounds.ts';
import { chatRooms } from './chat.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small HTML page with a strict policy; `forms` lets its forms post back to the platform itself. */
export function page(reply: FastifyReply, status: number, title: string, body: string, forms = false): string {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${forms ? "'self'" : "'none'"}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#0f172a;color:#e2e8f0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:26rem;padding:1.5rem;text-align:center}img{width:10rem;height:10rem;border-radius:1rem}h1{font-size:1.4rem;margin:.8rem 0 .2rem}
dl{display:grid;grid-template-columns:auto auto;gap:.2rem 1rem;text-align:left;margin:1rem auto;width:max-content}dt{color:#94a3b8}.tag{display:inline-block;background:#f59e0b;color:#111;border-radius:.3rem;padding:0 .4rem;font-size:.8rem}
a{color:#93c5fd}button{font:inherit;margin:.3rem;padding:.5rem 1rem;border-radius:.4rem;border:0;cursor:pointer}</style></head><body><main>${body}</main></body></html>`;
}

export function registerDemoPages(api: FastifyInstance, platform: Platform): void {
  api.get<{ Params: { token: string } }>('/play/:token', (request, reply) => {
    const launch = platform.launches.get(request.params.token);
    if (!launch || launch.expiresAt < platform.now()) {
      return page(reply, 404, 'Game link expired', '<h1>This game link has expired</h1><p>Launch the game again from the lobby.</p>');
    }
    const game = launch.nodeId !== undefined ? platform.games.one(launch.merchant, launch.nodeId) : undefined;
    const account = platform.db
      .prepare('SELECT a.username, w.main_cents, w.bonus_cents FROM accounts a LEFT JOIN wallets w ON w.account_id = a.id WHERE a.id = ?')
      .get(launch.accountId) as { username: string; main_cents: number | null; bonus_cents: number | null };
    const balance = ((account.main_cents ?? 0) + (account.bonus_cents ?? 0)) / 100;
    const origin = `${request.protocol}://${request.host}`;
    const rows: [string, string][] = [
      ['Game', game?.name ?? '?'],
      ['Provider', game?.vassalage ?? '?'],
      ['Type', `${game?.game_type ?? '?'} / ${game?.game_classify ?? '?'}`],
      ['Account', account.username],
      ['Balance', balance.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })],
    ];
    if (launch.lottery) rows.push(['Prize mode', launch.lottery.prizeMode], ['Play type', launch.lottery.playType]);
    return page(
      reply,
      200,
      game?.name ?? 'Game',
      `${game ? `<img src="${escapeHtml(gameIconUrl(origin, launch.merchant, game.node_id))}" alt="">` : ''}
<h1>${escapeHtml(game?.name ?? 'Game')}</h1>${launch.freePlay ? '<span class="tag">Free play</span>' : ''}
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${launch.freePlay ? '' : `<form method="post" action="${escapeHtml(`${origin}/api/play/${request.params.token}/round`)}"><input type="hidden" name="stake" value="100"><button type="submit">Play a round (stake 1.00)</button></form>`}
<p>This is the Lobbykit reference platform's demo game page.</p>`,
      true,
    );
  });

  // A round of the demo game: a form post from the page (answered by going back to it) or JSON {"stake": cents} (answered with the round).
  api.post<{ Params: { token: string }; Body: unknown }>('/play/:token/round', (request, reply) => {
    const launch = platform.launches.get(request.params.token);
    if (!launch || launch.expiresAt < platform.now() || launch.freePlay)
      throw new ApiError('game.not_found', 'This game link has expired or plays for free; launch the game again.');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const stake = typeof body.stake === 'string' && /^[0-9]{1,9}$/.test(body.stake) ? Number(body.stake) : body.stake;
    const round = playRound(platform, launch.merchant, launch.accountId, launch.nodeId, typeof stake === 'number' ? stake : Number.NaN);
    if (typeof body.stake === 'string')
      return reply.code(303).header('Location', `${request.protocol}://${request.host}/api/play/${request.params.token}`).send();
    return { success: true, value: round };
  });

  api.get<{ Params: { token: string } }>('/chat/:token', (request, reply) => {
    const room = chatRooms.get(request.params.token);
    if (!room || room.expiresAt < platform.now())
      return page(reply, 404, 'Chat link expired', '<h1>This chat link has expired</h1><p>Open the chat again from the site.</p>');
    const account = platform.db.prepare('SELECT username FROM accounts WHERE id = ?').get(room.accountId) as { username: string };
    const anchor = room.anchorId
      ? (platform.db.prepare('SELECT nickname FROM anchors WHERE merchant = ? AND anchor_id = ?').get(room.merchant, room.anchorId) as
          | { nickname: string }
          | undefined)
      : undefined;
    return page(
      reply,
      200,
      room.title || 'Chat',
      `<h1>${escapeHtml(room.title || 'Chat room')}</h1><p>${escapeHtml(account.username)}${anchor ? ` with ${escapeHtml(anchor.nickname)}` : ''}</p>
<p>This is the Lobbykit reference platform's demo chat page.</p><p><a href="${escapeHtml(room.backUrl)}">Back</a></p>`,
    );
  });
}
