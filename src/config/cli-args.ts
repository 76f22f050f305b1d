// The arguments of every command-line entry (build, validate, nginx-config,
// platform, start, new-brand): node:util parseArgs reads them, and this file
// turns its tokens into errors that name the option that was wrong and list
// the ones the command accepts, and into the help text `--help` prints.
import { parseArgs } from 'node:util';

export interface CliOption {
  type: 'string' | 'boolean';
  /** What the value is, in the help: `--brand a,b`. */
  value?: string;
  /** A value that works, in the error for a missing one. */
  example?: string;
  /** One line for the help. */
  help: string;
}

export interface CliCommand<O extends Record<string, CliOption> = Record<string, CliOption>> {
  /** How it is run: `npm run build`. */
  command: string;
  /** What it does, first line of the help. */
  summary: string;
  options: O;
  /** Positional arguments, when the command takes any: how the help shows them and how many. */
  positionals?: { usage: string; max: number };
  /** Lines after the options in the help (environment variables, exit codes). */
  notes?: string[];
}

export type CliValues<O extends Record<string, CliOption>> = { [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean };

export interface CliArgs<O extends Record<string, CliOption>> {
  values: CliValues<O>;
  positionals: string[];
  /** `--help` or `-h` was given. */
  help: boolean;
}

/** Bad arguments: the message says which and what the command accepts. */
export class CliError extends Error {}

/** The option every brand command takes. */
export const BRAND_OPTION = { type: 'string', value: 'a,b', example: 'aurora,siam', help: 'only these brands (comma-separated ids)' } as const;

const HELP = ['--help', '-h'];

function accepted(cmd: CliCommand): string {
  const names = [...Object.keys(cmd.options).map((n) => `--${n}`), '--help'];
  return `${cmd.command} accepts ${names.slice(0, -1).join(', ')} and ${names.at(-1)} (${cmd.command} -- --help says what each does).`;
}

/** Reads `argv` against the command's options; throws CliError for anything it does not accept. */
export function parseCli<O extends Record<string, CliOption>>(cmd: CliCommand<O>, argv: string[]): CliArgs<O> {
  if (argv.some((a) => HELP.includes(a))) return { values: {}, positionals: [], help: true };
  const options = Object.fromEntries(Object.entries(cmd.options).map(([name, o]) => [name, { type: o.type }]));
  // Not strict: the tokens are checked here, so the errors can say what to write instead.
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      positionals.push(token.value);
      const max = cmd.positionals?.max ?? 0;
      if (positionals.length > max)
        throw new CliError(
          max
            ? `${cmd.command} takes ${cmd.positionals!.usage} and nothing more; "${token.value}" is one argument too many. ${accepted(cmd)}`
            : `${cmd.command} takes no argument "${token.value}": options start with --. ${accepted(cmd)}`,
        );
      continue;
    }
    const option = cmd.options[token.name];
    if (!option) throw new CliError(`${cmd.command}: unknown option ${token.rawName}. ${accepted(cmd)}`);
    if (option.type === 'boolean') {
      if (token.inlineValue)
        throw new CliError(`${cmd.command}: ${token.rawName} takes no value (found ${token.rawName}=${token.value}). Write ${token.rawName} alone.`);
      values[token.name] = true;
      continue;
    }
    const value = token.value;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--')))
      throw new CliError(
        `${cmd.command}: ${token.rawName} needs a value, for example ${token.rawName} ${option.example ?? option.value ?? 'VALUE'} (${token.rawName} ${option.value ?? 'VALUE'}: ${option.help}).`,
      );
    values[token.name] = value;
  }
  return { values: values as CliValues<O>, positionals, help: false };
}

/** The text `--help` prints. */
export function cliHelp(cmd: CliCommand): string {
  const left = (name: string, o: CliOption) => `--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`;
  const rows = [...Object.entries(cmd.options).map(([n, o]) => [left(n, o), o.help] as const), ['--help', 'this text'] as const];
  const width = Math.max(...rows.map(([l]) => l.length)) + 2;
  return [
    `${cmd.command} -- ${cmd.positionals ? `${cmd.positionals.usage} ` : ''}[options]: ${cmd.summary}`,
    '',
    ...rows.map(([l, h]) => `  ${l.padEnd(width)}${h}`),
    ...(cmd.notes?.length ? ['', ...cmd.notes] : []),
    '',
  ].join('\n');
}

/** parseCli for a running command: prints the help and exits 0 for `--help`, prints the error and exits 2 for bad arguments. */
export function readCli<O extends Record<string, CliOption>>(cmd: CliCommand<O>, argv = process.argv.slice(2)): CliArgs<O> {
  try {
    const args = parseCli(cmd, argv);
    if (args.help) {
      process.stdout.write(cliHelp(cmd));
      process.exit(0);
    }
    return args;
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    console.error(e.message);
    process.exit(2);
  }
}

/** `--brand a,b` as a list of ids; undefined when absent. */
export function brandList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
