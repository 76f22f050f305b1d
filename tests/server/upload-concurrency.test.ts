// Concurrent reward requests over loopback with real multipart bodies of real
// pictures: a member's duplicates are refused before any picture is decoded,
// and the process decodes at most DECODE_CONCURRENCY pictures at once. What is
// counted is what the upload gate handed to the decoder, not how long it took.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError, type PlatformClient } from '../../src/platform/client.ts';
import { DECODE_CONCURRENCY, UploadGate } from '../../src/server/services/upload-gate.ts';
import { AURORA, count, DEMO_PASSWORD, overLoopback, startServer, tempDir, type TestServer } from './helpers.ts';

const uploads = tempDir('lobbykit-upload-gate-');
let s: TestServer;
let port = 0;
let promotion = 0;
/** A 480 x 360 photo-like jpeg (noise, so it does not compress to nothing): real decoding work. */
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  s = await startServer({ uploadDir: uploads.path });
  port = (await overLoopback(s.app)).port;
  promotion = (
    s.platform.db
      .prepare("SELECT id FROM announcements WHERE merchant = 'AURORA01' AND kind = 'PR' AND json_extract(i18n, '$.en.title') = ?")
      .get('100% Welcome Bonus') as { id: number }
  ).id;
});
afterAll(async () => {
  await s.close();
  uploads.remove();
});

/** A client signed in as `username`. */
async function member(username: string): Promise<PlatformClient> {
  let token: string | undefined;
  const client = createPlatformClient({ apiBase: `http://127.0.0.1:${port}/api`, merchantCode: AURORA, getToken: () => token, getLanguage: () => 'en' });
  token = (await client.login({ username, password: DEMO_PASSWORD, captcha: '', type: 'username' })).token;
  return client;
}

const pictures = () => [1, 2, 3].map((i) => new File([new Uint8Array(photo)], `receipt-${i}.jpg`, { type: 'image/jpeg' }));

/** Each request's outcome: the request id, or the refusal's code. */
const outcome = (p: Promise<{ requestId: number }>) =>
  p.then(
    (r) => ({ ok: true as const, id: r.requestId }),
    (e: unknown) => ({ ok: false as const, code: e instanceof PlatformError ? e.code : String(e) }),
  );

describe('concurrent reward requests', () => {
  it('12 concurrent duplicates of one member decode one set of 3 pictures and store one request', async () => {
    const client = await member('demo0');
    const decodesBefore = s.platform.uploads.decodes;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => outcome(client.rewardRequest({ promotionId: promotion, remarks: 'Deposit at 10:02', pictures: pictures() }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.code))).toEqual(Array(11).fill('reward.already_applied'));
    expect(s.platform.uploads.decodes - decodesBefore).toBe(3);
    expect(readdirSync(uploads.path)).toHaveLength(3);
    expect(count(s.platform, 'reward_requests')).toBe(1);
  });

  it(`several members at once all get their requests stored, with at most ${DECODE_CONCURRENCY} pictures decoded at a time`, async () => {
    const clients = await Promise.all(['demo1', 'demo2', 'demo41', 'demo42'].map(member));
    const decodesBefore = s.platform.uploads.decodes;
    const results = await Promise.all(clients.map((c) => outcome(c.rewardRequest({ promotionId: promotion, remarks: '', pictures: pictures() }))));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(s.platform.uploads.decodes - decodesBefore).toBe(12);
    expect(s.platform.uploads.peak).toBeLessThanOrEqual(DECODE_CONCURRENCY);
    expect(readdirSync(uploads.path)).toHaveLength(15);
  });

  it("a member's request for another promotion while one is in the works is refused, and the slot is free again after", () => {
    const gate = new UploadGate();
    const release = gate.claim(7, 100);
    expect(() => gate.claim(7, 100)).toThrow(expect.objectContaining({ code: 'reward.already_applied' }));
    expect(() => gate.claim(7, 101)).toThrow(expect.objectContaining({ code: 'rate.limited' }));
    // Another member is not held up.
    gate.claim(8, 100)();
    release();
    gate.claim(7, 101)();
    expect(gate.decodes).toBe(0);
  });
});
