// The client on its own: the headers and bodies it sends for each kind of call,
// and the throttle that coalesces identical calls. A recording fetch stands in
// for the network; the client is the real one.
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/platform/calls.ts';
import { createPlatformClient, PlatformError } from '../../src/platform/client.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function recording(answer: unknown = { success: true, value: 0 }) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

const make = (fetchImpl: typeof fetch, token?: string, standalone = false) =>
  createPlatformClient({
    apiBase: 'https://platform.example/api/',
    merchantCode: 'AURORA01',
    getToken: () => token,
    getLanguage: () => 'th',
    isStandalone: () => standalone,
    fetch: fetchImpl,
  });

describe('platform client', () => {
  it('attaches merchant, module, language and token; puts GET parameters in the query', async () => {
    const { sent, fetchImpl } = recording({ success: true, value: { games: [], pageNum: 1, pageSize: 24, totalPages: 0, totalCount: 0 } });
    await make(fetchImpl, 'tok').gameList({ gameName: 'dragon tiger', pageNo: 2, isNew: '1' });
    expect(sent[0]).toMatchObject({
      url: 'https://platform.example/api/game/list?gameName=dragon+tiger&pageNo=2&isNew=1',
      method: 'GET',
      headers: { 'X-Merchant-Code': 'AURORA01', 'X-Module': CALLS.gameList.module, 'X-Language': 'th', Authorization: 'Bearer tok' },
      body: undefined,
    });
  });

  it('sends JSON, form and DELETE bodies the way the call table says', async () => {
    const { sent, fetchImpl } = recording({ success: true, value: {} });
    const client = make(fetchImpl, 'tok');
    await client.addFavourite({ nodeId: 10001 });
    await client.removeFavourite({ nodeId: 10001 });
    await client.setHeadIcon({ headIcon: '3' });
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"nodeId":10001}', headers: { 'Content-Type': 'application/json', 'X-Module': 'GAMELOFAV3' } });
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: 'https://platform.example/api/game/favourites?nodeId=10001' });
    expect(sent[2]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(sent[2]!.body)).toBe('headIcon=3');
  });

  it('encrypts a login and says Device: OTHERS from an installed app', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
      'encrypt',
      'decrypt',
    ]);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const sent: Sent[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body });
      const value = url.endsWith('/encryption-key')
        ? { keyId: 'k1', publicKey: spki, algorithm: 'RSA-OAEP-3072-SHA256+A256GCM', maxClockSkewMs: 300000 }
        : { token: 't' };
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    }) as unknown as typeof fetch;
    await make(fetchImpl, undefined, true).login({ username: 'a', password: 'secret', type: 'username', captcha: '' });
    expect(sent.map((r) => r.url)).toEqual(['https://platform.example/api/comm/encryption-key', 'https://platform.example/api/account/login']);
    const login = sent[1]!;
    expect(login.headers.Device).toBe('OTHERS');
    expect(login.headers.Authorization).toBeUndefined();
    expect(login.headers.Encryption).toMatch(/^v1\.k1\.[A-Za-z0-9+/=]{512}$/);
    expect(String(login.body)).not.toContain('secret');
    expect(Object.keys(JSON.parse(String(login.body)))).toEqual(['data']);
  });

  it('coalesces identical throttled calls (unread counts: 250 ms)', async () => {
    const { sent, fetchImpl } = recording({ success: true, value: 3 });
    const client = make(fetchImpl, 'tok');
    const [a, b] = await Promise.all([client.inboxUnreadCount(), client.inboxUnreadCount()]);
    expect([a, b]).toEqual([3, 3]);
    expect(sent).toHaveLength(1);
    await client.memberInfo();
    await client.memberInfo();
    expect(sent).toHaveLength(3); // not throttled
  });

  it("throws the platform's error with its code, status and value", async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ success: false, code: 'login.failed', message: 'The username or password is incorrect.', value: { captcha: true } }), {
        status: 401,
      })) as unknown as typeof fetch;
    const e = await make(fetchImpl)
      .captcha()
      .catch((x: unknown) => x as PlatformError);
    expect(e).toBeInstanceOf(PlatformError);
    expect(e).toMatchObject({ code: 'login.failed', status: 401, value: { captcha: true }, i18nKey: 'errors:login.failed' });
  });
});
