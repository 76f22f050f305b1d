// The platform calls, as the code sees them. Each call is one schema under
// schemas/api/ whose `x-call` says how it travels and who may make it;
// `npm run gen:types` writes the client's table (generated/calls.ts) and the
// server's (src/server/generated/calls.ts) from those schemas. The documents show
// no paths ("not shown"), so the paths are Lobbykit's; each sits under the brand's
// `platform.apiBase` (default `/api`). How to add a call: README.md here.
import { API_SCHEMA_BASE, type ClientCall, schemaFileOf } from './call-spec.ts';
import type { PlatformApi } from './generated/api.ts';
import { CALLS } from './generated/calls.ts';

type Calls = PlatformApi['calls'];
export type CallName = keyof Calls;
export type RequestOf<K extends CallName> = Calls[K]['request'];
export type ValueOf<K extends CallName> = Calls[K]['value'];

export { API_SCHEMA_BASE, CALLS, schemaFileOf };
export type { CallSpec, ClientCall } from './call-spec.ts';

export const CALL_NAMES = Object.keys(CALLS) as CallName[];

export function schemaIdOf(name: CallName): string {
  return API_SCHEMA_BASE + schemaFileOf(name);
}

/** The additional data an encrypted call's AES-GCM binds to: its method and path below the API base, so a relay may mount the API elsewhere. */
export function encryptionAdditionalData(name: CallName): string {
  const call: ClientCall = CALLS[name];
  return `${call.method} ${call.path}`;
}
