// The demo artwork the platform draws (services/demo-art.ts): game art at the
// sizes the site asks for, the same bytes for the same game on every run and
// different art for different games, provider logos, and banners whose text
// stays inside the picture.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitLines, gameArtSvg, renderPng } from '../../src/server/services/demo-art.ts';
import { ImageCache } from '../../src/server/services/images.ts';
import { AURORA, call, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const get = (url: string) => s.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });

/** How many distinct colours a picture has, in 32-level buckets: a flat monogram tile has a handful, artwork hundreds. */
async function colours(image: Buffer): Promise<number> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 3) seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
  return seen.size;
}

describe('demo art', () => {
  it('draws each game at the two sizes the cards ask for, the same every time, and different games differently', async () => {
    const list = (await call(s.app, 'gameList', { pageSize: 6 })).body.value.games as { iconUrl: string; mobileLargeIcon: string }[];
    expect(list.length).toBe(6);
    const small: Buffer[] = [];
    for (const game of list) {
      for (const [url, px] of [
        [game.iconUrl, 200],
        [game.mobileLargeIcon, 400],
      ] as const) {
        const r = await get(url);
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['content-type']).toBe('image/webp');
        const meta = await sharp(r.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', px, px]);
        if (px === 200) {
          // A phone's first screen holds several beside its largest paint: a few KB each (a palette PNG was about 20).
          expect(r.rawPayload.length).toBeLessThan(10 * 1024);
          small.push(r.rawPayload);
        }
      }
    }
    expect(new Set(small.map((b) => b.toString('base64'))).size).toBe(small.length);
    expect(await colours(small[0]!)).toBeGreaterThan(150);
    // Drawn again from nothing (another server), the bytes are the same.
    const other = await startServer();
    try {
      const again = await other.app.inject({ method: 'GET', url: new URL(list[0]!.iconUrl).pathname });
      expect(again.rawPayload.equals(small[0]!)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('draws a logo per provider and banners with art, at their group size', async () => {
    const logo = await get(`/api/assets/vendors/PG-COLOR.png`);
    expect(logo.statusCode).toBe(200);
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(96);
    const other = await get(`/api/assets/vendors/EVO-COLOR.png`);
    expect(other.rawPayload.equals(logo.rawPayload)).toBe(false);
    const banners = (await call(s.app, 'announcements', { types: 'B', groupName: 'm_home' })).body.value.banners as { url: string }[];
    const group = s.platform.merchants.get(AURORA)!.brand.banners.groups.m_home!;
    const png = (await get(banners[0]!.url)).rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ width: group.width, height: group.height });
    expect(await colours(png)).toBeGreaterThan(300);
  });

  it('sets a name in lines that fit the box, breaking long names', () => {
    const short = fitLines('OCEAN KING', 172, 84, 38);
    expect(short.size).toBeLessThanOrEqual(38);
    const long = fitLines('SABA SPORTS VIRTUAL SPORTS', 172, 84, 38);
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join(' ')).toBe('SABA SPORTS VIRTUAL SPORTS');
    expect(long.size * long.lines.length * 1.08).toBeLessThanOrEqual(84.01);
  });

  it('escapes names, so any name draws', async () => {
    const svg = gameArtSvg({ name: 'Tom & Jerry <"Gold">', vassalage: 'PG', game_type: 'RNG' }, 200);
    expect(svg).toContain('&amp; JERRY');
    expect(svg).toContain('&lt;&quot;GOLD&quot;&gt;');
    expect(svg).not.toContain('<"');
    expect((await sharp(await renderPng(svg, true)).metadata()).width).toBe(200);
  });

  it('keeps images within its byte budget, oldest out first, and makes one image once for a burst of requests', async () => {
    const cache = new ImageCache(3000);
    let made = 0;
    const make = (n: number) => async () => {
      made++;
      return Buffer.alloc(1000, n);
    };
    const burst = await Promise.all([1, 2, 3, 4].map(() => cache.getAsync('a', make(1))));
    expect(made).toBe(1);
    expect(burst.every((b) => b === burst[0])).toBe(true);
    await cache.getAsync('b', make(2));
    await cache.getAsync('c', make(3));
    await cache.getAsync('a', make(1)); // a is the most recent again
    await cache.getAsync('d', make(4)); // over 3000 bytes: b, the least recent, goes
    expect(made).toBe(4);
    await cache.getAsync('a', make(1));
    await cache.getAsync('b', make(2));
    expect(made).toBe(5);
  });
});
