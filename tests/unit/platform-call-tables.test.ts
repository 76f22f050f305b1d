// The platform calls' one source: gen-types reads each schemas/api/ call schema
// and its x-call, and refuses a broken one with the file, the place, what was
// wrong and how to fix it. The schemas are the real ones, edited in memory.
import { describe, expect, it } from 'vitest';
import { type SchemaFile, schemaFiles } from '../../src/config/schema-files.ts';
import { CALL_NAMES, CALLS } from '../../src/platform/calls.ts';
import { SERVER_CALLS } from '../../src/server/generated/calls.ts';
import { readCalls } from '../../src/build/generate/call-tables.ts';

/** A call schema as the edits below see it. */
interface Node {
  $id?: string;
  'x-call': Record<string, unknown>;
  properties: Partial<Record<string, unknown>>;
}
type Removable = Partial<Node>;
type Edit = (schema: Node) => void;

/** The real schemas, with `edits` applied to copies of the named files (a file not in the list is added). */
function filesWith(edits: Record<string, Edit>): SchemaFile[] {
  const files = schemaFiles().map((f) => ({ path: f.path, schema: structuredClone(f.schema) }));
  for (const [path, edit] of Object.entries(edits)) {
    let file = files.find((f) => f.path === path);
    if (!file) {
      file = { path, schema: structuredClone(schemaFiles().find((f) => f.path === 'api/numero.schema.json')?.schema ?? {}) };
      files.push(file);
    }
    edit(file.schema as unknown as Node);
  }
  return files;
}

const problemsOf = (edits: Record<string, Edit>) => {
  try {
    readCalls(filesWith(edits));
  } catch (e) {
    return (e as Error).message;
  }
  return 'no problem';
};

describe('reading the calls', () => {
  it('finds every call the client and the server know, with the fields each needs', () => {
    const calls = readCalls(schemaFiles());
    expect(calls.map((c) => c.name)).toEqual([...CALL_NAMES].sort());
    const gameList = calls.find((c) => c.name === 'gameList')!.spec;
    expect(CALLS.gameList).toEqual({ method: gameList.method, path: gameList.path, module: gameList.module, carrier: gameList.carrier });
    expect(SERVER_CALLS.gameList).toMatchObject({ access: 'none', cacheable: true });
    // The browser's table carries no server rule.
    for (const name of CALL_NAMES) expect(Object.keys(CALLS[name])).not.toContain('access');
  });

  it('names the file, the place and the fix for each broken x-call', () => {
    const text = problemsOf({
      'api/game-list.schema.json': (s) => {
        s['x-call'].access = 'public';
        s['x-call'].colour = 'red';
      },
      'api/hot-games.schema.json': (s) => {
        delete (s as Removable)['x-call'];
      },
      'api/new-games.schema.json': (s) => {
        s['x-call'].path = '/game/lobby';
      },
      'api/reward-request.schema.json': (s) => {
        s['x-call'].flagOffCode = 'reward.centre_of';
      },
      'api/Odd_Name.schema.json': () => {},
      'api/winner-board.schema.json': (s) => {
        s.properties.response = s.properties.value;
        delete s.properties.value;
      },
    });
    expect(text).toMatchInlineSnapshot(`
      "Invalid platform calls in schemas/api/ (7 problems)
        - schemas/api/game-list.schema.json x-call: unknown field "colour"; the fields are method, path, module, carrier, access, flag, flagOffCode, alwaysOpen, throttleMs, cacheable, sendsDevice, customerServiceLists, implements. See common.schema.json#/$defs/CallSpec.
        - schemas/api/game-list.schema.json x-call/access: found "public"; expected one of none, optional, session, nonGuest, real, agent. See common.schema.json#/$defs/CallSpec.
        - schemas/api/hot-games.schema.json: no x-call. Every schema in schemas/api/ but common.schema.json and index.schema.json is one call: add its x-call (src/platform/README.md, "Adding a call").
        - schemas/api/reward-request.schema.json x-call/flagOffCode: "reward.centre_of" is no error code. Use one of src/platform/error-codes.ts, or add it there.
        - schemas/api/winner-board.schema.json: a call's schema has exactly the properties "request" (what it sends) and "value" (what the success envelope carries), both required. Fix its properties and required.
        - schemas/api/Odd_Name.schema.json: a call's file is named after its client method in kebab case (gameList -> game-list.schema.json). Rename the file.
        - schemas/api/new-games.schema.json x-call: GET /game/lobby is already the route of schemas/api/lobby-game-list.schema.json. Give one of them another path."
    `);
  });

  it('wants the $id that matches the file, and a flag for flagOffCode', () => {
    expect(
      problemsOf({
        'api/numero.schema.json': (s) => {
          s.$id = 'https://lobbykit.dev/schemas/api/numbers.schema.json';
          s['x-call'].flagOffCode = 'reward.centre_off';
        },
      }),
    ).toMatchInlineSnapshot(`
      "Invalid platform calls in schemas/api/ (2 problems)
        - schemas/api/numero.schema.json $id: found "https://lobbykit.dev/schemas/api/numbers.schema.json"; expected "https://lobbykit.dev/schemas/api/numero.schema.json".
        - schemas/api/numero.schema.json x-call/flagOffCode: given without a flag. Add the flag, or drop flagOffCode."
    `);
  });
});
