// The build's content snapshot through the real CLI: pages prebuilt with what
// the reference platform (real server, real database, on loopback) answers,
// and every kind of unusable platform reported per brand while the build
// still succeeds with placeholders.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CallName, ValueOf } from '../../src/platform/calls.ts';
import type { ContentSnapshot } from '../../src/platform/snapshot.ts';
import { startServer, type TestServer } from '../server/helpers.ts';
import { brandsFolder, cliAsync, pageDataOf, tempDir } from './helpers.ts';

const DEMO = ['aurora', 'falak', 'siam'];

const html = (dist: string, id: string, page: string) => readFileSync(join(dist, id, page, 'index.html'), 'utf8');
const answersOf = <K extends CallName>(data: ContentSnapshot | undefined, call: K) =>
  Object.entries(data?.answers ?? {})
    .filter(([k]) => k.startsWith(`${call}:`))
    .map(([, v]) => v as ValueOf<K>);
/** Text as it stands in HTML: the build escapes &, < and quotes. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

describe('with the reference platform', () => {
  let server: TestServer;
  const dist = tempDir('dist');
  let output = '';

  beforeAll(async () => {
    server = await startServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (server.app.server.address() as { port: number }).port;
    const r = await cliAsync('build', { brands: brandsFolder(DEMO), dist }, ['--content-from', `http://127.0.0.1:${port}`]);
    output = r.output;
    expect(r.code, r.output).toBe(0);
  });
  afterAll(() => server?.app.close());

  test('the summary gives each brand its snapshot, with answers, size and time', () => {
    for (const id of DEMO) expect(output).toMatch(new RegExp(`✓ content snapshot ${id}: \\d+ answers, [\\d.]+ KB, [\\d.]+ s`));
    expect(output).not.toContain('no content snapshot');
  });

  test.each(DEMO)('%s: home, a category page, promotions and help carry the platform content in their HTML', (id) => {
    const home = html(dist, id, 'm/home');
    const homeData = pageDataOf(join(dist, id), 'm/home');
    const banners = answersOf(homeData, 'announcements').flatMap((v) => v.banners);
    expect(banners.length).toBeGreaterThan(0);
    const first = [...banners].sort((a, b) => a.sort - b.sort)[0]!;
    // The first banner is a plain image in the HTML, sized: asked for first when it is home's largest picture, else
    // once that one is on screen (src/build/lead-first.ts).
    const banner = new RegExp(
      `<img class="lk-banner__media" (src|data-lk-src)="${first.url.replace(/[.?]/g, '\\$&')}"[^>]*width="\\d+" height="\\d+"[^>]*fetchPriority="(high|low)"`,
    ).exec(home);
    expect(banner, 'the first banner').not.toBeNull();
    expect(banner![1] === 'src', 'a banner asked for at once is the lead').toBe(banner![2] === 'high');
    expect(home.match(/<img [^>]*fetchPriority="high"/g), 'one lead image').toHaveLength(1);

    const slots = html(dist, id, 'm/slot-games');
    const games = answersOf(pageDataOf(join(dist, id), 'm/slot-games'), 'gameList').flatMap((v) => v.games);
    expect(games.length).toBeGreaterThan(0);
    for (const g of games.slice(0, 5)) expect(slots).toContain(inHtml(g.gameName));

    const activity = html(dist, id, 'm/activity');
    const promotions = answersOf(pageDataOf(join(dist, id), 'm/activity'), 'announcements').flatMap((v) => v.promotion);
    expect(promotions.length).toBeGreaterThan(0);
    for (const p of promotions) expect(activity).toContain(inHtml(p.title));

    const help = html(dist, id, 'm/help');
    const items = answersOf(pageDataOf(join(dist, id), 'm/help'), 'helpCentre').flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(help).toContain(inHtml(item.title));
  });

  test('a page carries only its own answers, in the brand default language', () => {
    const data = pageDataOf(join(dist, 'falak'), 'm/help')!;
    expect(data.lng).toBe('ar');
    expect(Object.keys(data.answers).map((k) => k.split(':')[0])).toEqual(['helpCentre']);
    expect(pageDataOf(join(dist, 'falak'), 'm/changePsw')).toBeUndefined();
  });
});

/** A loopback server answering every request with `answer`. */
async function badPlatform(answer: (res: import('node:http').ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe('a platform that cannot give a snapshot', () => {
  const cases: [string, (res: import('node:http').ServerResponse) => void, RegExp][] = [
    [
      'answers 500',
      (res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false,"code":"unknown","message":"boom"}'),
      /status \(GET http:\/\/127\.0\.0\.1:\d+\/api\/comm\/status\) failed: HTTP 500 unknown boom/,
    ],
    [
      'answers invalid JSON',
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":tru'),
      /status \(GET .*\/api\/comm\/status\) answered HTTP 200 with no valid JSON envelope \(it began "\{\\"success\\":tru"\)/,
    ],
    [
      'answers the wrong shape',
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"value":{"status":"open"}}'),
      /status \(GET .*\/api\/comm\/status\) answered a shape that does not match schemas\/api\/status\.schema\.json: at \/value/,
    ],
  ];

  // One brand each: that every brand gets its own report is the next test's.
  test.each(cases)('one that %s is reported with what it answered; the build still succeeds with placeholders', async (_name, answer, report) => {
    const { url, server } = await badPlatform(answer);
    const dist = tempDir('dist');
    try {
      const r = await cliAsync('build', { brands: brandsFolder(['aurora']), dist }, ['--content-from', url]);
      expect(r.code, r.output).toBe(0);
      expect(r.output).toMatch(new RegExp(`! no content snapshot for aurora \\(brands/aurora\\): ${report.source}`));
      expect(pageDataOf(join(dist, 'aurora'), 'm/home')).toBeUndefined();
      expect(html(dist, 'aurora', 'm/home')).toContain('lk-skeleton');
    } finally {
      server.close();
    }
  });

  test('one that is down is reported per brand; the build still succeeds', async () => {
    const { url, server } = await badPlatform((res) => res.end());
    server.close(); // nothing listens at that port any more
    const dist = tempDir('dist');
    const r = await cliAsync('build', { brands: brandsFolder(['aurora', 'siam']), dist }, ['--content-from', url]);
    expect(r.code, r.output).toBe(0);
    for (const id of ['aurora', 'siam'])
      expect(r.output).toMatch(
        new RegExp(
          `! no content snapshot for ${id} \\(brands/${id}\\): platform unreachable: status \\(GET ${url.replace(/[.]/g, '\\.')}/api/comm/status\\) got no answer`,
        ),
      );
  });
});
