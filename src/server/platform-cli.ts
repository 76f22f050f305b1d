// The options of `npm run platform` (main.ts): what it parses and what `--help` prints.
import { BRAND_OPTION, type CliCommand } from '../config/cli-args.ts';
import { TRUST_PROXY_ENV } from './trust-proxy.ts';

/** `--trust-proxy LIST`, the same for `npm run platform` and `npm start` (trust-proxy.ts reads it). */
export const TRUST_PROXY_OPTION = {
  type: 'string',
  value: 'LIST',
  example: '127.0.0.1',
  help: `proxies whose X-Forwarded-For gives the client's address (or ${TRUST_PROXY_ENV}); by default the header is ignored`,
} as const;

export const PLATFORM_COMMAND = {
  command: 'npm run platform',
  summary: 'the reference platform alone, as an operator deploys it: no dev tools unless asked for.',
  options: {
    port: { type: 'string', value: 'N', example: '8787', help: 'port (or PORT), default 8787' },
    host: {
      type: 'string',
      value: 'ADDRESS',
      example: '127.0.0.1',
      help: 'address to listen on, default 127.0.0.1 (0.0.0.0: every interface, without --dev-tools)',
    },
    reset: { type: 'boolean', help: 'delete the database (and uploads) and seed afresh' },
    memory: { type: 'boolean', help: 'in-memory database' },
    db: { type: 'string', value: 'PATH', example: 'var/platform.sqlite', help: 'database file, default var/platform.sqlite' },
    brand: BRAND_OPTION,
    'seed-games': { type: 'string', value: 'N', example: '600', help: 'games per merchant when seeding, default 600' },
    maintenance: { type: 'string', value: 'a,b', example: 'aurora', help: 'switch maintenance on for these brands (ids or merchant codes)' },
    region: { type: 'string', value: 'a,b', example: 'aurora', help: 'switch region restriction on for these brands (ids or merchant codes)' },
    open: { type: 'boolean', help: 'switch maintenance and region restriction off everywhere' },
    'dev-tools': {
      type: 'boolean',
      help: 'the /api/dev calls (outbox with codes, captcha answers, switches), demo game and chat pages; loopback hosts only',
    },
    'trust-proxy': TRUST_PROXY_OPTION,
    log: { type: 'boolean', help: "fastify's request log" },
  },
} as const satisfies CliCommand;
