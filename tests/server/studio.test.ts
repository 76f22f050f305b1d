// The studio's API on a real `npm start` over loopback, with a brands folder of
// the test's own: who may write, what may be written where, and what a crash in
// the middle of a save leaves behind.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';
import { MAX_DEPTH, MAX_PROBLEMS, MAX_VALUES, STUDIO_BODY_LIMIT } from '../../src/studio/server/input-bounds.ts';
import { brandsFolder, cli } from '../build/helpers.ts';
import { ownServerPort, startOwnServer, type OwnServer } from '../e2e/own-server.ts';

// Ports apart from the browser suites' private servers (E2E_PORT + 100 + n).
const PORT = ownServerPort(20);

let server: OwnServer;
let brands: string;
let token: string;
const origin = () => `http://localhost:${server.port}`;
const file = (id: string) => join(brands, id, 'brand.json');

function put(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin()}/studio/api/brands/${path}`, {
    method: 'PUT',
    headers: { origin: origin(), 'x-studio-token': token, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function studioToken(s: OwnServer) {
  const html = await (await fetch(`http://localhost:${s.port}/studio/`)).text();
  return /name="lk-studio-token" content="([^"]+)"/.exec(html)![1]!;
}

beforeAll(async () => {
  brands = brandsFolder(['aurora', 'siam']);
  server = await startOwnServer(PORT, { env: { LOBBYKIT_BRANDS_DIR: brands } });
  token = await studioToken(server);
});
afterAll(async () => server?.stop());

describe('only the studio page can write', () => {
  test('a foreign Origin gets 403 and nothing changes', async () => {
    const before = readFileSync(file('aurora'), 'utf8');
    const config = { ...JSON.parse(before), name: 'Hijacked' };
    for (const bad of [{ origin: 'http://evil.example' }, { origin: `http://aurora.localhost:${server.port}` }, { origin: 'null' }]) {
      expect((await put('aurora', config, bad)).status).toBe(403);
    }
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
  });

  test('no token or a wrong one gets 403; another content type is refused', async () => {
    const before = readFileSync(file('aurora'), 'utf8');
    const config = { ...JSON.parse(before), name: 'Hijacked' };
    expect((await put('aurora', config, { 'x-studio-token': 'guess' })).status).toBe(403);
    const response = await fetch(`${origin()}/studio/api/brands/aurora`, {
      method: 'PUT',
      headers: { origin: origin(), 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
    expect(response.status).toBe(403);
    expect([403, 415]).toContain((await put('aurora', JSON.stringify(config), { 'content-type': 'text/plain' })).status);
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
  });

  test('an id outside the brands folder, or an unknown brand, is refused', async () => {
    const config = JSON.parse(readFileSync(file('aurora'), 'utf8'));
    for (const id of ['..%2Fx', '%2E%2E%2Fx', 'ghost', 'Aurora', '..', '.', 'aurora%2F..%2F..%2Fx']) {
      expect([400, 404]).toContain((await put(id, config)).status);
    }
    expect(readdirSync(brands).filter((d) => !['aurora', 'siam', 'nova'].includes(d))).toEqual([]);
  });
});

describe('saving', () => {
  test('an invalid config answers 422 with the problems in npm run validate words, and is not written', async () => {
    const before = readFileSync(file('siam'), 'utf8');
    const response = await put('siam', { ...JSON.parse(before), merchantCode: 'SIAM 01' });
    expect(response.status).toBe(422);
    const { problems } = (await response.json()) as { problems: { pointer: string; found: string }[] };
    expect(problems.map((p) => [p.pointer, p.found])).toEqual([['/merchantCode', '"SIAM 01" (a string)']]);
    expect(readFileSync(file('siam'), 'utf8')).toBe(before);
  });

  test('a valid config is written formatted, $schema first', async () => {
    const { $schema: _schema, ...config } = JSON.parse(readFileSync(file('siam'), 'utf8'));
    const response = await put('siam', { ...config, name: 'Siam Saved' });
    expect(response.status).toBe(200);
    const text = readFileSync(file('siam'), 'utf8');
    expect(text).toBe(`${JSON.stringify({ $schema: '../../schemas/brand.schema.json', ...config, name: 'Siam Saved' }, null, 2)}\n`);
  });
});

describe('what validate checks across brands', () => {
  test('a merchant code another brand holds answers 422 with the line npm run validate prints, and is not written', async () => {
    const before = readFileSync(file('siam'), 'utf8');
    const clash = { ...JSON.parse(before), merchantCode: JSON.parse(readFileSync(file('aurora'), 'utf8')).merchantCode };
    const response = await put('siam', clash);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { problems: { pointer: string; found: string }[]; report: string };
    expect(body.problems.map((p) => [p.pointer, p.found])).toEqual([['/merchantCode', '"AURORA01", already used by brand "aurora"']]);
    expect(readFileSync(file('siam'), 'utf8')).toBe(before);

    // The same two brands on disk, through the command line.
    const disk = brandsFolder(['aurora', 'siam']);
    try {
      writeFileSync(join(disk, 'siam', 'brand.json'), JSON.stringify(clash));
      const validate = cli('validate', { brands: disk });
      expect(validate.code).toBe(1);
      const line = (text: string) => text.split('\n').find((l) => l.startsWith('  - /merchantCode:'));
      expect(line(body.report)).toBe(
        '  - /merchantCode: found "AURORA01", already used by brand "aurora"; expected a merchant code no other brand uses. Give each brand its own merchant code.',
      );
      expect(line(validate.output)).toBe(line(body.report));
    } finally {
      rmSync(disk, { recursive: true, force: true });
    }
  });

  test('an origin another brand is published at answers 422 at its pointer', async () => {
    const aurora = JSON.parse(readFileSync(file('aurora'), 'utf8'));
    const siam = JSON.parse(readFileSync(file('siam'), 'utf8'));
    const shared = 'https://m.shared.example';
    writeFileSync(file('aurora'), JSON.stringify({ ...aurora, origins: [shared] }));
    try {
      const response = await put('siam', { ...siam, origins: ['https://m.siam.example', shared] });
      expect(response.status).toBe(422);
      const { problems } = (await response.json()) as { problems: { pointer: string; found: string }[] };
      expect(problems.map((p) => [p.pointer, p.found])).toEqual([['/origins/1', `"${shared}", already an origin of brand "aurora"`]]);
    } finally {
      writeFileSync(file('aurora'), `${JSON.stringify(aurora, null, 2)}\n`);
    }
  });
});

describe('bounds of a studio write', () => {
  test(`a body over ${STUDIO_BODY_LIMIT / 1024} KB answers 413 and nothing is written`, async () => {
    const before = readFileSync(file('siam'), 'utf8');
    const big = { ...JSON.parse(before), name: 'x'.repeat(STUDIO_BODY_LIMIT) };
    expect((await put('siam', big)).status).toBe(413);
    expect(readFileSync(file('siam'), 'utf8')).toBe(before);
  });

  test(`nesting deeper than ${MAX_DEPTH} levels answers 422 at its pointer, however deep it goes`, async () => {
    const before = JSON.parse(readFileSync(file('siam'), 'utf8'));
    for (const depth of [MAX_DEPTH + 1, 50_000]) {
      const body = JSON.stringify({ ...before, name: 'DEEP' }).replace('"DEEP"', `${'['.repeat(depth)}1${']'.repeat(depth)}`);
      const response = await put('siam', body);
      expect(response.status).toBe(422);
      const { problems } = (await response.json()) as { problems: { pointer: string; expected: string }[] };
      expect(problems).toHaveLength(1);
      expect(problems[0]!.pointer).toBe(`/name${'/0'.repeat(MAX_DEPTH - 1)}`);
      expect(problems[0]!.expected).toBe(`at most ${MAX_DEPTH} levels of nesting`);
    }
  });

  test(`thousands of unknown keys answer at most ${MAX_PROBLEMS} problems and the count of the rest; more than ${MAX_VALUES} values answer one problem`, async () => {
    const config = JSON.parse(readFileSync(file('siam'), 'utf8'));
    const extra = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0]));
    const some = await put('siam', { ...config, ...extra(15_000) });
    expect(some.status).toBe(422);
    const listed = (await some.json()) as { problems: { pointer: string }[]; more: number; report: string };
    expect(listed.problems).toHaveLength(MAX_PROBLEMS);
    expect(listed.problems[0]!.pointer).toBe('/k0');
    expect(listed.more).toBe(15_000 - MAX_PROBLEMS);
    expect(listed.report.split('\n').at(-1)).toBe(`  ... and ${15_000 - MAX_PROBLEMS} more problems`);

    const many = await put('siam', { ...config, ...extra(MAX_VALUES) });
    expect(many.status).toBe(422);
    const { problems } = (await many.json()) as { problems: { found: string }[] };
    expect(problems.map((p) => p.found)).toEqual([`more than ${MAX_VALUES.toLocaleString('en')} values`]);
  });
});

describe('new brand', () => {
  const create = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin()}/studio/api/brands`, {
      method: 'POST',
      headers: { origin: origin(), 'x-studio-token': token, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('copies a brand under a new id, as npm run new-brand does; refuses a bad id, a taken one, or a foreign page', async () => {
    expect((await create({ id: 'nova', from: 'aurora', name: 'Nova' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await create({ id: '../nova', from: 'aurora' })).status).toBe(422);
    expect((await create({ id: 'siam', from: 'aurora' })).status).toBe(409);
    expect((await create({ id: 'nova', from: '../aurora' })).status).toBe(404);
    const response = await create({ id: 'nova', from: 'aurora', name: 'Nova Casino' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 'nova', name: 'Nova Casino', merchantCode: 'NOVA01' });
    expect(JSON.parse(readFileSync(file('nova'), 'utf8'))).toMatchObject({ id: 'nova', name: 'Nova Casino', merchantCode: 'NOVA01', origins: [] });
  });

  test('two new brands whose long ids share their first 28 characters get merchant codes no other brand has', async () => {
    const stem = 'a-very-long-brand-identifier-';
    const codes: string[] = [];
    for (const id of [`${stem}one`, `${stem}two`]) {
      const response = await create({ id, from: 'aurora' });
      expect(response.status).toBe(201);
      codes.push(((await response.json()) as { merchantCode: string }).merchantCode);
    }
    expect(codes).toEqual(['A_VERY_LONG_BRAND_IDENTIFIER01', 'A_VERY_LONG_BRAND_IDENTIFIER02']);
    const validate = cli('validate', { brands });
    expect(validate.output).toContain('valid');
    expect(validate.code).toBe(0);
    for (const id of [`${stem}one`, `${stem}two`]) rmSync(join(brands, id), { recursive: true, force: true });
  });
});

// It starts a server of its own: on a busy machine that alone can take most of the default 30 s.
test('a crash in the middle of a save leaves the old file whole', async () => {
  // A server whose files may not grow past 32 KB (the kernel's file-size limit,
  // which Node meets as EFBIG): the new brand.json, twice that, fails part-way
  // through being written, as it would on a full disk or a killed process.
  const crashing = await startOwnServer(ownServerPort(21), { env: { LOBBYKIT_BRANDS_DIR: brands }, shell: 'ulimit -f 64' });
  try {
    const crashToken = await studioToken(crashing);
    const before = readFileSync(file('aurora'), 'utf8');
    const link = (n: number) => `https://cdn.aurora.example/${String(n).padStart(2, '0')}/${'x'.repeat(1900)}.png`;
    const big = {
      ...JSON.parse(before),
      downloads: { paymentMethods: Array.from({ length: 24 }, (_, i) => link(i)), responsibleGaming: Array.from({ length: 12 }, (_, i) => link(50 + i)) },
    };
    const saving = fetch(`http://localhost:${crashing.port}/studio/api/brands/aurora`, {
      method: 'PUT',
      headers: { origin: `http://localhost:${crashing.port}`, 'x-studio-token': crashToken, 'content-type': 'application/json' },
      body: JSON.stringify(big),
    });
    expect((await saving).status).toBe(500);
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
    // Nothing half-written is left beside it either.
    expect(readdirSync(join(brands, 'aurora')).sort()).toEqual(['assets', 'brand.json']);
  } finally {
    await crashing.stop();
  }
}, 120_000);

describe('the config reference', () => {
  test('is served beside the editor, as gen:types wrote it beside the schemas', async () => {
    const r = await fetch(`${origin()}/studio/reference`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await r.text();
    expect(text).toBe(readFileSync(join(ROOT, 'schemas', 'README.md'), 'utf8'));
    expect(text).toContain('| `merchantCode` **required** |');
  });
});
