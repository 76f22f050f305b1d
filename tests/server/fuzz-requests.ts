// The hostile request generator behind the fuzz test (tests/server/fuzz.test.ts,
// a few thousand requests in npm test) and `npm run bench -- fuzz` (50,000):
// one generator, so both throw the same kinds of input. For every route a
// server registered it makes requests a client could send, from plausible to
// broken: malformed JSON, wrong types, extra and missing fields, huge and
// deeply nested values, wrong content types, broken multipart bodies, bad
// headers and tokens, wrong methods, correctly encrypted payloads with
// hostile contents. fuzz-run.ts sends them over real loopback HTTP; the answer we want
// to every one of them is anything but a 5xx.
import fc from 'fast-check';
import { CALLS, CALL_NAMES, type CallName, type ClientCall } from '../../src/platform/calls.ts';
import { requestScalarKinds } from '../../src/server/validation.ts';

export interface FuzzRoute {
  method: string;
  /** Full pattern, e.g. /api/assets/games/:merchant/:file. */
  url: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Encrypt this value as the call's payload at send time (the generator is synchronous, encryption is not). */
  seal?: { call: CallName; payload: unknown };
  /** What kind of request this is, for reports. */
  kind: string;
}

export interface FuzzOptions {
  routes: FuzzRoute[];
  /** Valid session tokens (a member, an agent, a trial), so requests also reach the handlers behind access checks. */
  tokens: string[];
  merchants: string[];
}

/** Longest query sent: the request head must stay under Node's 16 KiB (fuzz.test.ts checks the 431 beyond). */
export const MAX_QUERY = 12_000;

const INJECTIONS = [
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  '{{7*7}}',
  '\u0000\u0001\uffff',
  '\ud800',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(40),
];

const printable = (max: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom(...INJECTIONS), fc.integer().map(String));
const leaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(''));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', withCrossShrink: true },
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
);
/** Huge values: long strings (some past the 64 KiB body limit), long arrays, many keys. */
const huge = fc.oneof(
  fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 500, max: 20_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 1_000, max: 15_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.integer({ min: 100, max: 3_000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
);

/** A value of the kind the schema wants, or of any other. */
function fieldValue(kind: string): fc.Arbitrary<unknown> {
  const right: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(
      text,
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constantFrom('demo0', 'demo1234', '0812345670', '+66', 'en', 'PG', 'RNG', 'SLOT', 'H5', 'username', 'sms'),
    ),
    integer: fc.oneof(fc.integer({ min: -2, max: 20_000 }), fc.constantFrom(0, 1, 10001, 2 ** 53, -(2 ** 31))),
    number: fc.double(),
    boolean: fc.boolean(),
    object: fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 }),
  };
  return fc.oneof({ weight: 4, arbitrary: right[kind] ?? value }, { weight: 1, arbitrary: value }, { weight: 1, arbitrary: huge });
}

/** An object with some of the call's own fields (right or wrong types), maybe stray ones. */
function fieldsFor(name: CallName | undefined): fc.Arbitrary<Record<string, unknown>> {
  const kinds = name ? [...requestScalarKinds(name)] : [];
  const own = fc.record(Object.fromEntries(kinds.map(([k, kind]) => [k, fieldValue(kind)])), { requiredKeys: [] });
  const stray = fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), value, { maxKeys: 3 });
  return fc.tuple(own, fc.option(stray, { freq: 3 })).map(([o, s]) => {
    const out = { ...o } as Record<string, unknown>;
    if (s) for (const [k, v] of Object.entries(s)) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

/** JSON text that is not what the call wants: broken, deep, a bare scalar. */
const badJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[',
    'null',
    'true',
    '"x"',
    '0',
    '{"a":1,}',
    "{'a':1}",
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    'NaN',
  ),
  fc.integer({ min: 10, max: 30_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.integer({ min: 10, max: 10_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.integer({ min: 10, max: 30_000 }).map((d) => '['.repeat(d)),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json;;;',
  '*/*',
  '',
];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([PNG, b])),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([Buffer.from('GIF89a'), b, Buffer.from('<script>alert(1)</script><?php system($_GET[1]); ?>')])),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), b, Buffer.from('<?php echo 1; ?>')])),
);

interface Part {
  name: string;
  filename?: string;
  data: string | Uint8Array;
}

function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? 'Content-Type: image/png\r\n' : ''}\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart body and its Content-Type: well formed, or broken in one of the ways a parser meets. */
function multipart(name: CallName | undefined): fc.Arbitrary<{ body: Uint8Array; type: string; kind: string }> {
  const fieldParts = fieldsFor(name).map((f) => Object.entries(f).map(([k, v]) => ({ name: k, data: typeof v === 'string' ? v : (JSON.stringify(v) ?? '') })));
  const fileParts = fc.array(
    fc.record({ name: fc.constantFrom('pictures', 'pictures', 'file', ''), filename: fc.oneof(fc.constant('a.png'), printable(20)), data: fileBytes }),
    { maxLength: 5 },
  );
  return fc
    .record({
      fields: fieldParts,
      files: fileParts,
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,70}$/),
      fault: fc.constantFrom('none', 'none', 'mismatch', 'no-boundary', 'cut', 'garbage', 'duplicate', 'no-disposition', 'quoted'),
      cut: fc.nat(),
      garbage: fc.uint8Array({ maxLength: 300 }),
    })
    .map(({ fields, files, boundary, fault, cut, garbage }) => {
      const parts: Part[] = [...fields, ...files];
      if (fault === 'duplicate' && parts[0]) parts.push(parts[0]);
      let body = multipartBody(boundary, parts);
      let type = `multipart/form-data; boundary=${boundary}`;
      if (fault === 'mismatch') type = `multipart/form-data; boundary=${boundary}x`;
      if (fault === 'no-boundary') type = 'multipart/form-data';
      if (fault === 'quoted') type = `multipart/form-data; boundary="${boundary}`;
      if (fault === 'cut') body = body.subarray(0, cut % Math.max(1, body.length));
      if (fault === 'garbage') body = Buffer.from(garbage);
      if (fault === 'no-disposition') body = Buffer.from(`--${boundary}\r\nX-Nothing: 1\r\n\r\nvalue\r\n--${boundary}--\r\n`);
      return { body, type, kind: `multipart:${fault}` };
    });
}

/** The body, content type and kind of a request to `call` (or to a route that is no call). */
function bodyFor(
  name: CallName | undefined,
  carrier: ClientCall['carrier'] | undefined,
): fc.Arbitrary<{ body?: string | Uint8Array; type?: string; seal?: unknown; kind: string }> {
  const json = fieldsFor(name).map((f) => ({ body: JSON.stringify(f), type: 'application/json', kind: 'json' }));
  const hugeJson = fc
    .tuple(fieldsFor(name), fc.string({ maxLength: 8 }), huge)
    .map(([f, k, h]) => ({ body: JSON.stringify({ ...f, [k]: h }), type: 'application/json', kind: 'json:huge' }));
  const broken = fc.tuple(badJson, fc.constantFrom(...CONTENT_TYPES)).map(([body, type]) => ({ body, type, kind: 'json:broken' }));
  const wrongType = fc.tuple(fieldsFor(name), fc.constantFrom(...CONTENT_TYPES)).map(([f, type]) => ({ body: JSON.stringify(f), type, kind: 'content-type' }));
  const form = fieldsFor(name).map((f) => ({
    body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
    type: 'application/x-www-form-urlencoded',
    kind: 'form',
  }));
  const none = fc.constant({ kind: 'no-body' });
  const options: fc.Arbitrary<{ body?: string | Uint8Array; type?: string; seal?: unknown; kind: string }>[] = [
    json,
    hugeJson,
    broken,
    wrongType,
    form,
    none,
    multipart(name),
  ];
  if (carrier === 'encrypted') {
    // A correctly encrypted payload with hostile contents reaches validation and the handler.
    const sealed = fc.oneof(fieldsFor(name), value, huge).map((payload) => ({ seal: payload, kind: 'encrypted' }));
    options.push(sealed, sealed, sealed);
  }
  if (carrier === 'multipart') options.push(multipart(name), multipart(name), multipart(name));
  if (carrier === 'form') options.push(form, form);
  if (carrier === 'json') options.push(json, json);
  if (carrier === 'beacon') {
    const beacon = fieldsFor(name).map((f) => ({ body: JSON.stringify(f), type: 'text/plain;charset=UTF-8', kind: 'beacon' }));
    const brokenBeacon = badJson.map((body) => ({ body, type: 'text/plain', kind: 'beacon:broken' }));
    options.push(beacon, beacon, brokenBeacon);
  }
  return fc.oneof(...options);
}

/** A query string: the call's own fields (right or wrong), repeated keys, or undecodable junk. */
function queryFor(name: CallName | undefined): fc.Arbitrary<string> {
  const fields = fieldsFor(name).map((f) =>
    new URLSearchParams(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
  );
  const repeated = fc
    .tuple(fc.constantFrom(...(name ? [...requestScalarKinds(name).keys()] : []), 'a'), printable(10), printable(10))
    .map(([k, a, b]) => `${encodeURIComponent(k)}=${encodeURIComponent(a)}&${encodeURIComponent(k)}=${encodeURIComponent(b)}`);
  const junk = fc.constantFrom('%zz', '%', '=&=&', '&&&', 'a[b]=1&a[c]=2', '__proto__[x]=1', 'a=%F0%9F', `a=${'x'.repeat(9000)}`);
  return fc.oneof(
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: repeated },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** A path parameter: plausible, hostile or broken. */
const segment = fc.oneof(
  fc.constantFrom(
    'AURORA01',
    'SIAM01',
    '10001.png',
    '10001-large.png',
    'PG-COLOR.png',
    '1.png',
    'home-1.png',
    'x',
    '..',
    '%2e%2e%2f',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'a'.repeat(300),
    '-1.png',
    '1e9.png',
  ),
  printable(20).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/),
);

/** Every route's requests, weighted so each route gets its share. */
export function fuzzRequest(options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const callOf = (route: FuzzRoute) => CALL_NAMES.find((n) => CALLS[n].method === route.method && `/api${CALLS[n].path}` === route.url);
  const perRoute = options.routes.map((route) => {
    const name = callOf(route);
    const spec: ClientCall | undefined = name ? CALLS[name] : undefined;
    const params = route.url.split('/').filter((s) => s.startsWith(':')).length;
    const headerValue = printable(40);
    return fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
        ),
        params: fc.array(segment, { minLength: params, maxLength: params }),
        query: queryFor(name),
        body: bodyFor(name, spec?.carrier),
        merchant: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...options.merchants) },
          { weight: 1, arbitrary: headerValue },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
        module: fc.oneof({ weight: 6, arbitrary: fc.constant(spec?.module) }, { weight: 1, arbitrary: headerValue }),
        // Logging out with a valid token would end the session the other requests use.
        auth: fc.oneof(
          ...(name === 'logout' ? [] : [{ weight: 5, arbitrary: fc.constantFrom(...options.tokens).map((t) => `Bearer ${t}`) }]),
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: headerValue },
          { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{20,128}$/).map((t) => `Bearer ${t}`) },
        ),
        encryption: fc.oneof(fc.constant(undefined), headerValue, fc.constantFrom('v1', 'v1.x.y.z', 'v1.AAAA.BBBB.CCCC.DDDD')),
        extra: fc.dictionary(fc.constantFrom('x-language', 'device', 'accept-encoding', 'origin', 'x-forwarded-for'), headerValue, { maxKeys: 3 }),
      })
      .map(({ method, params, query, body, merchant, module, auth, encryption, extra }): FuzzRequest => {
        let i = 0;
        // Node refuses a request head over 16 KiB before any route sees it (431, then it drops the
        // connection, which a client still sending sees as a reset): keep the URL under that.
        const path = route.url.replace(/:[A-Za-z]+/g, () => params[i++]!) + (query ? `?${query.slice(0, MAX_QUERY)}` : '');
        const headers: Record<string, string> = { ...extra };
        if (merchant !== undefined) headers['x-merchant-code'] = merchant;
        if (module !== undefined) headers['x-module'] = module;
        if (auth !== undefined) headers.authorization = auth;
        if (encryption !== undefined) headers.encryption = encryption;
        if (body.type !== undefined) headers['content-type'] = body.type;
        const hasBody = method !== 'GET' && method !== 'HEAD';
        return {
          method,
          path,
          headers,
          ...(hasBody && body.body !== undefined ? { body: body.body } : {}),
          ...(hasBody && body.seal !== undefined && name ? { seal: { call: name, payload: body.seal } } : {}),
          kind: `${route.method} ${route.url} ${method === route.method ? body.kind : `method ${method}`}`,
        };
      });
  });
  return fc.oneof(...perRoute);
}
