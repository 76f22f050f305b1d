// Registers one route per platform call (generated/calls.ts, written from each
// call's x-call in schemas/api/) and runs every request through the same steps,
// in this order:
//   1. merchant   X-Merchant-Code names a brand          else 400 request.merchant
//   2. module     X-Module, when sent, is the call's      else 400 request.module
//   3. switches   maintenance / region restriction        else 503 system.maintenance, 403 access.region
//   4. flag       the brand has the call's feature on     else 403 feature.disabled (or the call's flagOffCode)
//   5. access     session, trial and agent rules          else 401 / 403
//   6. input      decode or decrypt, then the schema      else 400 / 413 / 415
//   7. handler    returns the value                       -> 200 { success: true, value }
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALL_NAMES, type CallName, encryptionAdditionalData } from '../platform/calls.ts';
import { RawJson, type CallContext, type Handlers, type UploadedFile } from './context.ts';
import { SERVER_CALLS } from './generated/calls.ts';
import type { Merchant, Platform } from './platform.ts';
import { ApiError } from './services/api-error.ts';
import { acceptsGzip, GZIP_MIN_BYTES, type Answer, type ResponseCache } from './services/response-cache.ts';
import { isAgentType, isGuestType, isTrialType } from '../platform/customer-types.ts';
import type { Session } from './services/sessions.ts';
import { sniffImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './services/uploads.ts';
import type { ServerCall } from './server-call.ts';
import { decodeScalars, requestScalarKinds, requestValidator, responseValidator, validationError } from './validation.ts';

const JSON_BODY_LIMIT = 64 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A beacon's body is small: a page's batch of reports (schemas/api/monitoring-report.schema.json). */
const BEACON_BODY_LIMIT = 16 * 1024;

/** The brand a request names: X-Merchant-Code, or for a beacon (which carries no headers) the `merchant` query parameter. */
export function merchantOf(platform: Platform, request: FastifyRequest, beacon = false): Merchant {
  const header = request.headers['x-merchant-code'];
  const query = beacon ? (request.query as Record<string, unknown> | undefined)?.merchant : undefined;
  const code = typeof header === 'string' && header ? header : query;
  if (typeof code !== 'string' || !code)
    throw new ApiError(
      'request.merchant',
      beacon ? 'Name the brand: ?merchant=<merchant code> (a beacon sends no headers).' : 'The X-Merchant-Code header is missing.',
    );
  const merchant = platform.merchants.get(code);
  if (!merchant) throw new ApiError('request.merchant', `No brand has merchant code "${code.slice(0, 40)}".`);
  return merchant;
}

function accessOf(call: ServerCall, platform: Platform, merchant: Merchant, request: FastifyRequest): Session | undefined {
  if (call.access === 'none') return undefined;
  const header = request.headers.authorization;
  if (!header) {
    if (call.access === 'optional') return undefined;
    throw new ApiError('session.required');
  }
  const token = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header)?.[1];
  const session = token ? platform.sessions.resolve(token, merchant.code) : undefined;
  if (!session) {
    // A dead token on a call anyone may make is answered as for a visitor.
    if (call.access === 'optional') return undefined;
    throw new ApiError('session.logged_out');
  }
  const type = session.account.type;
  if (call.access === 'nonGuest' && isGuestType(type)) throw new ApiError('account.trial_refused');
  if (call.access === 'real' && isTrialType(type)) throw new ApiError('account.trial_refused');
  if (call.access === 'agent' && !isAgentType(type)) throw new ApiError('permission.denied', 'This call is for agent accounts.');
  return session;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new ApiError('request.content_type', 'Send multipart/form-data.');
  const fields = Object.create(null) as Record<string, unknown>;
  const files: UploadedFile[] = [];
  const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 4096, parts: UPLOAD_MAX_FILES + 10 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, bytes, kind: sniffImage(bytes), filename: part.filename });
      } else {
        if (part.fieldname in fields)
          throw new ApiError('request.invalid', `The form field "${part.fieldname}" is given twice.`, { field: part.fieldname, reason: 'format' });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    throw multipartFault(e);
  }
  return { fields, files };
}

/**
 * The multipart parser (busboy) reports a broken body with a bare Error, no
 * status: left alone it would answer 500. Errors with a code (the plugin's
 * limits, ours) pass through to the error handler as they are.
 */
function multipartFault(e: unknown): unknown {
  if (e instanceof ApiError || !(e instanceof Error) || typeof (e as { code?: unknown }).code === 'string') return e;
  const where = { field: 'body', reason: 'format' } as const;
  if (/boundary not found/i.test(e.message)) {
    return new ApiError(
      'request.invalid',
      'The Content-Type header names no boundary. Send Content-Type: multipart/form-data; boundary=<the boundary that separates the parts of the body>.',
      where,
    );
  }
  if (/unexpected end/i.test(e.message)) {
    return new ApiError(
      'request.invalid',
      'The multipart body ends before its closing boundary: it was cut off, its boundary differs from the one in the Content-Type header, or it is not multipart at all. Start each part with --<boundary> and end the body with --<boundary>--.',
      where,
    );
  }
  return new ApiError(
    'request.invalid',
    `The multipart body could not be read (${e.message.slice(0, 120)}). Send a multipart/form-data body whose parts each have a Content-Disposition header.`,
    where,
  );
}

async function readInput(name: CallName, call: ServerCall, platform: Platform, request: FastifyRequest, ctx: CallContext): Promise<unknown> {
  const kinds = requestScalarKinds(name);
  switch (call.carrier) {
    case 'query':
      return decodeScalars(request.query as Record<string, unknown>, kinds);
    case 'form':
      if (mediaType(request) !== 'application/x-www-form-urlencoded') throw new ApiError('request.content_type', 'Send application/x-www-form-urlencoded.');
      return decodeScalars(request.body as Record<string, unknown>, kinds);
    case 'json':
      if (mediaType(request) !== 'application/json') throw new ApiError('request.content_type', 'Send a JSON body with Content-Type: application/json.');
      return request.body;
    case 'encrypted': {
      if (mediaType(request) !== 'application/json')
        throw new ApiError('request.content_type', 'Send the encrypted body as JSON with Content-Type: application/json.');
      const header = request.headers.encryption;
      return platform.payloadCrypto.open(typeof header === 'string' ? header : undefined, request.body, encryptionAdditionalData(name));
    }
    case 'multipart': {
      const { fields, files } = await readMultipart(request);
      ctx.files = files;
      return decodeScalars(fields, kinds);
    }
    case 'beacon':
      return readBeacon(request);
  }
}

/** navigator.sendBeacon sends a string as text/plain: JSON inside (a client may also say application/json). */
function readBeacon(request: FastifyRequest): unknown {
  const type = mediaType(request);
  if (type === 'application/json') return request.body;
  if (type !== 'text/plain')
    throw new ApiError('request.content_type', 'Send the report as JSON, with Content-Type: text/plain (as navigator.sendBeacon does) or application/json.');
  try {
    return JSON.parse(String(request.body ?? ''));
  } catch (e) {
    throw new ApiError(
      'request.invalid',
      `The body is not JSON (${(e as Error).message.slice(0, 80)}). Send one JSON object: { "build", "errors", "vitals" }.`,
      {
        field: 'body',
        reason: 'format',
      },
    );
  }
}

export function registerCalls(api: FastifyInstance, platform: Platform, handlers: Handlers): void {
  for (const name of CALL_NAMES) {
    const call: ServerCall = SERVER_CALLS[name];
    const handler = handlers[name] as (input: unknown, ctx: CallContext) => unknown;
    if (!handler) throw new Error(`No handler for the call "${name}". Add it to a file in src/server/routes/.`);
    const validate = requestValidator(name);
    const checkResponse = platform.checkResponses ? responseValidator(name) : undefined;

    api.route({
      method: call.method,
      url: call.path,
      bodyLimit: call.carrier === 'beacon' ? BEACON_BODY_LIMIT : JSON_BODY_LIMIT,
      handler: async (request, reply) => {
        const merchant = merchantOf(platform, request, call.carrier === 'beacon');
        const module = request.headers['x-module'];
        if (module !== undefined && module !== call.module)
          throw new ApiError('request.module', `This call's module code is ${call.module}; the request said "${String(module).slice(0, 20)}".`);
        if (!call.alwaysOpen) {
          if (merchant.maintenance) throw new ApiError('system.maintenance');
          if (merchant.regionRestriction) throw new ApiError('access.region', undefined, { ip: request.ip });
        }
        if (call.flag && !merchant.brand.flags[call.flag]) {
          throw call.flagOffCode ? new ApiError(call.flagOffCode) : new ApiError('feature.disabled', `This site has the ${call.flag} feature switched off.`);
        }
        const session = accessOf(call, platform, merchant, request);
        const cacheKey = call.cacheable ? `${merchant.code}\u0000${request.protocol}://${request.host}\u0000${request.url}` : undefined;
        const cached = cacheKey === undefined ? undefined : platform.responses.get(cacheKey);
        if (cached !== undefined) return sendKept(reply, platform.responses, cacheKey!, cached, request.headers['accept-encoding']);
        const language = request.headers['x-language'];
        const ctx: CallContext = {
          platform,
          merchant,
          brand: merchant.brand,
          session,
          ip: request.ip,
          language:
            typeof language === 'string' && merchant.brand.languages.supported.includes(language as never) ? language : merchant.brand.languages.default,
          origin: `${request.protocol}://${request.host}`,
          device: request.headers.device === 'OTHERS' ? 'OTHERS' : 'WEB',
          files: [],
          request,
        };
        const input = await readInput(name, call, platform, request, ctx);
        if (!validate(input)) throw validationError(validate.errors![0]!, call.carrier === 'encrypted' ? 'json' : call.carrier);
        const value = await handler(input, ctx);
        reply.header('Cache-Control', 'no-store');
        const raw = value instanceof RawJson ? `{"success":true,"value":${value.json}}` : undefined;
        const envelope = raw === undefined ? { success: true, value } : undefined;
        if (checkResponse && !checkResponse(envelope ?? JSON.parse(raw!))) {
          const e = checkResponse.errors![0]!;
          throw new Error(`The answer of ${name} breaks its response schema at ${e.instancePath || '/'}: ${e.message}. Fix the handler or schemas/api/.`);
        }
        if (cacheKey !== undefined) {
          return sendKept(
            reply,
            platform.responses,
            cacheKey,
            platform.responses.set(cacheKey, raw ?? JSON.stringify(envelope)),
            request.headers['accept-encoding'],
          );
        }
        if (raw !== undefined) return reply.type(JSON_TYPE).send(raw);
        return envelope;
      },
    });
  }
}

/** A kept catalogue answer, gzipped when the client takes it and it is worth it. */
function sendKept(reply: FastifyReply, cache: ResponseCache, key: string, answer: Answer, acceptEncoding: string | string[] | undefined) {
  const vary = reply.getHeader('vary');
  reply
    .header('Cache-Control', 'no-store')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type(JSON_TYPE);
  const gzip = answer.body.length >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding) ? cache.gzipOf(key, answer) : undefined;
  return gzip ? reply.header('Content-Encoding', 'gzip').send(gzip) : reply.send(answer.body);
}
