// The real client over real loopback HTTP: the register, log out, log in, see the
// balance flow the sites run (encrypted where src/server/README.md, Security, says), and the network
// failures mapped to "No Internet", "Slow Connection" and "Loading failed".
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError } from '../../src/platform/client.ts';
import { AURORA, overLoopback, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loop: Awaited<ReturnType<typeof overLoopback>>;
beforeAll(async () => {
  s = await startServer({ checkResponses: true });
  loop = await overLoopback(s.app, AURORA, { now: () => s.clock.now() });
});
afterAll(() => s.close());

describe('a player session through the client', () => {
  it('registers, logs out, logs in and sees the balance', async () => {
    const { client, setToken } = loop;
    const status = await client.status();
    expect(status.info.register.username).toBe(true);
    const cap = await client.captcha();
    expect(cap.image.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    await client.smsCodeRegister({ mobileNo: '0877777777', countryDialingCode: '+66' });
    const code = s.platform.outbox.list({ to: '+66877777777' })[0]!.code;
    const session = await client.registerByUsername({
      registerMethod: 'H5',
      type: 0,
      username: 'loopplayer',
      password: 'loop-pass-1',
      confirmPassword: 'loop-pass-1',
      mobileNum: '0877777777',
      countryDialingCode: '+66',
      verificationCode: code,
      captcha: s.platform.captchas.devAnswers!.get(cap.captchaKey)!,
      captchaKey: cap.captchaKey,
      email: '',
      nickname: '',
      birthday: '',
      affiliateCode: '',
      registerUrl: '127.0.0.1',
      domain: '127.0.0.1',
    });
    setToken(session.token);
    expect((await client.memberInfo()).account).toBe('loopplayer');
    expect(await client.logout()).toEqual({ loggedOut: true });
    const loggedOut = await client.memberInfo().catch((e: unknown) => e as PlatformError);
    expect(loggedOut).toBeInstanceOf(PlatformError);
    expect((loggedOut as PlatformError).code).toBe('session.logged_out');
    expect((loggedOut as PlatformError).i18nKey).toBe('errors:session.logged_out');
    setToken(undefined);
    const again = await client.login({ username: 'loopplayer', password: 'loop-pass-1', captcha: '', type: 'username' });
    setToken(again.token);
    expect(again.firstTimeLogin).toBe(false);
    expect(await client.walletBalance()).toEqual({ sumBalance: 1000, merchantWallet: 1000, memberWallet: 0, currency: '$' });
    const help = await client.helpCentre({ lang: 'th' });
    expect(help[0]!.lang).toBe('th');
    // Type-3 URLs come encrypted; the client decrypts them wherever the call's x-call points (customerServiceLists).
    const telegram = 'https://t.me/aurora_play_support';
    expect((await client.customerService()).list.find((e) => e.type === 3)?.url).toBe(telegram);
    expect((await client.status()).info.customerService.find((e) => e.type === 3)?.url).toBe(telegram);
  });
});

describe('network failures', () => {
  const clientFor = (apiBase: string, timeoutMs = 15_000, fetchImpl?: typeof fetch) =>
    createPlatformClient({ apiBase, merchantCode: AURORA, getToken: () => undefined, getLanguage: () => 'en', timeoutMs, fetch: fetchImpl });

  it('maps a refused connection to "No Internet"', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const e = await clientFor(`http://127.0.0.1:${port}/api`)
      .status()
      .catch((x: unknown) => x as PlatformError);
    expect(e).toMatchObject({ code: 'network.offline', status: 0 });
  });

  it('maps an answer slower than the timeout to "Slow Connection"', async () => {
    const silent = createServer(() => {}); // accepts and never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const port = (silent.address() as { port: number }).port;
      const t = performance.now();
      const e = await clientFor(`http://127.0.0.1:${port}/api`, 300)
        .status()
        .catch((x: unknown) => x as PlatformError);
      expect(e).toMatchObject({ code: 'network.slow', status: 0 });
      expect(performance.now() - t).toBeLessThan(5000);
    } finally {
      silent.close();
    }
  });

  it('maps an answer that is not the platform\'s envelope to "Loading failed" (503 to "System upgrading")', async () => {
    const html = (status: number) => (async () => new Response('<html>proxy error</html>', { status })) as unknown as typeof fetch;
    expect(
      await clientFor('/api', 1000, html(502))
        .status()
        .catch((e: PlatformError) => e.code),
    ).toBe('network.failed');
    expect(
      await clientFor('/api', 1000, html(503))
        .status()
        .catch((e: PlatformError) => e.code),
    ).toBe('system.upgrading');
  });
});
