// What a call's `x-call` (in its schema under schemas/api/) holds, which part of
// it the browser client gets, and how a call's name and its schema file map onto
// each other. Free of generated values, so `npm run gen:types` can use it while
// it writes them.
import type { CallSpec } from './generated/api.ts';

export type { CallSpec };

/** The fields of a call's x-call the browser client uses: gen-types writes these, and only these, to generated/calls.ts. */
export const CLIENT_FIELDS = ['method', 'path', 'module', 'carrier', 'throttleMs', 'sendsDevice', 'customerServiceLists'] as const;
export type ClientCall = Pick<CallSpec, (typeof CLIENT_FIELDS)[number]>;

export const API_SCHEMA_BASE = 'https://lobbykit.dev/schemas/api/';

/** `gameList` -> `game-list.schema.json`: one schema file per call under schemas/api/. */
export function schemaFileOf(name: string): string {
  return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schema.json`;
}

/** `game-list.schema.json` -> `gameList`; undefined for a file name no call can have (see schemaFileOf). */
export function callNameOf(file: string): string | undefined {
  const base = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.schema\.json$/.exec(file)?.[1];
  const name = base?.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return name && schemaFileOf(name) === file ? name : undefined;
}
