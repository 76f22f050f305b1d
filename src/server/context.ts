// What every call handler receives besides its validated request.
import type { FastifyRequest } from 'fastify';
import type { BrandConfig } from '../config/generated/brand.ts';
import type { CallName, RequestOf, ValueOf } from '../platform/calls.ts';
import type { Merchant, Platform } from './platform.ts';
import { ApiError } from './services/api-error.ts';
import type { Session } from './services/sessions.ts';
import type { ImageKind } from './services/uploads.ts';

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** What the bytes are (by their magic number), or undefined when they are no image we take. */
  kind: ImageKind | undefined;
  filename: string;
}

export interface CallContext {
  platform: Platform;
  merchant: Merchant;
  brand: BrandConfig;
  /** The caller's session, for calls whose access is not 'none' (always present unless access is 'optional'). */
  session: Session | undefined;
  ip: string;
  /** X-Language when it is one of the brand's languages, else the brand's default. */
  language: string;
  /** scheme://host of the request, for the absolute URLs of images and game pages. */
  origin: string;
  /** The Device header ('OTHERS' from an installed home-screen app), or 'WEB'. */
  device: string;
  /** File parts of a multipart call. */
  files: UploadedFile[];
  request: FastifyRequest;
}

/**
 * A value already serialised to JSON. Hot calls (the game lists) answer with it
 * so each game's JSON is made once, not per request. The type parameter says
 * which value the text holds.
 */
export class RawJson<T> {
  readonly json: string;
  declare readonly of: T;

  constructor(json: string) {
    this.json = json;
  }
}

export type Handler<K extends CallName> = (
  input: RequestOf<K>,
  ctx: CallContext,
) => ValueOf<K> | RawJson<ValueOf<K>> | Promise<ValueOf<K> | RawJson<ValueOf<K>>>;
export type Handlers = { [K in CallName]: Handler<K> };

/** The session of a call that requires one (the route layer has already refused calls without). */
export function sessionOf(ctx: CallContext): Session {
  if (!ctx.session) throw new ApiError('session.required');
  return ctx.session;
}

/** The language to answer in: the request's own parameter, else the context's. */
export function languageOf(ctx: CallContext, asked?: string): string {
  return asked && ctx.brand.languages.supported.includes(asked as never) ? asked : ctx.language;
}

/** Refuses the call with rate.limited once the caller's address made `max` of `what` within the window. */
export function rateLimit(ctx: CallContext, what: string, max: number, windowMs: number): void {
  const r = ctx.platform.limiter.hit(`${what}:${ctx.merchant.code}:${ctx.ip}`, max * ctx.platform.rateLimitScale, windowMs);
  if (!r.ok) throw new ApiError('rate.limited', `Try again in ${Math.ceil(r.retryAfterMs / 1000)} s.`, { retryAfterMs: r.retryAfterMs });
}
