// Trial sessions and customer types (account spec section 6): trial accounts
// (types 4 and 40) are refused restricted actions with the documents' text;
// guests (type 4) cannot mark notices read; agent calls are for agents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, SIAM, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const TRIAL_TEXT = 'Please login an actual account to use this function';

function freeAndPaidGames() {
  const free = s.platform.db.prepare("SELECT node_id FROM games WHERE merchant = 'AURORA01' AND support_play = 0 AND maintenance = 0 LIMIT 1").get() as {
    node_id: number;
  };
  const paid = s.platform.db.prepare("SELECT node_id FROM games WHERE merchant = 'AURORA01' AND support_play = 1 AND maintenance = 0 LIMIT 1").get() as {
    node_id: number;
  };
  return { free: free.node_id, paid: paid.node_id };
}

describe('trial sessions', () => {
  it('reserves a trial name and starts a type 4 session with free credit', async () => {
    const name = await call(s.app, 'trialAccount');
    expect(name.body.value).toMatch(/^trial[0-9]{6}$/);
    const r = await call(s.app, 'testPlay', { userName: name.body.value });
    expect(r.body.value).toMatchObject({ userName: name.body.value, customerType: 4 });
    expect((await call(s.app, 'walletBalance', {}, { token: r.body.value.token })).body.value.sumBalance).toBe(2000);
    expect((await call(s.app, 'testPlay', { userName: name.body.value })).body.code).toBe('field.invalid'); // used
    expect((await call(s.app, 'testPlay', {}, { merchant: SIAM })).status).toBe(200);
  });

  it("refuses restricted actions with the documents' text, and lets free games run in free play", async () => {
    const token = (await call(s.app, 'testPlay', {})).body.value.token as string;
    const { free, paid } = freeAndPaidGames();
    const refusals = [
      await call(s.app, 'changePassword', { oldPassword: '', newPassword: 'abcdef1', confirmNewPassword: 'abcdef1' }, { token }),
      await call(s.app, 'feedback', { category: 'other', content: 'hello' }, { token }),
      await call(s.app, 'setHeadIcon', { headIcon: '3' }, { token }),
      await call(s.app, 'signUpPromotionJoin', { data: { promotionId: 7 } }, { token }),
      await call(s.app, 'markAnnouncementRead', { announcementId: 9, read: true }, { token }),
      await call(s.app, 'launchLottery', { vendor: 'LOTT', gameCode: 'lott_keno', prizeMode: 'Lott', playType: 'trad' }, { token }),
      await call(s.app, 'launchGame', { nodeId: paid }, { token }),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('account.trial_refused');
      expect(r.body.message).toBe(TRIAL_TEXT);
    }
    const launch = await call(s.app, 'launchGame', { nodeId: free }, { token });
    expect(launch.body.value).toMatchObject({ nodeId: free, freePlay: true });
    // Favourites and the other session calls work for a trial.
    expect((await call(s.app, 'addFavourite', { nodeId: free }, { token })).status).toBe(200);
  });

  it('treats the type 40 demo account as not real too', async () => {
    const token = await login(s.app, 'demo40');
    expect((await call(s.app, 'feedback', { category: 'other', content: 'hi' }, { token })).body.code).toBe('account.trial_refused');
    // Type 40 may mark notices read: only type 4 may not (account spec section 6).
    expect((await call(s.app, 'markAnnouncementRead', { announcementId: 9, read: true }, { token })).status).toBe(200);
  });
});

describe('launching games', () => {
  it('returns a demo game page that shows the game, the account and the balance', async () => {
    const token = await login(s.app, 'demo0');
    const { paid } = freeAndPaidGames();
    const r = await call(s.app, 'launchGame', { nodeId: paid }, { token });
    expect(r.body.value.freePlay).toBe(false);
    const page = await s.app.inject({ method: 'GET', url: new URL(r.body.value.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const name = (s.platform.db.prepare("SELECT name FROM games WHERE merchant = 'AURORA01' AND node_id = ?").get(paid) as { name: string }).name;
    expect(page.body).toContain(name);
    expect(page.body).toContain('demo0');
    expect(page.body).toContain('12,433.67');
    s.clock.advance(11 * 60_000);
    expect((await s.app.inject({ method: 'GET', url: new URL(r.body.value.url).pathname })).statusCode).toBe(404);
  });

  it('refuses games under maintenance and free play where a game has none', async () => {
    const token = await login(s.app, 'demo0');
    const down = s.platform.db.prepare("SELECT node_id FROM games WHERE merchant = 'AURORA01' AND maintenance = 1 LIMIT 1").get() as { node_id: number };
    expect((await call(s.app, 'launchGame', { nodeId: down.node_id }, { token })).body.code).toBe('game.maintenance');
    expect((await call(s.app, 'launchGame', { nodeId: freeAndPaidGames().paid, freePlay: true }, { token })).body.code).toBe('game.free_play_unavailable');
    expect((await call(s.app, 'launchGame', { nodeId: 99 }, { token })).status).toBe(404);
    expect((await call(s.app, 'launchGame', { nodeId: freeAndPaidGames().paid })).body.code).toBe('session.required');
  });
});

describe('agent calls', () => {
  it('answer agents and refuse members', async () => {
    const member = await login(s.app, 'demo0');
    const agent = await login(s.app, 'demo1');
    for (const name of ['agentTeamKpi', 'agentDailySalaryContract', 'agentDividendContract'] as const) {
      const refused = await call(s.app, name, {}, { token: member });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('Sorry, this account does not have permission');
      expect((await call(s.app, name, {}, { token: agent })).status).toBe(200);
    }
    const kpi = await call(s.app, 'agentTeamKpi', {}, { token: agent });
    expect(kpi.body.value.teamSize).toBe(13); // 12 team accounts and demo0
    expect((await call(s.app, 'agentDailySalaryContract', { userName: 'team01' }, { token: agent })).status).toBe(200);
    expect((await call(s.app, 'agentDailySalaryContract', { userName: 'demo2' }, { token: agent })).body.code).toBe('permission.denied');
  });
});
