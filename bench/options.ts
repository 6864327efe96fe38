/**
 * The settings the bench scripts read: each from the environment (`BENCH_GAMES`) or from the
 * same as an option (`--games 40`), the option first.
 */

export const DEFAULT_MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa4', 'altered/duel', 'altered/2v2'];

/** The value of `name` (`BENCH_…`): its `--…` option, else the environment variable. */
export function option(name: string): string | undefined {
  const flag = `--${name.toLowerCase().replace(/^bench_/, '')}`;
  const i = process.argv.indexOf(flag);
  if (i >= 0) return process.argv[i + 1];
  return process.env[name];
}

export function positiveInt(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

export function positiveNumber(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return n;
}

/** The modes `BENCH_MODES` names (comma-separated), or the default ones. */
export function benchModes(): string[] {
  return (option('BENCH_MODES') ?? DEFAULT_MODES.join(',')).split(',').map((m) => m.trim()).filter(Boolean);
}
