// The argument parser every command uses (src/config/cli-args.ts, node:util
// parseArgs underneath): the errors name the option and list the accepted
// ones, and each real command prints its help and refuses an unknown flag.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BRAND_OPTION, CliError, cliHelp, parseCli } from '../../src/config/cli-args.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

const BUILD = {
  command: 'npm run build',
  summary: 'builds.',
  options: {
    brand: BRAND_OPTION,
    shard: { type: 'string', value: 'i/n', example: '2/4', help: 'one shard' },
    precompress: { type: 'boolean', help: 'compressed copies' },
  },
} as const;
const NEW_BRAND = { command: 'npm run new-brand', summary: 'copies.', positionals: { usage: '<id>', max: 1 }, options: {} } as const;

const error = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    return (e as Error).message;
  }
  throw new Error('no error');
};

describe('parseCli', () => {
  it('reads values in both spellings, flags, and what follows --', () => {
    expect(parseCli(BUILD, ['--brand', 'aurora,siam', '--shard=1/2', '--precompress'])).toEqual({
      values: { brand: 'aurora,siam', shard: '1/2', precompress: true },
      positionals: [],
      help: false,
    });
    expect(parseCli(NEW_BRAND, ['--', '--odd']).positionals).toEqual(['--odd']);
    expect(parseCli(BUILD, ['--frob', '-h']).help).toBe(true);
  });

  it('names an unknown option and lists the accepted ones', () => {
    expect(error(() => parseCli(BUILD, ['--brand', 'aurora', '--frob']))).toBe(
      'npm run build: unknown option --frob. npm run build accepts --brand, --shard, --precompress and --help (npm run build -- --help says what each does).',
    );
    expect(error(() => parseCli(BUILD, ['-x']))).toMatch(/^npm run build: unknown option -x\. npm run build accepts --brand/);
  });

  it('says what value a missing one takes, with an example', () => {
    const shard = 'npm run build: --shard needs a value, for example --shard 2/4 (--shard i/n: one shard).';
    expect(error(() => parseCli(BUILD, ['--shard']))).toBe(shard);
    expect(error(() => parseCli(BUILD, ['--shard='])).replace('--shard=', '--shard')).toBe(shard);
    expect(error(() => parseCli(BUILD, ['--shard', '--precompress']))).toBe(shard);
  });

  it('refuses a value on a flag and arguments a command does not take', () => {
    expect(error(() => parseCli(BUILD, ['--precompress=yes']))).toBe(
      'npm run build: --precompress takes no value (found --precompress=yes). Write --precompress alone.',
    );
    expect(error(() => parseCli(BUILD, ['aurora']))).toMatch(/^npm run build takes no argument "aurora": options start with --\. npm run build accepts/);
    expect(error(() => parseCli(NEW_BRAND, ['a', 'b']))).toMatch(/^npm run new-brand takes <id> and nothing more; "b" is one argument too many\./);
  });

  it('prints every option with its value and help', () => {
    expect(cliHelp(BUILD)).toBe(
      [
        'npm run build -- [options]: builds.',
        '',
        '  --brand a,b    only these brands (comma-separated ids)',
        '  --shard i/n    one shard',
        '  --precompress  compressed copies',
        '  --help         this text',
        '',
      ].join('\n'),
    );
  });
});

/** Runs a command's entry as npm would (the node from node_modules/.bin). */
const run = (file: string, args: string[]) =>
  spawnSync(process.execPath, [file, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...process.env, LOBBYKIT_TRUST_PROXY: '' } });

describe('every command', () => {
  it.each([
    ['scripts/build.ts', 'npm run build', '--content-only'],
    ['scripts/validate.ts', 'npm run validate', '--brand'],
    ['scripts/nginx-config.ts', 'npm run nginx-config', '--server-name'],
    ['scripts/new-brand.ts', 'npm run new-brand', '--from'],
    ['scripts/start.ts', 'npm start', '--rate-limit-scale'],
    ['src/server/main.ts', 'npm run platform', '--dev-tools'],
  ])('%s prints its help and refuses an unknown flag by name', (file, command, option) => {
    const help = run(file, ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(`${command} -- `);
    expect(help.stdout).toContain(`  ${option}`);
    const bad = run(file, ['--no-such-flag']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`${command}: unknown option --no-such-flag. ${command} accepts `);
    expect(bad.stderr).toContain(option);
  });
});
