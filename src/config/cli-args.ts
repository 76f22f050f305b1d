// The one flag every brand command takes: `--brand a,b` (or `--brand=a,b`) limits it to those brands.
export function brandArg(argv = process.argv.slice(2)): string[] | undefined {
  const i = argv.findIndex((a) => a === '--brand' || a.startsWith('--brand='));
  if (i < 0) return undefined;
  const value = argv[i]!.includes('=') ? argv[i]!.split('=')[1]! : argv[i + 1];
  if (!value) {
    console.error('--brand needs a comma-separated list of brand ids, for example --brand aurora,siam');
    process.exit(2);
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `--name value` or `--name=value`; undefined when absent. `example` shows a value in the error for a missing one. */
export function valueArg(name: string, argv = process.argv.slice(2), example = 'http://127.0.0.1:4321'): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const value = argv[i]!.includes('=') ? argv[i]!.slice(name.length + 1) : argv[i + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${name} needs a value, for example ${name} ${example}`);
    process.exit(2);
  }
  return value;
}

/** True when `--name` is given. */
export function flagArg(name: string, argv = process.argv.slice(2)): boolean {
  return argv.includes(name);
}
