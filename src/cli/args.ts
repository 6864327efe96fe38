/** A small argument parser: `--name value`, `--name=value` and boolean `--flag`. */
export interface ParsedArgs {
  readonly positional: string[];
  readonly options: Map<string, string | true>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseArgs(argv: readonly string[], booleans: ReadonlySet<string>): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (booleans.has(name)) options.set(name, true);
    else if (inline !== undefined) options.set(name, inline);
    else {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
    }
  }
  return { positional, options };
}

export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw === true || !Number.isSafeInteger(value)) throw new UsageError(`--${name} takes an integer`);
  return value;
}

export function stringOption(args: ParsedArgs, name: string, fallback: string): string {
  const raw = args.options.get(name);
  if (raw === true) throw new UsageError(`--${name} takes a value`);
  return raw ?? fallback;
}
