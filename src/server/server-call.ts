// What the server takes from each call's x-call (schemas/api/): gen-types writes
// these fields, and only these, to generated/calls.ts, and register-calls.ts
// registers each call from them.
import type { CallSpec } from '../platform/call-spec.ts';
import type { ErrorCode } from '../platform/error-codes.ts';

export const SERVER_FIELDS = ['method', 'path', 'module', 'carrier', 'access', 'flag', 'flagOffCode', 'alwaysOpen', 'cacheable'] as const;
export type ServerCall = Omit<Pick<CallSpec, (typeof SERVER_FIELDS)[number]>, 'flagOffCode'> & { flagOffCode?: ErrorCode };
