// The reference platform as a fastify instance: every platform call (one schema each in schemas/api/)
// plus images and (with devTools) the demo game and chat pages and the dev calls,
// all under /api.
// It does not listen: `npm start` adds the static sites to the same instance and
// listens on 127.0.0.1; `npm run platform` (src/server/main.ts) runs it alone.
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Handlers } from './context.ts';
import { createPlatform, type Platform, type PlatformOptions } from './platform.ts';
import { registerCalls } from './register-calls.ts';
import { loginHandlers } from './routes/account-login.ts';
import { passwordHandlers } from './routes/account-password.ts';
import { registerHandlers } from './routes/account-register.ts';
import { agentHandlers } from './routes/agent.ts';
import { registerAssetRoutes } from './routes/assets.ts';
import { cashierHandlers } from './routes/cashier.ts';
import { cashierRecordHandlers } from './routes/cashier-records.ts';
import { chatHandlers } from './routes/chat.ts';
import { commHandlers } from './routes/comm.ts';
import { contentHandlers } from './routes/content.ts';
import { registerDemoPages } from './routes/demo-pages.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { gameHandlers } from './routes/games.ts';
import { lotteryHandlers } from './routes/lottery.ts';
import { memberHandlers } from './routes/member.ts';
import { monitoringHandlers } from './routes/monitoring.ts';
import { playerGameHandlers } from './routes/player-games.ts';
import { promotionHandlers } from './routes/promotions.ts';
import { registerPayProvider } from './routes/pay-provider.ts';
import { saferPlayHandlers } from './routes/safer-play.ts';
import { ApiError } from './services/api-error.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './services/uploads.ts';
import { API_PREFIX } from './urls.ts';

export type { PlatformOptions } from './platform.ts';

/** Every call's handler; TypeScript refuses the object if one is missing. */
export const HANDLERS: Handlers = {
  ...loginHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...commHandlers,
  ...memberHandlers,
  ...chatHandlers,
  ...agentHandlers,
  ...gameHandlers,
  ...playerGameHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...promotionHandlers,
  ...monitoringHandlers,
  ...cashierHandlers,
  ...cashierRecordHandlers,
  ...saferPlayHandlers,
};

const platforms = new WeakMap<FastifyInstance, Platform>();
const routeLists = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** The platform behind a server built here (tests read its database and outbox). */
export function platformOf(app: FastifyInstance): Platform {
  const platform = platforms.get(app);
  if (!platform) throw new Error('This fastify instance was not made by buildPlatformServer().');
  return platform;
}

/** Every route a server built here registered (method and full URL pattern): the fuzz test walks them all. */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  return routeLists.get(app) ?? [];
}

/** Fastify's and the multipart plugin's own errors, in the platform's codes. */
function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('request.content_type', 'Check the Content-Type header against the call.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('request.too_large', 'Send at most 64 KiB of JSON or 16 KiB of form fields, and at most 10 multipart fields.');
    case 'FST_FILES_LIMIT':
      return new ApiError('reward.too_many_images', `At most ${UPLOAD_MAX_FILES} files.`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('reward.image_too_large', `At most ${UPLOAD_MAX_BYTES} bytes per image.`);
    case 'FST_PROTO_VIOLATION':
      return new ApiError('request.invalid', 'Field names like __proto__ are not allowed.');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError('request.too_large');
  if (status === 415) return new ApiError('request.content_type');
  // Invalid JSON, an empty JSON body, __proto__ or constructor keys in JSON, a cut-off multipart stream.
  if (status >= 400 && status < 500) return new ApiError('request.malformed', error.message.slice(0, 200));
  return undefined;
}

function parseForm(body: string): Record<string, unknown> {
  const fields = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(body)) {
    // A field given twice becomes a list, which the schema then refuses with a clear message.
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

/**
 * The brands' origins and http://<id>.localhost on any port (README.md: each brand at its own host name),
 * of the brands served now: npm start adds and removes brands while it runs (platform.setBrands).
 */
function corsOrigins(platform: Platform): (origin: string) => boolean {
  return (origin) => {
    const local = /^http:\/\/([a-z0-9-]+)\.localhost(?::[0-9]{1,5})?$/.exec(origin)?.[1];
    for (const { brand } of platform.merchants.values()) if (brand.id === local || brand.origins.includes(origin)) return true;
    return false;
  };
}

export async function buildPlatformServer(options: PlatformOptions): Promise<FastifyInstance> {
  const platform = await createPlatform(options);
  // X-Forwarded-For (and -Proto, -Host) only from the proxies the operator named: request.ip is then the
  // address the nearest untrusted hop connected from, which every limit and the region check count by.
  const trustProxy = options.trustProxy?.length ? [...options.trustProxy] : false;
  const app = Fastify({ logger: options.logger ?? false, trustProxy });
  platforms.set(app, platform);
  const routes: { method: string; url: string }[] = [];
  routeLists.set(app, routes);
  const allowed = corsOrigins(platform);

  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      });
      await api.register(cors, {
        origin: (origin, done) => done(null, origin === undefined || allowed(origin)),
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Content-Type', 'Authorization', 'X-Merchant-Code', 'X-Module', 'X-Language', 'Device', 'Encryption'],
        maxAge: 600,
      });
      await api.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES } });
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
        done(null, parseForm(body as string)),
      );
      // A callback hook, not an async one: it runs on every answer, including the hot game lists.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('X-Content-Type-Options', 'nosniff');
        done(null, payload);
      });
      api.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        const known = toApiError(error);
        if (!known) request.log.error(error);
        const e = known ?? new ApiError('unknown');
        reply.code(e.status).header('Cache-Control', 'no-store');
        return { success: false, code: e.code, message: e.message, ...(e.value ? { value: e.value } : {}) };
      });
      api.setNotFoundHandler((request, reply) => {
        const e = new ApiError(
          'request.unknown_call',
          `No call answers ${request.method} ${request.url.split('?')[0]!.slice(0, 120)}; the schemas in schemas/api/ list the calls (x-call).`,
        );
        reply.code(e.status);
        return { success: false, code: e.code, message: e.message };
      });
      registerCalls(api, platform, HANDLERS);
      registerAssetRoutes(api, platform);
      // The demo pages show an account's name and balance to whoever holds a launch link: a development aid like the dev calls.
      if (platform.devTools) {
        registerDemoPages(api, platform);
        registerPayProvider(api, platform);
        registerDevRoutes(api, platform);
      }
    },
    { prefix: API_PREFIX },
  );
  app.addHook('onClose', async () => platform.close());
  return app;
}
