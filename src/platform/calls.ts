// The one list of platform calls. The server registers its routes from it, the
// client derives one method per entry, and tests/server/calls-coverage.test.ts
// walks it (with call-rows.ts) against both documents' section 7 tables. The documents show no
// paths ("not shown"), so the paths below are Lobbykit's; each sits under the
// brand's `platform.apiBase` (default `/api`).
import type { PlatformApi } from './generated/api.ts';

type Calls = PlatformApi['calls'];
export type CallName = keyof Calls;
export type RequestOf<K extends CallName> = Calls[K]['request'];
export type ValueOf<K extends CallName> = Calls[K]['response']['value'];

/** Module codes the calls carry in `X-Module` (both documents' section 9 list; MOBILENUMREG3 is the flag name, as the documents only say the two register calls' codes differ). */
export type ModuleCode =
  | 'COMM3'
  | 'FUNDTRANS3'
  | 'AGEANNOUNCE3'
  | 'MEMTRANS3'
  | 'PERSPNL3'
  | 'AGEINFO3'
  | 'AGEDOWNMAN3'
  | 'REG3'
  | 'MOBILENUMREG3'
  | 'CAPTCHA3'
  | 'GAMELO3'
  | 'GAMELOFAV3'
  | 'GAMELOREC3'
  | 'GAMELOHOT3'
  | 'FREEPLAY3'
  | 'INBOX3'
  | 'REWCEN3'
  | 'CBS3'
  | 'AFFMAN3';

/**
 * Who may call:
 * - none: anyone; a session is not even looked at.
 * - optional: anyone; a valid session changes the answer (read flags, popups for players).
 * - session: any session, trial included.
 * - nonGuest: a session whose type is not 4 (account spec section 6, marking notices read).
 * - real: a real account; types 4 and 40 get "Please login an actual account to use this function".
 * - agent: an agent account (any type but 0, 4 and 40, account spec section 6).
 */
export type Access = 'none' | 'optional' | 'session' | 'nonGuest' | 'real' | 'agent';

/**
 * How the request travels: query (GET/DELETE query string), json body, form
 * (application/x-www-form-urlencoded, as the documents say for two calls),
 * multipart (file upload), encrypted (json body `{ data }` plus the Encryption header).
 */
export type Carrier = 'query' | 'json' | 'form' | 'multipart' | 'encrypted';

/** White-label flags a call can depend on (the brand's `flags`). */
export type CallFlag =
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'CHNGPASSMAIL3'
  | 'CHNGPASSVERIF3'
  | 'MOBILEVERCODELOGIN3'
  | 'REWCEN3'
  | 'CBS3'
  | 'FREEPLAY3';

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the API base, for example `/game/list`. Also the encrypted calls' additional data. */
  path: string;
  module: ModuleCode;
  carrier: Carrier;
  access: Access;
  /** The call is refused (feature.disabled) unless the brand has this flag on. */
  flag?: CallFlag;
  /** Answers during maintenance and region restriction (the status screens and support need it). */
  alwaysOpen?: boolean;
  /** The client coalesces identical calls made within this many milliseconds (documents' section 7 and 9 throttles). */
  throttleMs?: number;
}

export const CALLS = {
  // ---- account, access and session: account spec section 7 ----
  encryptionKey: { method: 'GET', path: '/comm/encryption-key', module: 'COMM3', carrier: 'query', access: 'none', alwaysOpen: true },
  login: { method: 'POST', path: '/account/login', module: 'COMM3', carrier: 'encrypted', access: 'none' },
  testPlay: { method: 'POST', path: '/account/test-play', module: 'FREEPLAY3', carrier: 'json', access: 'none', flag: 'FREEPLAY3' },
  trialAccount: { method: 'GET', path: '/account/trial-account', module: 'FREEPLAY3', carrier: 'query', access: 'none', flag: 'FREEPLAY3' },
  registerByUsername: { method: 'PUT', path: '/account/register', module: 'REG3', carrier: 'encrypted', access: 'none', flag: 'USERNAMEREG3' },
  registerByMobile: { method: 'PUT', path: '/account/register/mobile', module: 'MOBILENUMREG3', carrier: 'encrypted', access: 'none', flag: 'MOBILENUMREG3' },
  smsCodeRegister: { method: 'POST', path: '/account/sms-code/register', module: 'REG3', carrier: 'json', access: 'none', flag: 'REGMOBVERF3' },
  smsCodeLogin: { method: 'POST', path: '/account/sms-code/login', module: 'COMM3', carrier: 'json', access: 'none', flag: 'MOBILEVERCODELOGIN3' },
  smsCodeReset: { method: 'POST', path: '/account/sms-code/reset', module: 'PERSPNL3', carrier: 'json', access: 'none', flag: 'CHNGPASSVERIF3' },
  registrationValidationData: { method: 'GET', path: '/account/register/rules', module: 'REG3', carrier: 'query', access: 'none' },
  registerSettings: { method: 'GET', path: '/account/register/settings', module: 'REG3', carrier: 'query', access: 'none' },
  usernameValidation: { method: 'GET', path: '/account/username-check', module: 'REG3', carrier: 'query', access: 'none' },
  affiliateCheck: { method: 'GET', path: '/account/affiliate', module: 'AFFMAN3', carrier: 'query', access: 'none' },
  captcha: { method: 'GET', path: '/account/captcha', module: 'CAPTCHA3', carrier: 'query', access: 'none' },
  changePassword: { method: 'POST', path: '/member/password', module: 'PERSPNL3', carrier: 'json', access: 'real' },
  setPasswordByPhone: { method: 'POST', path: '/account/password/phone', module: 'PERSPNL3', carrier: 'encrypted', access: 'none', flag: 'CHNGPASSVERIF3' },
  forgotPasswordByEmail: { method: 'POST', path: '/account/password/email', module: 'PERSPNL3', carrier: 'form', access: 'none', flag: 'CHNGPASSMAIL3' },
  resetPasswordByEmail: {
    method: 'POST',
    path: '/account/password/email-code',
    module: 'PERSPNL3',
    carrier: 'encrypted',
    access: 'none',
    flag: 'CHNGPASSMAIL3',
  },
  logout: { method: 'DELETE', path: '/account/logout', module: 'COMM3', carrier: 'query', access: 'session' },
  status: { method: 'GET', path: '/comm/status', module: 'COMM3', carrier: 'query', access: 'none', alwaysOpen: true },
  memberInfo: { method: 'GET', path: '/member/info', module: 'PERSPNL3', carrier: 'query', access: 'session' },
  helpCentre: { method: 'GET', path: '/comm/help', module: 'COMM3', carrier: 'query', access: 'none', alwaysOpen: true },
  customerService: { method: 'GET', path: '/comm/customer-service', module: 'COMM3', carrier: 'query', access: 'none', alwaysOpen: true },
  domainRoute: { method: 'GET', path: '/comm/domain-route', module: 'COMM3', carrier: 'query', access: 'none', alwaysOpen: true },
  headIcon: { method: 'GET', path: '/member/head-icon', module: 'PERSPNL3', carrier: 'query', access: 'session' },
  setHeadIcon: { method: 'POST', path: '/member/head-icon', module: 'PERSPNL3', carrier: 'form', access: 'real' },
  feedback: { method: 'PUT', path: '/member/feedback', module: 'PERSPNL3', carrier: 'json', access: 'real' },
  playerRankProgress: { method: 'GET', path: '/member/rank-progress', module: 'PERSPNL3', carrier: 'query', access: 'session' },
  inboxUnreadCount: { method: 'GET', path: '/member/inbox/unread-count', module: 'INBOX3', carrier: 'query', access: 'session', throttleMs: 250 },
  chatUnreadCount: { method: 'GET', path: '/chat/unread-count', module: 'CBS3', carrier: 'query', access: 'session', flag: 'CBS3', throttleMs: 250 },
  announcementUnreadCount: {
    method: 'GET',
    path: '/content/announcements/unread-count',
    module: 'INBOX3',
    carrier: 'query',
    access: 'session',
    throttleMs: 250,
  },
  chatAnchorList: { method: 'GET', path: '/chat/anchors', module: 'CBS3', carrier: 'query', access: 'none', flag: 'CBS3' },
  chatFocusList: { method: 'GET', path: '/chat/focus', module: 'CBS3', carrier: 'query', access: 'session', flag: 'CBS3' },
  liveModels: { method: 'GET', path: '/chat/live-models', module: 'CBS3', carrier: 'query', access: 'none', flag: 'CBS3' },
  launchChat: { method: 'GET', path: '/chat/launch', module: 'CBS3', carrier: 'query', access: 'session', flag: 'CBS3' },
  agentTeamKpi: { method: 'GET', path: '/agent/team-kpi', module: 'AGEINFO3', carrier: 'query', access: 'agent' },
  agentDailySalaryContract: { method: 'GET', path: '/agent/contract/daily-salary', module: 'AGEDOWNMAN3', carrier: 'query', access: 'agent' },
  agentDividendContract: { method: 'GET', path: '/agent/contract/dividend', module: 'AGEDOWNMAN3', carrier: 'query', access: 'agent' },
  systemCountry: { method: 'GET', path: '/comm/country', module: 'COMM3', carrier: 'query', access: 'none' },

  // ---- game and content: game spec section 7 ----
  gameList: { method: 'GET', path: '/game/list', module: 'GAMELO3', carrier: 'query', access: 'none' },
  gameVendorTypes: { method: 'GET', path: '/game/vendor-types', module: 'GAMELO3', carrier: 'query', access: 'none' },
  lobbyGameList: { method: 'GET', path: '/game/lobby', module: 'GAMELO3', carrier: 'query', access: 'none' },
  recentGames: { method: 'GET', path: '/game/recent', module: 'GAMELOREC3', carrier: 'query', access: 'session' },
  addRecentGame: { method: 'GET', path: '/game/recent/add', module: 'GAMELOREC3', carrier: 'query', access: 'session' },
  favouriteGames: { method: 'GET', path: '/game/favourites', module: 'GAMELOFAV3', carrier: 'query', access: 'session' },
  favouriteIds: { method: 'GET', path: '/game/favourites/ids', module: 'GAMELOFAV3', carrier: 'query', access: 'session' },
  addFavourite: { method: 'POST', path: '/game/favourites', module: 'GAMELOFAV3', carrier: 'json', access: 'session' },
  removeFavourite: { method: 'DELETE', path: '/game/favourites', module: 'GAMELOFAV3', carrier: 'query', access: 'session' },
  hotGames: { method: 'GET', path: '/game/hot', module: 'GAMELOHOT3', carrier: 'query', access: 'none' },
  newGames: { method: 'GET', path: '/game/new', module: 'GAMELO3', carrier: 'query', access: 'none' },
  winnerBoard: { method: 'GET', path: '/game/winners', module: 'GAMELO3', carrier: 'query', access: 'none' },
  gameMenus: { method: 'GET', path: '/game/menus', module: 'GAMELO3', carrier: 'query', access: 'none' },
  lotteryList: { method: 'GET', path: '/game/lottery/list', module: 'GAMELO3', carrier: 'query', access: 'none' },
  lotteryMenu: { method: 'GET', path: '/game/lottery/menu', module: 'GAMELO3', carrier: 'query', access: 'none' },
  eLotteryList: { method: 'GET', path: '/game/elottery/list', module: 'GAMELO3', carrier: 'query', access: 'none' },
  vnLotteryResults: { method: 'GET', path: '/game/lottery/vn-results', module: 'GAMELO3', carrier: 'query', access: 'none' },
  numero: { method: 'GET', path: '/game/lottery/numero', module: 'GAMELO3', carrier: 'query', access: 'none' },
  launchGame: { method: 'POST', path: '/game/launch', module: 'GAMELO3', carrier: 'json', access: 'session' },
  launchLottery: { method: 'POST', path: '/game/launch-lottery', module: 'GAMELO3', carrier: 'json', access: 'real' },
  announcements: { method: 'GET', path: '/content/announcements', module: 'COMM3', carrier: 'query', access: 'optional' },
  markAnnouncementRead: { method: 'POST', path: '/content/announcements/read', module: 'INBOX3', carrier: 'json', access: 'nonGuest', throttleMs: 150 },
  notices: { method: 'GET', path: '/content/notices', module: 'COMM3', carrier: 'query', access: 'optional' },
  popularAnnouncements: { method: 'GET', path: '/content/announcements/popular', module: 'COMM3', carrier: 'query', access: 'none' },
  promotionCategories: { method: 'GET', path: '/promo/categories', module: 'COMM3', carrier: 'query', access: 'none' },
  rewardRequest: { method: 'POST', path: '/promo/reward-request', module: 'REWCEN3', carrier: 'multipart', access: 'real', flag: 'REWCEN3' },
  signUpPromotionJoin: { method: 'POST', path: '/promo/join', module: 'REWCEN3', carrier: 'json', access: 'real' },
  walletBalance: { method: 'GET', path: '/wallet/balance', module: 'FUNDTRANS3', carrier: 'query', access: 'session' },
} as const satisfies Record<CallName, CallSpec>;

export const CALL_NAMES = Object.keys(CALLS) as CallName[];

export const API_SCHEMA_BASE = 'https://lobbykit.dev/schemas/api/';

/** `gameList` -> `game-list.schema.json`: one schema file per call under schemas/api/. */
export function schemaFileOf(name: CallName): string {
  return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schema.json`;
}

export function schemaIdOf(name: CallName): string {
  return API_SCHEMA_BASE + schemaFileOf(name);
}

/** The additional data an encrypted call's AES-GCM binds to: its method and path below the API base, so a relay may mount the API elsewhere. */
export function encryptionAdditionalData(name: CallName): string {
  const call: CallSpec = CALLS[name];
  return `${call.method} ${call.path}`;
}
