// Malformed and hostile input on every call: wrong types, extra properties,
// oversized strings, repeated parameters, SQL and script injection in every
// text field, broken bodies. The answer is a 4xx with a known error code, never
// a 5xx, and a refused call stores nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS, CALL_NAMES, type CallName } from '../../src/platform/calls.ts';
import { ERROR_CODES } from '../../src/platform/error-codes.ts';
import { requestScalarKinds } from '../../src/server/validation.ts';
import { AURORA, call, login, snapshot, startServer, type CallResult, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());
// A fresh hour (per-address limits) and a fresh agent session (real account, every access level).
beforeEach(async () => {
  s.clock.advance(3600_000);
  token = await login(s.app, 'demo1');
});

/** A plausible request per call, the base the hostile variants start from. A call left out (a new one) starts from {}. */
const BASE: Partial<Record<CallName, Record<string, unknown>>> = {
  encryptionKey: {},
  login: { username: 'demo0', password: 'whatever1', captcha: '', type: 'username' },
  testPlay: {},
  trialAccount: {},
  registerByUsername: {
    registerMethod: 'H5',
    type: 0,
    username: 'hostile1',
    password: 'secret123',
    confirmPassword: 'secret123',
    mobileNum: '0811111110',
    email: '',
    nickname: '',
  },
  registerByMobile: { registerMethod: 'H5', type: 0, mobileNum: '0811111111', password: 'secret123', confirmPassword: 'secret123' },
  smsCodeRegister: { mobileNo: '0811111112', countryDialingCode: '+66' },
  smsCodeLogin: { mobileNum: '0811111113' },
  smsCodeReset: { mobileNum: '0811111114' },
  registrationValidationData: {},
  registerSettings: {},
  usernameValidation: { username: 'someone1' },
  affiliateCheck: { code: 'AGENT1', domain: 'm.aurora-play.example' },
  captcha: {},
  changePassword: { oldPassword: 'demo1234', newPassword: 'newpass12', confirmNewPassword: 'newpass12' },
  setPasswordByPhone: { newPassword: 'newpass12', mobileNum: '0812345671', verificationCode: '123456' },
  forgotPasswordByEmail: { username: 'demo1', email: 'demo1@demo.lobbykit.dev' },
  resetPasswordByEmail: { username: 'demo1', verificationCode: '123456', newPassword: 'newpass12' },
  logout: {},
  status: { device: 'MOBILE' },
  memberInfo: {},
  helpCentre: { lang: 'en' },
  customerService: {},
  domainRoute: { device: 0 },
  headIcon: {},
  setHeadIcon: { headIcon: '2' },
  feedback: { category: 'other', content: 'hello' },
  playerRankProgress: {},
  inboxUnreadCount: {},
  chatUnreadCount: {},
  announcementUnreadCount: {},
  chatAnchorList: { pageNo: 1 },
  chatFocusList: {},
  liveModels: { active: true },
  launchChat: { b2c: 1, backUrl: '/m/home', template: 'v2', title: 'Chat' },
  agentTeamKpi: { startDate: '2025-01-01', endDate: '2025-01-31' },
  agentDailySalaryContract: { userName: 'team01' },
  agentDividendContract: { userName: 'team01' },
  systemCountry: {},
  gameList: { gameName: 'dragon', gameType: 'RNG', vassalage: 'PG', gameClassify: 'SLOT', pageNo: 1, pageSize: 24 },
  gameVendorTypes: { typeId: 1 },
  lobbyGameList: { clientType: 2 },
  recentGames: { page: 1, vendor: 'PG' },
  addRecentGame: { nodeId: 10001 },
  favouriteGames: { pageNo: 1, vendor: 'PG' },
  favouriteIds: {},
  addFavourite: { nodeId: 10001 },
  removeFavourite: { nodeId: 10001 },
  hotGames: { pageNo: 1 },
  newGames: { pageNo: 1 },
  winnerBoard: { gameCategory: 'ALL', limitNum: 30 },
  gameMenus: { language: 'en' },
  lotteryList: {},
  lotteryMenu: {},
  eLotteryList: {},
  vnLotteryResults: { date: '2025-01-01' },
  numero: {},
  launchGame: { nodeId: 10001, category: 'RNG', gameId: 'x' },
  launchLottery: { vendor: 'LOTT', gameCode: 'lott_keno', prizeMode: 'Lott', playType: 'trad' },
  announcements: { types: 'PR,B', groupName: 'm_home' },
  markAnnouncementRead: { announcementId: 9, read: true },
  notices: { pageNo: 1 },
  popularAnnouncements: {},
  promotionCategories: {},
  rewardRequest: { promotionId: 1, remarks: 'x' },
  signUpPromotionJoin: { data: { promotionId: 7 } },
  walletBalance: {},
  createDeposit: { methodId: 'card', amount: 100_00, idempotencyKey: 'hostile-input-1' },
  depositStatus: { orderId: 'D1' },
  addBankCard: { bankCode: 'SCB', accountNumber: '1234567890', payeeName: 'Agent One', paymentPassword: 'demo1234' },
  removeBankCard: { cardId: 999_999 },
  // Wrong passwords: these calls must never succeed here (a break would end the suite's session).
  setPaymentPassword: { password: 'not-the-password', paymentPassword: '123456' },
  takeBreak: { kind: 'timeOut', period: '24h', password: 'not-the-password' },
  requestWithdrawal: { cardId: 999_999, amount: 100_00, paymentPassword: 'demo1234', idempotencyKey: 'hostile-input-2' },
  withdrawalStatus: { withdrawalId: 'W1' },
  records: { type: 'deposit', from: 0, to: 86_400_000, pageNo: 1, pageSize: 10 },
  setLimit: { kind: 'deposit', period: 'day', amount: 1_000_000_00 },
  setRealityCheck: { intervalMinutes: 30 },
  monitoringReport: { build: 'b1', errors: [], vitals: [] },
};

const base = (name: CallName) => BASE[name] ?? {};

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  "admin'--",
  '1 UNION SELECT token_hash FROM sessions',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '../../../../etc/passwd',
  '\u0000\u0001',
];

/** Calls whose success stores something (then the stored text must be the input, verbatim and inert). */
const WRITES = new Set<CallName>([
  'feedback',
  'addFavourite',
  'addRecentGame',
  'setHeadIcon',
  'launchGame',
  'launchChat',
  'launchLottery',
  'markAnnouncementRead',
  'signUpPromotionJoin',
  'testPlay',
  'trialAccount',
  'smsCodeRegister',
  'smsCodeLogin',
  'smsCodeReset',
  'forgotPasswordByEmail',
  'captcha',
  'login',
  'createDeposit',
  'addBankCard',
  'setLimit',
  'setRealityCheck',
  'monitoringReport',
]);

// Multipart uploads have their own suite (reward-request.test.ts).
const TESTED = CALL_NAMES.filter((n) => CALLS[n].carrier !== 'multipart');

async function hostile(name: CallName, request: object): Promise<CallResult> {
  const before = snapshot(s.platform);
  const r = await call(s.app, name, request, { token });
  expect(r.status, `${name} ${JSON.stringify(request).slice(0, 200)} -> ${JSON.stringify(r.body)}`).toBeLessThan(500);
  if (r.status !== 200) {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body.success).toBe(false);
    expect(Object.keys(ERROR_CODES), `unknown code ${r.body.code}`).toContain(r.body.code);
    expect(r.body.message!.length).toBeGreaterThan(10);
    const after = snapshot(s.platform);
    // A failed login is counted (login_failures is not in the snapshot); nothing else may change.
    expect(after, `${name} stored something although it was refused`).toEqual(before);
  } else if (!WRITES.has(name)) {
    expect(snapshot(s.platform), `${name} is a read but stored something`).toEqual(before);
  }
  return r;
}

describe.each(TESTED)('%s', (name) => {
  const kinds = requestScalarKinds(name);
  const carrier = CALLS[name].carrier;

  it('refuses an extra property', async () => {
    const r = await hostile(name, { ...base(name), sneaky: 'x' });
    expect(r.status).toBeGreaterThanOrEqual(400);
    if (r.body.code === 'request.invalid') expect(r.body.value).toMatchObject({ field: 'sneaky', reason: 'unknown' });
  });

  it('refuses wrong types in every field', async () => {
    for (const [field, kind] of kinds) {
      const wrong =
        carrier === 'query' || carrier === 'form'
          ? kind === 'string'
            ? undefined
            : 'not-a-number'
          : kind === 'string'
            ? 12345
            : kind === 'object'
              ? 'x'
              : 'text';
      if (wrong === undefined) continue; // every query value is a string
      const r = await hostile(name, { ...base(name), [field]: wrong });
      expect(r.status, `${field}=${JSON.stringify(wrong)}`).toBeGreaterThanOrEqual(400);
    }
    if (carrier === 'json' || carrier === 'encrypted' || carrier === 'beacon') {
      const r = await hostile(name, [] as unknown as object);
      expect(r.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses oversized strings in every field', async () => {
    for (const [field, kind] of kinds) {
      if (kind !== 'string') continue;
      const r = await hostile(name, { ...base(name), [field]: 'x'.repeat(5000) });
      expect(r.status, field).toBeGreaterThanOrEqual(400);
    }
  });

  it('survives SQL and script injection in every text field', async () => {
    const intact = s.platform.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get();
    for (const [field, kind] of kinds) {
      if (kind !== 'string') continue;
      for (const payload of INJECTIONS) {
        const r = await hostile(name, { ...base(name), [field]: payload });
        if (r.status === 200 && name === 'feedback') {
          const stored = s.platform.db.prepare('SELECT content FROM feedback ORDER BY id DESC LIMIT 1').get() as { content: string };
          expect(stored.content).toBe(payload);
        }
        // Script never reaches a page unescaped.
        if (r.status === 200 && name === 'launchChat') {
          const page = await s.app.inject({ method: 'GET', url: new URL((r as CallResult<'launchChat'>).body.value.chatUrl).pathname });
          expect(page.body).not.toContain('<script>alert');
          expect(page.body).not.toContain('<img src=x');
        }
      }
    }
    expect(s.platform.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual(intact);
    expect((s.platform.db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n).toBeGreaterThan(0);
  });

  if (carrier === 'query' && kinds.size) {
    it('refuses a repeated query parameter', async () => {
      const [field] = [...kinds.keys()];
      const spec = CALLS[name];
      const r = await s.app.inject({
        method: spec.method,
        url: `/api${spec.path}?${field}=1&${field}=2`,
        headers: { 'x-merchant-code': AURORA, authorization: `Bearer ${token}` },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('request.invalid');
    });
  }
});

describe('broken requests', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'POST',
      url: '/api/game/favourites',
      headers: { 'x-merchant-code': AURORA, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload,
    });

  it('answers malformed JSON, an empty body, prototype keys and wrong content types with 4xx', async () => {
    for (const [payload, code] of [
      ['{"nodeId": 10001', 'request.malformed'],
      ['', 'request.malformed'],
      ['{"__proto__": {"admin": true}, "nodeId": 10001}', 'request.malformed'],
      ['{"constructor": {"prototype": {"admin": true}}, "nodeId": 10001}', 'request.malformed'],
      ['null', 'request.invalid'],
      ['"just a string"', 'request.invalid'],
    ] as const) {
      const r = await post(payload);
      expect(r.statusCode, payload).toBe(400);
      expect(r.json().code, payload).toBe(code);
    }
    expect((await post('nodeId=1', { 'content-type': 'application/x-www-form-urlencoded' })).json().code).toBe('request.content_type');
    const xml = await post('<a/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('request.content_type');
  });

  it('answers a body over 64 KiB with 413', async () => {
    const r = await post(JSON.stringify({ nodeId: 1, pad: 'x'.repeat(70_000) }));
    expect(r.statusCode).toBe(413);
    expect(r.json().code).toBe('request.too_large');
  });

  it('refuses a missing or unknown merchant, a wrong module code and a bad Authorization header', async () => {
    const get = (headers: Record<string, string>) => s.app.inject({ method: 'GET', url: '/api/member/info', headers });
    expect((await get({})).json().code).toBe('request.merchant');
    expect((await get({ 'x-merchant-code': "AURORA01' OR 1=1" })).json().code).toBe('request.merchant');
    expect((await get({ 'x-merchant-code': AURORA, 'x-module': 'COMM3' })).json().code).toBe('request.module');
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${token}x`, `Bearer ${"' OR 1=1 --".repeat(5)}`, `Bearer ${'a'.repeat(5000)}`]) {
      const r = await get({ 'x-merchant-code': AURORA, authorization });
      expect(r.statusCode, authorization.slice(0, 30)).toBe(401);
      expect(r.json().code).toBe('session.logged_out');
    }
  });

  it("answers unknown paths under /api with the documents' text", async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/../../etc/passwd' });
    expect(r.statusCode).toBe(404);
    const unknown = await s.app.inject({ method: 'PATCH', url: '/api/game/list' });
    expect(unknown.json()).toMatchObject({ success: false, code: 'request.unknown_call' });
    expect(unknown.json().message).toContain('The requested url is empty. please check your request format.');
    for (const url of ['/api/assets/games/AURORA01/..%2f..%2fetc.png', '/api/assets/vendors/..-COLOR.png', '/api/assets/avatars/99.png', '/api/play/nope']) {
      expect((await s.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
