// Walks the calls against both documents' section 7 tables: every row must
// have a call, and every call a schema file (request and value), a handler,
// a registered route and a client method. The rows come from each call's
// x-call (`implements`), through src/platform/generated/call-rows.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../src/config/schema-files.ts';
import { CALLS, CALL_NAMES, type ClientCall, schemaFileOf, schemaIdOf } from '../../src/platform/calls.ts';
import { CALL_ROWS } from '../../src/platform/generated/call-rows.ts';
import { createPlatformClient } from '../../src/platform/client.ts';
import { HANDLERS } from '../../src/server/app.ts';
import { startServer, type TestServer } from './helpers.ts';

/** Account spec section 7, one entry per table row (the chat row lists four calls). */
const ACCOUNT_ROWS = [
  'Login',
  'Test play',
  'Trial account creation',
  'Register',
  'Send SMS code',
  'Registration validation data',
  'Register settings',
  'Username validation',
  'Affiliate',
  'Captcha',
  'Change password (v2)',
  'Set password by phone',
  'Email (forgot)',
  'Logout',
  'Status',
  'Member info',
  'Help centre',
  'Customer service',
  'Domain route',
  'Head icon',
  'Feedback',
  'Player rank progress',
  'Inbox unread count',
  'Chat unread count',
  'Chat: anchor list',
  'Chat: focus list',
  'Chat: live model list',
  'Chat: launch chat',
  'Agent team KPI',
  'Agent contract daily salary',
  'Agent contract dividend',
  'System country',
];
/** Game spec section 7 ("popular announcements, lottery list, ... game menus" is one row of several calls). */
const GAME_ROWS = [
  'Game list',
  'Game vendor types',
  'Game list (lobby query variant)',
  'Recent games list',
  'Add recent game',
  'Favourite list',
  'Favourite ids',
  'Add favourite',
  'Remove favourite',
  'Hot games',
  'Winner board',
  'Announcements',
  'Mark announcement read',
  'Notices',
  'Popular announcements',
  'Lottery list',
  'Lottery menu',
  'E-lottery list',
  'Vietnamese lottery results',
  'Numero',
  'Game menus',
  'Launch game',
  'Lottery launcher',
  'Help centre',
  'Reward request',
  'Sign-up promotion join',
  'Status call',
  'Customer service',
  'Domain route',
  'Wallet fetch',
  'Member info',
  'Live models',
  'Inbox unread count',
  'Chat unread count',
  'Player rank progress',
  'Free play / trial',
];
/** Calls the issue names beyond the tables. */
const ISSUE_ROWS = ['new games', 'promotion categories', 'announcement unread count'];

const MODULES_IN_DOCUMENTS = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'GAMELO3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'FREEPLAY3',
  'INBOX3',
  'REWCEN3',
  'CBS3',
  'AFFMAN3',
  'MOBILENUMREG3',
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const rows = [...ACCOUNT_ROWS.map((r) => `account: ${r}`), ...GAME_ROWS.map((r) => `game: ${r}`), ...ISSUE_ROWS.map((r) => `issue: ${r}`)];
const client = createPlatformClient({ apiBase: '/api', merchantCode: 'X', getToken: () => undefined, getLanguage: () => 'en' });

describe('every row of both section 7 tables', () => {
  it.each(rows)('%s has a call with schema, handler, route and client function', (row) => {
    const names = CALL_NAMES.filter((n) => CALL_ROWS[n].includes(row));
    expect(names, `no call's x-call in schemas/api/ lists "${row}" in its implements`).not.toHaveLength(0);
    for (const name of names) {
      const call: ClientCall = CALLS[name];
      expect(existsSync(join(SCHEMAS_DIR, 'api', schemaFileOf(name))), `schemas/api/${schemaFileOf(name)}`).toBe(true);
      expect(typeof HANDLERS[name], `handler of ${name}`).toBe('function');
      expect(server.app.hasRoute({ method: call.method, url: `/api${call.path}` }), `route ${call.method} /api${call.path}`).toBe(true);
      expect(typeof client[name], `client.${name}`).toBe('function');
    }
  });
});

describe('every call in the list', () => {
  it.each(CALL_NAMES)('%s: schema file with request and value, its $id, a module code from the documents', (name) => {
    const file = join(SCHEMAS_DIR, 'api', schemaFileOf(name));
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    expect(schema.$id).toBe(schemaIdOf(name));
    expect(schema.properties.request).toBeDefined();
    expect(schema.properties.value).toBeDefined();
    expect(schema.required).toEqual(['request', 'value']);
    expect(MODULES_IN_DOCUMENTS).toContain((CALLS[name] as ClientCall).module);
    expect(CALL_ROWS[name].length).toBeGreaterThan(0);
  });

  it('has unique method and path pairs', () => {
    const keys = CALL_NAMES.map((n) => `${CALLS[n].method} ${CALLS[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents every property and closes every object in schemas/api/', () => {
    const problems: string[] = [];
    const files = new Map(readdirSync(join(SCHEMAS_DIR, 'api')).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS_DIR, 'api', f), 'utf8'))]));
    const target = (ref: string, file: string) => {
      const [f, pointer = ''] = ref.split('#');
      let node = files.get(f || file);
      for (const part of pointer.split('/').filter(Boolean)) node = node?.[part];
      return node as { description?: string } | undefined;
    };
    const walk = (node: unknown, file: string, path: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.type === 'object' && n.properties && n.additionalProperties !== false) problems.push(`${file} ${path}: additionalProperties is not false`);
      for (const [name, prop] of Object.entries((n.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        const ref = (prop.$ref ?? (prop.allOf as { $ref?: string }[] | undefined)?.[0]?.$ref) as string | undefined;
        if (!prop.description && !(ref && target(ref, file)?.description)) problems.push(`${file} ${path}/${name}: no description`);
      }
      for (const [k, v] of Object.entries(n)) if (typeof v === 'object') walk(v, file, `${path}/${k}`);
    };
    for (const [file, schema] of files) walk(schema, file, '');
    expect(problems).toEqual([]);
  });

  it('marks exactly the calls that carry a password as encrypted: login, both registers, the password resets, and the cashier and safer-play calls confirmed by a password (src/server/README.md, Security)', () => {
    expect(CALL_NAMES.filter((n) => CALLS[n].carrier === 'encrypted').sort()).toEqual([
      'addBankCard',
      'login',
      'registerByMobile',
      'registerByUsername',
      'requestWithdrawal',
      'resetPasswordByEmail',
      'setPasswordByPhone',
      'setPaymentPassword',
      'takeBreak',
    ]);
  });
});
